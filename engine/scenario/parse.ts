// parseScenario: text (JSON or YAML) to a validated Scenario, or every problem by path. Never throws.
import { parseDocument } from 'yaml';
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import type { Scenario } from './types.ts';
import { parseValue } from './value.ts';

export { checkSetup, parseValue } from './value.ts';

export type ScenarioFormat = 'json' | 'yaml';

/** Far more than any scenario needs; keeps a hostile link or file from costing much. */
const MAX_TEXT = 1_000_000;

const firstLine = (message: string): string => message.split('\n')[0]!;

/** YAML warnings (an unknown tag, say) are problems too: a scenario file has no use for them. */
function readYaml(text: string): Result<unknown, Problem[]> {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true, logLevel: 'silent' });
  const issues = [...doc.errors, ...doc.warnings];
  if (issues.length > 0) return err(issues.map((e) => ({ path: '(root)', message: `not valid YAML: ${firstLine(e.message)}` })));
  return ok(doc.toJS({ maxAliasCount: 50 }));
}

function readDocument(text: string, format: ScenarioFormat): Result<unknown, Problem[]> {
  const fail = (message: string) => err([{ path: '(root)', message }]);
  if (typeof text !== 'string') return fail('a scenario is text');
  if (text.length > MAX_TEXT) return fail(`is too long (${text.length} characters; at most ${MAX_TEXT})`);
  // Editors on some systems start UTF-8 files with a byte order mark, which JSON.parse rejects.
  if (format === 'json') return ok(JSON.parse(text.replace(/^\uFEFF/, '')));
  if (format === 'yaml') return readYaml(text);
  return fail(`unknown format ${String(format)}: "json" or "yaml"`);
}

export function parseScenario(text: string, format: ScenarioFormat): Result<Scenario, Problem[]> {
  let doc: Result<unknown, Problem[]>;
  try {
    doc = readDocument(text, format);
  } catch (e) {
    const what = format === 'yaml' ? 'YAML' : 'JSON';
    return err([{ path: '(root)', message: `not valid ${what}: ${e instanceof Error ? firstLine(e.message) : String(e)}` }]);
  }
  if (!doc.ok) return doc;
  return parseValue(doc.value);
}
