// The Ferries' goal kinds as the scenario validator knows them (names, fields, set): small data that
// play.ts declares up front; the checkers (goals.ts) come with the ferries' rules.
import type { GoalDecl } from '../../core/goal-registry.ts';

const SETS = ['ferries'] as const;

export const FERRY_GOAL_DECLS = [
  // a ferry moved this turn: the one on the given lake tile, or any
  { kind: 'ferryMoved', sets: SETS, fields: [{ name: 'at', type: 'coord' }] },
  // the ferry on the given lake tile stands where it stood
  { kind: 'ferryLeft', sets: SETS, fields: [{ name: 'at', type: 'coord', required: true }] },
  // after the move, the ferry on the given lake tile joins these two jetties (a new lake tile's too)
  { kind: 'ferryJoins', sets: SETS, fields: [{ name: 'at', type: 'coord', required: true }, { name: 'ferry', type: 'sides', required: true }] },
] as const satisfies readonly GoalDecl[];
