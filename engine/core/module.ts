// The expansion module interface and its registry. The core calls these hooks and never imports an
// expansion; engine/play.ts registers the real modules, tests register their own.
//
// A discard runs: drawTile -> the core's check that the tile fits nowhere -> beforeDiscard.
// A turn runs: drawTile -> beforePlacement -> core placement rules, then checkPlacement -> tile laid
// (placedAs) -> follower (checkFollower, or placeFollower for a crown) -> afterPlacement -> the core
// scores completed features that hold followers -> afterScoring -> nextTurn. Any refusal along the
// way rejects the whole action and the state stays as it was. Every hook returns new state; none mutates.
import type {
  Coord, ExplainedPiece, FeaturePart, FeatureView, FollowerChoice, GameSetup, GameState, PlacedTile, Placement, PlayerColor,
  Action, DiscardAction, Problem, Refusal, Result, RuleOptions, ScoreEvent, SetId, SetupTile, TileDef, TurnAction,
} from './types.ts';
import { registerGoalKinds } from './goal-registry.ts';
import type { GoalKind } from './goal-registry.ts';

export interface Step {
  readonly state: GameState;
  readonly events: readonly ScoreEvent[];
}

export interface ExpansionModule {
  readonly id: string;
  /** tile sets that bring this module's rules into play */
  readonly sets?: readonly SetId[];
  /** defaults for the options this module reads (setup.options still wins) */
  readonly defaults?: Partial<RuleOptions>;
  /** pieces the module owns that are not in a set's draw pile (the wheel board's cells) */
  readonly tiles?: readonly TileDef[];
  /** goal kinds about the module's own pieces, for lessons (engine/core/goals.ts); registered with the module */
  readonly goals?: readonly GoalKind[];

  /** Expand a setup tile the core does not know (e.g. `wheel/board`) into placed cells; undefined = not mine. */
  setupTile?(tile: SetupTile): Result<readonly PlacedTile[], Problem[]> | undefined;
  /** After the core has laid out the setup: place start tiles, read crowns/pig into ext data. The core has
   *  already taken followers on setup tiles and crown spaces out of the supply (setup.supply overrides). */
  setup?(state: GameState, setup: GameSetup): Result<GameState, Problem[]>;
  /** Reorder a shuffled draw pile (river tiles first, lake last, ...). */
  arrangeDeck?(deck: readonly string[], state: GameState, random: () => number): readonly string[];
  /** Take the tile from the pile; undefined leaves it to the core (top of the pile only). */
  drawTile?(state: GameState, tile: string): Result<readonly string[], Refusal> | undefined;

  /** A turn phase before the tile is placed (the wheel spins first). */
  beforePlacement?(state: GameState, action: TurnAction, player: PlayerColor): Result<Step, Refusal>;
  /**
   * What happens on drawing a tile that is then put aside as unplaceable (the wheel still spins). Runs after
   * the core has checked that the tile fits nowhere; a refusal rejects the whole discard.
   */
  beforeDiscard?(state: GameState, action: DiscardAction, player: PlayerColor): Result<Step, Refusal>;
  /** An extra placement constraint, checked after the core's own. */
  checkPlacement?(state: GameState, placement: Placement): Refusal | undefined;
  /** Extra joins between tile features, e.g. the two jetties a ferry links; may depend on state. */
  connections?(state: GameState): readonly (readonly [FeaturePart, FeaturePart])[];
  /** An extra follower constraint on the tile just placed (state already holds the tile). */
  checkFollower?(state: GameState, choice: FollowerChoice, player: PlayerColor, at: Coord): Refusal | undefined;
  /** Place a follower the core does not know how to place (a crown space); undefined = not mine. */
  placeFollower?(state: GameState, choice: FollowerChoice, player: PlayerColor): Result<GameState, Refusal> | undefined;
  /** After tile and follower, before scoring (ferries are placed and moved here). */
  afterPlacement?(state: GameState, action: TurnAction, player: PlayerColor): Result<Step, Refusal>;
  /** Who plays next; undefined keeps the turn order (the River II volcano's player draws again). */
  nextTurn?(state: GameState, action: TurnAction, player: PlayerColor): PlayerColor | undefined;
  /**
   * A stand-in tile with the same sides whose segments a tile takes once placed (kept as the placed
   * tile's `as`), e.g. the spring's field cut in two when an option says the field does not wrap.
   */
  placedAs?(state: GameState, placement: Placement): string | undefined;
  /** After the core has scored the turn's completed features. */
  afterScoring?(state: GameState, action: TurnAction, player: PlayerColor): Step;
  /**
   * Rulings beside the core's own that decide how a feature scores (a road across a ferry lake, one a
   * ferry move completed); the core lists them in the score event's `rulings`. Never changes points.
   */
  scoreRulings?(state: GameState, feature: FeatureView, final: boolean): readonly string[];
  /** Final scoring, after the core's. */
  finalScore?(state: GameState): Step;
  /**
   * The module's own pieces off the board's features (the wheel's crown spaces) for explainPosition: each
   * with what it scores next and at the end. Must agree with finalScore, which the property tests check.
   */
  explainPieces?(state: GameState): readonly ExplainedPiece[];
  /**
   * Random play (property tests, benchmarks): complete an action the core chose at random with this
   * module's own choices (a ferry, ferry moves, plague victims, a crown space), all drawn from `random`.
   */
  autoplay?(state: GameState, action: Action, random: () => number): Action;
}

const registry = new Map<string, ExpansionModule>();

export function registerModule(mod: ExpansionModule): void {
  registry.set(mod.id, mod);
  if (mod.goals) registerGoalKinds(mod.goals);
}

export const moduleById = (id: string): ExpansionModule | undefined => registry.get(id);

/** Modules whose sets are in play, in registration order. */
export function modulesForSets(sets: readonly SetId[]): ExpansionModule[] {
  return [...registry.values()].filter((m) => m.sets?.some((s) => sets.includes(s)) === true);
}

const resolved = new WeakMap<readonly string[], readonly ExpansionModule[]>();

/** The module objects named by a state's `modules`. */
export function activeModules(state: GameState): readonly ExpansionModule[] {
  const hit = resolved.get(state.modules);
  if (hit !== undefined) return hit;
  const mods = state.modules.map((id) => {
    const m = registry.get(id);
    if (m === undefined) throw new Error(`module ${id} is not registered`);
    return m;
  });
  resolved.set(state.modules, mods);
  return mods;
}
