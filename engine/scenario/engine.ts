// The one place where the scenario code meets the engine's public API, so that an API change is
// adapted here and nowhere else. It imports engine/play.ts (the engine without the scenario module),
// so scenario code that browsers load pulls in no YAML reader, and there is no import cycle with
// engine/index.ts (which re-exports the scenario module).
export { applyAction, createGame, featureAt, legalPlacements, START_FOLLOWERS, tileTable } from '../play.ts';
export { explainPosition, ifGameEndedNow } from '../core/explain.ts';
export type { EndNow, ExplainedFeature, FeatureWorth, PositionExplained } from '../core/explain.ts';
// a tile of any set whose code is registered (outside a browser, all of them: load-all.ts)
export { tileDef as getTile } from '../play.ts';
