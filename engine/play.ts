// The engine ready to play: the tile data and the expansion modules wired into the core, and the
// core's API. engine/index.ts adds the scenario API on top; the site's islands import this file, so
// the scenario file parser (and its YAML reader) never ships to browsers. Register modules here.
import { registerSet, registerTiles, registerPiece } from './core/tiles.ts';
import { SET_IDS } from './core/types.ts';
import { TILES_BY_SET, WHEEL_BOARD } from './sets/index.ts';
import { registerModule } from './core/module.ts';
import { riverModule } from './expansions/river/index.ts';
import { ferriesModule } from './expansions/ferries/index.ts';
import { wheelModule } from './expansions/wheel/index.ts';

for (const set of SET_IDS) registerSet(set, TILES_BY_SET[set]);
registerTiles(WHEEL_BOARD.cells);
registerPiece({ id: WHEEL_BOARD.id, cells: WHEEL_BOARD.cells.map((c) => ({ cell: c.cell, tile: c.id })) });
registerModule(riverModule);
registerModule(ferriesModule);
registerModule(wheelModule);

export * from './core/types.ts';
export {
  rotateSide, unrotateSide, rotateHalf, unrotateHalf, opposite, facingHalf, sideOfHalf, halvesOfSide,
  neighbour, coordKey, parseCoordKey, baseEdges, edgesAt,
} from './core/geometry.ts';
export { createGame, START_FOLLOWERS } from './core/setup.ts';
export { applyAction, replay } from './core/game.ts';
export type { Replay } from './core/game.ts';
export { checkPlacement, legalPlacements, PROCEDURE } from './core/placement.ts';
export { legalFollowerSpots, withTile } from './core/followers.ts';
export { featureAt, featureOfPart, features } from './core/features.ts';
export { explainPosition, featureId, ifGameEndedNow } from './core/explain.ts';
export type { EndNow, EndNowLine, ExplainedFeature, FeatureWorth, PositionExplained, WorthPart } from './core/explain.ts';
export { registerModule, moduleById } from './core/module.ts';
export type { ExpansionModule, Step } from './core/module.ts';
export { registerPiece, registerTiles, tileDef, tileTable } from './core/tiles.ts';
export type { PieceDef, TileTable, Segment } from './core/tiles.ts';
export { mulberry32, shuffle } from './core/rng.ts';
export {
  wheelModule, wheelOf, CROWN_SPACES, sectorAfter, sectorsPassed, freeCrownSpaces, crownRefusal, plagueVictims, plagueOrder,
  spinWheel, wheelIcon,
} from './expansions/wheel/index.ts';
export type { CrownFollower, CrownSpaceRef, PlagueVictim, Spin, WheelState } from './expansions/wheel/index.ts';
export {
  ferriesModule, isLakeTile, jetties, ferryPairs, joinsTwoJetties, movableFerries, lakesFrom, FERRIES_MODULE_ID,
} from './expansions/ferries/index.ts';
export type { MovableFerry, LakeMeeting } from './expansions/ferries/index.ts';
