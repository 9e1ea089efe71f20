// The goal kinds known so far (engine/core/goals.ts explains goals). A kind is declared (its name, its
// fields, the sets it needs: small data the scenario validator reads) apart from its checker, which comes
// with the rules code: a page's bundle carries the declarations of every expansion's kinds but the
// checkers only of the rules it loads. Modules register their checkers through `ExpansionModule.goals`.
import type { Action, Coord, GameState, PlayerColor, Refusal, ScoreEvent, SetId, Spot } from './types.ts';

/**
 * How the validator reads a field: each name maps onto a reader the scenario format already has
 * (`pieceCell`: a cell of a piece of several cells, as a follower's `cell` in a setup).
 */
export type GoalFieldType =
  | 'coord' | 'cells' | 'spot' | 'pieceCell' | 'player' | 'points' | 'ruling' | 'sides' | 'bool'
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

/** What the validator knows of a kind. */
export interface GoalDecl {
  readonly kind: string;
  readonly fields: readonly GoalField[];
  /** the tile sets one of which must be in play for the kind to mean anything (a module's pieces) */
  readonly sets?: readonly SetId[];
}

export interface GoalKind extends GoalDecl {
  /** Judges an accepted move, or a refused one (checkGoal misses a refused move for every kind but `refused`). */
  check(goal: Goal, move: GoalMove): GoalResult;
}

export const MET: GoalResult = { met: true };
export const missed = (miss: string, facts: GoalFacts = {}): GoalResult => ({ met: false, miss, facts });

/** The feature part a goal names with its `at`, `on` and (for a piece off the tile's cell) `cell` fields. */
export const goalSpot = (goal: Goal): { readonly at: Coord; readonly on: Spot; readonly cell: Coord | undefined } => ({
  at: goal['at'] as Coord,
  on: goal['on'] as Spot,
  cell: goal['cell'] as Coord | undefined,
});

/** Who made the move: the action's player, else whose turn it was. */
export const moverOf = (move: GoalMove): PlayerColor | undefined =>
  move.refused ? undefined : (move.action.type === 'endGame' ? undefined : move.action.player ?? move.before.turn);

const declared = new Map<string, GoalDecl>();
const checkers = new Map<string, GoalKind>();

export function declareGoalKinds(decls: readonly GoalDecl[]): void {
  for (const d of decls) declared.set(d.kind, d);
}

export function registerGoalKinds(kinds: readonly GoalKind[]): void {
  declareGoalKinds(kinds);
  for (const k of kinds) checkers.set(k.kind, k);
}

export const goalDecl = (kind: string): GoalDecl | undefined => declared.get(kind);
export const goalChecker = (kind: string): GoalKind | undefined => checkers.get(kind);
/** Sorted, so a message lists them the same whatever order the modules loaded in. */
export const goalKindNames = (): string[] => [...declared.keys()].sort();
