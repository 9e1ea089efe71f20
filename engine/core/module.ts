// The expansion module interface and its registry. The core calls these hooks and never imports an
// expansion; engine/play.ts registers the real modules, tests register their own.
//
// A discard runs: drawTile -> the core's check that the tile fits nowhere -> beforeDiscard.
// A turn runs: drawTile -> beforePlacement -> core placement rules, then checkPlacement -> tile laid
// (placedAs) -> follower (checkFollower, or placeFollower for a place of a module's own) -> afterPlacement
// -> the core scores completed features that hold followers (featureValue, featureBonus, scoreRulings)
// -> afterScoring -> nextTurn. Any refusal along the way rejects the whole action and the state stays as
// it was. Every hook returns new state; none mutates.
import type {
  Coord, ExplainedPiece, FeaturePart, FeatureView, FollowerChoice, GameSetup, GameState, PlacedTile, Placement, PlayerColor,
  Action, DiscardAction, OptionValue, Problem, Refusal, Result, ScoreEvent, ScoreItem, SetId, SetupTile, TileDef, TurnAction,
} from './types.ts';
import { declareGoalKinds, registerGoalKinds } from './goal-registry.ts';
import { registerPiece, registerSet, registerTiles } from './tiles.ts';
import type { PieceDef } from './tiles.ts';
import type { GoalDecl, GoalKind } from './goal-registry.ts';
import { defaultsOf } from './options.ts';
import type { OptionDecl } from './options.ts';

export interface Step {
  readonly state: GameState;
  readonly events: readonly ScoreEvent[];
}

/** What a feature pays each player who scores it: the ruling that says so and the items counted. */
export interface FeatureValue {
  readonly ruling: string;
  readonly items: readonly ScoreItem[];
}

/**
 * What a module is without its rules code: what the validator, the docs and the option forms read, and
 * what the registry orders hooks by. Every expansion's declaration is known up front (engine/modules.ts),
 * even where its hooks load on demand.
 */
export interface ModuleDecl {
  readonly id: string;
  /** tile sets that bring this module's rules into play */
  readonly sets?: readonly SetId[];
  /** in play in every game, whatever the sets: rules about marks any set's tiles may carry */
  readonly everyGame?: true;
  /** for a module in every game: the sets whose tiles carry its marks, where a form offers its options
   *  (checked against the tile data by components/widgets/options.test.ts) */
  readonly marksOn?: readonly SetId[];
  /** modules whose hooks must run before this one's when both are in play */
  readonly after?: readonly string[];
  /** the options this module reads, each with its default (setup.options still wins) */
  readonly options?: readonly OptionDecl[];
  /** feature kinds the module's tiles bring, in the order a position's explanation lists them */
  readonly kinds?: readonly string[];
  /** the module's own words (pieces, marks, setup and action fields): the core never says them */
  readonly names?: readonly string[];
  /** goal kinds about the module's own pieces, for lessons (engine/core/goals.ts): what the validator reads */
  readonly goals?: readonly GoalDecl[];
}

export interface ExpansionModule extends ModuleDecl {
  /** pieces the module owns that are not in a set's draw pile (a multi-cell board's cells), registered with the module */
  readonly tiles?: readonly TileDef[];
  /**
   * The tile sets the module brings, each its draw pile, and its multi-cell pieces (a board, whose cells
   * are in `tiles`): registered with the module, so that a browser that has not loaded the module's code
   * holds none of its tile data either.
   */
  readonly tileSets?: Readonly<Partial<Record<SetId, readonly TileDef[]>>>;
  readonly pieces?: readonly PieceDef[];
  /** the goal kinds of the declaration, with their checkers; registered with the module */
  readonly goals?: readonly GoalKind[];

  /** Expand a setup tile the core does not know into placed cells; undefined = not mine. */
  setupTile?(tile: SetupTile): Result<readonly PlacedTile[], Problem[]> | undefined;
  /** Followers the setup puts on the module's own places (off the tiles): one colour per follower, which
   *  the core takes out of the supply with those standing on setup tiles (setup.supply overrides). */
  setupFollowers?(setup: GameSetup): readonly PlayerColor[];
  /** After the core has laid out the setup: place start tiles, read the module's own setup fields into
   *  ext data. The core has already taken the setup's followers out of the supply. */
  setup?(state: GameState, setup: GameSetup): Result<GameState, Problem[]>;
  /** Reorder a shuffled draw pile (a module's tiles first, or last, ...). */
  arrangeDeck?(deck: readonly string[], state: GameState, random: () => number): readonly string[];
  /** Take the tile from the pile; undefined leaves it to the core (top of the pile only). */
  drawTile?(state: GameState, tile: string): Result<readonly string[], Refusal> | undefined;

  /** A turn phase before the tile is placed. */
  beforePlacement?(state: GameState, action: TurnAction, player: PlayerColor): Result<Step, Refusal>;
  /**
   * What happens on drawing a tile that is then put aside as unplaceable. Runs after
   * the core has checked that the tile fits nowhere; a refusal rejects the whole discard.
   */
  beforeDiscard?(state: GameState, action: DiscardAction, player: PlayerColor): Result<Step, Refusal>;
  /** An extra placement constraint, checked after the core's own. */
  checkPlacement?(state: GameState, placement: Placement): Refusal | undefined;
  /** Extra joins between tile features, e.g. across a piece the module keeps in the state. */
  connections?(state: GameState): readonly (readonly [FeaturePart, FeaturePart])[];
  /** An extra follower constraint on the tile just placed (state already holds the tile). */
  checkFollower?(state: GameState, choice: FollowerChoice, player: PlayerColor, at: Coord): Refusal | undefined;
  /** Place a follower the core does not know how to place (a place of the module's own); undefined = not mine. */
  placeFollower?(state: GameState, choice: FollowerChoice, player: PlayerColor): Result<GameState, Refusal> | undefined;
  /** After tile and follower, before scoring (a module's own pieces are placed and moved here). */
  afterPlacement?(state: GameState, action: TurnAction, player: PlayerColor): Result<Step, Refusal>;
  /** Who plays next; undefined keeps the turn order (a module may let the same player draw again). */
  nextTurn?(state: GameState, action: TurnAction, player: PlayerColor): PlayerColor | undefined;
  /**
   * A stand-in tile with the same sides whose segments a tile takes once placed (kept as the placed
   * tile's `as`), e.g. a field cut in two when an option says so.
   */
  placedAs?(state: GameState, placement: Placement): string | undefined;
  /** After the core has scored the turn's completed features. */
  afterScoring?(state: GameState, action: TurnAction, player: PlayerColor): Step;
  /**
   * A feature modifier: what a feature is worth under this module's rules, given what the core (and the
   * modules before) made of it; undefined leaves `value` as it is. Called for every scored feature, and
   * for the final scoring (`final`), so a mark on a tile can change what its feature pays.
   */
  featureValue?(state: GameState, feature: FeatureView, final: boolean, value: FeatureValue | undefined): FeatureValue | undefined;
  /** A score of its own that a feature adds for each player who scores it (a bonus a mark brings). */
  featureBonus?(state: GameState, feature: FeatureView, final: boolean): FeatureValue | undefined;
  /**
   * Rulings beside the core's own that decide how a feature scores; the core lists them in the score
   * event's `rulings`. Never changes points.
   */
  scoreRulings?(state: GameState, feature: FeatureView, final: boolean): readonly string[];
  /** Final scoring, after the core's. */
  finalScore?(state: GameState): Step;
  /**
   * The module's own pieces off the board's features for explainPosition: each
   * with what it scores next and at the end. Must agree with finalScore, which the property tests check.
   */
  explainPieces?(state: GameState): readonly ExplainedPiece[];
  /**
   * Random play (property tests, benchmarks): complete an action the core chose at random with this
   * module's own choices, all drawn from `random`.
   */
  autoplay?(state: GameState, action: Action, random: () => number): Action;
}

const registry = new Map<string, ExpansionModule>();
const declared = new Map<string, ModuleDecl>();

/** Makes a module's declaration known (its options' defaults among them) before its hooks are loaded. */
export function declareModule(decl: ModuleDecl): void {
  declared.set(decl.id, decl);
  if (decl.goals) declareGoalKinds(decl.goals);
}

export function registerModule(mod: ExpansionModule): void {
  declareModule(mod);
  for (const [set, defs] of Object.entries(mod.tileSets ?? {})) registerSet(set as SetId, defs);
  if (mod.tiles) registerTiles(mod.tiles);
  for (const piece of mod.pieces ?? []) registerPiece(piece);
  registry.set(mod.id, mod);
  if (mod.goals) registerGoalKinds(mod.goals);
}

/** Takes a module's hooks out of the registry (its declaration stays); games already made keep it. */
export function unregisterModule(id: string): void {
  registry.delete(id);
}

const byId = (a: ModuleDecl, b: ModuleDecl): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Modules in the order their hooks run: each after every module it names in `after` that is among them,
 * and otherwise by id, so the order never depends on which module loaded first. A circle of `after`
 * lists is a programming error.
 */
export function hookOrder<M extends ModuleDecl>(mods: readonly M[]): M[] {
  const present = new Set(mods.map((m) => m.id));
  const pending = [...mods].sort(byId);
  const placed = new Set<string>();
  const out: M[] = [];
  while (pending.length > 0) {
    const i = pending.findIndex((m) => (m.after ?? []).every((a) => !present.has(a) || placed.has(a)));
    if (i < 0) throw new Error(`the modules ${pending.map((m) => m.id).join(', ')} wait for one another: their "after" lists make a circle`);
    const [next] = pending.splice(i, 1);
    out.push(next!);
    placed.add(next!.id);
  }
  return out;
}

export const moduleById = (id: string): ExpansionModule | undefined => registry.get(id);

/** Every declared module, registered or not. */
export const declaredModules = (): readonly ModuleDecl[] => [...declared.values()];

/** The default of every declared option. */
export const optionDefaults = (): Readonly<Record<string, OptionValue>> =>
  defaultsOf([...declared.values()].flatMap((d) => d.options ?? []));

/** The modules declared for one of `sets` whose code is not registered yet. */
export const unloadedModules = (sets: readonly SetId[]): ModuleDecl[] =>
  [...declared.values()].filter((d) => !registry.has(d.id) && d.sets?.some((s) => sets.includes(s)) === true);

/**
 * Modules whose sets are in play (and those in every game), in hook order. A module declared for one of
 * the sets whose code is not registered (a browser that has not loaded it yet) is a programming error:
 * the game would be played without its rules, silently wrong, so it throws instead.
 */
export function modulesForSets(sets: readonly SetId[]): ExpansionModule[] {
  const missing = unloadedModules(sets);
  if (missing.length > 0) {
    throw new Error(`the rules of ${missing.map((d) => d.id).join(', ')} are not loaded (ensureSets)`);
  }
  return hookOrder([...registry.values()].filter((m) => m.everyGame === true || m.sets?.some((s) => sets.includes(s)) === true));
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
