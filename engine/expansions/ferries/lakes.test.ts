// The lake data helpers the widgets use: which tiles have a lake, their jetties once turned, the ferry
// pairs; and the module's random choices for autoplay.
import { describe, expect, it } from 'vitest';
import { ferryPairs, isLakeTile, jetties, joinsTwoJetties, mulberry32 } from '../../index.ts';
import { autoplayFerries } from './autoplay.ts';
import { ferries, lakeAt, SOUTH_ROW, START, turn } from './helpers.test-util.ts';

describe('lake tiles', () => {
  it('are the three kinds of the ferries set', () => {
    expect(['ferries/city-lake', 'ferries/lake-3', 'ferries/lake-4'].every(isLakeTile)).toBe(true);
    expect(['base/D', 'base/X', 'river1/lake', 'river2/city-lake', 'nope/x'].some(isLakeTile)).toBe(false);
  });

  it('show their jetties on the board sides they turn to, clockwise from the north', () => {
    expect(jetties('ferries/lake-3', 0)).toEqual(['E', 'S', 'W']);
    expect(jetties('ferries/lake-3', 90)).toEqual(['N', 'S', 'W']);
    expect(jetties('ferries/city-lake', 180)).toEqual(['N', 'E', 'W']);
    expect(jetties('ferries/lake-4', 270)).toEqual(['N', 'E', 'S', 'W']);
    expect(jetties('base/X', 0)).toEqual([]);
  });

  it('take a ferry between any two different jetties: 3 pairs, or 6 on the four-jetty lake', () => {
    expect(ferryPairs('ferries/city-lake', 0)).toEqual([['E', 'S'], ['E', 'W'], ['S', 'W']]);
    expect(ferryPairs('ferries/lake-4', 0)).toHaveLength(6);
    expect(joinsTwoJetties('ferries/lake-3', 90, ['S', 'N'])).toBe(true);
    expect(joinsTwoJetties('ferries/lake-3', 90, ['E', 'N'])).toBe(false);
    expect(joinsTwoJetties('ferries/lake-3', 90, ['N', 'N'])).toBe(false);
  });
});

describe('random play', () => {
  const s = ferries([START, ...SOUTH_ROW, lakeAt(1, 0, ['W', 'E'])]);

  it('gives every lake tile a ferry between two of its jetties', () => {
    const random = mulberry32(1);
    for (let i = 0; i < 20; i++) {
      const a = autoplayFerries(s, turn('ferries/lake-3', -1, 0, 0), random);
      expect(a.type === 'turn' && joinsTwoJetties('ferries/lake-3', 0, a.ferry ?? [])).toBe(true);
    }
  });

  it('moves only ferries the tile made movable, sometimes', () => {
    const random = mulberry32(2);
    const moves = Array.from({ length: 40 }, () => autoplayFerries(s, turn('base/U', -1, 0), random))
      .map((a) => (a.type === 'turn' ? a.moveFerries ?? [] : []));
    expect(moves.some((m) => m.length === 0)).toBe(true);
    expect(moves.some((m) => m.length === 1)).toBe(true);
    expect(moves.flat().every((m) => m.at[0] === 1 && m.at[1] === 0)).toBe(true);
    expect(autoplayFerries(s, turn('base/B', -1, 1), random)).toEqual(turn('base/B', -1, 1));
  });
});
