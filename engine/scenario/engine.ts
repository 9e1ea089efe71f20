// The one place where the scenario code meets the engine's public API, so that an API change is
// adapted here and nowhere else.
export { applyAction, createGame, featureAt, legalPlacements, START_FOLLOWERS } from '../index.ts';
export { getTile } from '../sets/index.ts';
