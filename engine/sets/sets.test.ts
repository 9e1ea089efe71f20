import { describe, expect, it } from 'vitest';
import { baseEdges, edgesAt } from '../core/geometry.ts';
import { HALF_SIDES, SIDES } from '../core/types.ts';
import type { HalfSide, Rotation, Side, TileDef } from '../core/types.ts';
import { EXPECTED_TILES } from './fixtures/tile-ids.ts';
import { ALL_TILES, BASE_START_TILE, SET_TOTALS, TILES_BY_SET, getTile } from './index.ts';
import { SET_IDS } from './ids.ts';

const edgeString = (edges: Readonly<Record<Side, string>>): string => SIDES.map((s) => edges[s]).join('/');

function tileOf(id: string): TileDef {
  const def = getTile(id);
  if (def === undefined) throw new Error(`missing tile ${id}`);
  return def;
}

describe('tile sets: ids, counts and totals', () => {
  it('has exactly the ids of the tile id table, in every set', () => {
    expect(ALL_TILES.map((t) => t.id).sort()).toEqual(EXPECTED_TILES.map(([id]) => id).sort());
  });

  it.each(EXPECTED_TILES)('%s has count %i', (id, count) => {
    expect(tileOf(id).count).toBe(count);
  });

  it('totals each set as the table says', () => {
    expect(SET_TOTALS).toEqual({ base: 72, river1: 12, river2: 12, river3: 12, gq11: 2, ferries: 8, wheel: 71 });
  });

  it('files each tile under its own set, with a matching id prefix', () => {
    expect(Object.keys(TILES_BY_SET).sort()).toEqual([...SET_IDS].sort());
    for (const set of SET_IDS) {
      for (const def of TILES_BY_SET[set]) {
        expect(def.set).toBe(set);
        expect(def.id.startsWith(`${set}/`)).toBe(true);
      }
    }
  });

  it('finds tiles by id and nothing else', () => {
    expect(getTile('river2/fork')?.set).toBe('river2');
    expect(getTile('base/Z')).toBeUndefined();
    expect(getTile(BASE_START_TILE)?.tags).toContain('start');
  });
});

describe('tile sets: edges', () => {
  it.each(EXPECTED_TILES)('%s has the N/E/S/W edges of the table', (id, _count, edges) => {
    expect(edgeString(baseEdges(tileOf(id)))).toBe(edges);
  });

  const turned: readonly [string, Rotation, string][] = [
    ['base/D', 90, 'road/city/road/field'],
    ['base/D', 180, 'field/road/city/road'],
    ['base/D', 270, 'road/field/road/city'],
    ['river2/fork', 90, 'river/river/river/field'],
    ['river2/fork', 270, 'river/field/river/river'],
    ['gq11/spring-road', 180, 'field/road/field/river'],
    ['wheel/kr-cap-road', 90, 'road/city/field/field'],
    ['wheel/tb-cap-road', 270, 'road/field/field/city'],
    ['ferries/city-lake', 180, 'road/road/city/road'],
  ];
  it.each(turned)('%s turned %i has edges %s', (id, rot, edges) => {
    expect(edgeString(edgesAt(tileOf(id), rot))).toBe(edges);
  });
});

/** Which features reach each side's middle and each half-side. */
function coverage(def: TileDef): { mids: Map<Side, string[]>; halves: Map<HalfSide, string[]> } {
  const mids = new Map<Side, string[]>(SIDES.map((s) => [s, []]));
  const halves = new Map<HalfSide, string[]>(HALF_SIDES.map((h) => [h, []]));
  def.features.forEach((f, i) => {
    if (f.kind === 'road' || f.kind === 'city' || f.kind === 'river') {
      for (const s of f.sides) mids.get(s)!.push(`${f.kind}#${i}`);
      if (f.kind === 'city') for (const s of f.sides) for (const h of [`${s}L`, `${s}R`] as HalfSide[]) halves.get(h)!.push(`city#${i}`);
    }
    if (f.kind === 'field') for (const h of f.halves) halves.get(h)!.push(`field#${i}`);
  });
  return { mids, halves };
}

describe('tile sets: features cover every side consistently', () => {
  it.each(ALL_TILES.map((t) => [t.id, t] as const))('%s', (_id, def) => {
    const { mids, halves } = coverage(def);
    for (const side of SIDES) {
      const atMid = mids.get(side)!;
      expect(atMid.length, `${side} middle`).toBeLessThanOrEqual(1);
      // a side with nothing at its middle is a field side: both its halves are field
      if (atMid.length === 0) {
        for (const h of [`${side}L`, `${side}R`] as HalfSide[]) expect(halves.get(h)![0], h).toMatch(/^field/);
      }
    }
    for (const half of HALF_SIDES) expect(halves.get(half), half).toHaveLength(1);
    for (const f of def.features) {
      if (f.kind !== 'field') continue;
      for (const c of f.cities) expect(def.features[c]?.kind, `field city index ${c}`).toBe('city');
    }
  });

  it('lists each field city once, and none for a field that touches no city', () => {
    for (const def of ALL_TILES) {
      for (const f of def.features) {
        if (f.kind === 'field') expect(new Set(f.cities).size, def.id).toBe(f.cities.length);
      }
    }
    // a field touching no city on its own tile lists none (base/U: a road splits two plain fields)
    const plain = tileOf('base/U').features.filter((f) => f.kind === 'field');
    expect(plain.map((f) => (f.kind === 'field' ? f.cities : null))).toEqual([[], []]);
  });
});

describe('tiles that are easy to get wrong', () => {
  const kinds = (id: string, kind: string) => tileOf(id).features.filter((f) => f.kind === kind);
  const fieldHalves = (id: string) =>
    kinds(id, 'field').map((f) => (f.kind === 'field' ? [...f.halves].sort().join(' ') : '')).sort();

  it('River II fork: one river with three ends, the dry south side one field', () => {
    expect(kinds('river2/fork', 'river')).toEqual([{ kind: 'river', sides: ['W', 'N', 'E'] }]);
    expect(fieldHalves('river2/fork')).toEqual(['EL NR', 'ER SL SR WL', 'NL WR']);
  });

  it('River II city bridge: one city over the river, and each bank one field touching it', () => {
    const def = tileOf('river2/city-bridge');
    const cityIndex = def.features.findIndex((f) => f.kind === 'city');
    expect(kinds('river2/city-bridge', 'city')).toEqual([{ kind: 'city', sides: ['W', 'E'], shields: 0 }]);
    expect(fieldHalves('river2/city-bridge')).toEqual(['NL SR', 'NR SL']);
    for (const f of kinds('river2/city-bridge', 'field')) expect(f.kind === 'field' && f.cities).toEqual([cityIndex]);
  });

  it('GQ11 spring-road: the river starts east, a road ends west, a field north and one south', () => {
    expect(kinds('gq11/spring-road', 'river')).toEqual([{ kind: 'river', sides: ['E'], spring: true }]);
    expect(kinds('gq11/spring-road', 'road')).toEqual([{ kind: 'road', sides: ['W'] }]);
    expect(fieldHalves('gq11/spring-road')).toEqual(['EL NL NR WR', 'ER SL SR WL']);
  });

  it('fields go round the spring and the lakes but not under road bridges', () => {
    for (const id of ['river1/spring', 'river1/lake', 'river2/volcano', 'river3/lake']) {
      expect(fieldHalves(id), id).toEqual(['EL ER NL NR SL SR WL WR']);
    }
    expect(fieldHalves('river1/road-bridge')).toEqual(['EL NR', 'ER SL', 'NL WR', 'SR WL']);
    expect(fieldHalves('river2/inn-bridge')).toEqual(fieldHalves('river1/road-bridge'));
  });

  it('ferry lakes: every road is a one-sided jetty road, and the lake lists them all', () => {
    for (const def of TILES_BY_SET.ferries) {
      const roads = def.features.filter((f) => f.kind === 'road');
      const lake = def.features.find((f) => f.kind === 'lake');
      for (const r of roads) expect(r.kind === 'road' && r.sides.length === 1 && r.jetty, def.id).toBe(true);
      expect(lake?.kind === 'lake' && [...lake.jetties].sort(), def.id).toEqual(
        roads.flatMap((r) => (r.kind === 'road' ? r.sides : [])).sort(),
      );
    }
  });
});

describe('tile sets: shared data is frozen where the tests run', () => {
  it('freezes every tile, its features and their lists, so a module that changes one throws here', () => {
    for (const def of ALL_TILES) {
      expect(Object.isFrozen(def)).toBe(true);
      expect(Object.isFrozen(def.features)).toBe(true);
      for (const f of def.features) expect(Object.isFrozen(f)).toBe(true);
    }
    const first = ALL_TILES[0]!;
    expect(() => {
      (first as { count: number }).count = 99;
    }).toThrow(TypeError);
  });
});
