import { describe, expect, it } from 'vitest';
import { createGame, isLakeTile } from '../../engine/play.ts';
import { toGameSetup } from '../../engine/scenario/convert.ts';
import { parseScenarioLink } from '../../engine/scenario/link.ts';
import { TILES_BY_SET } from '../../engine/sets/index.ts';
import { holds, setsFor, tileSandboxLink, tileScenario } from './tile-sandbox.ts';

const ALL = [...Object.values(TILES_BY_SET).flat().map((t) => t.id), 'wheel/board'];

/** The position a link opens, as the sandbox would open it. */
function opened(link: string) {
  const s = parseScenarioLink(link, 'en');
  if (!s.ok) throw new Error(s.error.map((p) => p.message).join('; '));
  const g = createGame(toGameSetup(s.value));
  if (!g.ok) throw new Error(g.error.map((p) => p.message).join('; '));
  return { scenario: s.value, state: g.value };
}

describe('tileScenario', () => {
  it('lays a base tile beside the start tile, upright when the engine allows it', () => {
    const s = tileScenario('base/U', 'Straight road');
    expect(s.rules.sets).toEqual(['base']);
    expect(s.setup?.tiles).toEqual([{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: 0 }]);
  });

  it('starts a River tile from the spring, a wheel tile from the wheel board, with the base game', () => {
    const curve = tileScenario('river1/curve', 'River curve');
    expect(curve.rules.sets).toEqual(['base', 'river1']);
    expect(curve.setup?.tiles?.[0]).toMatchObject({ tile: 'river1/spring' });
    expect(curve.setup?.tiles?.[1]).toMatchObject({ tile: 'river1/curve' });
    const wheel = tileScenario('wheel/A', 'A');
    expect(wheel.setup?.tiles?.[0]).toEqual({ tile: 'wheel/board', at: [-2, -2] });
    expect(wheel.setup?.tiles?.[1]).toMatchObject({ tile: 'wheel/A' });
  });

  it('leaves the start alone when it is the tile itself', () => {
    expect(tileScenario('base/D', 'Start').setup?.tiles).toEqual([{ tile: 'base/D', at: [0, 0], rot: 0 }]);
    expect(tileScenario('river2/spring', 'Spring').setup?.tiles).toEqual([{ tile: 'river2/spring', at: [0, 0], rot: 0 }]);
    expect(tileScenario('wheel/board', 'Board').setup?.tiles).toEqual([{ tile: 'wheel/board', at: [-2, -2] }]);
  });

  it('gives a ferry to a lake tile', () => {
    const lake = tileScenario('ferries/lake-3', 'Lake').setup!.tiles!.find((t) => t.tile === 'ferries/lake-3')!;
    expect(isLakeTile('ferries/lake-3')).toBe(true);
    expect(lake.ferry).toHaveLength(2);
  });
});

describe('tileSandboxLink', () => {
  it.each(ALL)('%s: a sandbox link in each language that opens a valid position holding the tile', (tile) => {
    for (const lang of ['en', 'fr'] as const) {
      const link = tileSandboxLink(tile, 'Title', lang);
      expect(link.startsWith(`/${lang}/sandbox/#s=2.`)).toBe(true);
      const { scenario, state } = opened(link);
      expect(scenario.rules.sets).toEqual(setsFor(tile));
      expect(holds(state, tile)).toBe(true);
    }
  });

  it('keeps the links short (the page carries one per tile)', () => {
    const lengths = ALL.map((t) => tileSandboxLink(t, 'River curve with a city', 'en').length);
    expect(Math.max(...lengths)).toBeLessThan(400);
  });

  it('fails clearly for a tile no position can hold', () => {
    expect(() => tileSandboxLink('base/nope', 'x', 'en')).toThrow(/sandbox link for base\/nope/);
  });
});
