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

/** A score event may name every ruling that shaped it (e.g. the feature's rule and base-majority). */
export interface ScoreEventDetail extends ScoreEvent {
  readonly rulings?: readonly string[];
  /** with `at`, a spot that names the scored feature (featureAt(state, at, on)) */
  readonly on?: Spot;
}

// ---------------------------------------------------------------------------------------------
// Game state and actions (engine/core/game.ts).

export interface Placement {
  readonly tile: string;
  readonly at: Coord;
  readonly rot: Rotation;
}

export interface PlacedFollower {
  readonly player: PlayerColor;
  readonly on: Spot;
}

/** A multi-cell piece (the wheel board): every cell is placed as its own tile, never rotated. */
export interface PieceRef {
  readonly tile: string;
  /** the piece's north-west cell */
  readonly at: Coord;
  readonly cell: Coord;
}

export interface PlacedTile {
  readonly tile: string;
  readonly at: Coord;
  readonly rot: Rotation;
  readonly followers: readonly PlacedFollower[];
  readonly ferry?: readonly [Side, Side];
  readonly piece?: PieceRef;
  /** a stand-in tile (same sides) whose segments this tile takes, set by a module's `placedAs` */
  readonly as?: string;
}

export interface SetupFollower {
  readonly player: PlayerColor;
  readonly on: Spot;
  readonly cell?: Coord;
}

export interface SetupTile {
  readonly tile: string;
  readonly at: Coord;
  readonly rot?: Rotation;
  readonly followers?: readonly SetupFollower[];
  readonly ferry?: readonly [Side, Side];
}

export interface GameSetup {
  readonly sets: readonly SetId[];
  readonly options?: Partial<RuleOptions>;
  readonly players: readonly PlayerColor[];
  /** the position; a multi-cell piece such as `wheel/board` covers at..at+3 and is never rotated */
  readonly tiles?: readonly SetupTile[];
  readonly crowns?: readonly { readonly player: PlayerColor; readonly sector: Sector; readonly space: 1 | 2 }[];
  readonly pig?: Sector;
  readonly scores?: Partial<Record<PlayerColor, number>>;
  readonly supply?: Partial<Record<PlayerColor, number>>;
  /** explicit draw pile, top first */
  readonly deck?: readonly string[];
  /** or: shuffle the sets' tiles with this seed */
  readonly seed?: number;
  readonly turn?: PlayerColor;
}

export type FollowerChoice =
  | { readonly on: Spot; readonly cell?: Coord }
  | { readonly crown: Sector; readonly space: 1 | 2 };

export type PlagueChoice =
  | { readonly player: PlayerColor; readonly at?: Coord; readonly cell?: Coord; readonly on?: Spot }
  | { readonly player: PlayerColor; readonly crown: Sector; readonly space: 1 | 2 };

export interface TurnAction {
  readonly type: 'turn';
  readonly player?: PlayerColor;
  readonly place: Placement;
  readonly follower?: FollowerChoice;
  readonly ferry?: readonly [Side, Side];
  readonly moveFerries?: readonly { readonly at: Coord; readonly ferry: readonly [Side, Side] }[];
  readonly plague?: readonly PlagueChoice[];
}

/** The drawn tile fits nowhere and is put aside; what happens on drawing still happens (the wheel's plague). */
export interface DiscardAction {
  readonly type: 'discard';
  readonly player?: PlayerColor;
  readonly tile: string;
  readonly plague?: readonly PlagueChoice[];
}

export type Action =
  | TurnAction
  | DiscardAction
  | { readonly type: 'endGame' };

/** JSON data a module keeps in the state (pig, crowns, ...). */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

export interface GameState {
  readonly players: readonly PlayerColor[];
  /** whose turn it is */
  readonly turn: PlayerColor;
  readonly scores: Readonly<Partial<Record<PlayerColor, number>>>;
  readonly supply: Readonly<Partial<Record<PlayerColor, number>>>;
  /** placed tiles, in the order they were placed */
  readonly board: readonly PlacedTile[];
  /** remaining draw pile, top first; null in a sandbox position (any tile may be placed) */
  readonly deck: readonly string[] | null;
  readonly options: RuleOptions;
  readonly sets: readonly SetId[];
  /** ids of the expansion modules in play */
  readonly modules: readonly string[];
  readonly log: readonly Action[];
  readonly lastPlaced: Placement | null;
  readonly ended: boolean;
  /** per-module data, by module id */
  readonly ext: Readonly<Record<string, Json>>;
}

export interface FeaturePart {
  readonly at: Coord;
  /** index into the tile's `features` */
  readonly feature: number;
}

export interface FeatureView {
  readonly kind: FeatureKind;
  readonly complete: boolean;
  /** distinct tiles (cells) the feature spans; for a cloister, itself plus its placed neighbours */
  readonly tiles: number;
  readonly cells: readonly Coord[];
  readonly followers: readonly { readonly player: PlayerColor; readonly at: Coord; readonly on: Spot }[];
  /** each tile feature that makes it up, for highlighting */
  readonly parts: readonly FeaturePart[];
  readonly shields: number;
  /** road and city: sides that still lead to an empty cell */
  readonly openSides: number;
  /** fields: completed cities the field touches */
  readonly completedCities: number;
  readonly inn: boolean;
  readonly pigHerds: number;
}

/**
 * A piece a module keeps outside the board's features (a follower on a wheel crown space), as
 * explainPosition lists it: who stands there, what it scores when its module next scores it, and what
 * it scores at the final scoring (often nothing), each event with its rulings.
 */
export interface ExplainedPiece {
  /** 'crown', ... */
  readonly kind: string;
  /** unique in the position, e.g. `crown:taxes:1` */
  readonly id: string;
  readonly player: PlayerColor;
  /** what a sentence needs to name it (a crown's `sector` and `space`) */
  readonly facts: Readonly<Record<string, string | number | boolean | null>>;
  /** what it scores the next time its module scores it (the pig stopping on its sector) */
  readonly next: readonly ScoreEventDetail[];
  /** what the final scoring gives it: empty when nothing */
  readonly atEnd: readonly ScoreEventDetail[];
  /** the ruling that says what it scores (and so what it does not score at the end) */
  readonly ruling: string;
}
