// The engine's shared vocabulary and public data shapes. Everything here is plain, readonly,
// JSON-serialisable data, so it travels unchanged through scenario files, island props and links.

export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];

// Field half-sides, clockwise from the north-west corner. L is the left half seen from the tile's
// centre looking out: NL is the west half of N, EL the north half of E, SL the east half of S,
// WL the south half of W.
export const HALF_SIDES = ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'] as const;
export type HalfSide = (typeof HALF_SIDES)[number];

export const EDGE_KINDS = ['city', 'road', 'field', 'river'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

export const SET_IDS = ['base', 'river1', 'river2', 'river3', 'gq11', 'ferries', 'wheel'] as const;
export type SetId = (typeof SET_IDS)[number];

export const PLAYER_COLORS = ['blue', 'red', 'green', 'yellow', 'black', 'grey'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export const SECTORS = ['fortune', 'taxes', 'famine', 'storm', 'inquisition', 'plague'] as const;
export type Sector = (typeof SECTORS)[number];

/** [x, y]: x grows to the east, y grows to the south. */
export type Coord = readonly [number, number];

/** Where a follower stands on a tile, named by where it lies on the board after rotation. */
export type Spot = Side | HalfSide | 'cloister';

export type Result<T, E = Refusal> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** Why the rules refuse a move: the ruling id, the facts a sentence needs, and an English sentence. */
export interface Refusal {
  readonly ruling: string;
  readonly message: string;
  readonly facts: Readonly<Record<string, string | number | boolean | null>>;
}

/** A problem with input data (scenario file, link, setup): where it is and what is wrong. */
export interface Problem {
  readonly path: string;
  readonly message: string;
}

// ---------------------------------------------------------------------------------------------
// Tile definitions (engine/sets): data only, at rotation 0. Edges are derived from the features.

export type FeatureDef =
  | { readonly kind: 'road'; readonly sides: readonly Side[]; readonly inn?: true; readonly jetty?: true }
  | { readonly kind: 'city'; readonly sides: readonly Side[]; readonly shields: number }
  | {
      readonly kind: 'field';
      readonly halves: readonly HalfSide[];
      /** indexes into the tile's `features` of the cities this field touches */
      readonly cities: readonly number[];
      readonly pigHerd?: true;
      readonly sheep?: true;
      readonly vineyard?: true;
    }
  | { readonly kind: 'cloister' }
  | {
      readonly kind: 'river';
      readonly sides: readonly Side[];
      readonly spring?: true;
      readonly lake?: true;
      readonly volcano?: true;
    }
  | { readonly kind: 'lake'; readonly jetties: readonly Side[] };

export type FeatureKind = FeatureDef['kind'];

export interface TileDef {
  /** `<set>/<kind>`, as in the project's tile id table */
  readonly id: string;
  readonly set: SetId;
  readonly count: number;
  readonly features: readonly FeatureDef[];
  /** Wheel of Fortune icon: how many sectors the pig moves */
  readonly wheelIcon?: 1 | 2 | 3;
  /** the base game's start tile kind, river fork, etc. */
  readonly tags?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Rule options (scenario `rules.options`), each with its default in DEFAULT_OPTIONS.

export interface RuleOptions {
  readonly riverUTurn: 'immediate' | 'any';
  readonly riverFieldWrap: boolean;
  readonly riverFollowersDuringRiver: boolean;
  readonly riverOrder: 'stack' | 'bag' | 'reverse';
  readonly pigHerd: boolean;
  readonly inns: boolean;
  readonly famineMajority: boolean;
  readonly plagueOuterLandscape: boolean;
}

export const DEFAULT_OPTIONS: RuleOptions = {
  riverUTurn: 'immediate',
  riverFieldWrap: true,
  riverFollowersDuringRiver: true,
  riverOrder: 'stack',
  pigHerd: true,
  inns: false,
  famineMajority: false,
  plagueOuterLandscape: true,
};

// ---------------------------------------------------------------------------------------------
// Score events explain themselves.

export interface ScoreItem {
  /** what was counted: 'tile', 'shield', 'completed-city', 'neighbour', 'cloister', 'crown', ... */
  readonly what: string;
  readonly count: number;
  readonly points: number;
}

export interface ScoreEvent {
  readonly player: PlayerColor;
  readonly points: number;
  readonly ruling: string;
  /** 'road' | 'city' | 'cloister' | 'farm' | a wheel sector ... */
  readonly feature: string;
  /** one tile of the feature (for highlighting) */
  readonly at?: Coord;
  readonly items: readonly ScoreItem[];
  /** true when scored during final scoring */
  readonly final?: boolean;
}
