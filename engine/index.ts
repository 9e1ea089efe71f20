// The engine's public API (named exports only). This file wires the tile data and the expansion
// modules into the core; the core itself imports neither.
//
// API notes beyond engine-api.md (additions only, no signature changed):
// - featureAt(state, at, spot, cell?): `cell` picks a cell of a multi-cell piece (the wheel board),
//   counted from `at`, the piece's north-west cell.
// - legalFollowerSpots(state, placement, player?): the placement may be the tile just placed or one
//   about to be placed (it is then tried on a copy); player defaults to whose turn it is.
// - replay(setup, actions, modules?) takes the same extra modules as createGame.
// - Refusals that no rule names (a tile that is not the pile's next one, an unknown tile, a game
//   already over) cite the ruling `procedure`.
// - Score events may carry `rulings` (every ruling that shaped them) and `on` (with `at`, a spot on
//   the scored feature). A contested feature's events cite `base-majority` as their `ruling`.
import { registerSet, registerTiles, registerPiece } from './core/tiles.ts';
import { SET_IDS } from './core/types.ts';
import { TILES_BY_SET, WHEEL_BOARD } from './sets/index.ts';
import { registerModule } from './core/module.ts';
import { riverModule } from './expansions/river/index.ts';

for (const set of SET_IDS) registerSet(set, TILES_BY_SET[set]);
registerTiles(WHEEL_BOARD.cells);
registerPiece({ id: WHEEL_BOARD.id, cells: WHEEL_BOARD.cells.map((c) => ({ cell: c.cell, tile: c.id })) });
registerModule(riverModule);

export * from './core/types.ts';
export {
  rotateSide, unrotateSide, rotateHalf, unrotateHalf, opposite, facingHalf, sideOfHalf, halvesOfSide,
  neighbour, coordKey, parseCoordKey, baseEdges, edgesAt,
} from './core/geometry.ts';
export { createGame, START_FOLLOWERS } from './core/setup.ts';
export { applyAction, replay } from './core/game.ts';
export type { Replay } from './core/game.ts';
export { checkPlacement, legalPlacements, PROCEDURE } from './core/placement.ts';
export { legalFollowerSpots } from './core/followers.ts';
export { featureAt, featureOfPart, features } from './core/features.ts';
export { registerModule, moduleById } from './core/module.ts';
export type { ExpansionModule, Step } from './core/module.ts';
export { registerPiece, registerTiles, tileDef, tileTable } from './core/tiles.ts';
export type { PieceDef, TileTable, Segment } from './core/tiles.ts';
export { mulberry32, shuffle } from './core/rng.ts';
export * from './scenario/index.ts';
