// The core's goal kinds, each met, missed and faced with a refused move; judged from the engine's state.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../index.ts';
import type { GameState, SetupTile, TurnAction } from '../../index.ts';
import { judge } from '../../goals.test-util.ts';

function game(tiles: readonly SetupTile[]): GameState {
  const r = createGame({ sets: ['base'], players: ['blue', 'red'], tiles });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

// the start tile: a city to the north, a road from west to east; red stands in the city
const start = game([{ tile: 'base/D', at: [0, 0], rot: 0, followers: [{ player: 'red', on: 'N' }] }]);
const turn = (tile: string, x: number, y: number, rot: 0 | 90 | 180 | 270, extra: Partial<TurnAction> = {}): TurnAction =>
  ({ type: 'turn', place: { tile, at: [x, y], rot }, ...extra });
// a city cap above the start tile closes red's city; a straight road east of it closes nothing
const cap = turn('base/E', 0, -1, 180);
const road = turn('base/U', 1, 0, 0);
const onOccupied = turn('base/U', 0, 0, 0);

describe('tileOn', () => {
  const goal = { kind: 'tileOn', cells: [[1, 0], [-1, 0]] };
  it('is met by a tile on one of the cells', () => expect(judge(start, road, goal)).toEqual({ met: true }));
  it('is missed by a tile elsewhere', () => expect(judge(start, cap, goal)).toEqual({ met: false, miss: 'elsewhere', facts: {} }));
  it('is missed by a refused move', () => expect(judge(start, onOccupied, goal)).toMatchObject({ met: false, miss: 'refused', facts: { ruling: 'base-cell-free' } }));
});

describe('closes', () => {
  const goal = { kind: 'closes', at: [0, 0], on: 'N' };
  it('is met when the move completes the feature', () => expect(judge(start, cap, goal)).toEqual({ met: true }));
  it('names the feature and who holds it when it stays open', () =>
    expect(judge(start, road, goal)).toEqual({ met: false, miss: 'stillOpen', facts: { feature: 'city', owners: 'red' } }));
  it('is missed by a refused move', () => expect(judge(start, onOccupied, goal).met).toBe(false));
  it('is not met by a feature that was complete before the move', () => {
    const closed = game([{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/E', at: [0, -1], rot: 180 }]);
    expect(judge(closed, road, goal)).toMatchObject({ met: false, miss: 'alreadyClosed' });
  });
  it('is missed when there is no feature at the spot', () =>
    expect(judge(start, road, { kind: 'closes', at: [5, 5], on: 'N' })).toMatchObject({ met: false, miss: 'noFeature' }));
});

describe('follower', () => {
  const goal = { kind: 'follower', feature: 'road' };
  it('is met by a follower on a feature of that kind', () => expect(judge(start, { ...road, follower: { on: 'E' } }, goal)).toEqual({ met: true }));
  it('says which kind the follower went on instead', () =>
    expect(judge(start, { ...road, follower: { on: 'NL' } }, goal)).toEqual({ met: false, miss: 'otherFeature', facts: { feature: 'road', placed: 'field' } }));
  it('is missed without a follower', () => expect(judge(start, road, goal)).toMatchObject({ met: false, miss: 'noFollower' }));
  it('counts a follower scored and returned at once, by the feature it stood on', () =>
    expect(judge(start, { ...cap, player: 'blue', follower: { on: 'EL' } }, { kind: 'follower', feature: 'field' })).toEqual({ met: true }));
  it('is missed by a refused move', () => expect(judge(start, { ...onOccupied, follower: { on: 'E' } }, goal).met).toBe(false));
});

describe('scores', () => {
  // red's city of two tiles: 4 points when the cap closes it
  it('is met by at least the points', () => expect(judge(start, cap, { kind: 'scores', player: 'red', points: 3 })).toEqual({ met: true }));
  it('is met by exactly the points', () => expect(judge(start, cap, { kind: 'scores', player: 'red', points: 4, exact: true })).toEqual({ met: true }));
  it('is missed by other points, with what was gained', () =>
    expect(judge(start, cap, { kind: 'scores', player: 'red', points: 5 })).toEqual({ met: false, miss: 'points', facts: { player: 'red', gained: 4, want: 5, exact: false } }));
  it('is missed when exactly is asked and more is scored', () => expect(judge(start, cap, { kind: 'scores', player: 'red', points: 3, exact: true }).met).toBe(false));
  it('is missed by a refused move', () => expect(judge(start, onOccupied, { kind: 'scores', player: 'red', points: 0 }).met).toBe(false));
});

describe('refused', () => {
  const goal = { kind: 'refused', ruling: 'base-cell-free' };
  it('is met by a move refused citing the ruling', () => expect(judge(start, onOccupied, goal)).toEqual({ met: true }));
  it('is missed by a move refused citing another ruling', () =>
    expect(judge(start, turn('base/U', 0, -1, 0), goal)).toMatchObject({ met: false, miss: 'otherRuling', facts: { cited: 'base-edges-match' } }));
  it('is missed by a legal move', () => expect(judge(start, road, goal)).toMatchObject({ met: false, miss: 'legal' }));
});

it('a kind nobody registered is missed, never thrown', () =>
  expect(judge(start, road, { kind: 'nonsense' })).toEqual({ met: false, miss: 'unknown', facts: { kind: 'nonsense' } }));
