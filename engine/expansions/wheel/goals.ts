// The Wheel of Fortune's goal kinds (engine/core/goals.ts): a follower put on a crown space, a follower
// the plague takes. Both are judged from the position before and after the move. Their declarations
// (declare.ts) are known up front; these checkers come with the wheel's rules.
import { featureAt } from '../../core/features.ts';
import { goalSpot, MET, missed, moverOf } from '../../core/goal-registry.ts';
import type { GoalKind } from '../../core/goal-registry.ts';
import type { Coord, GameState, PlayerColor, Spot } from '../../core/types.ts';
import type { Sector } from './declare.ts';
import { wheelOf } from './state.ts';
import { WHEEL_GOAL_DECLS } from './declare.ts';

const crownsOf = (state: GameState, player: PlayerColor | undefined, sector: Sector | undefined): string[] =>
  (wheelOf(state)?.crowns ?? []).filter((c) => c.player === player && (sector === undefined || c.sector === sector)).map((c) => `${c.sector}:${c.space}`);

/** The followers standing on the feature part at a spot (on that very tile), by player. */
function standing(state: GameState, at: Coord, on: Spot, cell: Coord | undefined): string[] {
  const where: Coord = cell === undefined ? at : [at[0] + cell[0], at[1] + cell[1]];
  const tile = state.board.find((t) => t.at[0] === where[0] && t.at[1] === where[1]);
  if (tile === undefined || featureAt(state, at, on, cell) === undefined) return [];
  return tile.followers.filter((f) => f.on === on).map((f) => f.player);
}

const decl = (kind: string) => WHEEL_GOAL_DECLS.find((d) => d.kind === kind)!;

export const WHEEL_GOALS: readonly GoalKind[] = [
  {
    // the mover puts a follower on a crown space (of the given sector, if any), and it stands there after
    // the move: a crown newly held, or one the wheel paid out this turn and the follower took again
    ...decl('crown'),
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const who = moverOf(move);
      const sector = goal['sector'] as Sector | undefined;
      const f = move.action.type === 'turn' ? move.action.follower : undefined;
      const bet = f !== undefined && 'crown' in f && (sector === undefined || f.crown === sector);
      const held = bet && crownsOf(move.after, who, sector).includes(`${f.crown}:${f.space}`);
      return held ? MET : missed('noCrown', { sector: sector ?? null });
    },
  },
  {
    // the follower at a spot was on the board before the move and the plague took it
    ...decl('plagueVictim'),
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const { at, on, cell } = goalSpot(goal);
      const before = standing(move.before, at, on, cell);
      const after = standing(move.after, at, on, cell);
      return before.length > after.length ? MET : missed('otherVictim', { player: before[0] ?? null });
    },
  },
];
