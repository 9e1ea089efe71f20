// A module of its own: convert.ts, which the browser islands load, needs only this of read.ts, and the
// rest of the readers belongs to the validator, which the islands fetch only for links and files.

/** Copies only the fields that are defined, so typed output never carries `key: undefined`. */
export function defined<T extends Record<string, unknown>>(o: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
