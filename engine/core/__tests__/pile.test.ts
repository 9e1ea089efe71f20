import { describe, expect, it } from 'vitest';
import { createGame, remainingTiles, tilesOutsideSets } from '../../index.ts';
import type { GameSetup, GameState } from '../types.ts';
import { act, place } from './helpers.ts';

function start(setup: Partial<GameSetup>): GameState {
  const r = createGame({ sets: ['base'], players: ['blue', 'red'], ...setup });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('remainingTiles and tilesOutsideSets', () => {
  it('without a pile, counts the sets’ copies less those on the board (the start tile is one of the four D)', () => {
    const s = start({});
    const left = remainingTiles(s);
    expect(left['base/D']).toBe(3);
    expect(left['base/U']).toBe(8);
    expect(left['base/C']).toBe(1);
    expect(Object.values(left).reduce((a, b) => a + b, 0)).toBe(71);
    const after = act(s, place('base/U', [1, 0])).state;
    expect(remainingTiles(after)['base/U']).toBe(7);
  });

  it('with a pile, counts the pile itself, and a tile drawn out goes down by one', () => {
    const s = start({ deck: ['base/U', 'base/U', 'base/V'] });
    expect(remainingTiles(s)['base/U']).toBe(2);
    expect(remainingTiles(s)['base/V']).toBe(1);
    // every tile of the sets is listed, at 0 when the pile holds none
    expect(remainingTiles(s)['base/C']).toBe(0);
    expect(remainingTiles(act(s, place('base/U', [1, 0])).state)['base/U']).toBe(1);
  });

  it('a seeded pile holds the same counts as the free reckoning', () => {
    const seeded = remainingTiles(start({ seed: 7 }));
    const free = remainingTiles(start({}));
    expect(seeded).toEqual(free);
  });

  it('never counts below zero when free play lays more copies than the set holds', () => {
    let s = start({});
    s = act(s, place('base/C', [0, -1])).state;
    expect(remainingTiles(s)['base/C']).toBe(0);
    s = act(s, place('base/C', [0, -2])).state;
    expect(remainingTiles(s)['base/C']).toBe(0);
  });

  it('names the board tiles no set in play holds, once each', () => {
    // only the tiles' ids matter here, not whether they fit together
    const board = [{ tile: 'base/D', at: [0, 0], rot: 0, followers: [] }, { tile: 'river1/straight', at: [1, 0], rot: 0, followers: [] }] as const;
    const s = { sets: ['base', 'river1'] as const, board };
    expect(tilesOutsideSets(s)).toEqual([]);
    expect(tilesOutsideSets({ ...s, sets: ['base'] })).toEqual(['river1/straight']);
    expect(tilesOutsideSets({ ...s, sets: ['river2'] })).toEqual(['base/D', 'river1/straight']);
  });
});
