// parseScenario: text (JSON or YAML) to a validated Scenario, or every problem by path. Never throws.
import { parseAllDocuments } from 'yaml';
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import './messages-all.ts';
// the parser runs outside a browser (build, command line, tests): every expansion's rules are in
import '../load-all.ts';
import { say } from './messages.ts';
import type { Lang } from './messages.ts';
import type { SyntaxWhat } from './messages.ts';
import { MAX_DEPTH, MAX_YAML, bracketDepth, checkText, readJson, rootProblem } from './text.ts';
import { capProblems } from './read.ts';
import { atOffset, yamlTrap } from './yaml-check.ts';

export { MAX_ALIASES } from './yaml-check.ts';
import type { Scenario } from './types.ts';
import { parseValue } from './value.ts';

export { checkSetup, parseJson, parseValue } from './value.ts';

export type ScenarioFormat = 'json' | 'yaml';

export { MAX_YAML } from './text.ts';

const YAML_CODES: Readonly<Record<string, SyntaxWhat>> = {
  DUPLICATE_KEY: 'duplicateKey',
  BAD_INDENT: 'indent',
  TAB_AS_INDENT: 'indent',
  MISSING_CHAR: 'unclosed',
  MULTIPLE_DOCS: 'documents',
  TAG_RESOLVE_FAILED: 'tag',
  UNEXPECTED_TOKEN: 'unexpected',
  BAD_SCALAR_START: 'unexpected',
  BLOCK_IN_FLOW: 'unexpected',
};

interface YamlIssue {
  readonly code?: string;
  readonly linePos?: readonly { readonly line: number; readonly col: number }[];
}

function yamlProblem(e: YamlIssue, lang: Lang): Problem {
  const what = YAML_CODES[e.code ?? ''] ?? 'other';
  const pos = e.linePos?.[0];
  return { path: '(root)', message: pos ? say(lang, 'syntaxAt', 'YAML', pos.line, pos.col, what) : say(lang, 'syntaxEnds', 'YAML') };
}

/** YAML warnings (an unknown tag, say) are problems too: a scenario file has no use for them. Merge keys
 * (`<<: *tile`) are read because hand-written files repeat tiles with them, though YAML 1.2 dropped them.
 * Keys given twice, a second document and aliases are checked here (yaml-check.ts), each in one pass. */
function readYaml(text: string, lang: Lang): Result<unknown, Problem[]> {
  const checked = checkText(text, lang, MAX_YAML);
  if (!checked.ok) return checked;
  if (bracketDepth(checked.value, true) > MAX_DEPTH) return rootProblem(say(lang, 'nestedTooDeep', MAX_DEPTH));
  try {
    // uniqueKeys off: the parser's own check compares each key with every earlier one (quadratic)
    const docs = parseAllDocuments(checked.value, { uniqueKeys: false, merge: true, prettyErrors: true, logLevel: 'silent' });
    const doc = docs[0];
    if (doc === undefined) return ok(null);
    const issues = [...doc.errors, ...doc.warnings];
    if (issues.length > 0) return err(capProblems(issues.map((e) => yamlProblem(e, lang)), lang));
    const second = docs[1];
    if (second !== undefined) return rootProblem(atOffset(checked.value, second.range[0], 'documents', lang));
    const trap = yamlTrap(doc, checked.value, lang);
    if (trap !== undefined) return rootProblem(trap);
    // aliases were counted above; the parser's own count stops a merge-key pattern at 50 tiles
    return ok(doc.toJS({ maxAliasCount: -1 }));
  } catch (e) {
    // The parser's own failures (a stack overflow on deep block nesting, say) are said without its English.
    return rootProblem(e instanceof RangeError ? say(lang, 'nestedTooDeep', MAX_DEPTH) : say(lang, 'syntaxEnds', 'YAML'));
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
