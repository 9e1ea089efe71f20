// Validation without a YAML reader: what browser code (widgets, links) loads to check a scenario.
import type { Problem, Result } from '../core/types.ts';
import { ok } from '../core/types.ts';
import type { Lang } from './messages.ts';
import { startGame } from './run.ts';
import { readJson } from './text.ts';
import type { Scenario } from './types.ts';
import { validateScenario } from './validate.ts';

/** The position must be one the rules allow: tiles matching, connected, followers on real features. */
export function checkSetup(s: Scenario, lang: Lang = 'en'): Result<Scenario, Problem[]> {
  const game = startGame(s, lang);
  return game.ok ? ok(s) : game;
}

/** Validates an already-decoded document (a link's payload, an island prop), problems in `lang`. */
export function parseValue(doc: unknown, lang: Lang = 'en'): Result<Scenario, Problem[]> {
  const shape = validateScenario(doc, lang);
  return shape.ok ? checkSetup(shape.value, lang) : shape;
}

/** A JSON scenario file's text (the sandbox's file import), problems in `lang`. */
export function parseJson(text: string, lang: Lang = 'en'): Result<Scenario, Problem[]> {
  const doc = readJson(text, lang);
  return doc.ok ? parseValue(doc.value, lang) : doc;
}
