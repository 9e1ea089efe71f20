// Validation of an already-decoded scenario (a link's payload, an island prop, a JSON file). Kept apart
// from parse.ts so that browsers, which never read YAML, load no YAML reader.
import type { Problem, Result } from '../core/types.ts';
import { ok } from '../core/types.ts';
import { startGame } from './run.ts';
import type { Scenario } from './types.ts';
import { validateScenario } from './validate.ts';

/** The position must be one the rules allow: tiles matching, connected, followers on real features. */
export function checkSetup(s: Scenario): Result<Scenario, Problem[]> {
  const game = startGame(s);
  return game.ok ? ok(s) : game;
}

/** Validates an already-decoded document (a link's payload, an island prop). */
export function parseValue(doc: unknown): Result<Scenario, Problem[]> {
  const shape = validateScenario(doc);
  return shape.ok ? checkSetup(shape.value) : shape;
}
