// Each scoring rule on a small position, with the points worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { featureAt } from '../../index.ts';
import type { SetupTile } from '../types.ts';
import { act, game, place, summary } from './helpers.ts';

const END = { type: 'endGame' } as const;

describe('scoring completed features', () => {
  it('a road between two junctions: 1 per tile, and the follower comes home', () => {
    const s = game({ tiles: [{ tile: 'base/W', at: [0, 0] }] });
    const r = act(s, place('base/W', [1, 0], 0, { on: 'W' }));
    // two tiles -> 2 points
    expect(summary(r.events)).toEqual([['blue', 'base-road-score', 2], ['blue', 'base-followers-return', 0]]);
    expect(r.events[0]!.items).toEqual([{ what: 'tile', count: 2, points: 2 }]);
    expect(r.state.supply.blue).toBe(7);
    expect(r.state.scores.blue).toBe(2);
    expect(featureAt(r.state, [1, 0], 'W')?.followers).toEqual([]);
  });

  it('a city: 2 per tile and 2 per shield', () => {
    const s = game({ tiles: [{ tile: 'base/E', at: [0, 0], rot: 90 }, { tile: 'base/F', at: [1, 0] }] });
    const r = act(s, place('base/E', [2, 0], 270, { on: 'W' }));
    // three tiles and one shield -> 2*3 + 2*1 = 8
    expect(r.events[0]).toMatchObject({ player: 'blue', points: 8, ruling: 'base-city-score', feature: 'city' });
    expect(r.events[0]!.items).toEqual([{ what: 'tile', count: 3, points: 6 }, { what: 'shield', count: 1, points: 2 }]);
  });

  it('a cloister with its eight neighbours: 9', () => {
    const ring: SetupTile[] = [[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]].map(([x, y]) => ({ tile: 'base/B', at: [x!, y!] }));
    const r = act(game({ tiles: ring }), place('base/B', [1, 1], 0, { on: 'cloister' }));
    expect(summary(r.events)).toEqual([['blue', 'base-cloister-score', 9], ['blue', 'base-followers-return', 0]]);
  });

  it('majority: the player with more followers scores alone; a tie scores both in full', () => {
    const road = (followers: SetupTile['followers'][]): SetupTile[] => [
      { tile: 'base/W', at: [0, 0] },
      ...followers.map((f, i): SetupTile => ({ tile: 'base/U', at: [i + 1, 0], ...(f ? { followers: f } : {}) })),
    ];
    const three = road([[{ player: 'red', on: 'W' }], [{ player: 'blue', on: 'W' }], [{ player: 'blue', on: 'W' }]]);
    // W, U, U, U, W: five tiles -> 5 to blue (2 followers against 1)
    const won = act(game({ tiles: three }), place('base/W', [4, 0], 0));
    expect(summary(won.events)).toEqual([
      ['blue', 'base-majority', 5], ['blue', 'base-followers-return', 0], ['red', 'base-followers-return', 0],
    ]);
    expect(won.state.scores).toEqual({ blue: 5, red: 0 });
    expect(won.state.supply).toEqual({ blue: 7, red: 7 });
    const tie = road([[{ player: 'red', on: 'W' }], [{ player: 'blue', on: 'W' }]]);
    const tied = act(game({ tiles: tie }), place('base/W', [3, 0], 0));
    expect(tied.state.scores).toEqual({ blue: 4, red: 4 });
  });
});

describe('final scoring', () => {
  it('unfinished road and city: 1 per tile, 1 per shield; cloister: 1 plus 1 per neighbour', () => {
    const s = game({
      players: ['blue', 'red', 'green'],
      tiles: [
        { tile: 'base/M', at: [0, 0], followers: [{ player: 'blue', on: 'N' }] },
        { tile: 'base/B', at: [1, 0], followers: [{ player: 'red', on: 'cloister' }] },
        { tile: 'base/V', at: [1, -1], rot: 90, followers: [{ player: 'green', on: 'N' }] },
        { tile: 'base/B', at: [1, 1] },
      ],
    });
    const r = act(s, END);
    // city: 1 tile + 1 shield = 2; cloister: itself + 3 neighbours = 4; road: 1 tile = 1
    expect(r.state.scores).toEqual({ blue: 2, red: 4, green: 1 });
    expect(r.events.every((e) => e.final === true)).toBe(true);
    expect(r.state.ended).toBe(true);
  });

  it('farms: 3 per completed city touched, to the majority farmers', () => {
    const s = game({
      tiles: [
        { tile: 'base/E', at: [0, 0], followers: [{ player: 'red', on: 'SL' }] },
        { tile: 'base/E', at: [0, -1], rot: 180, followers: [{ player: 'blue', on: 'NL' }] },
        { tile: 'base/E', at: [1, 0], followers: [{ player: 'blue', on: 'SL' }] },
      ],
    });
    // The two-tile city is complete; the open city at [1, 0] counts for nothing.
    // red's farm (south of the city, joined to [1, 0]'s field, which blue also holds) ties 1-1: 3 each.
    // blue's northern farm touches the same city: 3 more.
    const r = act(s, END);
    expect(r.state.scores).toEqual({ blue: 6, red: 3 });
    const farms = r.events.filter((e) => e.feature === 'field');
    expect(farms.map((e) => `${e.player} ${e.ruling} ${e.points}`).sort()).toEqual([
      'blue base-farm-score 3', 'blue base-majority 3', 'red base-majority 3',
    ]);
    expect(farms[0]!.items).toEqual([{ what: 'completed-city', count: 1, points: 3 }]);
  });
});

describe('tile-carried options', () => {
  const innRoad: SetupTile[] = [{ tile: 'base/W', at: [-1, 0] }, { tile: 'river2/inn-bridge', at: [0, 0], followers: [{ player: 'blue', on: 'W' }] }];

  it('inns: a completed inn road scores 2 per tile, an unfinished one 0', () => {
    const on = game({ tiles: innRoad, options: { inns: true } });
    const done = act(on, place('base/W', [1, 0]));
    // W, inn bridge, W: 3 tiles -> 6
    expect(summary(done.events)[0]).toEqual(['blue', 'inns-inn-road', 6]);
    const open = act(on, END);
    expect(summary(open.events)).toEqual([['blue', 'inns-inn-road', 0]]);
    const off = act(game({ tiles: innRoad }), place('base/W', [1, 0]));
    expect(summary(off.events)[0]).toEqual(['blue', 'base-road-score', 3]);
  });

  const herd = (extra: SetupTile[]): SetupTile[] => [
    { tile: 'river2/pig-herd', at: [0, 0], followers: [{ player: 'blue', on: 'SL' }] },
    { tile: 'base/E', at: [1, 0] },
    { tile: 'base/E', at: [1, -1], rot: 180 },
    ...extra,
  ];

  it('pigHerd: the herd farm gives its farmers 1 more per completed city, once per farm', () => {
    // one completed city touches the farm: 3 for the farm, 1 for the herd
    const with1 = act(game({ tiles: herd([]) }), END);
    expect(summary(with1.events)).toEqual([['blue', 'base-farm-score', 3], ['blue', 'river2-pig-herd', 1]]);
    const with2 = act(game({ tiles: herd([{ tile: 'river2/pig-herd', at: [0, 1], rot: 180 }]) }), END);
    expect(featureAt(with2.state, [0, 0], 'SL')?.marks['pigHerd']).toBe(2);
    expect(with2.state.scores.blue).toBe(4);
    const off = act(game({ tiles: herd([]), options: { pigHerd: false } }), END);
    expect(summary(off.events)).toEqual([['blue', 'base-farm-score', 3]]);
  });
});
