// The engine ready to play: the tile data and the expansion modules wired into the core, and the
// core's API. engine/index.ts adds the scenario API on top; the site's islands import this file, so
// the scenario file parser (and its YAML reader) never ships to browsers. Register modules here.
// The river's, the ferries' and the wheel's rules load on demand (load.ts: ensureSets) so that a browser page
// without them never downloads them; outside a browser, load-all.ts registers them (engine/index.ts
// and the scenario parser import it; code that imports this file alone must import it too).
import { registerSet } from './core/tiles.ts';
import { BASE_TILES } from './sets/base.ts';
import { registerModule } from './core/module.ts';
import { innsModule } from './expansions/inns/index.ts';
import { pigHerdModule } from './expansions/pig-herd/index.ts';
import { need } from './load.ts';
import './modules.ts';

// the base game's tiles; each expansion's tile sets (and the wheel's board) come with its module
// (ExpansionModule `tileSets`, `tiles`, `pieces`), registered when its code is (load.ts)
registerSet('base', BASE_TILES);
registerModule(innsModule);
registerModule(pigHerdModule);

export { ensureSets } from './load.ts';
export * from './core/types.ts';
export { SET_IDS } from './sets/ids.ts';
export { SECTORS } from './expansions/wheel/declare.ts';
export type { PlagueChoice, Sector } from './expansions/wheel/declare.ts';
export { DEFAULT_OPTIONS, MODULE_DECLS, OPTION_DECLS, optionDecl } from './modules.ts';
export { choiceOf } from './core/options.ts';
export type { Label, OptionChoice, OptionDecl } from './core/options.ts';
export type { FeatureValue, ModuleDecl } from './core/module.ts';
export {
  rotateSide, unrotateSide, rotateHalf, unrotateHalf, opposite, facingHalf, sideOfHalf, halvesOfSide,
  neighbour, coordKey, parseCoordKey, baseEdges, edgesAt,
} from './core/geometry.ts';
export { createGame, START_FOLLOWERS } from './core/setup.ts';
export { applyAction, replay } from './core/game.ts';
export type { Replay } from './core/game.ts';
export { checkPlacement, legalPlacements, PROCEDURE } from './core/placement.ts';
export { legalFollowerSpots, withTile } from './core/followers.ts';
export { remainingTiles, tilesOutsideSets } from './core/pile.ts';
export { featureAt, featureOfPart, features } from './core/features.ts';
// a position's explanation (core/explain.ts) is not re-exported here: only the explain panel and the
// spinner read it, and an island's code that imports this file would take it along (engine/index.ts
// exports it; the islands import it from core/explain.ts)
export { hookOrder, registerModule, moduleById, unloadedModules, unregisterModule } from './core/module.ts';
export type { Goal, GoalDecl, GoalField, GoalFieldType, GoalKind, GoalMove, GoalResult } from './core/goal-registry.ts';
export type { ExpansionModule, Step } from './core/module.ts';
export { registerPiece, registerTiles, setTiles, tileDef, tileTable } from './core/tiles.ts';
export type { PieceDef, TileTable, Segment } from './core/tiles.ts';
export { mulberry32, shuffle } from './core/rng.ts';
// What the wheel and the ferries give the pages: what only reads a position or a tile is here at
// once; their rules are called through the code ensureSets loaded.
export { CROWN_SPACES, sectorAfter, sectorsPassed, wheelIcon, wheelOf } from './expansions/wheel/state.ts';
export type { CrownFollower, WheelState } from './expansions/wheel/state.ts';
export type { CrownSpaceRef } from './expansions/wheel/crowns.ts';
export type { PlagueVictim } from './expansions/wheel/plague.ts';
export type { Spin } from './expansions/wheel/spin.ts';
export type { FamineOutnumbered } from './expansions/wheel/events.ts';
export { isLakeTile, jetties, ferryPairs, joinsTwoJetties } from './expansions/ferries/lakes.ts';
export type { MovableFerry, LakeMeeting } from './expansions/ferries/roads.ts';
type Wheel = typeof import('./expansions/wheel/index.ts');
type Ferries = typeof import('./expansions/ferries/index.ts');
export const crownRefusal: Wheel['crownRefusal'] = (...a) => need('wheel').crownRefusal(...a);
export const freeCrownSpaces: Wheel['freeCrownSpaces'] = (...a) => need('wheel').freeCrownSpaces(...a);
export const plagueVictims: Wheel['plagueVictims'] = (...a) => need('wheel').plagueVictims(...a);
export const plagueOrder: Wheel['plagueOrder'] = (...a) => need('wheel').plagueOrder(...a);
export const spinWheel: Wheel['spinWheel'] = (...a) => need('wheel').spinWheel(...a);
export const famineOutnumbered: Wheel['famineOutnumbered'] = (...a) => need('wheel').famineOutnumbered(...a);
export const movableFerries: Ferries['movableFerries'] = (...a) => need('ferries').movableFerries(...a);
export const lakesFrom: Ferries['lakesFrom'] = (...a) => need('ferries').lakesFrom(...a);
