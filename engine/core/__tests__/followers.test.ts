import { describe, expect, it } from 'vitest';
import { createGame, featureAt, legalFollowerSpots } from '../../index.ts';
import { act, game, place, refused } from './helpers.ts';

const start = () => game({ tiles: [{ tile: 'base/D', at: [0, 0] }] });

describe('followers', () => {
  it('offers one spot per unclaimed feature of the tile being placed', () => {
    // base/U east of base/D: its road (named by its first side clockwise from north, E) and two fields
    expect(legalFollowerSpots(start(), { tile: 'base/U', at: [1, 0], rot: 0 }).sort()).toEqual(['E', 'ER', 'NL']);
    const claimed = game({ tiles: [{ tile: 'base/D', at: [0, 0], followers: [{ player: 'red', on: 'W' }] }] });
    expect(legalFollowerSpots(claimed, { tile: 'base/U', at: [1, 0], rot: 0 }).sort()).toEqual(['ER', 'NL']);
  });

  it('refuses a follower on a feature already held anywhere along it', () => {
    const s = act(start(), place('base/U', [1, 0], 0, { on: 'W' })).state;
    expect(featureAt(s, [0, 0], 'E')?.followers).toEqual([{ player: 'blue', at: [1, 0], on: 'W' }]);
    const r = refused(s, place('base/U', [2, 0], 0, { on: 'E' }));
    expect(r.ruling).toBe('base-follower-unoccupied');
    expect(r.facts).toMatchObject({ kind: 'road', holder: 'blue' });
  });

  it('refuses a spot with no feature, and a player with an empty supply', () => {
    // base/E turned 180 shows its city south: nothing is on its west side but a field
    expect(refused(start(), place('base/E', [0, -1], 180, { on: 'W' })).ruling).toBe('base-follower-this-tile');
    const empty = game({ tiles: [{ tile: 'base/D', at: [0, 0] }], supply: { blue: 0 } });
    expect(refused(empty, place('base/E', [0, -1], 180, { on: 'S' })).ruling).toBe('base-follower-this-tile');
    expect(legalFollowerSpots(empty, { tile: 'base/E', at: [0, -1], rot: 180 })).toEqual([]);
  });

  it('takes the follower from supply and counts setup followers out of it', () => {
    const s = game({ tiles: [{ tile: 'base/D', at: [0, 0], followers: [{ player: 'red', on: 'ER' }] }] });
    expect(s.supply).toEqual({ blue: 7, red: 6 });
    const after = act(s, place('base/U', [1, 0], 0, { on: 'NL' })).state;
    expect(after.supply).toEqual({ blue: 6, red: 6 });
  });

  it('rejects setup followers on spots that hold nothing', () => {
    const r = createGame({ sets: ['base'], players: ['blue'], tiles: [{ tile: 'base/D', at: [0, 0], followers: [{ player: 'blue', on: 'S' }] }] });
    expect(!r.ok && r.error[0]?.path).toBe('tiles[0].followers[0].on');
  });
});

describe('setup positions', () => {
  it('counts followers on crown spaces out of the supply, unless setup.supply says otherwise', () => {
    const crowns = [{ player: 'blue', sector: 'taxes', space: 1 }] as const;
    const s = game({ sets: ['wheel'], tiles: [{ tile: 'wheel/board', at: [0, 0] }], crowns });
    expect(s.supply).toEqual({ blue: 6, red: 7 });
    const told = game({ sets: ['wheel'], tiles: [{ tile: 'wheel/board', at: [0, 0] }], crowns, supply: { blue: 3 } });
    expect(told.supply).toEqual({ blue: 3, red: 7 });
  });

  it('names the setup entry whose side does not match, and a tile that touches nothing', () => {
    const r = createGame({ sets: ['base'], players: ['blue'], tiles: [
      { tile: 'base/D', at: [0, 0] }, { tile: 'base/E', at: [0, -1] }, { tile: 'base/B', at: [5, 5] },
    ] });
    expect(!r.ok && r.error.map((p) => p.path)).toEqual(['tiles[1]', 'tiles[2]']);
    expect(!r.ok && r.error[0]!.message).toContain('base/E at [0,-1] shows field on its S side');
  });
});

describe('setup shapes', () => {
  it('reports a setup of the wrong shape instead of throwing', () => {
    const bad = (setup: unknown) => {
      const r = createGame(setup as Parameters<typeof createGame>[0]);
      return r.ok ? 'accepted' : r.error[0]!.path;
    };
    expect(bad({ sets: ['base'], players: [] })).toBe('players');
    expect(bad({ players: ['blue'] })).toBe('sets');
    expect(bad({ sets: ['base'], players: ['blue'], tiles: 'base/D' })).toBe('tiles');
    expect(bad({ sets: ['nope'], players: ['blue'] })).toBe('sets[0]');
    expect(bad({ sets: ['base'], players: ['blue', 'blue'] })).toBe('players[1]');
    expect(bad({ sets: ['base'], players: ['blue'], tiles: [{ tile: 'base/D', at: [0, 0], followers: [{ player: 'red', on: 'N' }] }] })).toBe('tiles[0]');
  });
});
