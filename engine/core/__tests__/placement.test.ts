import { describe, expect, it } from 'vitest';
import { checkPlacement, legalPlacements, ROTATIONS } from '../../index.ts';
import { act, game, place, refused } from './helpers.ts';

const start = () => game({ tiles: [{ tile: 'base/D', at: [0, 0] }] });

describe('placement', () => {
  it('refuses an occupied cell, a cell touching nothing and mismatched edges', () => {
    const s = start();
    const cell = checkPlacement(s, { tile: 'base/E', at: [0, 0], rot: 0 });
    expect(!cell.ok && cell.error.ruling).toBe('base-cell-free');
    const far = checkPlacement(s, { tile: 'base/E', at: [5, 5], rot: 0 });
    expect(!far.ok && far.error.ruling).toBe('base-must-touch');
    // base/E unturned shows field to the south, against base/D's city
    const edges = checkPlacement(s, { tile: 'base/E', at: [0, -1], rot: 0 });
    expect(!edges.ok && edges.error.ruling).toBe('base-edges-match');
    expect(!edges.ok && edges.error.facts).toMatchObject({ side: 'S', mine: 'field', theirs: 'city' });
    expect(checkPlacement(s, { tile: 'base/E', at: [0, -1], rot: 180 }).ok).toBe(true);
  });

  it('lists exactly the legal (cell, rotation) pairs, counted by hand', () => {
    // Next to base/D a one-sided city tile fits above (city down) or below (three turns showing field north).
    const legal = legalPlacements(start(), 'base/E');
    const keys = legal.map((p) => `${p.at}@${p.rot}`).sort();
    expect(keys).toEqual(['0,-1@180', '0,1@180', '0,1@270', '0,1@90']);
    // a four-way crossroads fits only east and west, in every rotation
    expect(legalPlacements(start(), 'base/X')).toHaveLength(8);
  });

  // Hand counts around the lone start tile base/D (city north, road west-east, field south).
  it.each([
    // cloister in fields: only below D, in any of its 4 rotations
    ['base/B', 4],
    // straight road: east and west of D lying west-east (2 rotations each), below D likewise
    ['base/U', 6],
    // all city: only above D, in 4 rotations
    ['base/C', 4],
  ])('counts the legal placements of %s next to the start tile: %i', (tile, count) => {
    expect(legalPlacements(start(), tile)).toHaveLength(count);
  });

  it('agrees with checkPlacement on every neighbouring cell and rotation', () => {
    const s = start();
    for (const tile of ['base/A', 'base/C', 'base/K', 'base/V']) {
      const legal = new Set(legalPlacements(s, tile).map((p) => `${p.at}@${p.rot}`));
      for (const at of [[0, -1], [1, 0], [0, 1], [-1, 0], [2, 2]] as const) {
        for (const rot of ROTATIONS) expect(checkPlacement(s, { tile, at, rot }).ok).toBe(legal.has(`${at}@${rot}`));
      }
    }
  });

  it('refuses to discard a tile that fits, and lets an unplaceable one go without passing the turn', () => {
    const s = start();
    expect(refused(s, { type: 'discard', tile: 'base/E' }).ruling).toBe('base-unplaceable-discard');
    const walled = game({ tiles: [{ tile: 'base/C', at: [0, 0] }] });
    const after = act(walled, { type: 'discard', tile: 'base/B' }).state;
    expect(after.turn).toBe('blue');
    expect(after.log).toHaveLength(1);
  });

  it('draws from the top of an explicit pile only', () => {
    const s = game({ tiles: [{ tile: 'base/D', at: [0, 0] }], deck: ['base/E', 'base/U'] });
    expect(refused(s, place('base/U', [1, 0])).ruling).toBe('base-draw-and-place');
    const next = act(s, place('base/E', [0, -1], 180)).state;
    expect(next.deck).toEqual(['base/U']);
    expect(next.turn).toBe('red');
  });

  it('leaves the state unchanged when a move is refused', () => {
    const s = start();
    const before = JSON.stringify(s);
    refused(s, place('base/E', [0, -1], 0));
    expect(JSON.stringify(s)).toBe(before);
  });
});
