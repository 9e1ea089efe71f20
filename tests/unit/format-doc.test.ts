// The project documents its public scenario format itself (a reader's clone has no ../shared): every key
// the validator accepts, and every rule option, must be named in docs/. The keys are read from the
// validator's own source, so a key added there without a line in the docs fails this test.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_VALUES } from '../../engine/scenario/options.ts';

const ROOT = join(import.meta.dirname, '../..');
const SCENARIO = join(ROOT, 'engine/scenario');
const DOCS = ['docs/scenario-format.md', 'docs/scenario-options.md'].map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');

/** Every string in the key lists the validator passes to readShape, and its named key lists. */
function validatorKeys(): string[] {
  const keys = new Set<string>();
  for (const file of readdirSync(SCENARIO).filter((f) => f.startsWith('validate') && f.endsWith('.ts') && !f.includes('.test.'))) {
    const src = readFileSync(join(SCENARIO, file), 'utf8');
    const lists = [
      ...src.matchAll(/readShape\([^[]*\[([^\]]*)\]/g),
      ...src.matchAll(/const [A-Z_]+_KEYS = \[([^\]]*)\]/g),
    ];
    for (const m of lists) for (const k of m[1]!.matchAll(/'([A-Za-z]+)'/g)) keys.add(k[1]!);
  }
  return [...keys].sort();
}

describe('docs/scenario-format.md', () => {
  it('finds the validator\'s key lists (the scan itself works)', () => {
    const keys = validatorKeys();
    for (const k of ['format', 'steps', 'moveFerries', 'plague', 'crowns', 'ferries', 'placements', 'endGame']) expect(keys).toContain(k);
    expect(keys.length).toBeGreaterThan(40);
  });

  it('names every key the validator accepts', () => {
    const missing = validatorKeys().filter((k) => !DOCS.includes(`\`${k}\``) && !DOCS.includes(`"${k}"`));
    expect(missing).toEqual([]);
  });

  it('names every rule option, with each of its values', () => {
    for (const [key, values] of Object.entries(OPTION_VALUES)) {
      expect(DOCS).toContain(`\`${key}\``);
      for (const v of values) expect(DOCS).toContain(typeof v === 'string' ? `\`"${v}"\`` : `\`${v}\``);
    }
  });

  it('describes both link versions and the command', () => {
    expect(DOCS).toMatch(/`2\.<check>\.<data>`/);
    expect(DOCS).toMatch(/`1\.<data>`/);
    for (const c of ['casebook check', 'casebook explain', 'casebook link']) expect(DOCS).toContain(c);
    expect(DOCS).toContain('`procedure`');
  });
});

describe('the engine\'s readings, in the docs and on the rulings', () => {
  const ruling = (lang: string, id: string): string => readFileSync(join(ROOT, 'content/rulings', lang, `${id}.mdx`), 'utf8');

  it('says what a cloister\'s features.tiles counts, and that a ferry needs a lake tile', () => {
    expect(DOCS).toMatch(/For a cloister, `tiles` counts the cloister's own tile and the tiles around it/);
    expect(DOCS).toMatch(/given for a tile that has no lake[\s\S]{0,120}In a file\s+these are validation problems/);
  });

  it('says how the engine reads a fork drawn first from the bag, and the river with the wheel', () => {
    expect(DOCS).toMatch(/A fork that is the first tile\s+out of the bag was joined by no arm: each of its three arms starts a course of its own/);
    expect(DOCS).toMatch(/Only the spring is bound to the board/);
    expect(ruling('en', 'house-river-all-in-bag')).toMatch(/each of its three arms starts a river of its own/);
    expect(ruling('fr', 'house-river-all-in-bag')).toMatch(/chacun des trois bras commence sa propre rivière/);
    for (const id of ['house-river-all-in-bag', 'house-river-reverse', 'river-with-wheel']) {
      expect(ruling('en', id), id).toMatch(/only (?:the spring|a spring laid first)/);
      expect(ruling('fr', id), id).toMatch(/n’attache que la source|seule une source/);
    }
  });
});
