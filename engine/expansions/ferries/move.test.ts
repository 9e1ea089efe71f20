// Moving ferries: the first ferry on each road the new tile extends may move, once, to any two jetties.
import { describe, expect, it } from 'vitest';
import { featureAt, movableFerries } from '../../index.ts';
import type { Side } from '../../index.ts';
import { act, at, ferries, ferryAt, lakeAt, refused, robber, SOUTH_ROW, START, turn } from './helpers.test-util.ts';

const ROAD_WEST = turn('base/U', -1, 0); // extends the start tile's road westwards
const withLake = (ferry: readonly [Side, Side], ...more: ReturnType<typeof lakeAt>[]) => ferries([START, ...SOUTH_ROW, lakeAt(1, 0, ferry), ...more]);

const movable = (s: ReturnType<typeof ferries>, action: ReturnType<typeof turn>) => {
  const r = movableFerries(s, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('a tile extending a road that leads to a ferry (ferries-move-ferry)', () => {
  const s = withLake(['W', 'E']);

  it('lets its player move that ferry to any two jetties of its lake', () => {
    expect(movable(s, ROAD_WEST)).toEqual([{ at: [1, 0], ferry: ['W', 'E'], via: 'E', pairs: [['N', 'E'], ['N', 'W'], ['E', 'W']] }]);
    const moved = act(s, turn('base/U', -1, 0, 0, { moves: [[1, 0, 'N', 'E']] })).state;
    expect(ferryAt(moved, 1, 0)).toEqual(['N', 'E']);
    // moved away from the road just extended: that road now ends at the western jetty
    expect(featureAt(moved, [0, 0], 'E')).toMatchObject({ tiles: 3, openSides: 1 });
  });

  it('leaves moving optional', () => {
    expect(ferryAt(act(s, ROAD_WEST).state, 1, 0)).toEqual(['W', 'E']);
  });

  it('refuses a move when the tile extends no road to that lake', () => {
    const away = turn('base/B', -1, 1, 0, { moves: [[1, 0, 'N', 'E']] });
    expect(movable(s, turn('base/B', -1, 1))).toEqual([]);
    expect(refused(s, away)).toMatchObject({ ruling: 'ferries-move-ferry', facts: { at: '[1, 0]', reason: 'no-road' } });
  });

  it('refuses a move of something that is not a lake', () => {
    expect(refused(s, turn('base/U', -1, 0, 0, { moves: [[0, 0, 'W', 'E']] }))).toMatchObject({ ruling: 'ferries-move-ferry', facts: { reason: 'no-lake' } });
    expect(refused(s, turn('base/U', -1, 0, 0, { moves: [[9, 9, 'W', 'E']] }))).toMatchObject({ ruling: 'ferries-move-ferry', facts: { reason: 'no-lake' } });
  });

  it('still joins two different jetties once moved', () => {
    for (const pair of [['N', 'S'], ['E', 'E']] as const) {
      const r = refused(s, turn('base/U', -1, 0, 0, { moves: [[1, 0, pair[0], pair[1]]] }));
      expect(r).toMatchObject({ ruling: 'ferries-move-ferry', facts: { reason: 'jetties', jetties: 'N, E, W' } });
    }
  });

  it('leaves a robber on its road end when the ferry sails away', () => {
    const manned = ferries([START, ...SOUTH_ROW, lakeAt(1, 0, ['W', 'N'], robber('red', 'N'))]);
    const moved = act(manned, turn('base/U', -1, 0, 0, { moves: [[1, 0, 'W', 'E']] })).state;
    expect(moved.board.find((t) => t.at[0] === 1 && t.at[1] === 0)?.followers).toEqual([{ player: 'red', on: 'N' }]);
    expect(featureAt(moved, [1, 0], 'N')).toMatchObject({ tiles: 1, followers: [{ player: 'red', at: [1, 0], on: 'N' }] });
  });
});

describe('which ferries', () => {
  it('only one on the road: a road that reaches an empty jetty moves nothing (ferries-needs-ferry-on-road)', () => {
    const s = withLake(['N', 'E']);
    expect(movable(s, ROAD_WEST)).toEqual([]);
    const r = refused(s, turn('base/U', -1, 0, 0, { moves: [[1, 0, 'W', 'E']] }));
    expect(r).toMatchObject({ ruling: 'ferries-needs-ferry-on-road', facts: { at: '[1, 0]', jetty: 'W', via: 'E' } });
  });

  it('only the first one met from the new tile (ferries-first-ferry-only)', () => {
    const s = withLake(['W', 'E'], lakeAt(2, 0, ['W', 'E']));
    expect(movable(s, ROAD_WEST).map((f) => f.at)).toEqual([[1, 0]]);
    const beyond = refused(s, turn('base/U', -1, 0, 0, { moves: [[2, 0, 'N', 'E']] }));
    expect(beyond).toMatchObject({ ruling: 'ferries-first-ferry-only', facts: { at: '[2, 0]', first: '[1, 0]', via: 'E' } });
    // settled when the tile goes down: moving the first ferry away does not free the second
    const both = turn('base/U', -1, 0, 0, { moves: [[1, 0, 'N', 'E'], [2, 0, 'N', 'E']] });
    expect(refused(s, both).ruling).toBe('ferries-first-ferry-only');
  });

  it('each at most once per turn (ferries-once-per-turn)', () => {
    const s = withLake(['W', 'E']);
    const twice = turn('base/U', -1, 0, 0, { moves: [[1, 0, 'N', 'E'], [1, 0, 'W', 'E']] });
    expect(refused(s, twice)).toMatchObject({ ruling: 'ferries-once-per-turn', facts: { at: '[1, 0]', reason: 'moved' } });
  });

  it('the first on each road the tile extends: here three of them (ferries-several-roads)', () => {
    const s = ferries([
      at('ferries/lake-3', -1, 0, 0, { ferry: ['E', 'W'] }),
      at('base/V', -1, 1, 180),
      at('ferries/lake-3', 0, 1, 180, { ferry: ['N', 'E'] }),
      at('base/V', 1, 1, 90),
      at('ferries/lake-3', 1, 0, 0, { ferry: ['W', 'S'] }),
    ]);
    const crossing = turn('base/X', 0, 0);
    expect(movable(s, crossing).map((f) => [f.at, f.via])).toEqual([[[1, 0], 'E'], [[0, 1], 'S'], [[-1, 0], 'W']]);
    const moved = act(s, turn('base/X', 0, 0, 0, { moves: [[1, 0, 'E', 'S'], [0, 1, 'W', 'E'], [-1, 0, 'S', 'W']] })).state;
    expect([ferryAt(moved, 1, 0), ferryAt(moved, 0, 1), ferryAt(moved, -1, 0)]).toEqual([['E', 'S'], ['W', 'E'], ['S', 'W']]);
  });

  it('once even when both ends of the new road lead to it', () => {
    const s = ferries([at('ferries/lake-3', 0, 0, 0, { ferry: ['W', 'S'] }), at('base/V', -1, 0, 270), at('base/V', -1, 1, 180)]);
    const ring = turn('base/V', 0, 1, 90);
    expect(movable(s, ring).map((f) => [f.at, f.via])).toEqual([[[0, 0], 'N']]);
    expect(refused(s, { ...ring, moveFerries: [{ at: [0, 0], ferry: ['E', 'S'] }, { at: [0, 0], ferry: ['W', 'E'] }] }).ruling).toBe('ferries-once-per-turn');
  });

  it('up to four, one per road end', () => {
    const s = ferries([
      at('base/V', -1, -1, 180),
      at('ferries/lake-3', 0, -1, 0, { ferry: ['S', 'E'] }),
      at('ferries/lake-3', -1, 0, 0, { ferry: ['E', 'W'] }),
      at('base/V', -1, 1, 180),
      at('ferries/lake-3', 0, 1, 180, { ferry: ['N', 'E'] }),
      at('base/V', 1, 1, 90),
      at('ferries/lake-3', 1, 0, 0, { ferry: ['W', 'S'] }),
    ]);
    expect(movable(s, turn('base/X', 0, 0)).map((f) => f.via)).toEqual(['N', 'E', 'S', 'W']);
  });
});

describe('a lake tile placed on a road with a ferry (ferries-lake-tile-order)', () => {
  const s = ferries([at('base/D', 0, 0, 0, robber('red', 'E')), ...SOUTH_ROW, lakeAt(1, 0, ['W', 'E'])]);

  it('takes its follower, then its own ferry, then the moves', () => {
    // the follower is checked before the new ferry joins anything: the eastern road end is red's road
    expect(refused(s, turn('ferries/lake-3', -1, 0, 0, { on: 'E', ferry: ['W', 'S'] })).ruling).toBe('base-follower-unoccupied');
    const r = act(s, turn('ferries/lake-3', -1, 0, 0, { on: 'W', ferry: ['W', 'E'], moves: [[1, 0, 'N', 'E']] })).state;
    expect(ferryAt(r, -1, 0)).toEqual(['W', 'E']);
    expect(ferryAt(r, 1, 0)).toEqual(['N', 'E']);
    expect(featureAt(r, [0, 0], 'E')?.followers.map((f) => f.player).sort()).toEqual(['blue', 'red']);
  });

  it('finds the same movable ferries however its own ferry is set', () => {
    const a = movable(s, turn('ferries/lake-3', -1, 0, 0, { ferry: ['W', 'E'] }));
    const b = movable(s, turn('ferries/lake-3', -1, 0, 0, { ferry: ['S', 'W'] }));
    expect(a).toEqual(b);
    expect(a.map((f) => f.at)).toEqual([[1, 0]]);
  });

  it('does not move its own ferry in the same turn (ferries-once-per-turn)', () => {
    const r = refused(s, turn('ferries/lake-3', -1, 0, 0, { ferry: ['W', 'E'], moves: [[-1, 0, 'S', 'E']] }));
    expect(r).toMatchObject({ ruling: 'ferries-once-per-turn', facts: { at: '[-1, 0]', reason: 'placed' } });
  });

  it('gives the place/follower/ferry refusal from movableFerries', () => {
    const r = movableFerries(s, turn('ferries/lake-3', -1, 0, 0));
    expect(!r.ok && r.error.ruling).toBe('ferries-place-ferry');
  });
});
