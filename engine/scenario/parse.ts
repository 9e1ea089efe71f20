// parseScenario: text (JSON or YAML) to a validated Scenario, or every problem by path. Never throws.
import { parseDocument } from 'yaml';
import type { Problem, Result } from '../core/types.ts';
import { ok } from '../core/types.ts';
import { say } from './messages.ts';
import type { Lang } from './messages.ts';
import { checkText, firstLine, readJson, rootProblem } from './text.ts';
import type { Scenario } from './types.ts';
import { parseValue } from './value.ts';

export { checkSetup, parseJson, parseValue } from './value.ts';

export type ScenarioFormat = 'json' | 'yaml';

/** YAML warnings (an unknown tag, say) are problems too: a scenario file has no use for them. Merge keys
 * (`<<: *tile`) are read because hand-written files repeat tiles with them, though YAML 1.2 dropped them. */
function readYaml(text: string, lang: Lang): Result<unknown, Problem[]> {
  const checked = checkText(text, lang);
  if (!checked.ok) return checked;
  try {
    const doc = parseDocument(checked.value, { uniqueKeys: true, merge: true, prettyErrors: true, logLevel: 'silent' });
    const issues = [...doc.errors, ...doc.warnings];
    if (issues.length > 0) return { ok: false, error: issues.map((e) => ({ path: '(root)', message: say(lang, 'notValid', 'YAML', firstLine(e.message)) })) };
    return ok(doc.toJS({ maxAliasCount: 50 }));
  } catch (e) {
    return rootProblem(say(lang, 'notValid', 'YAML', e instanceof Error ? firstLine(e.message) : String(e)));
  }
}

function readDocument(text: string, format: ScenarioFormat, lang: Lang): Result<unknown, Problem[]> {
  if (format === 'json') return readJson(text, lang);
  if (format === 'yaml') return readYaml(text, lang);
  return rootProblem(say(lang, 'unknownFormat', String(format)));
}

/** `lang` is the language of the problems' sentences; their paths are the same in every language. */
export function parseScenario(text: string, format: ScenarioFormat, lang: Lang = 'en'): Result<Scenario, Problem[]> {
  const doc = readDocument(text, format, lang);
  return doc.ok ? parseValue(doc.value, lang) : doc;
}
