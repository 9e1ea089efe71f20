// Followers on river tiles, the volcano, the fields at the river's ends, and scoring around the river.
import { describe, expect, it } from 'vitest';
import { featureAt, legalFollowerSpots } from '../../index.ts';
import { act, at, place, refusedWith, river } from './helpers.test-util.ts';
import { banks } from './fields.ts';

const SPRING = at('river1/spring', 0, 0);

describe('followers', () => {
  const s = river({ tiles: [SPRING] });

  it('never stand on the river (river-no-follower-on-river)', () => {
    expect(refusedWith(s, place('river1/straight', 1, 0, 0, 'E'))).toBe('river-no-follower-on-river');
    expect(refusedWith(s, place('river1/straight', 1, 0, 0, 'W'))).toBe('river-no-follower-on-river');
  });

  it('may take the other features of a river tile (river-follower-allowed)', () => {
    const spots = legalFollowerSpots(s, { tile: 'river1/city-road', at: [1, 0], rot: 0 });
    // city, road, and the four fields (two slivers by the city, two by the road); never the river
    expect(spots).toEqual(['N', 'S', 'EL', 'WR', 'ER', 'SR']);
    expect(act(s, place('river1/city-road', 1, 0, 0, 'S')).state.supply.blue).toBe(6);
  });

  it('wait for the whole river with riverFollowersDuringRiver false', () => {
    const pile = river({ options: { riverFollowersDuringRiver: false }, deck: ['river1/straight', 'river1/lake'] });
    expect(refusedWith(pile, place('river1/straight', 1, 0, 0, 'NL'))).toBe('house-river-no-followers-until-done');
    const next = act(pile, place('river1/straight', 1, 0, 0)).state;
    expect(act(next, place('river1/lake', 2, 0, 0, 'NL')).state.supply.red).toBe(6);
  });

  it('never go on the volcano, whose player draws again (river2-volcano-last)', () => {
    const s2 = river({ sets: ['river2'], tiles: [at('river2/spring', 0, 0)] });
    expect(refusedWith(s2, place('river2/volcano', 1, 0, 0, 'NL'))).toBe('river2-volcano-last');
    const after = act(s2, place('river2/volcano', 1, 0, 0)).state;
    expect(after.turn).toBe('blue');
    expect(act(s2, place('river2/cloister', 1, 0, 0)).state.turn).toBe('red');
  });
});

describe('fields at the river ends', () => {
  it('cuts a tile into two banks of four half-sides each', () => {
    expect(banks('E')).toEqual([['ER', 'SL', 'SR', 'WL'], ['WR', 'NL', 'NR', 'EL']]);
    expect(banks('N')).toEqual([['NR', 'EL', 'ER', 'SL'], ['SR', 'WL', 'WR', 'NL']]);
  });

  const tiles = [SPRING, at('river1/straight', 1, 0), at('river1/lake', 2, 0)];

  it('wraps round the spring and the lake by default (river-field-wraps-ends)', () => {
    const s = river({ tiles });
    expect(featureAt(s, [1, 0], 'NL')).toBe(featureAt(s, [1, 0], 'SL'));
    expect(featureAt(s, [1, 0], 'NL')!.tiles).toBe(3);
  });

  it('splits north and south with riverFieldWrap false (river-field-wrap-editions)', () => {
    const s = river({ tiles, options: { riverFieldWrap: false } });
    expect(featureAt(s, [1, 0], 'NL')).not.toBe(featureAt(s, [1, 0], 'SL'));
    expect(featureAt(s, [0, 0], 'NL')!.parts).toHaveLength(3);
    expect(featureAt(s, [0, 0], 'SL')!.tiles).toBe(3);
    // a spring placed during play splits too
    const later = act(river({ tiles: [at('river1/straight', 0, 0)], options: { riverFieldWrap: false } }), place('river1/spring', -1, 0, 0)).state;
    expect(featureAt(later, [-1, 0], 'NL')).not.toBe(featureAt(later, [-1, 0], 'SL'));
    expect(later.board.map((t) => t.tile)).toEqual(['river1/straight', 'river1/spring']);
  });

  it('leaves the GQ11 spring alone: its road already splits it', () => {
    const s = river({ sets: ['gq11'], tiles: [at('gq11/spring-road', 0, 0)] });
    expect(featureAt(s, [0, 0], 'NL')).not.toBe(featureAt(s, [0, 0], 'SL'));
  });
});

describe('scoring around the river', () => {
  it('never scores the river (river-not-scored)', () => {
    const s = river({ tiles: [SPRING, at('river1/straight', 1, 0)] });
    const closed = act(s, place('river1/lake', 2, 0, 0));
    expect(closed.events).toEqual([]);
    const end = act(closed.state, { type: 'endGame' });
    expect(end.state.scores).toEqual({ blue: 0, red: 0 });
  });

  it('gives the pig-herd bonus once per farm, and none with pigHerd false', () => {
    const tiles = [
      { ...at('river2/pig-herd', 0, 0), followers: [{ player: 'blue' as const, on: 'SL' as const }] },
      at('river2/pig-herd', 1, 0, 180), at('base/E', 0, 1, 180), at('base/E', 0, 2, 0),
    ];
    const on = act(river({ sets: ['base', 'river2'], tiles }), { type: 'endGame' }).state;
    expect(on.scores.blue).toBe(4);
    const off = act(river({ sets: ['base', 'river2'], tiles, options: { pigHerd: false } }), { type: 'endGame' }).state;
    expect(off.scores.blue).toBe(3);
  });
});
