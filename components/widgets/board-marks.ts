// What the board draws over the tiles during a turn, as plain data: the buttons (jetties, crown spaces,
// the Plague's candidates, followers) and the marks (roads, rings, lit areas). A module of its own, with
// no import of the expansions' widget parts, so that those parts (expansion-ui-*.tsx) can use it without
// going round through turn-view.ts and the registry that loads them.
import { tileDef } from '../../engine/play.ts';
import type { Coord, GameState, Spot } from '../../engine/core/types.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';
import { spotPoint } from '../board/board-view.ts';

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

/** Where a follower on a multi-cell piece stands, in board units (the wheel's parts know its board). */
export type CellSpotPoint = (at: Coord, cell: Coord, on: Spot) => readonly [number, number] | undefined;

/** Where a follower the plague may take stands, in board units. */
export function victimPointWith(state: GameState, c: PlagueChoice, onCell: CellSpotPoint): readonly [number, number] | undefined {
  if ('crown' in c || !c.at || !c.on) return undefined;
  if (c.cell) return onCell(c.at, c.cell, c.on);
  const t = state.board.find((p) => p.at[0] === c.at![0] && p.at[1] === c.at![1]);
  const def = t && tileDef(t.tile);
  return t && def ? spotPoint({ def, at: t.at, rot: t.rot }, c.on) : undefined;
}

export const victimKey = (c: PlagueChoice): string =>
  'crown' in c ? `${c.player}:${c.crown}-${c.space}` : `${c.player}:${c.at?.join(',') ?? ''}:${c.cell?.join(',') ?? ''}:${c.on ?? ''}`;
