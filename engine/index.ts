// The engine's public API (named exports only). ./play.ts wires the tile data and the expansion
// modules into the core; the core itself imports neither.
//
// API notes beyond engine-api.md (additions only, no signature changed):
// - featureAt(state, at, spot, cell?): `cell` picks a cell of a multi-cell piece (the wheel board),
//   counted from `at`, the piece's north-west cell.
// - legalFollowerSpots(state, placement, player?): the placement may be the tile just placed or one
//   about to be placed (it is then tried on a copy); player defaults to whose turn it is.
// - replay(setup, actions, modules?) takes the same extra modules as createGame.
// - remainingTiles(state): copies left of each tile of the sets in play (the pile's own count, or in
//   free play the sets' copies less those on the board); tilesOutsideSets(state): board tiles no set
//   in play holds.
// - Refusals that no rule names (a tile that is not the pile's next one, an unknown tile, a game
//   already over) cite the ruling `procedure`.
// - Score events may carry `rulings` (every ruling that shaped them) and `on` (with `at`, a spot on
//   the scored feature). A contested feature's events cite `base-majority` as their `ruling`.
//
// The wiring (tile sets, expansion modules) lives in ./play.ts, which the browser islands import
// without the scenario parser; register new modules there.
export * from './play.ts';
export { explainPosition, featureId, ifGameEndedNow } from './core/explain.ts';
export type { EndNow, EndNowLine, ExplainedFeature, FeatureWorth, PositionExplained, WorthPart } from './core/explain.ts';
// outside a browser every expansion's rules are registered up front
import './load-all.ts';
// the module objects themselves (for extra modules and tests); the islands never need them
export { wheelModule } from './expansions/wheel/index.ts';
export { ferriesModule, FERRIES_MODULE_ID } from './expansions/ferries/index.ts';
export * from './scenario/index.ts';
