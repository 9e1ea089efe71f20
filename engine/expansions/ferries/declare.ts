// What the Ferries module is without its rules code, and the types it adds to the core's open vocabulary:
// the lake feature, the jetty mark on a road, the ferry a lake tile carries (in a setup, on the board and
// in a turn) and the ferry moves of a turn.
import type { ModuleDecl } from '../../core/module.ts';
import type { Coord, Side } from '../../core/types.ts';

export const FERRIES_DECL = {
  id: 'ferries',
  sets: ['ferries'],
  after: ['river'],
  kinds: ['lake'],
  names: ['ferry', 'ferries', 'lake', 'jetty', 'jetties'],
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
