// Bounded problem lists: however many problems a file or link holds, the first MAX_PROBLEMS are listed
// and one more entry says how many were left out; collecting the rest costs next to nothing.
import { describe, expect, it } from 'vitest';
import type { Problem, Result } from '../core/types.ts';
import { makeScenarioLink, openScenarioLink } from './link.ts';
import { MAX_PROBLEMS, MORE_PATH, problemCount } from './read.ts';
import type { Scenario } from './types.ts';
import { parseJson, parseValue } from './value.ts';

const problems = (r: Result<unknown, Problem[]>): readonly Problem[] => (r.ok ? [] : r.error);

const BASE = { format: 'casebook/1', title: 'Many problems', rules: { sets: ['base'] }, players: ['blue', 'red'] };

/** 90,000 unknown keys: a megabyte of JSON. */
function unknownKeys(n: number): Record<string, unknown> {
  const doc: Record<string, unknown> = { ...BASE };
  for (let i = 0; i < n; i++) doc[`x${i}`] = 0;
  return doc;
}

describe('problem lists', () => {
  it('lists the first problems of a file and says how many more there are, in either language', () => {
    const text = JSON.stringify(unknownKeys(90_000));
    expect(text.length).toBeLessThan(1_000_000);
    const before = process.cpuUsage();
    const en = problems(parseJson(text, 'en'));
    const used = process.cpuUsage(before);
    expect(en).toHaveLength(MAX_PROBLEMS + 1);
    expect(en[0]!.path).toBe('x0');
    expect(en.at(-1)).toEqual({ path: MORE_PATH, message: `89950 more problems not listed (the first ${MAX_PROBLEMS} are)`, more: 89_950 });
    expect(problemCount(en)).toBe(90_000);
    expect(problems(parseJson(text, 'fr')).at(-1)?.message).toBe(`89950 autres problèmes non listés (les ${MAX_PROBLEMS} premiers le sont)`);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });

  it('keeps a list of fifty or fewer whole', () => {
    const ps = problems(parseValue(unknownKeys(MAX_PROBLEMS)));
    expect(ps).toHaveLength(MAX_PROBLEMS);
    expect(ps.some((p) => p.path === MORE_PATH)).toBe(false);
  });

  it('bounds the problems of a small link that breaks the format thousands of times', () => {
    const steps = Array.from({ length: 300 }, () => ({ a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9, j: 10 }));
    const link = makeScenarioLink({ ...BASE, steps } as unknown as Scenario);
    expect(link.length).toBeLessThan(12_000);
    const ps = problems(openScenarioLink(link, 'en'));
    expect(ps).toHaveLength(MAX_PROBLEMS + 1);
    expect(problemCount(ps)).toBe(3300); // ten unknown keys per step, and each step does nothing
  });

  it('bounds the problems of a position the rules refuse (every neighbour mismatched)', () => {
    const tiles = Array.from({ length: 120 }, (_, i) => ({ tile: i % 2 === 0 ? 'base/B' : 'base/C', at: [i, 0], rot: 0 }));
    const ps = problems(parseValue({ ...BASE, setup: { tiles } }, 'fr'));
    expect(ps).toHaveLength(MAX_PROBLEMS + 1);
    expect(ps[0]!.message).toMatch(/ côté /);
    expect(ps.at(-1)!.path).toBe(MORE_PATH);
  });
});
