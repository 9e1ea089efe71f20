// What the module keeps in `state.ext.ferries` between its hooks, for the rulings scoring cites:
// - moved: this turn's moves and where each ferry stood, from afterPlacement until afterScoring;
// - reopened: one part of each completed road a move has opened again, until that road is complete again.
// The key is absent when there is nothing to keep, so a game without moves carries no ferry data.
import type { Coord, FeaturePart, GameState, Json } from '../../core/types.ts';
import type { Ferry } from './lakes.ts';

export const FERRIES_MODULE_ID = 'ferries';

export interface MovedFerry {
  readonly at: Coord;
  readonly from: Ferry;
}

export interface FerriesRecord {
  readonly moved: readonly MovedFerry[];
  readonly reopened: readonly FeaturePart[];
}

const EMPTY: FerriesRecord = { moved: [], reopened: [] };

export function readRecord(state: GameState): FerriesRecord {
  const data = state.ext[FERRIES_MODULE_ID];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return EMPTY;
  const r = data as unknown as Partial<FerriesRecord>;
  return { moved: r.moved ?? [], reopened: r.reopened ?? [] };
}

export function writeRecord(state: GameState, r: FerriesRecord): GameState {
  const { [FERRIES_MODULE_ID]: _old, ...rest } = state.ext;
  if (r.moved.length === 0 && r.reopened.length === 0) return _old === undefined ? state : { ...state, ext: rest };
  const data: Record<string, Json> = {};
  if (r.moved.length > 0) data['moved'] = r.moved.map((m) => ({ at: [m.at[0], m.at[1]], from: [m.from[0], m.from[1]] }));
  if (r.reopened.length > 0) data['reopened'] = r.reopened.map((p) => ({ at: [p.at[0], p.at[1]], feature: p.feature }));
  return { ...state, ext: { ...rest, [FERRIES_MODULE_ID]: data } };
}
