// Small readers for untrusted data (a parsed file or link). Each reader either returns a clean, typed
// copy of the value or records a Problem at its path and returns undefined; none of them throws, so a
// validator can read a whole document and list every problem at once.
import type { Coord, Problem } from '../core/types.ts';
import { say } from './messages.ts';
import type { Lang, MessageKey, Messages } from './messages.ts';

/** The problems found so far (the first MAX_PROBLEMS of them), how many in all, and the language their
 * sentences are written in (hand them out through `listed`: the extra properties would show in comparisons). */
export interface Problems extends Array<Problem> {
  readonly lang: Lang;
  total: number;
}

export const newProblems = (lang: Lang = 'en'): Problems => Object.assign([] as Problem[], { lang, total: 0 });

/** Problems listed for a reader: enough to mend a file by. Past them only their number is kept, so a
 * small link or file that breaks every rule many thousand times costs no more than one that breaks fifty. */
export const MAX_PROBLEMS = 50;
/** The path of the entry that says how many problems were not listed. */
export const MORE_PATH = '(more)';

/** That entry: it carries their number too. */
export interface MoreProblems extends Problem {
  readonly more: number;
}

/** The first MAX_PROBLEMS of a list (of `total` problems in all), then one entry saying how many more. */
export function capProblems(list: readonly Problem[], lang: Lang, total = list.length): Problem[] {
  if (total <= MAX_PROBLEMS && list.length <= MAX_PROBLEMS) return [...list];
  const shown = list.slice(0, MAX_PROBLEMS);
  const more = Math.max(total, list.length) - shown.length;
  const entry: MoreProblems = { path: MORE_PATH, message: say(lang, 'moreProblems', more, shown.length), more };
  return [...shown, entry];
}

/** The problems found, as a plain list, capped. */
export const listed = (ps: Problems): Problem[] => capProblems(ps, ps.lang, ps.total);

/** How many problems a capped list stands for. */
export const problemCount = (list: readonly Problem[]): number =>
  list.reduce((n, p) => n + ('more' in p && typeof p.more === 'number' ? p.more : 1), 0);
export type Obj = Readonly<Record<string, unknown>>;

/** Coordinates far outside any real table are almost certainly typos. */
const MAX_COORD = 1000;

export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

/** Records a problem whose sentence comes from the message table, in the problems' language. */
export function problem<K extends MessageKey>(ps: Problems, path: string, key: K, ...args: Parameters<Messages[K]>): undefined {
  ps.total++;
  if (ps.length < MAX_PROBLEMS) ps.push({ path: path === '' ? '(root)' : path, message: say(ps.lang, key, ...args) });
  return undefined;
}

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field that is simply not there is said to be required, not to be of the wrong kind. */
const missing = (ps: Problems, path: string, v: unknown): boolean => v === undefined && (problem(ps, path, 'required'), true);

export function readObj(ps: Problems, path: string, v: unknown): Obj | undefined {
  if (missing(ps, path, v)) return undefined;
  return isObj(v) ? v : problem(ps, path, 'notObject', v);
}

/** Reads an object and reports every key it does not know (a misspelt key would otherwise be ignored). */
export function readShape(ps: Problems, path: string, v: unknown, keys: readonly string[]): Obj | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  for (const k of Object.keys(o)) {
    if (!keys.includes(k)) problem(ps, at(path, k), 'unknownKey', keys);
  }
  return o;
}

export const has = (o: Obj, key: string): boolean => Object.hasOwn(o, key) && o[key] !== undefined;

export function readString(ps: Problems, path: string, v: unknown, maxLength = 500): string | undefined {
  if (missing(ps, path, v)) return undefined;
  if (typeof v !== 'string') return problem(ps, path, 'notString', v);
  if (v.trim() === '') return problem(ps, path, 'emptyString');
  if (v.length > maxLength) return problem(ps, path, 'tooLongString', maxLength);
  return v;
}

export function readBool(ps: Problems, path: string, v: unknown): boolean | undefined {
  if (missing(ps, path, v)) return undefined;
  return typeof v === 'boolean' ? v : problem(ps, path, 'notBool', v);
}

export function readInt(ps: Problems, path: string, v: unknown, min: number, max: number): number | undefined {
  if (missing(ps, path, v)) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v)) return problem(ps, path, 'notWhole', v);
  if (v < min || v > max) return problem(ps, path, 'outOfRange', min, max, v);
  return v;
}

export function readOneOf<T extends string | number | boolean>(
  ps: Problems,
  path: string,
  v: unknown,
  allowed: readonly T[],
): T | undefined {
  if ((allowed as readonly unknown[]).includes(v)) return v as T;
  if (v === undefined) return problem(ps, path, 'requiredOneOf', allowed);
  return problem(ps, path, 'notOneOf', allowed, v);
}

export function readList(ps: Problems, path: string, v: unknown, maxLength = 500): readonly unknown[] | undefined {
  if (missing(ps, path, v)) return undefined;
  if (!Array.isArray(v)) return problem(ps, path, 'notList', v);
  if (v.length > maxLength) return problem(ps, path, 'tooManyEntries', maxLength);
  return v;
}

/** Reads a list, keeping the entries that read cleanly (problems for the others are recorded). */
export function readEach<T>(
  ps: Problems,
  path: string,
  v: unknown,
  item: (p: string, x: unknown) => T | undefined,
  maxLength = 500,
): T[] | undefined {
  const list = readList(ps, path, v, maxLength);
  if (list === undefined) return undefined;
  const before = ps.total;
  const out = list.map((x, i) => item(at(path, i), x));
  return ps.total === before ? (out as T[]) : undefined;
}

export function readCoord(ps: Problems, path: string, v: unknown): Coord | undefined {
  if (missing(ps, path, v)) return undefined;
  if (!Array.isArray(v) || v.length !== 2) return problem(ps, path, 'notPair', v);
  const x = readInt(ps, at(path, 0), v[0], -MAX_COORD, MAX_COORD);
  const y = readInt(ps, at(path, 1), v[1], -MAX_COORD, MAX_COORD);
  return x === undefined || y === undefined ? undefined : [x, y];
}

/** Reads an optional field: absent stays absent, present must read cleanly. */
export function optional<T>(o: Obj, key: string, read: (v: unknown) => T | undefined): T | undefined {
  return has(o, key) ? read(o[key]) : undefined;
}

export { defined } from './defined.ts';
