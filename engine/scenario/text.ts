// Scenario text to a document, for JSON: shared by parseScenario (which adds YAML) and by the browser's
// file import, which must not load a YAML reader. Never throws. Problems are said in the reader's
// language: the parsers' own messages are English only, so only their positions are kept.
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { say } from './messages.ts';
import type { Lang } from './messages.ts';

/** Far more than any scenario needs; keeps a hostile link or file from costing much. */
export const MAX_TEXT = 1_000_000;
/**
 * YAML costs far more to read than JSON (about 1.6 s and 170 MB for a megabyte), and hand-written
 * scenarios are a few kilobytes: a fifth of a megabyte is plenty and reads in a fraction of a second.
 */
export const MAX_YAML = 200_000;
/** No scenario nests more than a few levels; a deeper document is hostile or broken. */
export const MAX_DEPTH = 64;

export const firstLine = (message: string): string => message.split('\n')[0]!;

export const rootProblem = (message: string): Result<never, Problem[]> => err([{ path: '(root)', message }]);

/** The checks every scenario text passes before it is read: text, and not absurdly long. */
export function checkText(text: unknown, lang: Lang, max = MAX_TEXT): Result<string, Problem[]> {
  if (typeof text !== 'string') return rootProblem(say(lang, 'notText'));
  if (text.length > max) return rootProblem(say(lang, 'textTooLong', text.length, max));
  return ok(text);
}

/** The path of a problem with a file as a whole (its size, its encoding). */
export const FILE_PATH = '(file)';

/** The most bytes a file of `max` characters takes: UTF-16 spends two on each, and two on its mark. */
export const maxBytes = (max: number): number => 2 * max + 2;

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** A byte order mark says; without one, the zero bytes of UTF-16 text do (a scenario never holds a NUL). */
function encodingOf(b: Uint8Array): Encoding {
  if (b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b.length >= 2 && b.length % 2 === 0 && (b[0] === 0 || b[1] === 0)) return b[0] === 0 ? 'utf-16be' : 'utf-16le';
  return 'utf-8';
}

/**
 * A scenario file's bytes as text, the same way in the command and in the sandbox's import: UTF-8, or
 * UTF-16 of either byte order. `max` is the most characters the file may hold; the bytes are checked
 * against it before anything is decoded. Never throws.
 */
export function decodeFile(bytes: Uint8Array, max: number, lang: Lang): Result<string, Problem[]> {
  const encoding = encodingOf(bytes);
  const limit = encoding === 'utf-8' ? max : maxBytes(max);
  if (bytes.length > limit) return err([{ path: FILE_PATH, message: say(lang, 'fileTooLarge', bytes.length, max) }]);
  try {
    return ok(new TextDecoder(encoding, { fatal: true }).decode(bytes));
  } catch {
    return err([{ path: FILE_PATH, message: say(lang, 'notUtf8') }]);
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}

/**
 * The deepest nesting of brackets and braces outside strings (and, for YAML, outside comments).
 * Counting first keeps a parser from recursing until the stack runs out.
 */
export function bracketDepth(text: string, yaml: boolean): number {
  let depth = 0;
  let deepest = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote !== null) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
      else if (c === '\n' && yaml && quote === "'") quote = null;
      continue;
    }
    if (c === '"' || (yaml && c === "'" && /[\s[{,:]/.test(text[i - 1] ?? ' '))) quote = c;
    else if (yaml && c === '#' && /\s/.test(text[i - 1] ?? '\n')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (c === '[' || c === '{') deepest = Math.max(deepest, ++depth);
    else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

const LITERAL = /true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = '"\\/bfnrt';

/** Where the string starting at `i` ends (just past its quote), or the offset of what breaks it. */
function stringEnd(text: string, i: number): { end: number } | { bad: number } {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 34) return { end: j + 1 };
    if (c < 0x20) return { bad: j };
    if (c === 92) {
      const e = text[j + 1] ?? '';
      if (e === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(j + 2, j + 6)) : !ESCAPES.includes(e) || e === '') return { bad: j };
      j += e === 'u' ? 5 : 1;
    }
  }
  return { bad: text.length };
}

/**
 * The offset where a JSON text stops being JSON (its length when it ends too early). V8's own message
 * often gives no position, and it is English: the reader gets a line and column in their language.
 */
export function jsonErrorAt(text: string): number {
  const stack: string[] = [];
  let want: 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'next' = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
    if (i >= text.length) return text.length;
    const c = text[i]!;
    const top = stack.at(-1);
    const inKey: boolean = want === 'key' || want === 'keyOrEnd';
    if (want === 'next' || ((want === 'keyOrEnd' || want === 'valueOrEnd') && (c === '}' || c === ']'))) {
      if (c === ',' && want === 'next' && top !== undefined) want = top === '{' ? 'key' : 'value';
      else if ((c === '}' && top === '{') || (c === ']' && top === '[')) {
        stack.pop();
        want = 'next';
      } else return i;
      i++;
    } else if (want === 'colon') {
      if (c !== ':') return i;
      i++;
      want = 'value';
    } else if (c === '"') {
      const s = stringEnd(text, i);
      if ('bad' in s) return s.bad;
      i = s.end;
      want = inKey ? 'colon' : 'next';
    } else if (inKey) return i;
    else if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      want = c === '{' ? 'keyOrEnd' : 'valueOrEnd';
    } else {
      LITERAL.lastIndex = i;
      if (LITERAL.exec(text) === null) return i;
      i = LITERAL.lastIndex;
      want = 'next';
    }
  }
}

function jsonSyntaxProblem(text: string, lang: Lang): Result<never, Problem[]> {
  const offset = jsonErrorAt(text);
  if (offset >= text.length) return rootProblem(say(lang, 'syntaxEnds', 'JSON'));
  const { line, column } = lineColumn(text, offset);
  return rootProblem(say(lang, 'syntaxAt', 'JSON', line, column, 'unexpected'));
}

interface Frame {
  readonly keys: Set<string> | null;
  readonly path: string;
  index: number;
  key: string | null;
}

const childPath = (f: Frame): string => (f.keys === null ? `${f.path}[${f.index}]` : f.path === '' ? f.key ?? '' : `${f.path}.${f.key ?? ''}`);

/**
 * The first key that appears twice in one object of a valid JSON text, with the object's path.
 * JSON.parse keeps the last one silently, which would drop, say, a failing `expect` of a step.
 */
export function duplicateJsonKey(text: string): { path: string; key: string } | undefined {
  const stack: Frame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const top = stack.at(-1);
      if (expectKey && top?.keys) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.keys.has(key)) return { path: top.path === '' ? '(root)' : top.path, key };
        top.keys.add(key);
        top.key = key;
        expectKey = false;
      }
      i = j;
    } else if (c === '{' || c === '[') {
      const parent = stack.at(-1);
      stack.push({ keys: c === '{' ? new Set() : null, path: parent === undefined ? '' : childPath(parent), index: 0, key: null });
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack.at(-1);
      if (top?.keys === null) top.index++;
      else expectKey = true;
    }
  }
  return undefined;
}

export function readJson(text: string, lang: Lang): Result<unknown, Problem[]> {
  const checked = checkText(text, lang);
  if (!checked.ok) return checked;
  // Editors on some systems start UTF-8 files with a byte order mark, which JSON.parse rejects.
  const body = checked.value.replace(/^\uFEFF/, '');
  if (bracketDepth(body, false) > MAX_DEPTH) return rootProblem(say(lang, 'nestedTooDeep', MAX_DEPTH));
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return jsonSyntaxProblem(body, lang);
  }
  const twice = duplicateJsonKey(body);
  if (twice !== undefined) return err([{ path: twice.path, message: say(lang, 'duplicateKey', twice.key) }]);
  return ok(doc);
}
