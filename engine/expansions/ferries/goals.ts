// The Ferries' goal kinds (engine/core/goals.ts): a ferry moved, left where it stood, or set between two
// given jetties. Each is judged from where the ferries stand before and after the move. Their declarations
// (declare.ts) are known up front; these checkers come with the ferries' rules.
import { MET, missed } from '../../core/goal-registry.ts';
import type { GoalKind, GoalMove } from '../../core/goal-registry.ts';
import type { Coord, GameState, Side } from '../../core/types.ts';
import { FERRY_GOAL_DECLS } from './declare.ts';

const ferryAt = (state: GameState, at: Coord): readonly [Side, Side] | undefined =>
  state.board.find((t) => t.at[0] === at[0] && t.at[1] === at[1])?.ferry;

const pairKey = (p: readonly [Side, Side] | undefined): string => (p === undefined ? '' : [...p].sort().join('-'));

/** Lake tiles (by where they lie) whose ferry joins other jetties after the move than before it. */
function movedFerries(move: Extract<GoalMove, { refused: false }>): Coord[] {
  return move.before.board.flatMap((t) => (t.ferry !== undefined && pairKey(t.ferry) !== pairKey(ferryAt(move.after, t.at)) ? [t.at] : []));
}

const decl = (kind: string) => FERRY_GOAL_DECLS.find((d) => d.kind === kind)!;

export const FERRY_GOALS: readonly GoalKind[] = [
  {
    // a ferry moved this turn: the one on the given lake tile, or any
    ...decl('ferryMoved'),
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const at = goal['at'] as Coord | undefined;
      const moved = movedFerries(move);
      const hit = at === undefined ? moved.length > 0 : moved.some((c) => c[0] === at[0] && c[1] === at[1]);
      return hit ? MET : missed('ferryStayed', { anyFerry: at === undefined });
    },
  },
  {
    // the ferry on the given lake tile stands where it stood
    ...decl('ferryLeft'),
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const at = goal['at'] as Coord;
      return pairKey(ferryAt(move.before, at)) === pairKey(ferryAt(move.after, at)) ? MET : missed('ferryMoved');
    },
  },
  {
    // after the move, the ferry on the given lake tile joins these two jetties (a new lake tile's too)
    ...decl('ferryJoins'),
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const want = goal['ferry'] as readonly [Side, Side];
      const got = ferryAt(move.after, goal['at'] as Coord);
      return pairKey(got) === pairKey(want) ? MET : missed('ferryElsewhere', { want: want.join('-'), got: got === undefined ? null : got.join('-') });
    },
  },
];
