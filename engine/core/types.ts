// The engine's shared vocabulary and public data shapes. Everything here is plain, readonly,
// JSON-serialisable data, so it travels unchanged through scenario files, island props and links.

export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type Side = (typeof SIDES)[number];

// Field half-sides, clockwise from the north-west corner. L is the left half seen from the tile's
// centre looking out: NL is the west half of N, EL the north half of E, SL the east half of S,
// WL the south half of W.
export const HALF_SIDES = ['NL', 'NR', 'EL', 'ER', 'SL', 'SR', 'WL', 'WR'] as const;
export type HalfSide = (typeof HALF_SIDES)[number];

/** The base game's edges; a module that brings its own edge (a kind of feature that must meet the same kind
 *  across a side) adds it to EdgeKinds from its own folder (module augmentation). */
export interface EdgeKinds { readonly city: true; readonly road: true; readonly field: true }
export type EdgeKind = keyof EdgeKinds;

export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Tile sets by id: the base game here, the others added by the tile data (engine/sets/index.ts). */
export interface SetIds { readonly base: true }
export type SetId = keyof SetIds;

export const PLAYER_COLORS = ['blue', 'red', 'green', 'yellow', 'black', 'grey'] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

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

export interface RoadDef { readonly kind: 'road'; readonly sides: readonly Side[] }
export interface CityDef { readonly kind: 'city'; readonly sides: readonly Side[]; readonly shields: number }
export interface FieldDef {
  readonly kind: 'field';
  readonly halves: readonly HalfSide[];
  /** indexes into the tile's `features` of the cities this field touches */
  readonly cities: readonly number[];
}
export interface CloisterDef { readonly kind: 'cloister' }

/**
 * The feature kinds a tile may hold, by kind. A module adds its own kinds here and its marks (a flag set to
 * `true` on a feature, counted in FeatureView.marks) to the base definitions, through module augmentation
 * in its own folder. A kind with `sides` is an edge kind: it meets the same kind across a side, like a road.
 * Followers stand on the base game's kinds only.
 */
export interface FeatureDefs {
  readonly road: RoadDef;
  readonly city: CityDef;
  readonly field: FieldDef;
  readonly cloister: CloisterDef;
}
export type FeatureDef = FeatureDefs[keyof FeatureDefs];

export type FeatureKind = keyof FeatureDefs;
export const BASE_FEATURE_KINDS = ['city', 'road', 'cloister', 'field'] as const satisfies readonly FeatureKind[];

export interface TileDef {
  /** `<set>/<kind>`, as in the project's tile id table */
  readonly id: string;
  readonly set: SetId;
  readonly count: number;
  readonly features: readonly FeatureDef[];
  /** the base game's start tile kind, and the like */
  readonly tags?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Rule options (scenario `rules.options`). Each module declares its own (engine/core/options.ts: name,
// values, default, the ruling of each value, labels) and adds their types here by module augmentation;
// the core reads none of them.

export type OptionValue = string | boolean;

// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface RuleOptions {}

// ---------------------------------------------------------------------------------------------
// Score events explain themselves.

export interface ScoreItem {
  /** what was counted: 'tile', 'shield', 'completed-city', 'neighbour', 'cloister', or a module's own word */
  readonly what: string;
  readonly count: number;
  readonly points: number;
}

export interface ScoreEvent {
  readonly player: PlayerColor;
  readonly points: number;
  readonly ruling: string;
  /** 'road' | 'city' | 'cloister' | 'field' | what a module scores ... */
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

/** A multi-cell piece: every cell is placed as its own tile, never rotated. */
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
}

export interface GameSetup {
  readonly sets: readonly SetId[];
  readonly options?: Partial<RuleOptions>;
  readonly players: readonly PlayerColor[];
  /** the position; a multi-cell piece covers several cells from `at` and is never rotated */
  readonly tiles?: readonly SetupTile[];
  readonly scores?: Partial<Record<PlayerColor, number>>;
  readonly supply?: Partial<Record<PlayerColor, number>>;
  /** explicit draw pile, top first */
  readonly deck?: readonly string[];
  /** or: shuffle the sets' tiles with this seed */
  readonly seed?: number;
  readonly turn?: PlayerColor;
}

/** Where a follower goes: a spot of the tile just placed, or a place a module adds (augmentation). */
export interface FollowerChoices {
  readonly spot: { readonly on: Spot; readonly cell?: Coord };
}
export type FollowerChoice = FollowerChoices[keyof FollowerChoices];

export interface TurnAction {
  readonly type: 'turn';
  readonly player?: PlayerColor;
  readonly place: Placement;
  readonly follower?: FollowerChoice;
}

/** The drawn tile fits nowhere and is put aside; what a module does on drawing still happens. */
export interface DiscardAction {
  readonly type: 'discard';
  readonly player?: PlayerColor;
  readonly tile: string;
}

export type Action =
  | TurnAction
  | DiscardAction
  | { readonly type: 'endGame' };

/** JSON data a module keeps in the state. */
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
  /** how many of its tile features carry each mark (a flag a module sets on its tiles' features) */
  readonly marks: Readonly<Record<string, number>>;
}

/**
 * A piece a module keeps outside the board's features (a follower on a space of the module's own), as
 * explainPosition lists it: who stands there, what it scores when its module next scores it, and what
 * it scores at the final scoring (often nothing), each event with its rulings.
 */
export interface ExplainedPiece {
  /** the module's name for the piece */
  readonly kind: string;
  /** unique in the position, e.g. `<kind>:<where>` */
  readonly id: string;
  readonly player: PlayerColor;
  /** what a sentence needs to name it */
  readonly facts: Readonly<Record<string, string | number | boolean | null>>;
  /** what it scores the next time its module scores it */
  readonly next: readonly ScoreEventDetail[];
  /** what the final scoring gives it: empty when nothing */
  readonly atEnd: readonly ScoreEventDetail[];
  /** the ruling that says what it scores (and so what it does not score at the end) */
  readonly ruling: string;
}
