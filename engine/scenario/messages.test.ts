// Validation problems in both languages: the same paths, the sentences from each language's table.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Problem, Result } from '../core/types.ts';
import { engineMessage } from './engine-problems.ts';
import { makeScenarioLink, parseScenarioLink } from './link.ts';
import { MESSAGES } from './messages.ts';
import type { Lang } from './messages.ts';
import { parseScenario } from './parse.ts';
import type { Scenario } from './types.ts';
import { parseJson, parseValue } from './value.ts';

const BASE = {
  format: 'casebook/1',
  title: 'A road',
  rules: { sets: ['base'] },
  players: ['blue', 'red'],
  setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: 0 }] },
};

const problems = (r: Result<Scenario, Problem[]>): Problem[] => (r.ok ? [] : r.error);
const paths = (ps: Problem[]): string[] => ps.map((p) => p.path);
const both = (doc: unknown): Record<Lang, Problem[]> => ({ en: problems(parseValue(doc, 'en')), fr: problems(parseValue(doc, 'fr')) });

describe('message tables', () => {
  it('have the same templates, with the same parameters, in both languages', () => {
    const en = MESSAGES.en as Record<string, (...a: never[]) => string>;
    const fr = MESSAGES.fr as Record<string, (...a: never[]) => string>;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((k) => fr[k]!.length !== en[k]!.length)).toEqual([]);
  });
});

describe('problems in French', () => {
  it('keeps the paths and changes the sentences', () => {
    const bad = { ...BASE, players: ['blue', 'pink'], colour: 'red', rules: { sets: [] }, steps: [{}] };
    const { en, fr } = both(bad);
    expect(en.length).toBeGreaterThan(3);
    expect(paths(fr)).toEqual(paths(en));
    fr.forEach((p, i) => expect(p.message).not.toBe(en[i]!.message));
  });

  it('words each problem from the French table', () => {
    const { fr } = both({ ...BASE, players: ['blue', 'pink'], extra: 1, steps: [{ player: 'blue' }] });
    expect(fr).toEqual([
      { path: 'extra', message: 'clé inconnue (attendu : format, title, ruling, description, task, goal, fr, rules, players, setup, steps, dispute, predict)' },
      { path: 'players[1]', message: 'doit valoir "blue", "red", "green", "yellow", "black" ou "grey", pas "pink"' },
      { path: 'steps[0]', message: 'ne fait rien : donnez une action (place, discard, endGame) ou un expect' },
    ]);
  });

  it('names a value in French', () => {
    expect(both({ ...BASE, title: ['a'] }).fr).toEqual([{ path: 'title', message: 'doit être un texte, pas une liste' }]);
    expect(both(null).fr).toEqual([{ path: '(root)', message: 'doit être un objet, pas null' }]);
  });

  it('reports unreadable text in French, JSON and YAML', () => {
    // the parsers' own English never reaches a French page: only their positions are kept
    expect(problems(parseJson('{"format": ', 'fr'))).toEqual([{ path: '(root)', message: 'JSON non valide : le texte s’arrête avant la fin du document (un crochet, une accolade ou un guillemet n’est pas fermé)' }]);
    expect(problems(parseJson('{"format": x}', 'fr'))).toEqual([{ path: '(root)', message: 'JSON non valide ligne 1, colonne 12 : un caractère qui ne peut pas venir ici' }]);
    expect(problems(parseJson('{"a": 1, "a": 2}', 'fr'))).toEqual([{ path: '(root)', message: 'nomme deux fois "a" : chaque clé ne peut figurer qu’une fois' }]);
    expect(problems(parseScenario('a: [1, 2\nb: {', 'yaml', 'fr'))[0]).toEqual({ path: '(root)', message: expect.stringMatching(/^YAML non valide (ligne \d+, colonne \d+|: le texte)/) });
    expect(problems(parseScenario(`a: ${'['.repeat(100)}`, 'yaml', 'fr'))).toEqual([{ path: '(root)', message: 'imbriqué trop profondément (limite 64)' }]);
    for (const text of ['{"a": [1,,2]}', '{"a" 1}', '[', '{"a": "b\u0000"}', 'nul', '{"a": 1}}']) {
      for (const p of problems(parseJson(text, 'fr'))) expect(p.message).not.toMatch(/Unexpected|Expected|position|JSON at|token/);
    }
    expect(problems(parseScenario('{}', 'toml' as 'json', 'fr'))).toEqual([{ path: '(root)', message: 'format inconnu toml : "json" ou "yaml"' }]);
  });

  it('reads a JSON file, byte order mark and all, with the same result as parseScenario', () => {
    const text = `\uFEFF${JSON.stringify(BASE)}`;
    expect(parseJson(text, 'fr')).toEqual(parseScenario(text, 'json', 'fr'));
    expect(parseJson(text).ok).toBe(true);
  });

  it('speaks the link page’s language about what a link carries', () => {
    const link = makeScenarioLink({ ...BASE, players: ['blue', 'red', 'blue'] } as unknown as Scenario);
    expect(problems(parseScenarioLink(link, 'fr'))).toEqual([{ path: 'players', message: 'nomme deux fois la même couleur' }]);
    expect(problems(parseScenarioLink(link))).toEqual([{ path: 'players', message: 'names a colour twice' }]);
  });
});

describe("the engine's setup problems", () => {
  const cases: [string, unknown, RegExp][] = [
    ['sides that differ', { ...BASE, setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/C', at: [1, 0], rot: 0 }] } },
      /^base\/D en \[0,0\] montre une route sur son côté E, mais base\/C en \[1,0\] montre une ville sur son côté W$/],
    ['a loose tile', { ...BASE, setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/C', at: [5, 5], rot: 0 }] } },
      /^base\/C en \[5,5\] ne touche pas les autres tuiles$/],
    ['a follower on nothing', { ...BASE, setup: { tiles: [{ tile: 'base/B', at: [0, 0], rot: 0, followers: [{ player: 'blue', on: 'N' }] }] } },
      /^base\/B n’a ni route, ni ville, ni pré, ni abbaye en N$/],
  ];

  it.each(cases)('are worded in French: %s', (_name, doc, french) => {
    const { en, fr } = both(doc);
    expect(paths(fr)).toEqual(paths(en));
    expect(fr.map((p) => p.message)).toContainEqual(expect.stringMatching(french));
    // Read back and written again in English, each sentence is the engine's own: the patterns hold.
    expect(en.map((p) => engineMessage(p.message, 'en'))).toEqual(en.map((p) => p.message));
  });

  it('keeps a sentence no pattern knows', () => {
    expect(engineMessage('something new went wrong', 'fr')).toBe('something new went wrong');
  });
});

describe('the browser path', () => {
  /** Every module value.ts and link.ts load, following relative imports. */
  function imports(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s(?!type\b)[^;]*?from '([^']+)'/gm)) {
      const spec = m[1]!;
      if (spec.startsWith('.')) imports(join(dirname(file), spec), seen);
      else seen.add(spec);
    }
    return seen;
  }

  it('loads no YAML reader', () => {
    const loaded = [...imports(join(import.meta.dirname, 'value.ts')), ...imports(join(import.meta.dirname, 'link.ts'))];
    expect(loaded.some((f) => f.endsWith('messages.ts'))).toBe(true);
    expect(loaded.filter((f) => f === 'yaml' || f.endsWith('/parse.ts'))).toEqual([]);
  });
});
