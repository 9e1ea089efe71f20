import { describe, expect, it } from 'vitest';
import { features, legalPlacements, replay } from '../../index.ts';
import type { Action } from '../types.ts';
import { act, game, place, refused } from './helpers.ts';

const SETUP = { sets: ['base'], players: ['blue', 'red', 'green'], tiles: [{ tile: 'base/D', at: [0, 0] }] } as const;

describe('turns, replay and the end of the game', () => {
  it('passes the turn in order, and after a step taken out of order, to the one after that player', () => {
    const s = game(SETUP);
    const a = act(s, place('base/U', [1, 0])).state;
    expect(a.turn).toBe('red');
    const b = act(a, { ...place('base/U', [2, 0]), player: 'green' }).state;
    expect(b.turn).toBe('blue');
    expect(refused(b, { ...place('base/U', [3, 0]), player: 'black' }).ruling).toBe('procedure');
  });

  it('replays a log: refused actions are recorded and skipped, accepted ones give the same state', () => {
    const actions: Action[] = [
      place('base/U', [1, 0], 0, { on: 'W' }),
      place('base/E', [0, -1], 0),
      place('base/E', [0, -1], 180, { on: 'S' }),
      { type: 'endGame' },
    ];
    const r = replay(SETUP, actions);
    if (!r.ok) throw new Error('setup refused');
    expect(r.value.refusals.map((x) => x?.ruling ?? null)).toEqual([null, 'base-edges-match', null, null]);
    // red closed the two-tile city: 4 points; blue's road (D and U, open at both ends) is worth 2 at the end
    expect(r.value.state.scores).toEqual({ blue: 2, red: 4, green: 0 });
    expect(r.value.state.log).toHaveLength(3);
    let s = game(SETUP);
    for (const a of [actions[0]!, actions[2]!, actions[3]!]) s = act(s, a).state;
    expect(JSON.stringify(r.value.state)).toBe(JSON.stringify(s));
  });

  it('refuses every action once the game is over', () => {
    const over = act(game(SETUP), { type: 'endGame' }).state;
    expect(over.ended).toBe(true);
    expect(refused(over, place('base/U', [1, 0])).ruling).toBe('base-game-end');
    expect(refused(over, { type: 'endGame' }).ruling).toBe('base-game-end');
  });

  it('rebuilds the same answers from a state that went through JSON', () => {
    const s = act(game(SETUP), place('base/U', [1, 0], 0, { on: 'W' })).state;
    const copy = JSON.parse(JSON.stringify(s)) as typeof s;
    expect(features(copy)).toEqual(features(s));
    expect(legalPlacements(copy, 'base/W')).toEqual(legalPlacements(s, 'base/W'));
    // closing the road at both ends scores D, U and two junctions: 4
    const close = (x: typeof s) => act(act(x, place('base/W', [2, 0])).state, place('base/W', [-1, 0])).state.scores;
    expect(close(copy)).toEqual({ blue: 4, red: 0, green: 0 });
    expect(close(s)).toEqual(close(copy));
  });
});
