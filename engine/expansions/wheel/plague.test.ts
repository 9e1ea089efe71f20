// The plague (wheel-plague, wheel-plague-outer-landscape): who returns which follower, in which order,
// and every list the rules refuse.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../index.ts';
import type { PlagueChoice } from '../../index.ts';
import { plagueVictims } from './index.ts';
import { act, boardWith, crowns, pig, refused, scored, t, turn, wheelGame } from './helpers.test-util.ts';

// blue: a monk on a land tile and a farmer on the board; red: a farmer on the board only; green: a crown only.
const tiles = [
  boardWith({ player: 'red', on: 'NL', cell: [1, 0] }, { player: 'blue', on: 'SR', cell: [0, 1] }),
  t('wheel/B', -1, -3, 0, [{ player: 'blue', on: 'cloister' }]),
];
const position = (options = {}) => wheelGame({ pig: 'inquisition', tiles, crowns: [{ player: 'green', sector: 'taxes', space: 1 }], options });

const BLUE_MONK: PlagueChoice = { player: 'blue', at: [-1, -3], on: 'cloister' };
const BLUE_FARMER: PlagueChoice = { player: 'blue', cell: [0, 1], on: 'SR' };
const RED_FARMER: PlagueChoice = { player: 'red', cell: [1, 0], on: 'NL' };
const spin = (plague?: PlagueChoice[], player?: 'blue' | 'red' | 'green') =>
  turn('wheel/U1', [0, -3], 90, { ...(plague ? { plague } : {}), ...(player ? { player } : {}) });

describe('the plague takes one follower per player from a land tile', () => {
  it('sends home the follower each player names, the active player first, and leaves the crowns alone', () => {
    const r = act(position(), spin([BLUE_MONK, RED_FARMER]));
    expect(pig(r.state)).toBe('plague');
    expect(scored(r.events)).toEqual([['blue', 'wheel-plague', 0], ['red', 'wheel-plague', 0]]);
    expect(r.events[0]).toMatchObject({ feature: 'plague', at: [-1, -3], on: 'cloister', items: [{ what: 'follower', count: 1, points: 0 }] });
    expect(r.state.supply).toEqual({ blue: 6, red: 7, green: 6 });
    expect(r.state.board.find((x) => x.at[0] === -1 && x.at[1] === -3)!.followers).toEqual([]);
    expect(crowns(r.state)).toEqual(['green taxes 1']);
  });

  it('names board followers by cell, or by the board corner and cell, or by the cell\'s own coordinates', () => {
    for (const red of [RED_FARMER, { ...RED_FARMER, at: [-2, -2] }, { player: 'red', at: [-1, -2], on: 'NL' }] as PlagueChoice[]) {
      expect(applyAction(position(), spin([BLUE_FARMER, red])).ok).toBe(true);
    }
  });

  it('starts with whoever draws the tile and goes on in turn order; a player with no follower on a tile is skipped', () => {
    expect(plagueVictims(position(), 'red').map((v) => v.player)).toEqual(['red', 'blue']);
    expect(plagueVictims(position(), 'green').map((v) => v.player)).toEqual(['blue', 'red']);
    expect(plagueVictims(position(), 'blue').map((v) => v.player)).toEqual(['blue', 'red']);
    expect(act(position(), spin([RED_FARMER, BLUE_MONK], 'red')).events.map((e) => e.player)).toEqual(['red', 'blue']);
  });

  it('offers every follower a player may give up, board cells by the board corner and cell', () => {
    expect(plagueVictims(position(), 'blue')).toEqual([
      { player: 'blue', choices: [{ player: 'blue', at: [-2, -2], cell: [0, 1], on: 'SR' }, BLUE_MONK] },
      { player: 'red', choices: [{ player: 'red', at: [-2, -2], cell: [1, 0], on: 'NL' }] },
    ]);
  });

  it('scores the plague sector\'s crowns after the plague, and the plague never takes them', () => {
    const s = wheelGame({ pig: 'inquisition', tiles, crowns: [{ player: 'green', sector: 'plague', space: 2 }] });
    const r = act(s, spin([BLUE_MONK, RED_FARMER]));
    expect(scored(r.events)).toEqual([['blue', 'wheel-plague', 0], ['red', 'wheel-plague', 0], ['green', 'wheel-crown-scoring', 6]]);
  });
});

describe('plague lists the rules refuse (wheel-plague)', () => {
  const refusal = (plague: PlagueChoice[] | undefined, options = {}, player?: 'red') => refused(position(options), spin(plague, player));

  it('a crown space', () => {
    const why = refusal([BLUE_MONK, RED_FARMER, { player: 'green', crown: 'taxes', space: 1 }]);
    expect(why).toMatchObject({ ruling: 'wheel-plague', facts: { player: 'green', sector: 'taxes', space: 1 } });
  });

  it('a player left out who has a follower the plague can take', () => {
    expect(refusal([BLUE_MONK])).toMatchObject({ ruling: 'wheel-plague', facts: { player: 'red', reason: 'missing' } });
  });

  it('no list at all while followers stand on land tiles', () => {
    expect(refusal(undefined).ruling).toBe('wheel-plague');
    expect(refusal([]).ruling).toBe('wheel-plague');
  });

  it('players out of order', () => {
    expect(refusal([RED_FARMER, BLUE_MONK])).toMatchObject({ ruling: 'wheel-plague', facts: { player: 'red', expected: 'blue', reason: 'order' } });
    expect(refusal([BLUE_MONK, RED_FARMER], {}, 'red').ruling).toBe('wheel-plague');
  });

  it('a follower that is not there, or a second follower for one player', () => {
    expect(refusal([{ player: 'blue', at: [-1, -3], on: 'NL' }, RED_FARMER])).toMatchObject({ ruling: 'wheel-plague', facts: { at: '[-1, -3]', on: 'NL' } });
    expect(refusal([{ player: 'red', at: [-1, -3], on: 'cloister' }, RED_FARMER]).ruling).toBe('wheel-plague');
    expect(refusal([BLUE_MONK, BLUE_FARMER, RED_FARMER])).toMatchObject({ ruling: 'wheel-plague', facts: { player: 'blue', reason: 'twice' } });
    expect(refusal([BLUE_MONK, RED_FARMER, { player: 'green', at: [-1, -3], on: 'cloister' }]).ruling).toBe('wheel-plague');
  });

  it('a plague list when the pig stops elsewhere, or when the tile has no wheel icon', () => {
    const s = wheelGame({ pig: 'fortune', tiles });
    expect(refused(s, spin([BLUE_MONK, RED_FARMER]))).toMatchObject({ ruling: 'wheel-plague', facts: { pig: 'taxes' } });
    expect(refused(position(), turn('wheel/V', [0, -3], 0, { plague: [BLUE_MONK, RED_FARMER] })).ruling).toBe('wheel-plague');
  });
});

describe('the board\'s outer landscape (wheel-plague-outer-landscape)', () => {
  it('is a land tile for the plague by default', () => {
    expect(plagueVictims(position(), 'blue').map((v) => v.choices.length)).toEqual([2, 1]);
  });

  it('with plagueOuterLandscape off, is out of the plague\'s reach: red returns nothing, blue only the monk', () => {
    const off = { plagueOuterLandscape: false };
    expect(plagueVictims(position(off), 'blue')).toEqual([{ player: 'blue', choices: [BLUE_MONK] }]);
    expect(refused(position(off), spin([BLUE_MONK, RED_FARMER]))).toMatchObject({ ruling: 'wheel-plague', facts: { option: 'plagueOuterLandscape' } });
    expect(refused(position(off), spin([BLUE_FARMER])).ruling).toBe('wheel-plague');
    const r = act(position(off), spin([BLUE_MONK]));
    expect(r.state.supply).toEqual({ blue: 6, red: 6, green: 6 });
  });

  it('nobody with a follower on a land tile: the plague passes with an empty list', () => {
    const r = act(wheelGame({ pig: 'inquisition' }), spin());
    expect(pig(r.state)).toBe('plague');
    expect(r.events).toEqual([]);
  });
});
