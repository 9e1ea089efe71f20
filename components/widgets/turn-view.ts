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
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

export type TargetKind = 'jetty' | 'crown' | 'victim' | 'follower';

/** A button drawn on the board at (x, y), in board units. */
export interface Target {
  readonly kind: TargetKind;
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly label: string;
  readonly pressed?: boolean;
}

/** A feature's shape on one tile to highlight: a band along a road, an area for a city, field or cell. */
export interface AreaMark {
  readonly d: string;
  readonly x: number;
  readonly y: number;
  readonly line: boolean;
  /** 'chosen': the feature the reader chose; 'touch': a city the chosen field touches; 'spot': the
   * feature of the follower spot the reader points at or focuses */
  readonly role: 'chosen' | 'touch' | 'spot';
  /** shapes to leave out of `d` (a lit field's cities), in the same tile units */
  readonly cut?: string;
}

/** The road shapes to highlight (one per tile feature of the road) and rings round things that may move or go. */
export interface Marks {
  readonly roads: readonly { readonly d: string; readonly x: number; readonly y: number }[];
  readonly rings: readonly { readonly x: number; readonly y: number; readonly r: number; readonly kind: 'ferry' | 'victim' | 'spot' }[];
  /** the feature chosen in "Explain this position" */
  readonly areas?: readonly AreaMark[];
}

export const NO_MARKS: Marks = { roads: [], rings: [] };

const tileAt = (v: BoardView, at: Coord) => v.tiles.find((t) => t.x === at[0] && t.y === at[1]);

/** Where a follower the plague may take stands, in board units. */
export function victimPoint(state: GameState, c: PlagueChoice): readonly [number, number] | undefined {
  if ('crown' in c || !c.at || !c.on) return undefined;
  // a follower on the wheel board: only where the wheel is in play, so its parts are loaded
  if (c.cell) return uiFor('wheel')?.wheelSpotPoint(c.at, c.cell, c.on);
  const t = state.board.find((p) => p.at[0] === c.at![0] && p.at[1] === c.at![1]);
  const def = t && tileDef(t.tile);
  return t && def ? spotPoint({ def, at: t.at, rot: t.rot }, c.on) : undefined;
}

export const victimKey = (c: PlagueChoice): string =>
  'crown' in c ? `${c.player}:${c.crown}-${c.space}` : `${c.player}:${c.at?.join(',') ?? ''}:${c.cell?.join(',') ?? ''}:${c.on ?? ''}`;

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
