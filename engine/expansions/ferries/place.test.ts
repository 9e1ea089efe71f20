// Placing a lake tile: the tile by the usual rules, a follower if wanted, then always its ferry.
import { describe, expect, it } from 'vitest';
import { featureAt, legalFollowerSpots, PROCEDURE } from '../../index.ts';
import { act, at, cloisterEast, CLOISTER_WEST, ferries, ferryAt, refused, robber, scored, SOUTH_ROW, START, turn } from './helpers.test-util.ts';

const OPEN = ferries([START, ...SOUTH_ROW]);
const LAKE = 'ferries/lake-3';

describe('the lake tile (ferries-place-tile)', () => {
  it('goes down by the usual placement rules', () => {
    // turned 270 its western side is a field, against the start tile's road
    expect(refused(OPEN, turn(LAKE, 1, 0, 270, { ferry: ['N', 'E'] })).ruling).toBe('base-edges-match');
    expect(refused(OPEN, turn(LAKE, 5, 5, 180, { ferry: ['W', 'E'] })).ruling).toBe('base-must-touch');
    expect(ferryAt(act(OPEN, turn(LAKE, 1, 0, 180, { ferry: ['W', 'E'] })).state, 1, 0)).toEqual(['W', 'E']);
  });
});

describe('its ferry (ferries-place-ferry)', () => {
  it('is required on every lake tile', () => {
    const r = refused(OPEN, turn(LAKE, 1, 0, 180));
    expect(r.ruling).toBe('ferries-place-ferry');
    expect(r.facts).toMatchObject({ at: '[1, 0]', tile: LAKE, jetties: 'N, E, W' });
  });

  it('joins two different jetties of its tile', () => {
    expect(refused(OPEN, turn(LAKE, 1, 0, 180, { ferry: ['W', 'W'] }))).toMatchObject({ ruling: 'ferries-place-ferry', facts: { sides: 'W-W' } });
    // turned 180, the lake's southern shore is a field: no jetty there
    expect(refused(OPEN, turn(LAKE, 1, 0, 180, { ferry: ['W', 'S'] }))).toMatchObject({ ruling: 'ferries-place-ferry', facts: { side: 'S' } });
  });

  it('joins its two road ends into one road; a jetty without it ends its road', () => {
    const across = act(OPEN, turn(LAKE, 1, 0, 180, { ferry: ['W', 'E'] })).state;
    expect(featureAt(across, [0, 0], 'E')).toMatchObject({ tiles: 2, openSides: 2, complete: false });
    expect(featureAt(across, [1, 0], 'N')).toMatchObject({ tiles: 1, openSides: 1 });
    const north = act(OPEN, turn(LAKE, 1, 0, 180, { ferry: ['W', 'N'] })).state;
    expect(featureAt(north, [1, 0], 'N')?.parts).toHaveLength(3);
    expect(featureAt(north, [1, 0], 'E')).toMatchObject({ tiles: 1, openSides: 1 });
  });

  it('never goes with a tile that has no lake (procedure, not a rule)', () => {
    const r = refused(OPEN, turn('base/U', 1, 0, 0, { ferry: ['W', 'E'] }));
    expect(r.ruling).toBe(PROCEDURE);
  });
});

describe('the follower before the ferry', () => {
  it('is optional: the ferry goes down either way (ferries-ferry-without-meeple)', () => {
    const bare = act(OPEN, turn(LAKE, 1, 0, 180, { ferry: ['N', 'E'] })).state;
    expect(ferryAt(bare, 1, 0)).toEqual(['N', 'E']);
    expect(bare.supply.blue).toBe(7);
    const manned = act(OPEN, turn(LAKE, 1, 0, 180, { on: 'N', ferry: ['N', 'E'] })).state;
    expect(ferryAt(manned, 1, 0)).toEqual(['N', 'E']);
    expect(manned.supply.blue).toBe(6);
  });

  it('stands as a robber on one of the 3 or 4 road ends (ferries-meeple-on-road-end)', () => {
    const spots = legalFollowerSpots(OPEN, { tile: LAKE, at: [1, 0], rot: 180 });
    expect(spots.filter((s) => s.length === 1).sort()).toEqual(['E', 'N', 'W']);
    const four = legalFollowerSpots(ferries([START]), { tile: 'ferries/lake-4', at: [1, 0], rot: 0 });
    expect(four.filter((s) => s.length === 1).sort()).toEqual(['E', 'N', 'S', 'W']);
    expect(four).not.toContain('cloister');
    const r = refused(OPEN, turn(LAKE, 1, 0, 180, { on: 'S', ferry: ['W', 'E'] }));
    expect(r).toMatchObject({ ruling: 'ferries-meeple-on-road-end', facts: { on: 'S', jetties: 'N, E, W' } });
  });

  it('can end up sharing a road, since the ferry comes after it (ferries-join-occupied-road)', () => {
    const held = ferries([at('base/D', 0, 0, 0, robber('red', 'E')), ...SOUTH_ROW]);
    // the west road end already continues red's road
    expect(refused(held, turn(LAKE, 1, 0, 180, { on: 'W', ferry: ['W', 'E'] })).ruling).toBe('base-follower-unoccupied');
    const shared = act(held, turn(LAKE, 1, 0, 180, { on: 'E', ferry: ['W', 'E'] })).state;
    expect(featureAt(shared, [0, 0], 'E')?.followers.map((f) => f.player).sort()).toEqual(['blue', 'red']);
  });
});

describe('scoring what the lake tile and its ferry complete (ferries-scoring)', () => {
  const s = ferries([CLOISTER_WEST, at('base/D', 0, 0, 0, robber('red', 'E')), ...SOUTH_ROW, cloisterEast(2, 0)]);

  it('scores the road carried across the lake at once', () => {
    const r = act(s, turn(LAKE, 1, 0, 180, { ferry: ['W', 'E'] }));
    expect(scored(r.events)).toEqual([['red', 4, ['base-road-score', 'ferries-scoring']]]);
    expect(r.state.supply.red).toBe(7);
  });

  it('scores a road that ends at the empty western jetty', () => {
    const r = act(s, turn(LAKE, 1, 0, 180, { ferry: ['N', 'E'] }));
    expect(scored(r.events)).toEqual([['red', 3, ['base-road-score', 'ferries-scoring']]]);
    expect(featureAt(r.state, [2, 0], 'W')).toMatchObject({ complete: false, tiles: 2 });
  });
});
