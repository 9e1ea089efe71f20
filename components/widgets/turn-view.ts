// What the board shows during the reader's turn, beyond cells and spots: the buttons' shape (the
// buttons on jetties, crown spaces and the plague's candidates are made by the expansions' widget
// parts, expansion-ui-*.tsx) and marks (the road being built, the ferries that may move, the plague's
// candidates). Positions are in board units (100 per cell); the choices come from the engine.
import { tileDef } from '../../engine/play.ts';
import type { Coord, FeaturePart, GameState, Rotation } from '../../engine/core/types.ts';
import { spotPoint } from '../board/board-view.ts';
import { tileDrawing } from '../board/geometry.ts';
import { uiFor } from './expansion-ui.ts';
import type { BoardView } from './view.ts';
import { NO_MARKS, victimPointWith } from './board-marks.ts';
import type { AreaMark, Marks } from './board-marks.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

export type { AreaMark, Marks, Target, TargetKind } from './board-marks.ts';
export { NO_MARKS, victimKey } from './board-marks.ts';

const tileAt = (v: BoardView, at: Coord) => v.tiles.find((t) => t.x === at[0] && t.y === at[1]);

/** Where a follower the plague may take stands, in board units. */
export function victimPoint(state: GameState, c: PlagueChoice): readonly [number, number] | undefined {
  // a follower on the wheel board: only where the wheel is in play, so its parts are loaded
  return victimPointWith(state, c, (at, cell, on) => uiFor('wheel')?.wheelSpotPoint(at, cell, on));
}

/** The road parts the engine names, as shapes of their tiles; rings round lakes and followers. */
export function marksOf(v: BoardView, roads: readonly FeaturePart[], ferries: readonly Coord[], victims: readonly (readonly [number, number])[]): Marks {
  const out: Marks['roads'][number][] = [];
  for (const part of roads) {
    const t = tileAt(v, part.at);
    const def = t && tileDef(t.id);
    if (!t || !def) continue;
    for (const s of tileDrawing(def, t.rot as Rotation).shapes) {
      if (s.feature === part.feature && (s.kind === 'road' || s.kind === 'cityRoad')) out.push({ d: s.d, x: t.x * 100, y: t.y * 100 });
    }
  }
  return {
    roads: out,
    rings: [
      ...ferries.map((at) => ({ x: at[0] * 100 + 50, y: at[1] * 100 + 50, r: 40, kind: 'ferry' as const })),
      ...victims.map(([x, y]) => ({ x, y, r: 15, kind: 'victim' as const })),
    ],
  };
}
