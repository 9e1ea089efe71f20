// Scenario text to a document, for JSON: shared by parseScenario (which adds YAML) and by the browser's
// file import, which must not load a YAML reader. Never throws.
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { say } from './messages.ts';
import type { Lang } from './messages.ts';

/** Far more than any scenario needs; keeps a hostile link or file from costing much. */
const MAX_TEXT = 1_000_000;

export const firstLine = (message: string): string => message.split('\n')[0]!;

export const rootProblem = (message: string): Result<never, Problem[]> => err([{ path: '(root)', message }]);

/** The checks every scenario text passes before it is read: text, and not absurdly long. */
export function checkText(text: unknown, lang: Lang): Result<string, Problem[]> {
  if (typeof text !== 'string') return rootProblem(say(lang, 'notText'));
  if (text.length > MAX_TEXT) return rootProblem(say(lang, 'textTooLong', text.length, MAX_TEXT));
  return ok(text);
}

export function readJson(text: string, lang: Lang): Result<unknown, Problem[]> {
  const checked = checkText(text, lang);
  if (!checked.ok) return checked;
  try {
    // Editors on some systems start UTF-8 files with a byte order mark, which JSON.parse rejects.
    return ok(JSON.parse(checked.value.replace(/^\uFEFF/, '')));
  } catch (e) {
    return rootProblem(say(lang, 'notValid', 'JSON', e instanceof Error ? firstLine(e.message) : String(e)));
  }
}
