// Small readers for untrusted data (a parsed file or link). Each reader either returns a clean, typed
// copy of the value or records a Problem at its path and returns undefined; none of them throws, so a
// validator can read a whole document and list every problem at once.
import type { Coord, Problem } from '../core/types.ts';

export type Problems = Problem[];
export type Obj = Readonly<Record<string, unknown>>;

/** Coordinates far outside any real table are almost certainly typos. */
const MAX_COORD = 1000;

export const at = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;

export function problem(ps: Problems, path: string, message: string): undefined {
  ps.push({ path: path === '' ? '(root)' : path, message });
  return undefined;
}

export function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (typeof v === 'object') return 'an object';
  return String(v);
}

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readObj(ps: Problems, path: string, v: unknown): Obj | undefined {
  return isObj(v) ? v : problem(ps, path, `must be an object, not ${describe(v)}`);
}

/** Reads an object and reports every key it does not know (a misspelt key would otherwise be ignored). */
export function readShape(ps: Problems, path: string, v: unknown, keys: readonly string[]): Obj | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  for (const k of Object.keys(o)) {
    if (!keys.includes(k)) problem(ps, at(path, k), `unknown key (expected one of ${keys.join(', ')})`);
  }
  return o;
}

export const has = (o: Obj, key: string): boolean => Object.hasOwn(o, key) && o[key] !== undefined;

export function readString(ps: Problems, path: string, v: unknown, maxLength = 500): string | undefined {
  if (typeof v !== 'string') return problem(ps, path, `must be a string, not ${describe(v)}`);
  if (v.trim() === '') return problem(ps, path, 'must not be empty');
  if (v.length > maxLength) return problem(ps, path, `must be at most ${maxLength} characters`);
  return v;
}

export function readBool(ps: Problems, path: string, v: unknown): boolean | undefined {
  return typeof v === 'boolean' ? v : problem(ps, path, `must be true or false, not ${describe(v)}`);
}

export function readInt(ps: Problems, path: string, v: unknown, min: number, max: number): number | undefined {
  if (typeof v !== 'number' || !Number.isInteger(v)) return problem(ps, path, `must be a whole number, not ${describe(v)}`);
  if (v < min || v > max) return problem(ps, path, `must be between ${min} and ${max}, not ${v}`);
  return v;
}

export function readOneOf<T extends string | number | boolean>(
  ps: Problems,
  path: string,
  v: unknown,
  allowed: readonly T[],
): T | undefined {
  if ((allowed as readonly unknown[]).includes(v)) return v as T;
  const list = allowed.map((a) => (typeof a === 'string' ? `"${a}"` : String(a)));
  const last = list.pop();
  const choices = list.length === 0 ? `${last}` : `${list.join(', ')} or ${last}`;
  return problem(ps, path, `must be ${choices}, not ${describe(v)}`);
}

export function readList(ps: Problems, path: string, v: unknown, maxLength = 500): readonly unknown[] | undefined {
  if (!Array.isArray(v)) return problem(ps, path, `must be a list, not ${describe(v)}`);
  if (v.length > maxLength) return problem(ps, path, `must hold at most ${maxLength} entries`);
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
  const before = ps.length;
  const out = list.map((x, i) => item(at(path, i), x));
  return ps.length === before ? (out as T[]) : undefined;
}

export function readCoord(ps: Problems, path: string, v: unknown): Coord | undefined {
  if (!Array.isArray(v) || v.length !== 2) return problem(ps, path, `must be a pair [x, y], not ${describe(v)}`);
  const x = readInt(ps, at(path, 0), v[0], -MAX_COORD, MAX_COORD);
  const y = readInt(ps, at(path, 1), v[1], -MAX_COORD, MAX_COORD);
  return x === undefined || y === undefined ? undefined : [x, y];
}

/** Reads an optional field: absent stays absent, present must read cleanly. */
export function optional<T>(o: Obj, key: string, read: (v: unknown) => T | undefined): T | undefined {
  return has(o, key) ? read(o[key]) : undefined;
}

/** Copies only the fields that are defined, so typed output never carries `key: undefined`. */
export function defined<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
