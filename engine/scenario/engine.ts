// The one place where the scenario code meets the engine's public API, so that an API change is
// adapted here and nowhere else. engine/index.ts re-exports the scenario module, so this import is a
// cycle: scenario code must use these names inside functions only, never while its module loads.
export { applyAction, createGame, featureAt, legalPlacements, START_FOLLOWERS } from '../index.ts';
export { getTile } from '../sets/index.ts';
