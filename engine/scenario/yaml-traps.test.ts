// YAML without traps: keys checked once each (linear), one document per file, and aliases refused
// with a sentence that says what is wrong, in both languages.
import { describe, expect, it } from 'vitest';
import type { Problem, Result } from '../core/types.ts';
import { MAX_ALIASES, MAX_YAML, parseScenario } from './parse.ts';
import type { Scenario } from './types.ts';

const problems = (r: Result<Scenario, Problem[]>): readonly Problem[] => (r.ok ? [] : r.error);

const HEAD = 'format: casebook/1\ntitle: A row of roads\nrules: { sets: [base] }\nplayers: [blue, red]\n';

/** A game's worth of straight roads in a row, each repeating the first through a merge key. */
function mergedRow(n: number): string {
  const rows = Array.from({ length: n }, (_, i) => `    - { <<: *road, at: [${i + 1}, 0] }`).join('\n');
  return `${HEAD}setup:\n  tiles:\n    - &road { tile: base/U, at: [0, 0], rot: 90 }\n${rows}\n`;
}

describe('YAML keys', () => {
  it('reads a file of 40,000 short keys in time linear in its size (each key checked once)', () => {
    // three-character keys with no value: 40,000 of them in the 200,000 characters a YAML file may hold
    const file = (n: number): string => Array.from({ length: n }, (_, i) => `${(i + 36 * 36).toString(36)}:\n`).join('');
    const text = file(40_000);
    expect(text.length).toBeLessThanOrEqual(MAX_YAML);
    // processor time, not the clock: other work on the machine slows both alike
    const cpu = (t: string): number => {
      const before = process.cpuUsage();
      expect(problems(parseScenario(t, 'yaml')).length).toBeGreaterThan(0);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    cpu(file(2000));
    // the better of two runs each: a busy machine only ever adds time
    const small = Math.min(cpu(file(10_000)), cpu(file(10_000)));
    const large = Math.min(cpu(text), cpu(text));
    // four times the keys: about four times the work (the quadratic check took sixteen times, 12 s here)
    expect(large / small).toBeLessThan(8);
    expect(large).toBeLessThan(2500);
  });

  it('still finds a key given twice, with its line, among many', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `k${i}: 1`);
    keys.splice(4000, 0, 'k17: 2');
    const r = problems(parseScenario(`${keys.join('\n')}\n`, 'yaml'));
    expect(r).toEqual([{ path: '(root)', message: 'not valid YAML at line 4001, column 1: a key that appears twice in the same object' }]);
    // a number key and the same text as a string land on one key of the document: twice too
    expect(problems(parseScenario(`${HEAD}setup: { scores: { 1: 2, "1": 3 } }\n`, 'yaml'))[0]?.message).toMatch(/appears twice/);
  });
});

describe('YAML documents', () => {
  it('refuses a file of two documents, saying where the second one starts', () => {
    const one = `${HEAD}steps:\n  - expect: { scores: { blue: 0 } }\n`;
    const two = `${one}---\n${one.replace('blue: 0', 'blue: 99')}`;
    expect(parseScenario(one, 'yaml').ok).toBe(true);
    expect(parseScenario(`---\n${one}`, 'yaml').ok).toBe(true);
    expect(problems(parseScenario(two, 'yaml'))).toEqual([
      { path: '(root)', message: 'not valid YAML at line 7, column 1: a second document starts here (after ---); a scenario file holds one document' },
    ]);
    expect(problems(parseScenario(two, 'yaml', 'fr'))[0]?.message).toBe(
      'YAML non valide ligne 7, colonne 1 : un deuxième document commence ici (après ---) ; un fichier de scénario n’en contient qu’un',
    );
  });
});

describe('YAML aliases', () => {
  it('reads the merge-key pattern for a whole game of tiles', () => {
    const r = parseScenario(mergedRow(143), 'yaml');
    expect(r.ok ? r.value.setup?.tiles?.length : r.error).toBe(144);
    expect(r.ok && r.value.setup?.tiles?.[143]).toEqual({ tile: 'base/U', at: [143, 0], rot: 90 });
  });

  it('says there are too many aliases, and the limit', () => {
    const r = problems(parseScenario(mergedRow(MAX_ALIASES + 1), 'yaml'));
    expect(r).toEqual([{ path: '(root)', message: `not valid YAML: too many aliases (${MAX_ALIASES + 1}; the limit is ${MAX_ALIASES})` }]);
    expect(problems(parseScenario(mergedRow(MAX_ALIASES + 1), 'yaml', 'fr'))[0]?.message).toBe(
      `YAML non valide : trop d’alias (${MAX_ALIASES + 1} ; la limite est ${MAX_ALIASES})`,
    );
  });

  it('says so when aliases nest into far more values than the file holds', () => {
    const levels = ['a: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]'];
    for (let i = 1; i < 8; i++) levels.push(`${'abcdefgh'[i]}: &${'abcdefgh'[i]} [${Array(10).fill(`*${'abcdefgh'[i - 1]}`).join(', ')}]`);
    const r = problems(parseScenario(`${levels.join('\n')}\n`, 'yaml'));
    expect(r).toHaveLength(1);
    expect(r[0]!.message).toMatch(/^not valid YAML: too many aliases \(.*the limit is \d+/);
  });

  it('names an alias whose anchor is not defined, with its line', () => {
    const text = `${HEAD}setup:\n  tiles:\n    - { <<: *tile, at: [0, 0] }\n`;
    expect(problems(parseScenario(text, 'yaml'))).toEqual([
      { path: '(root)', message: 'not valid YAML at line 7, column 13: the alias *tile is not defined (its anchor &tile must come before it)' },
    ]);
    expect(problems(parseScenario(text, 'yaml', 'fr'))[0]?.message).toBe(
      'YAML non valide ligne 7, colonne 13 : l’alias *tile n’est pas défini (son ancre &tile doit le précéder)',
    );
  });
});
