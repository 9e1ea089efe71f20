// Goals: what a lesson's move must achieve, judged from the engine's own state after the move (never by
// the page). A goal kind declares its fields (so the scenario validator can read them without knowing the
// kind) and a checker (goal-registry.ts). This file registers the kinds every game has; a module brings the
// kinds of its own pieces through `ExpansionModule.goals`, its declarations known up front (play.ts), so
// the core never names an expansion.
import { featureAt } from './features.ts';
import type { Action, Coord, PlayerColor } from './types.ts';

import { goalChecker, goalSpot, missed, MET, registerGoalKinds } from './goal-registry.ts';
import type { Goal, GoalKind, GoalMove, GoalResult } from './goal-registry.ts';

export type { Goal, GoalDecl, GoalFacts, GoalField, GoalFieldType, GoalKind, GoalMove, GoalResult } from './goal-registry.ts';
export { declareGoalKinds, goalDecl, goalKindNames, MET, missed, moverOf, registerGoalKinds } from './goal-registry.ts';

/** The engine's verdict on a move for a goal. A kind nobody registered is missed, never thrown. */
export function checkGoal(goal: Goal, move: GoalMove): GoalResult {
  const k = goalChecker(goal.kind);
  if (k === undefined) return missed('unknown', { kind: goal.kind });
  if (move.refused && goal.kind !== 'refused') return missed('refused', { ruling: move.refusal.ruling });
  return k.check(goal, move);
}

const sameCoord = (a: Coord, b: Coord): boolean => a[0] === b[0] && a[1] === b[1];
const owners = (f: { followers: readonly { player: PlayerColor }[] } | undefined): string =>
  [...new Set((f?.followers ?? []).map((x) => x.player))].join(',');

const turnOf = (move: GoalMove): Extract<Action, { type: 'turn' }> | undefined =>
  !move.refused && move.action.type === 'turn' ? move.action : undefined;

/** The kinds of feature a follower stands on in every game. */
export const FOLLOWER_FEATURES = ['road', 'city', 'field', 'cloister'] as const;

const CORE_GOALS: readonly GoalKind[] = [
  {
    // the tile laid on one of the given cells
    kind: 'tileOn',
    fields: [{ name: 'cells', type: 'cells', required: true }],
    check: (goal, move) => {
      const turn = turnOf(move);
      const cells = goal['cells'] as readonly Coord[];
      return turn && cells.some((c) => sameCoord(c, turn.place.at)) ? MET : missed('elsewhere');
    },
  },
  {
    // the feature at a spot was open before the move and is complete after it
    kind: 'closes',
    fields: [{ name: 'at', type: 'coord', required: true }, { name: 'on', type: 'spot', required: true }, { name: 'cell', type: 'pieceCell' }],
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const { at, on, cell } = goalSpot(goal);
      const before = featureAt(move.before, at, on, cell);
      const after = featureAt(move.after, at, on, cell);
      if (after === undefined) return missed('noFeature');
      if (after.complete && before?.complete !== true) return MET;
      return missed(after.complete ? 'alreadyClosed' : 'stillOpen', { feature: after.kind, owners: owners(after) || owners(before) });
    },
  },
  {
    // a follower of the mover on a feature of the given kind, on the tile just laid
    kind: 'follower',
    fields: [{ name: 'feature', type: { oneOf: FOLLOWER_FEATURES }, required: true }],
    check: (goal, move) => {
      const turn = turnOf(move);
      const want = goal['feature'] as string;
      if (turn === undefined || move.refused) return missed('noFollower', { feature: want });
      const f = turn.follower;
      if (f === undefined) return missed('noFollower', { feature: want });
      // a follower on a place of a module's own, off the tile's features
      if (!('on' in f)) return missed('noFollower', { feature: want });
      const view = featureAt(move.after, turn.place.at, f.on, f.cell);
      return view?.kind === want ? MET : missed('otherFeature', { feature: want, placed: view?.kind ?? null });
    },
  },
  {
    // the points a player gains by the move: at least `points`, or exactly with `exact`
    kind: 'scores',
    fields: [{ name: 'player', type: 'player', required: true }, { name: 'points', type: 'points', required: true }, { name: 'exact', type: 'bool' }],
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const player = goal['player'] as PlayerColor;
      const want = goal['points'] as number;
      const gained = (move.after.scores[player] ?? 0) - (move.before.scores[player] ?? 0);
      const ok = goal['exact'] === true ? gained === want : gained >= want;
      return ok ? MET : missed('points', { player, gained, want, exact: goal['exact'] === true });
    },
  },
  {
    // the reader's attempt refused citing this ruling (a lesson about what the rules forbid)
    kind: 'refused',
    fields: [{ name: 'ruling', type: 'ruling', required: true }],
    check: (goal, move) => {
      if (!move.refused) return missed('legal', { ruling: goal['ruling'] as string });
      return move.refusal.ruling === goal['ruling'] ? MET : missed('otherRuling', { ruling: goal['ruling'] as string, cited: move.refusal.ruling });
    },
  },
];

registerGoalKinds(CORE_GOALS);
