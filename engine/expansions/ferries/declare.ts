// What the Ferries module is without its rules code, and the types it adds to the core's open vocabulary:
// the lake feature, the jetty mark on a road, the ferry a lake tile carries (in a setup, on the board and
// in a turn) and the ferry moves of a turn.
import type { ModuleDecl } from '../../core/module.ts';
import type { GoalDecl } from '../../core/goal-registry.ts';
import type { Coord, Side } from '../../core/types.ts';

/** The module's goal kinds as the validator knows them (their checkers, goals.ts, come with the rules). */
const GOAL_SETS = ['ferries'] as const;

export const FERRY_GOAL_DECLS = [
  // a ferry moved this turn: the one on the given lake tile, or any
  { kind: 'ferryMoved', sets: GOAL_SETS, fields: [{ name: 'at', type: 'coord' }] },
  // the ferry on the given lake tile stands where it stood
  { kind: 'ferryLeft', sets: GOAL_SETS, fields: [{ name: 'at', type: 'coord', required: true }] },
  // after the move, the ferry on the given lake tile joins these two jetties (a new lake tile's too)
  { kind: 'ferryJoins', sets: GOAL_SETS, fields: [{ name: 'at', type: 'coord', required: true }, { name: 'ferry', type: 'sides', required: true }] },
] as const satisfies readonly GoalDecl[];

export const FERRIES_DECL = {
  id: 'ferries',
  sets: ['ferries'],
  after: ['river'],
  kinds: ['lake'],
  names: ['ferry', 'ferries', 'lake', 'jetty', 'jetties'],
  goals: FERRY_GOAL_DECLS,
} as const satisfies ModuleDecl;

export interface LakeDef {
  readonly kind: 'lake';
  readonly jetties: readonly Side[];
}

declare module '../../core/types.ts' {
  interface FeatureDefs { readonly lake: LakeDef }
  /** a road that ends at a lake */
  interface RoadDef { readonly jetty?: true }
  interface SetupTile { readonly ferry?: readonly [Side, Side] }
  interface PlacedTile { readonly ferry?: readonly [Side, Side] }
  interface TurnAction {
    /** the ferry of the lake tile placed this turn */
    readonly ferry?: readonly [Side, Side];
    readonly moveFerries?: readonly { readonly at: Coord; readonly ferry: readonly [Side, Side] }[];
  }
}
