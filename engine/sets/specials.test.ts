import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { TileDef } from '../core/types.ts';
import { ALL_TILES } from './index.ts';

/** The special features of a tile as short words, to compare with the table below. */
function specials(def: TileDef): string[] {
  const out: string[] = [];
  for (const f of def.features) {
    if (f.kind === 'cloister') out.push('cloister');
    if (f.kind === 'city' && f.shields > 0) out.push(`shields:${f.shields}`);
    if (f.kind === 'road' && f.inn) out.push('inn');
    if (f.kind === 'road' && f.jetty) out.push(`jetty:${f.sides.join('')}`);
    if (f.kind === 'lake') out.push(`lake:${f.jetties.join('')}`);
    if (f.kind === 'river') {
      if (f.spring) out.push('spring');
      if (f.lake) out.push('lake');
      if (f.volcano) out.push('volcano');
      if (f.sides.length === 3) out.push('fork');
    }
    if (f.kind === 'field') {
      if (f.pigHerd) out.push('pig-herd');
      if (f.sheep) out.push(`sheep:${f.halves.join('')}`);
      if (f.vineyard) out.push('vineyard');
    }
  }
  if (def.wheelIcon !== undefined) out.push(`icon:${def.wheelIcon}`);
  return out.sort();
}

const CLOISTER = ['cloister'];
const SHIELD = ['shields:1'];
const JETTIES_ESW = ['jetty:E', 'jetty:S', 'jetty:W', 'lake:ESW'];

// Every tile with something special; every other tile must have nothing special.
const EXPECTED: Readonly<Record<string, readonly string[]>> = {
  'base/A': CLOISTER, 'base/B': CLOISTER,
  'base/C': SHIELD, 'base/F': SHIELD, 'base/M': SHIELD, 'base/O': SHIELD, 'base/Q': SHIELD, 'base/S': SHIELD,
  'river1/spring': ['spring'], 'river1/lake': ['lake'], 'river1/cloister-road': CLOISTER,
  'river2/spring': ['spring'], 'river2/city-lake': ['lake'], 'river2/volcano': ['lake', 'volcano'],
  'river2/fork': ['fork'], 'river2/cloister': CLOISTER, 'river2/inn-bridge': ['inn'],
  'river2/city-curve': SHIELD, 'river2/pig-herd': ['pig-herd'],
  'river3/spring': ['spring'], 'river3/lake': ['lake'], 'river3/cloister-road': CLOISTER,
  'river3/straight': ['sheep:WRNLNREL'], 'river3/curve': ['vineyard'],
  'gq11/spring-road': ['spring'],
  'ferries/city-lake': JETTIES_ESW, 'ferries/lake-3': JETTIES_ESW,
  'ferries/lake-4': ['jetty:E', 'jetty:N', 'jetty:S', 'jetty:W', 'lake:NESW'],
  'wheel/A': CLOISTER, 'wheel/B': CLOISTER,
  'wheel/C': SHIELD, 'wheel/F': SHIELD, 'wheel/M': SHIELD, 'wheel/O': SHIELD, 'wheel/Q': SHIELD, 'wheel/S': SHIELD,
  'wheel/N1': ['icon:1'], 'wheel/U1': ['icon:1'], 'wheel/U2': ['icon:2'], 'wheel/U3': ['icon:3'],
  'wheel/V1': ['icon:1'], 'wheel/V2': ['icon:2'], 'wheel/V3': ['icon:3'], 'wheel/X1': ['icon:1'],
  'wheel/ic-cloister-road': CLOISTER, 'wheel/ic-corner-road-s': ['inn'], 'wheel/ic-double-curve-1': ['icon:1'],
};

describe('special features', () => {
  it.each(ALL_TILES.map((t) => [t.id, t] as const))('%s', (id, def) => {
    expect(specials(def)).toEqual([...(EXPECTED[id] ?? [])].sort());
  });

  it('puts wheel icons on 19 physical tiles: 11 ones, 5 twos, 3 threes', () => {
    const byIcon = new Map<number, number>();
    for (const t of ALL_TILES) if (t.wheelIcon) byIcon.set(t.wheelIcon, (byIcon.get(t.wheelIcon) ?? 0) + t.count);
    expect(Object.fromEntries(byIcon)).toEqual({ 1: 11, 2: 5, 3: 3 });
  });

  it('tags the river roles: one spring per river set, the fork, and the lakes set aside', () => {
    const tagged = (tag: string) => ALL_TILES.filter((t) => t.tags?.includes(tag)).map((t) => t.id).sort();
    expect(tagged('river-spring')).toEqual(['gq11/spring-road', 'river1/spring', 'river2/spring', 'river3/spring']);
    expect(tagged('river-fork')).toEqual(['river2/fork']);
    expect(tagged('river-lake')).toEqual(['river1/lake', 'river2/volcano', 'river3/lake']);
  });
});

describe('data independence', () => {
  it('reads nothing outside the project at run time', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(8);
    for (const file of sources) {
      const text = readFileSync(join(here, file), 'utf8');
      expect(text, file).not.toMatch(/shared|node:fs|readFile|fetch\(/);
    }
  });
});
