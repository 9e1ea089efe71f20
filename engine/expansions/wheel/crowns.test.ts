// Crown spaces: placing a follower there (wheel-crown-placement) and scoring the active sector's crowns
// (wheel-crown-scoring), never those of a sector the pig only passed.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../index.ts';
import type { GameState } from '../../index.ts';
import { crownRefusal, freeCrownSpaces } from './index.ts';
import { act, crowns, pig, refused, scored, turn, wheelGame } from './helpers.test-util.ts';

const U1_NORTH = turn('wheel/U1', [0, -3], 90);
const PLAIN = turn('wheel/V', [0, -3], 0);

describe('crown scoring (wheel-crown-scoring)', () => {
  it('pays 3 for a follower alone on a one-crown sector, after the sector\'s event, and sends it home', () => {
    const s = wheelGame({ pig: 'plague', crowns: [{ player: 'red', sector: 'fortune', space: 1 }] });
    expect(s.supply.red).toBe(6);
    const r = act(s, U1_NORTH);
    expect(scored(r.events)).toEqual([['blue', 'wheel-fortune', 3], ['red', 'wheel-crown-scoring', 3]]);
    expect(r.events[1]).toMatchObject({ feature: 'crown', items: [{ what: 'crown', count: 1, points: 3 }] });
    expect(crowns(r.state)).toEqual([]);
    expect(r.state.supply.red).toBe(7);
  });

  it('pays 6 for a follower alone on a two-crown sector', () => {
    const r = act(wheelGame({ crowns: [{ player: 'red', sector: 'taxes', space: 2 }] }), U1_NORTH);
    expect(scored(r.events)).toEqual([['red', 'wheel-crown-scoring', 6]]);
  });

  it('pays 3 each for two followers on a two-crown sector', () => {
    const s = wheelGame({ pig: 'famine', crowns: [{ player: 'red', sector: 'storm', space: 1 }, { player: 'green', sector: 'storm', space: 2 }] });
    const r = act(s, U1_NORTH);
    expect(scored(r.events.filter((e) => e.ruling === 'wheel-crown-scoring'))).toEqual([['red', 'wheel-crown-scoring', 3], ['green', 'wheel-crown-scoring', 3]]);
    // the storm counts the supply before the crowns come home
    expect(scored(r.events.filter((e) => e.ruling === 'wheel-storm'))).toEqual([['blue', 'wheel-storm', 7], ['red', 'wheel-storm', 6], ['green', 'wheel-storm', 6]]);
    expect(r.state.supply).toEqual({ blue: 7, red: 7, green: 7 });
  });

  it('pays 3 each even when both followers are one player\'s, in one event of 6', () => {
    const s = wheelGame({ crowns: [{ player: 'green', sector: 'taxes', space: 1 }, { player: 'green', sector: 'taxes', space: 2 }] });
    const r = act(s, U1_NORTH);
    expect(scored(r.events)).toEqual([['green', 'wheel-crown-scoring', 6]]);
    expect(r.events[0]!.items).toEqual([{ what: 'crown', count: 2, points: 6 }]);
    expect(r.state.supply.green).toBe(7);
  });

  it('leaves the crowns of a sector the pig only passed where they are', () => {
    const s = wheelGame({ crowns: [{ player: 'red', sector: 'taxes', space: 1 }, { player: 'green', sector: 'famine', space: 1 }] });
    const r = act(s, turn('wheel/U2', [0, -3], 90));
    expect(pig(r.state)).toBe('famine');
    expect(scored(r.events)).toEqual([['green', 'wheel-crown-scoring', 3]]);
    expect(crowns(r.state)).toEqual(['red taxes 1']);
    expect(r.state.supply.red).toBe(6);
  });

  it('scores nothing when the pig does not move', () => {
    const r = act(wheelGame({ pig: 'plague', crowns: [{ player: 'red', sector: 'plague', space: 1 }] }), PLAIN);
    expect(r.events).toEqual([]);
    expect(crowns(r.state)).toEqual(['red plague 1']);
  });
});

describe('crown placement (wheel-crown-placement)', () => {
  it('puts the follower on a free crown space instead of on the land tile', () => {
    const r = act(wheelGame(), { ...PLAIN, follower: { crown: 'storm', space: 2 } });
    expect(crowns(r.state)).toEqual(['blue storm 2']);
    expect(r.state.supply.blue).toBe(6);
    expect(r.state.board.every((tile) => tile.followers.length === 0)).toBe(true);
    expect(freeCrownSpaces(r.state)).toHaveLength(8);
  });

  it('refuses a space that is taken, by anyone', () => {
    const s = wheelGame({ crowns: [{ player: 'blue', sector: 'storm', space: 1 }] });
    const why = refused(s, { ...PLAIN, follower: { crown: 'storm', space: 1 } });
    expect(why).toMatchObject({ ruling: 'wheel-crown-placement', facts: { sector: 'storm', space: 1, holder: 'blue' } });
    expect(applyAction(s, { ...PLAIN, follower: { crown: 'storm', space: 2 } }).ok).toBe(true);
  });

  it('refuses a player with no follower in supply, and a space a one-crown sector does not have', () => {
    expect(refused(wheelGame({ supply: { blue: 0 } }), { ...PLAIN, follower: { crown: 'famine', space: 1 } }).ruling).toBe('wheel-crown-placement');
    expect(refused(wheelGame(), { ...PLAIN, follower: { crown: 'fortune', space: 2 } })).toMatchObject({ ruling: 'wheel-crown-placement', facts: { spaces: 1 } });
  });

  it('offers again a space whose follower the turn\'s own spin just sent home', () => {
    const s = wheelGame({ pig: 'plague', crowns: [{ player: 'red', sector: 'fortune', space: 1 }] });
    const r = act(s, { ...U1_NORTH, follower: { crown: 'fortune', space: 1 } });
    expect(crowns(r.state)).toEqual(['blue fortune 1']);
    expect(scored(r.events)).toEqual([['blue', 'wheel-fortune', 3], ['red', 'wheel-crown-scoring', 3]]);
  });

  it('lists the nine spaces less the taken ones, clockwise from Fortune', () => {
    const s = wheelGame({ crowns: [{ player: 'red', sector: 'taxes', space: 1 }, { player: 'red', sector: 'inquisition', space: 1 }] });
    expect(freeCrownSpaces(s).map((c) => `${c.sector} ${c.space}`)).toEqual(
      ['fortune 1', 'taxes 2', 'famine 1', 'storm 1', 'storm 2', 'plague 1', 'plague 2'],
    );
  });

  it('refuses a crown to a player who has put a follower on the land tile this turn', () => {
    // the position mid-turn: blue's tile is down with blue's follower on it, and it is still blue's turn
    const after = act(wheelGame(), { ...PLAIN, follower: { on: 'S' } }).state;
    const midTurn: GameState = { ...after, turn: 'blue' };
    expect(crownRefusal(midTurn, { crown: 'taxes', space: 1 }, 'blue')).toMatchObject({ ruling: 'wheel-crown-placement', facts: { onTile: true } });
    expect(crownRefusal(midTurn, { crown: 'taxes', space: 1 }, 'red')).toBeUndefined();
  });

  it('refuses crown spaces in a game without the wheel', () => {
    const s = wheelGame({ sets: ['base'] });
    expect(refused(s, { ...turn('base/V', [0, -3], 0), follower: { crown: 'taxes', space: 1 } }).ruling).toBe('base-follower-this-tile');
  });
});
