// Setup and draw order with a pile: start piece, ordinary start tile, one river from several sets,
// fork first, lake or volcano last, ordinary tiles after the river, and the house orders.
import { describe, expect, it } from 'vitest';
import { TILES_BY_SET } from '../../sets/index.ts';
import type { SetId } from '../../index.ts';
import { isRiverTile } from './course.ts';
import { act, place, refusedWith, river } from './helpers.test-util.ts';

const count = (deck: readonly string[], tile: string): number => deck.filter((t) => t === tile).length;
const physical = (set: SetId): number => TILES_BY_SET[set].reduce((n, t) => n + t.count, 0);

describe('seeded setup (river-no-start-tile, river-setup-stack, river-combine-sets)', () => {
  it('lays the spring, leaves the start tile out and keeps the lake for the end of the river', () => {
    const s = river({ sets: ['base', 'river1'], seed: 11 });
    expect(s.board.map((t) => t.tile)).toEqual(['river1/spring']);
    const deck = s.deck!;
    expect(deck).toHaveLength(physical('base') - 1 + physical('river1') - 1);
    expect(count(deck, 'base/D')).toBe(3);
    const rivers = deck.filter(isRiverTile);
    expect(deck.slice(0, rivers.length)).toEqual(rivers);
    expect(rivers.at(-1)).toBe('river1/lake');
  });

  it('shuffles the river stack by the seed, reproducibly', () => {
    const a = river({ sets: ['river1'], seed: 1 }).deck!;
    expect(river({ sets: ['river1'], seed: 1 }).deck).toEqual(a);
    const orders = new Set([1, 2, 3, 4, 5].map((seed) => river({ sets: ['river1'], seed }).deck!.join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('builds one river from River I and River II: one spring, fork first, volcano last', () => {
    const s = river({ sets: ['river1', 'river2'], seed: 3 });
    const deck = s.deck!;
    expect(s.board.map((t) => t.tile)).toEqual(['river1/spring']);
    expect(deck[0]).toBe('river2/fork');
    expect(deck.at(-1)).toBe('river2/volcano');
    expect(deck.filter((t) => t.endsWith('/spring') || t === 'river1/lake')).toEqual([]);
    expect(count(deck, 'river2/city-lake')).toBe(1);
    // less the spring on the board, the spare spring and the River I lake
    expect(deck).toHaveLength(physical('river1') + physical('river2') - 3);
  });

  it('cites river-combine-sets for the spring or lake that combining set aside', () => {
    const s = river({ sets: ['river1', 'river2'], deck: ['river2/fork', 'river1/lake', 'river2/volcano'] });
    expect(s.deck).toEqual(['river2/fork', 'river2/volcano']);
    expect(refusedWith(s, place('river1/lake', 1, 0, 0))).toBe('river-combine-sets');
    expect(refusedWith(s, place('river2/spring', 1, 0, 180))).toBe('river-combine-sets');
    // with one set, the lake is set aside beside the pile even when the pile omits it: it comes last
    const single = river({ sets: ['river1'], deck: ['river1/straight'] });
    expect(single.deck).toEqual(['river1/straight', 'river1/lake']);
    expect(refusedWith(single, place('river1/lake', 1, 0, 0))).toBe('river-lake-last');
    // a tile that is simply not in play is not the tile drawn
    expect(refusedWith(single, place('river1/curve', 1, 0, 0))).toBe('base-draw-and-place');
  });

  it('lets the GQ11 spring stand in for the spring', () => {
    const s = river({ sets: ['river1', 'gq11'], seed: 5 });
    expect(s.board.map((t) => t.tile)).toEqual(['gq11/spring-road']);
    expect(s.deck!.filter((t) => t.endsWith('spring') || t.endsWith('spring-road'))).toEqual([]);
    expect(s.deck).toContain('gq11/city-city');
  });
});

describe('drawing with a pile', () => {
  const pile = river({ sets: ['base', 'river1'], deck: ['base/E', 'river1/lake', 'river1/curve'] });

  it('puts an explicit pile in river order', () => {
    expect(pile.deck).toEqual(['river1/curve', 'river1/lake', 'base/E']);
  });

  it('cites the ruling that puts another tile first', () => {
    expect(refusedWith(pile, place('river1/lake', 1, 0, 0))).toBe('river-lake-last');
    expect(refusedWith(pile, place('base/E', 0, -1, 0))).toBe('river-draw-until-done');
    expect(refusedWith(pile, place('river1/straight', 1, 0, 0))).toBe('base-draw-and-place');
  });

  it('hands over to the ordinary game once the river tiles are down', () => {
    let s = act(pile, place('river1/curve', 1, 0, 0)).state;
    s = act(s, place('river1/lake', 1, 1, 90)).state;
    expect(act(s, place('base/E', 0, -1, 0)).state.deck).toEqual([]);
  });

  it('places the fork first with River II (river2-fork-first)', () => {
    const s = river({ sets: ['river2'], deck: ['river2/curve', 'river2/fork'] });
    expect(refusedWith(s, place('river2/curve', 1, 0, 0))).toBe('river2-fork-first');
    expect(act(s, place('river2/fork', 1, 0, 0)).state.deck).toEqual(['river2/curve', 'river2/volcano']);
  });

  it('brings in the set-aside fork and lake or volcano that a pile leaves out (river-setup-stack)', () => {
    expect(river({ sets: ['base', 'river2'], deck: ['river2/curve', 'base/E'] }).deck).toEqual(['river2/fork', 'river2/curve', 'river2/volcano', 'base/E']);
    // with both rivers, one river: River II's volcano closes it (river-combine-sets)
    expect(river({ sets: ['river1', 'river2'], deck: ['river1/straight'] }).deck).toEqual(['river2/fork', 'river1/straight', 'river2/volcano']);
    // a pile that lists them works the same
    expect(river({ sets: ['river2'], deck: ['river2/volcano', 'river2/curve', 'river2/fork'] }).deck).toEqual(['river2/fork', 'river2/curve', 'river2/volcano']);
    // once the river runs on past its spring, the fork's moment has passed; the lake still closes it
    const started = river({ sets: ['river2'], tiles: [{ tile: 'river2/spring', at: [0, 0] }, { tile: 'river2/curve', at: [1, 0], rot: 0 }], deck: ['base/E'] });
    expect(started.deck).toEqual(['river2/volcano', 'base/E']);
  });

  it('keeps the volcano after the city lake (river2-volcano-last)', () => {
    const s = river({ sets: ['river2'], tiles: [{ tile: 'river2/spring', at: [0, 0] }, { tile: 'river2/fork', at: [1, 0] }], deck: ['river2/volcano', 'river2/city-lake'] });
    expect(refusedWith(s, place('river2/volcano', 2, 0, 0))).toBe('river2-volcano-last');
  });

  it('lets a stuck river tile be put aside (base-unplaceable-discard)', () => {
    const tiles = [{ tile: 'river1/spring', at: [0, 0] as const }, { tile: 'river1/lake', at: [1, 0] as const }];
    const s = river({ tiles, deck: ['river1/straight', 'river1/curve'] });
    const r = act(s, { type: 'discard', tile: 'river1/straight' });
    expect(r.state.deck).toEqual(['river1/curve']);
  });
});

describe('house orders', () => {
  it('"reverse" starts from the lake (volcano with River II) and keeps the spring for last', () => {
    const s = river({ options: { riverOrder: 'reverse' }, seed: 9 });
    expect(s.board.map((t) => t.tile)).toEqual(['river1/lake']);
    expect(s.deck!.at(-1)).toBe('river1/spring');
    expect(river({ sets: ['river1', 'river2'], options: { riverOrder: 'reverse' }, seed: 9 }).board[0]!.tile).toBe('river2/volcano');
    expect(refusedWith(s, place('river1/spring', -1, 0, 0))).toBe('house-river-reverse');
  });

  it('"bag" starts from the first tile drawn and keeps the spring and the lake in the shuffle', () => {
    const s = river({ options: { riverOrder: 'bag' }, deck: ['river1/straight', 'river1/lake', 'river1/spring', 'river1/curve'] });
    expect(s.board.map((t) => t.tile)).toEqual(['river1/straight']);
    expect(s.deck).toEqual(['river1/lake', 'river1/spring', 'river1/curve']);
    const starts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => river({ options: { riverOrder: 'bag' }, seed }).board[0]!.tile));
    expect(starts.size).toBeGreaterThan(1);
  });
});
