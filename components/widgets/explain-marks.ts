// What "Explain this position" draws on the board: the chosen feature's shape on each of its tiles (and,
// for a field, the cities it touches, dashed), and a button on every follower so that choosing one on the
// board chooses its feature in the list. Shapes come from components/board's tile drawing, by feature index.
import { tileDef } from '../../engine/play.ts';
import type { FeaturePart, Rotation } from '../../engine/core/types.ts';
import { fieldArea, tileDrawing } from '../board/geometry.ts';
import type { ExplainModel, FeatureItem } from './explain-view.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetLang } from './i18n.ts';
import type { AreaMark, Marks, Target } from './turn-view.ts';
import { victimPoint } from './turn-view.ts';
import type { BoardView } from './view.ts';
import { playerName } from './view.ts';
import type { GameState } from '../../engine/core/types.ts';

const CELL = 100;
const LINES = new Set(['road', 'cityRoad', 'river']);
const cellRect = `M4 4H${CELL - 4}V${CELL - 4}H4Z`;

/** The shapes of one tile feature; a whole cell where the drawing has none (a cloister, the wheel board's cells). */
export function partAreas(v: BoardView, part: FeaturePart, role: AreaMark['role']): AreaMark[] {
  const [x, y] = [part.at[0] * CELL, part.at[1] * CELL];
  const t = v.tiles.find((tile) => tile.x === part.at[0] && tile.y === part.at[1]);
  const def = t && tileDef(t.id);
  const rot = (t?.rot ?? 0) as Rotation;
  // a field takes in the land between a city and the tile's centre too, less the city itself
  const field = def ? fieldArea(def, rot, part.feature) : null;
  if (field) return [{ d: field.d, x, y, line: false, role, ...(field.cut && { cut: field.cut }) }];
  const shapes = def ? tileDrawing(def, rot).shapes.filter((s) => s.feature === part.feature && s.kind !== 'wall') : [];
  if (shapes.length === 0) return [{ d: cellRect, x, y, line: false, role }];
  return shapes.map((s) => ({ d: s.d, x, y, line: LINES.has(s.kind), role }));
}

/** The chosen feature, and for a field the cities it touches. */
export function featureMarks(v: BoardView, model: ExplainModel, chosen: FeatureItem | undefined): Marks {
  if (chosen === undefined) return { roads: [], rings: [], areas: [] };
  const touched = chosen.touches.flatMap((t) => model.byId.get(t.id)?.parts ?? []);
  const areas = [...touched.flatMap((p) => partAreas(v, p, 'touch')), ...chosen.parts.flatMap((p) => partAreas(v, p, 'chosen'))];
  return { roads: [], rings: [], areas };
}

/** A button on each follower standing on a listed feature, keyed by its feature's id. */
export function followerTargets(state: GameState, model: ExplainModel, lang: WidgetLang): Target[] {
  const d = widgetDict(lang).explained;
  const wheel = state.board.find((t) => t.piece !== undefined)?.piece;
  return [...model.byId.values()].flatMap((item) => item.followers.flatMap((f, i) => {
    const onWheel = state.board.find((t) => t.at[0] === f.at[0] && t.at[1] === f.at[1])?.piece;
    const p = onWheel && wheel
      ? victimPoint(state, { player: f.player, at: wheel.at, cell: onWheel.cell, on: f.on })
      : victimPoint(state, { player: f.player, at: f.at, on: f.on });
    return p ? [{ kind: 'follower' as const, key: `${item.id}|${i}`, x: p[0], y: p[1], label: d.onBoard(playerName(f.player, lang), item.name) }] : [];
  }));
}

/** The feature a follower button stands for. */
export const featureOfTarget = (t: Target): string => t.key.split('|')[0]!;
