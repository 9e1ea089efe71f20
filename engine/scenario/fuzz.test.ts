// Bad input never throws: random, mutated and truncated scenarios (JSON and YAML) and links always give
// a clean Result, and every problem names where it is.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { stringify as toYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Problem, Result } from '../core/types.ts';
import { makeScenarioLink, parseScenarioLink } from './link.ts';
import { parseScenario } from './parse.ts';
import { runScenario } from './run.ts';

const DIR = join(import.meta.dirname, '../../content/scenarios');
const DOCS: unknown[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')));

type Path = (string | number)[];

/** Every place in a document where a mutation can happen. */
function paths(v: unknown, at: Path = []): Path[] {
  if (Array.isArray(v)) return [at, ...v.flatMap((x, i) => paths(x, [...at, i]))];
  if (typeof v === 'object' && v !== null) return [at, ...Object.entries(v).flatMap(([k, x]) => paths(x, [...at, k]))];
  return [at];
}

type Mutation = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'junk'; key: string; value: unknown };

function mutate(doc: unknown, path: Path, m: Mutation): unknown {
  if (path.length === 0) return m.kind === 'set' ? m.value : m.kind === 'delete' ? undefined : doc;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (m.kind === 'set') node[last] = m.value;
  else if (m.kind === 'delete') Array.isArray(node) ? node.splice(last as number, 1) : delete node[last];
  else {
    const target = node[last];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) (target as Record<string, unknown>)[m.key] = m.value;
  }
  return copy;
}

// Values that look like the format's own vocabulary find deeper bugs than random text alone.
const plausible = fc.oneof(
  fc.constantFrom('N', 'SL', 'cloister', 'base/D', 'wheel/board', 'river1/curve', 'taxes', 'blue', 'casebook/1', 'base-cell-free', 0, 90, 7, -1, 1.5, true, null, [0, 0], [3, 4], []),
  fc.jsonValue({ maxDepth: 3 }),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  plausible.map((value) => ({ kind: 'set' as const, value })),
  fc.constant({ kind: 'delete' as const }),
  fc.record({ kind: fc.constant('junk' as const), key: fc.string({ maxLength: 8 }), value: plausible }),
);
const mutatedDoc = fc
  .tuple(fc.constantFrom(...DOCS), fc.nat(), fc.array(mutation, { minLength: 1, maxLength: 3 }))
  .map(([doc, seed, ms]) => ms.reduce((d, m, i) => { const ps = paths(d); return mutate(d, ps[(seed + i * 7919) % ps.length]!, m); }, doc));

/** The property every parser result must have: a Result, whose problems each carry a path and a message. */
function clean(r: Result<unknown, Problem[]>): boolean {
  if (r.ok) return true;
  expect(r.error.length).toBeGreaterThan(0);
  for (const p of r.error) {
    expect(typeof p.path).toBe('string');
    expect(p.path.length).toBeGreaterThan(0);
    expect(typeof p.message).toBe('string');
    expect(p.message.length).toBeGreaterThan(0);
  }
  return true;
}

const RUNS = { numRuns: 300 };

describe('fuzz: scenarios', () => {
  it('random JSON values and random text give a clean Result', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => clean(parseScenario(JSON.stringify(v) ?? 'null', 'json'))), RUNS);
    fc.assert(fc.property(fc.string(), (s) => clean(parseScenario(s, 'json')) && clean(parseScenario(s, 'yaml'))), RUNS);
  });

  it('mutated scenarios give a clean Result in JSON and YAML, and the valid ones run', () => {
    fc.assert(
      fc.property(mutatedDoc, (doc) => {
        const json = parseScenario(JSON.stringify(doc) ?? '', 'json');
        clean(json);
        clean(parseScenario(doc === undefined ? '' : toYaml(doc), 'yaml'));
        if (json.ok) clean(runScenario(json.value));
        return true;
      }),
      RUNS,
    );
  });

  it('truncated scenarios give a clean Result', () => {
    const texts = DOCS.flatMap((d) => [JSON.stringify(d, null, 2), toYaml(d)]);
    fc.assert(
      fc.property(fc.constantFrom(...texts.map((t, i) => [t, i] as const)), fc.nat(), ([text, i], cut) => {
        const r = parseScenario(text.slice(0, cut % text.length), i % 2 === 0 ? 'json' : 'yaml');
        return clean(r);
      }),
      RUNS,
    );
  });

  it('hostile YAML (aliases, tags, deep nesting) gives a clean Result', () => {
    const bomb = 'a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c]\n';
    for (const text of [bomb, '!!binary aGVsbG8=', '? [a, b]\n: 1', '['.repeat(20_000), 'title: !custom x', 'x: .inf\ny: .nan']) {
      expect(clean(parseScenario(text, 'yaml'))).toBe(true);
    }
    expect(clean(parseScenario('['.repeat(200_000), 'json'))).toBe(true);
  });
});

describe('fuzz: links', () => {
  const links = DOCS.map((d) => {
    const r = parseScenario(JSON.stringify(d), 'json');
    if (!r.ok) throw new Error('a scenario file does not parse');
    return makeScenarioLink(r.value);
  });

  it('damaged and truncated links give a clean Result', () => {
    const damaged = fc
      .tuple(fc.constantFrom(...links), fc.nat(), fc.nat(), fc.string({ maxLength: 4 }))
      .map(([link, a, b, insert]) => {
        const i = a % link.length;
        return b % 3 === 0 ? link.slice(0, i) : b % 3 === 1 ? link.slice(0, i) + insert + link.slice(i + 1) : link.slice(0, i) + link.slice(i + 1 + (b % 5));
      });
    fc.assert(fc.property(damaged, (link) => clean(parseScenarioLink(link))), RUNS);
  });

  it('random strings and random payloads give a clean Result', () => {
    fc.assert(fc.property(fc.string(), (s) => clean(parseScenarioLink(s)) && clean(parseScenarioLink(`1.${s}`))), RUNS);
    const b64 = fc.stringMatching(/^[A-Za-z0-9_-]{0,200}$/);
    fc.assert(fc.property(b64, (s) => clean(parseScenarioLink(`/en/sandbox/#s=1.${s}`))), RUNS);
  });
});
