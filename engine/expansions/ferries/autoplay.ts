// Random play with the ferries: a random pair of jetties for each lake tile placed, then each ferry the
// tile made movable is moved to a random pair about half the time.
import type { Action, GameState } from '../../core/types.ts';
import { withTile } from '../../core/followers.ts';
import { ferryPairs, isLakeTile } from './lakes.ts';
import { movableFrom } from './roads.ts';

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

export function autoplayFerries(state: GameState, action: Action, random: () => number): Action {
  if (action.type !== 'turn') return action;
  const { tile, rot, at } = action.place;
  const ferry = isLakeTile(tile) ? pick(ferryPairs(tile, rot), random) : undefined;
  const moves = movableFrom(withTile(state, action.place).board, at)
    .filter(() => random() < 0.5)
    .map((f) => ({ at: f.at, ferry: pick(f.pairs, random) }));
  return { ...action, ...(ferry === undefined ? {} : { ferry }), ...(moves.length === 0 ? {} : { moveFerries: moves }) };
}
