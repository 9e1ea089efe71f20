// The Wheel of Fortune's goal kinds as the scenario validator knows them (names, fields, set): small data
// that play.ts declares up front; the checkers (goals.ts) come with the wheel's rules.
import type { GoalDecl } from '../../core/goal-registry.ts';

const SETS = ['wheel'] as const;

export const WHEEL_GOAL_DECLS = [
  // the mover puts a follower on a crown space (of the given sector, if any)
  { kind: 'crown', sets: SETS, fields: [{ name: 'sector', type: 'sector' }] },
  // the follower at a spot was on the board before the move and the plague took it
  { kind: 'plagueVictim', sets: SETS, fields: [{ name: 'at', type: 'coord', required: true }, { name: 'on', type: 'spot', required: true }, { name: 'cell', type: 'wheelCell' }] },
] as const satisfies readonly GoalDecl[];
