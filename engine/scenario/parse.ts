// parseScenario: text (JSON or YAML) to a validated Scenario, or every problem by path. Never throws.
import { parse as parseYaml } from 'yaml';
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { startGame } from './run.ts';
import type { Scenario } from './types.ts';
import { validateScenario } from './validate.ts';

export type ScenarioFormat = 'json' | 'yaml';

/** Far more than any scenario needs; keeps a hostile link or file from costing much. */
const MAX_TEXT = 1_000_000;

/** The position must be one the rules allow: tiles matching, connected, followers on real features. */
export function checkSetup(s: Scenario): Result<Scenario, Problem[]> {
  const game = startGame(s);
  return game.ok ? ok(s) : game;
}

function readDocument(text: string, format: ScenarioFormat): Result<unknown, Problem[]> {
  const fail = (message: string) => err([{ path: '(root)', message }]);
  if (typeof text !== 'string') return fail('a scenario is text');
  if (text.length > MAX_TEXT) return fail(`is too long (${text.length} characters; at most ${MAX_TEXT})`);
  if (format === 'json') return ok(JSON.parse(text));
  if (format === 'yaml') return ok(parseYaml(text, { uniqueKeys: true, maxAliasCount: 50, prettyErrors: true }));
  return fail(`unknown format ${String(format)}: "json" or "yaml"`);
}

export function parseScenario(text: string, format: ScenarioFormat): Result<Scenario, Problem[]> {
  let doc: Result<unknown, Problem[]>;
  try {
    doc = readDocument(text, format);
  } catch (e) {
    const what = format === 'yaml' ? 'YAML' : 'JSON';
    return err([{ path: '(root)', message: `not valid ${what}: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` }]);
  }
  if (!doc.ok) return doc;
  return parseValue(doc.value);
}

/** Validates an already-decoded document (a link's payload, an island prop). */
export function parseValue(doc: unknown): Result<Scenario, Problem[]> {
  const shape = validateScenario(doc);
  return shape.ok ? checkSetup(shape.value) : shape;
}
