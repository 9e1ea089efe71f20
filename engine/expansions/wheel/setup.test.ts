// The board as start tile (wheel-setup, river-with-wheel), the rim ending a road, and the wheel turning
// for a tile that is then put aside (wheel-event-before-placement).
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, featureAt, legalPlacements } from '../../index.ts';
import { playRandomGame } from '../../core/autoplay.ts';
import { wheelOf } from './index.ts';
import { ROADS_CAPPED, act, boardWith, pig, refused, scored, t, turn, wheelGame } from './helpers.test-util.ts';

describe('the board is the start tile (wheel-setup)', () => {
  it('is laid with its north-west cell at [-2, -2] when no position is given, and the pig starts on Fortune', () => {
    const r = createGame({ sets: ['base', 'wheel'], players: ['blue', 'red'], seed: 1 });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = r.value;
    expect(s.board).toHaveLength(16);
    expect(s.board.every((x) => x.piece?.tile === 'wheel/board' && x.rot === 0)).toBe(true);
    expect(s.board.map((x) => x.at[0]).sort((a, b) => a - b)[0]).toBe(-2);
    expect(s.board.some((x) => x.at[0] === 1 && x.at[1] === 1)).toBe(true);
    expect(s.board.some((x) => x.tile === 'base/D')).toBe(false);
    expect(s.ext['wheel']).toEqual({ pig: 'fortune', crowns: [] });
    expect(s.deck).toHaveLength(72 + 71);
  });

  it('reads the pig and the crowns of a setup, the crowns\' followers out of supply', () => {
    const s = wheelGame({ pig: 'storm', crowns: [{ player: 'red', sector: 'plague', space: 2 }] });
    expect(wheelOf(s)).toEqual({ pig: 'storm', crowns: [{ player: 'red', sector: 'plague', space: 2 }] });
    expect(s.supply.red).toBe(6);
  });

  it('refuses a crown space given twice, a space a sector does not have, and a crown of a colour not playing', () => {
    const problems = (crowns: NonNullable<Parameters<typeof createGame>[0]['crowns']>) => {
      const r = createGame({ sets: ['wheel'], players: ['blue', 'red'], crowns });
      return r.ok ? [] : r.error.map((p) => p.path);
    };
    expect(problems([{ player: 'red', sector: 'taxes', space: 1 }, { player: 'blue', sector: 'taxes', space: 1 }])).toEqual(['crowns[1]']);
    expect(problems([{ player: 'red', sector: 'famine', space: 2 }])).toEqual(['crowns[0].space']);
    expect(problems([{ player: 'green', sector: 'famine', space: 1 }])).toEqual(['crowns[0].player']);
  });

  it('lets land tiles join its outer landscape, whose features score as usual', () => {
    const s = wheelGame({ tiles: [boardWith({ player: 'blue', on: 'N', cell: [0, 0] })] });
    const r = act(s, turn('wheel/E', [-2, -3], 180));
    expect(scored(r.events.filter((e) => e.points > 0))).toEqual([['blue', 'base-city-score', 4]]);
    expect(r.state.supply.blue).toBe(7);
  });
});

describe('the rim ends a road (wheel-road-ends-at-rim)', () => {
  it('closes a road that runs from the rim to a cloister', () => {
    const s = wheelGame({ tiles: [boardWith({ player: 'red', on: 'N', cell: [2, 0] })] });
    expect(featureAt(s, [-2, -2], 'N', [2, 0])).toMatchObject({ kind: 'road', complete: false, tiles: 1 });
    const r = act(s, turn('wheel/A', [0, -3], 0));
    expect(scored(r.events.filter((e) => e.points > 0))).toEqual([['red', 'base-road-score', 2]]);
    expect(featureAt(r.state, [-2, -2], 'N', [2, 0])).toMatchObject({ complete: true, tiles: 2 });
  });
});

describe('the wheel turns even for a tile that is put aside (wheel-event-before-placement)', () => {
  // Every road of the board ends at a cloister, so the four-way crossroads wheel/X1 (icon 1) fits nowhere.
  const position = (pigAt: 'fortune' | 'inquisition', deck?: string[]) =>
    wheelGame({ pig: pigAt, tiles: [boardWith({ player: 'red', on: 'NL', cell: [1, 0] }), ...ROADS_CAPPED], ...(deck ? { deck } : {}) });

  it('runs the event and the crowns, and the same player draws again', () => {
    const s = wheelGame({ pig: 'fortune', tiles: [boardWith({ player: 'red', on: 'N', cell: [0, 0] }), ...ROADS_CAPPED], crowns: [{ player: 'green', sector: 'taxes', space: 2 }] });
    expect(legalPlacements(s, 'wheel/X1')).toEqual([]);
    const r = act(s, { type: 'discard', tile: 'wheel/X1' });
    expect(pig(r.state)).toBe('taxes');
    expect(scored(r.events)).toEqual([['red', 'wheel-taxes', 1], ['green', 'wheel-crown-scoring', 6]]);
    expect(r.state.turn).toBe('blue');
  });

  it('brings the plague with the discard, whose list the rules check as for a placed tile', () => {
    expect(refused(position('inquisition'), { type: 'discard', tile: 'wheel/X1' }).ruling).toBe('wheel-plague');
    const r = act(position('inquisition'), { type: 'discard', tile: 'wheel/X1', plague: [{ player: 'red', cell: [1, 0], on: 'NL' }] });
    expect(pig(r.state)).toBe('plague');
    expect(r.state.supply.red).toBe(7);
  });

  it('takes the tile from the pile', () => {
    const r = act(position('fortune', ['wheel/X1', 'wheel/V']), { type: 'discard', tile: 'wheel/X1' });
    expect(r.state.deck).toEqual(['wheel/V']);
    expect(pig(r.state)).toBe('taxes');
  });

  it('does not turn when the discard is refused because the tile fits', () => {
    const s = wheelGame({ pig: 'fortune' });
    const r = applyAction(s, { type: 'discard', tile: 'wheel/U1' });
    expect(r.ok ? 'accepted' : r.error.ruling).toBe('base-unplaceable-discard');
  });

  it('refuses the whole turn, wheel included, when the tile is then placed illegally', () => {
    const s = wheelGame({ pig: 'plague' });
    expect(refused(s, turn('wheel/U1', [0, -3], 0)).ruling).toBe('base-edges-match');
    expect(pig(s)).toBe('plague');
  });
});

describe('the river with the wheel (river-with-wheel)', () => {
  for (const sets of [['river1', 'wheel'], ['base', 'river1', 'wheel']] as const) {
    it(`${sets.join(' + ')}: the board first, then the spring drawn and placed away from it, then the river, then ordinary play`, () => {
      const r = createGame({ sets: [...sets], players: ['blue', 'red'], seed: 11 });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      expect(r.value.board).toHaveLength(16);
      expect(r.value.deck![0]).toBe('river1/spring');
      expect(r.value.board.some((x) => x.tile === 'base/D' || x.tile.startsWith('river1/'))).toBe(false);
      const springs = legalPlacements(r.value, 'river1/spring');
      expect(springs.length).toBeGreaterThan(0);
      const game = playRandomGame({ sets: [...sets], players: ['blue', 'red'], seed: 11 }, 5);
      const tiles = game.state.board.map((x) => x.tile);
      expect(tiles.slice(0, 16).every((x) => x.startsWith('wheel/board@'))).toBe(true);
      expect(tiles[16]).toBe('river1/spring');
      expect(tiles.includes('river1/lake')).toBe(true);
      const riverTurns = game.actions.findIndex((a) => a.type === 'turn' && !a.place.tile.startsWith('river1/'));
      expect(game.actions.slice(riverTurns).every((a) => a.type !== 'turn' || !a.place.tile.startsWith('river1/'))).toBe(true);
      expect(game.state.ended).toBe(true);
      expect(wheelOf(game.state)).toBeDefined();
    });
  }

  it('lets a follower go on a crown space during the river, unless followers wait for the river to be done', () => {
    const spring = turn('river1/spring', [-1, -3], 270, { follower: { crown: 'taxes', space: 1 } });
    const start = (riverFollowersDuringRiver: boolean) => {
      const r = createGame({ sets: ['river1', 'wheel'], players: ['blue', 'red'], deck: ['river1/spring', 'river1/lake'], options: { riverFollowersDuringRiver } });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r;
    };
    const [open, strict] = [start(true), start(false)];
    expect(applyAction(open.value, spring).ok).toBe(true);
    expect(refused(strict.value, spring).ruling).toBe('house-river-no-followers-until-done');
  });

  it('refuses a spring laid along the board instead of away from it', () => {
    const s = wheelGame({ sets: ['river1', 'wheel'], tiles: [t('wheel/board', -2, -2)], deck: ['river1/spring', 'river1/lake'] });
    // against the board's north landscape at [-1, -3], the river must leave northwards
    expect(applyAction(s, turn('river1/spring', [-1, -3], 270)).ok).toBe(true);
    expect(refused(s, turn('river1/spring', [-1, -3], 0)).ruling).toBe('river-with-wheel');
  });
});
