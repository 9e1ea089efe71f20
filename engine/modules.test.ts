// The modules' declarations hold together: each option well formed (default first, booleans true and
// false), no option name declared twice, every ruling a value stands for in the catalogue, labels in both
// languages, and the defaults the core fills in are exactly the declared ones.
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, MODULE_DECLS, OPTION_DECLS } from './modules.ts';
import { declarationProblems } from './core/options.ts';
import { createGame } from './index.ts';
import { RULING_IDS } from './scenario/ruling-ids.ts';

describe('the modules\' declarations', () => {
  it('declare every option well, once', () => {
    expect(OPTION_DECLS.flatMap(declarationProblems)).toEqual([]);
    const names = OPTION_DECLS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(MODULE_DECLS.map((d) => d.id)).size).toBe(MODULE_DECLS.length);
  });

  it('tie every value to a ruling of the catalogue, with labels in English and French', () => {
    for (const d of OPTION_DECLS) {
      expect(d.label.en, d.name).not.toBe('');
      expect(d.label.fr, d.name).not.toBe('');
      for (const c of d.values) {
        expect(RULING_IDS, `${d.name}=${String(c.value)}`).toContain(c.ruling);
        expect(c.label.en !== '' && c.label.fr !== '', `${d.name}=${String(c.value)}`).toBe(true);
      }
    }
  });

  it('give the core its defaults: a game without options plays by the declared defaults', () => {
    const game = createGame({ sets: ['base'], players: ['blue'] });
    expect(game.ok && game.value.options).toEqual(DEFAULT_OPTIONS);
    expect(Object.keys(DEFAULT_OPTIONS)).toEqual(OPTION_DECLS.map((d) => d.name));
  });
});
