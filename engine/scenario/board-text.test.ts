// The position text names each lake tile's ferry: the jetties it joins and those that end their roads.
import { describe, expect, it } from 'vitest';
import { createGame } from '../index.ts';
import type { SetupTile } from '../index.ts';
import { boardText } from './board-text.ts';

const text = (tiles: SetupTile[]): string => {
  const g = createGame({ sets: ['base', 'ferries'], players: ['blue'], tiles });
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return boardText(g.value);
};

describe('board text with ferries', () => {
  it('says which jetties each ferry joins and which end their roads', () => {
    const t = text([
      { tile: 'base/D', at: [0, 0], rot: 0 },
      { tile: 'ferries/lake-3', at: [1, 0], rot: 180, ferry: ['E', 'W'] },
      { tile: 'ferries/lake-4', at: [2, 0], rot: 0, followers: [{ player: 'blue', on: 'N' }] },
    ]);
    expect(t).toContain('2  ferries/lake-3 at [1, 0] rot 180: ferry joins jetties E–W; jetty N ends its road');
    expect(t).toContain('3  ferries/lake-4 at [2, 0] rot 0: blue on N; no ferry; jetties N, E, S, W end their roads');
    expect(t).toContain('1  base/D at [0, 0] rot 0\n');
  });
});
