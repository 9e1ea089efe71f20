// The format document and the engine agree: a ferry given with a tile that has no lake is a problem of
// the file (as docs/scenario-format.md says), not a step run and refused; a cloister's `features.tiles`
// counts the cloister and the tiles around it.
import { describe, expect, it } from 'vitest';
import type { Problem, Result } from '../core/types.ts';
import { parseScenario } from './parse.ts';
import { runScenario } from './run.ts';
import type { Scenario } from './types.ts';

const problems = (r: Result<Scenario, Problem[]>): readonly Problem[] => (r.ok ? [] : r.error);

const doc = (tile: string, ferry: readonly string[]): string => JSON.stringify({
  format: 'casebook/1',
  title: 'A ferry on a road',
  rules: { sets: ['base', 'ferries'] },
  players: ['blue', 'red'],
  steps: [{ place: { tile, at: [1, 0], rot: 0 }, ferry, expect: { legal: true } }],
});

describe('a ferry with a tile that has no lake', () => {
  it('is a problem of the file, in either language', () => {
    expect(problems(parseScenario(doc('base/U', ['W', 'E']), 'json'))).toEqual([{ path: 'steps[0].ferry', message: 'base/U has no lake, so it carries no ferry' }]);
    expect(problems(parseScenario(doc('base/U', ['W', 'E']), 'json', 'fr'))[0]?.path).toBe('steps[0].ferry');
  });

  it('leaves a lake tile\'s ferry to the rules (a same-side ferry is a refused move, not a broken file)', () => {
    expect(parseScenario(doc('ferries/lake-3', ['W', 'E']), 'json').ok).toBe(true);
  });
});

describe('a cloister\'s features.tiles', () => {
  it('counts the cloister\'s tile and the tiles around it', () => {
    const doc = {
      format: 'casebook/1', title: 'A cloister and two neighbours', rules: { sets: ['base'] }, players: ['blue', 'red'],
      setup: { tiles: [{ tile: 'base/B', at: [0, 0], rot: 0 }, { tile: 'base/B', at: [1, 0], rot: 0 }, { tile: 'base/B', at: [1, 1], rot: 0 }] },
      steps: [{ expect: { features: [{ at: [0, 0], on: 'cloister', tiles: 3, complete: false }] } }],
    };
    const parsed = parseScenario(JSON.stringify(doc), 'json');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const run = runScenario(parsed.value);
    expect(run.ok && run.value.steps[0]!.failures).toEqual([]);
  });
});
