// Goals: what a lesson's move must achieve, judged from the engine's own state after the move (never by
// the page). A goal kind declares its fields (so the scenario validator can read them without knowing the
// kind) and a checker. The core registers the kinds every game has; a module brings the kinds of its own
// pieces through `ExpansionModule.goals` (or registerGoalKinds, where its rules load later than its words),
// so the core never names an expansion.
import { featureAt } from './features.ts';
import type { Action, Coord, GameState, PlayerColor, Refusal, ScoreEvent, SetId, Spot } from './types.ts';

/** How the validator reads a field: each name maps onto a reader the scenario format already has. */
export type GoalFieldType =
  | 'coord' | 'cells' | 'spot' | 'wheelCell' | 'player' | 'points' | 'ruling' | 'sector' | 'sides' | 'bool'
  | { readonly oneOf: readonly string[] };

export interface GoalField {
  readonly name: string;
  readonly type: GoalFieldType;
  readonly required?: true;
}

/** A goal as a file gives it: its kind, the kind's fields, and a hint for the reader in each language. */
export interface Goal {
  readonly kind: string;
  readonly hint?: string;
  readonly fr?: { readonly hint?: string };
  readonly [field: string]: unknown;
}

/** The reader's move: accepted (the positions before and after it) or refused by a rule. */
export type GoalMove =
  | { readonly refused: false; readonly before: GameState; readonly after: GameState; readonly action: Action; readonly events: readonly ScoreEvent[] }
  | { readonly refused: true; readonly before: GameState; readonly refusal: Refusal };

export type GoalFacts = Readonly<Record<string, string | number | boolean | null>>;

/** Met, or missed with the facts a sentence needs (`miss` names which sentence, per kind). */
export type GoalResult = { readonly met: true } | { readonly met: false; readonly miss: string; readonly facts: GoalFacts };

export interface GoalKind {
  readonly kind: string;
  readonly fields: readonly GoalField[];
  /** the tile sets one of which must be in play for the kind to mean anything (a module's pieces) */
  readonly sets?: readonly SetId[];
  /** Judges an accepted move, or a refused one (a kind that is not about refusals misses it as `refused`). */
  check(goal: Goal, move: GoalMove): GoalResult;
}

export const MET: GoalResult = { met: true };
export const missed = (miss: string, facts: GoalFacts = {}): GoalResult => ({ met: false, miss, facts });

const registry = new Map<string, GoalKind>();

export function registerGoalKinds(kinds: readonly GoalKind[]): void {
  for (const k of kinds) registry.set(k.kind, k);
}

export const goalKind = (kind: string): GoalKind | undefined => registry.get(kind);
export const goalKindNames = (): string[] => [...registry.keys()];

/** Who made the move: the action's player, else whose turn it was. */
export const moverOf = (move: GoalMove): PlayerColor | undefined =>
  move.refused ? undefined : (move.action.type === 'endGame' ? undefined : move.action.player ?? move.before.turn);

/** The engine's verdict on a move for a goal. A kind nobody registered is missed, never thrown. */
export function checkGoal(goal: Goal, move: GoalMove): GoalResult {
  const k = registry.get(goal.kind);
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
    fields: [{ name: 'at', type: 'coord', required: true }, { name: 'on', type: 'spot', required: true }, { name: 'cell', type: 'wheelCell' }],
    check: (goal, move) => {
      if (move.refused) return missed('refused');
      const at = goal['at'] as Coord;
      const on = goal['on'] as Spot;
      const cell = goal['cell'] as Coord | undefined;
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
      if (!('on' in f)) return missed('otherFeature', { feature: want, placed: 'crown' });
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
