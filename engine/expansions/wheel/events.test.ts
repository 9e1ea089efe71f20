// The five scoring events, each reached by drawing a wheel tile from the sector before it. The board's
// north-west cell is at [-2, -2]; wheel/U1 (icon 1) turned 90 continues the board's north road at [0, -3].
import { describe, expect, it } from 'vitest';
import { famineOutnumbered } from './events.ts';
import { act, boardWith, pig, scored, t, turn, wheelGame } from './helpers.test-util.ts';

const U1_NORTH = turn('wheel/U1', [0, -3], 90);

describe('Fortune (wheel-fortune)', () => {
  it('gives the active player 3, and nobody else anything', () => {
    const r = act(wheelGame({ pig: 'plague' }), U1_NORTH);
    expect(pig(r.state)).toBe('fortune');
    expect(scored(r.events)).toEqual([['blue', 'wheel-fortune', 3]]);
    expect(r.events[0]!.items).toEqual([{ what: 'fortune', count: 1, points: 3 }]);
    expect(r.state.scores).toEqual({ blue: 3, red: 0, green: 0 });
  });

  it('goes to whoever acts, not to whose turn the position says it is', () => {
    const r = act(wheelGame({ pig: 'plague' }), { ...U1_NORTH, player: 'green' });
    expect(scored(r.events)).toEqual([['green', 'wheel-fortune', 3]]);
  });
});

describe('Taxes (wheel-taxes, wheel-taxes-any-follower)', () => {
  // The rulebook's example: blue has two knights and red one in a city with two shields.
  const example = wheelGame({
    tiles: [
      boardWith({ player: 'red', on: 'N', cell: [0, 0] }),
      t('wheel/F', -2, -3, 90, [{ player: 'blue', on: 'N' }]),
      t('wheel/F', -2, -4, 90, [{ player: 'blue', on: 'N' }]),
    ],
  });

  it('pays blue 2 x (2 shields + 2 knights) = 8 and red 2 shields + 1 knight = 3, as in the rulebook', () => {
    const r = act(example, U1_NORTH);
    expect(pig(r.state)).toBe('taxes');
    expect(scored(r.events)).toEqual([['blue', 'wheel-taxes', 8], ['red', 'wheel-taxes', 3]]);
    // items count what is in the city: blue's 2 knights (2 points each), its 2 shields (2 points each)
    expect(r.events[0]!.items).toEqual([{ what: 'knight', count: 2, points: 4 }, { what: 'shield', count: 2, points: 4 }]);
    expect(r.events[1]!.items).toEqual([{ what: 'knight', count: 1, points: 1 }, { what: 'shield', count: 2, points: 2 }]);
    expect(r.events[0]).toMatchObject({ feature: 'taxes', rulings: ['wheel-taxes', 'wheel-taxes-any-follower'] });
  });

  it('counts a follower on the board landscape as a knight like any other, and pays nothing for farmers or thieves', () => {
    const s = wheelGame({ tiles: [boardWith({ player: 'red', on: 'N', cell: [0, 0] }, { player: 'green', on: 'NL', cell: [1, 0] }, { player: 'green', on: 'N', cell: [2, 0] })] });
    const r = act(s, U1_NORTH);
    expect(scored(r.events)).toEqual([['red', 'wheel-taxes', 1]]);
  });

  it('is paid before the drawn tile closes the city', () => {
    // City Z (the board's south-west cell) is one tile short; the drawn wheel/N1 closes it.
    const s = wheelGame({
      tiles: [boardWith({ player: 'blue', on: 'S', cell: [0, 3] }), t('wheel/E', -3, 1, 90), t('wheel/E', -3, 2, 90)],
    });
    const r = act(s, turn('wheel/N1', [-2, 2], 0));
    expect(scored(r.events.filter((e) => e.points > 0))).toEqual([['blue', 'wheel-taxes', 1], ['blue', 'base-city-score', 8]]);
    expect(r.state.supply.blue).toBe(7);
  });
});

describe('Famine (wheel-famine, wheel-famine-no-majority)', () => {
  // Field A of the board touches city X, which a city cap closes; blue has two farmers there, red one.
  const tiles = [
    boardWith({ player: 'blue', on: 'NL', cell: [1, 0] }, { player: 'blue', on: 'WL', cell: [0, 0] }, { player: 'red', on: 'NL', cell: [0, 1] }),
    t('wheel/E', -2, -3, 180, [{ player: 'green', on: 'NL' }]),
  ];

  it('pays every farmer 1 per completed city, majority or not (Big Box 5)', () => {
    const r = act(wheelGame({ pig: 'taxes', tiles }), U1_NORTH);
    expect(pig(r.state)).toBe('famine');
    expect(scored(r.events)).toEqual([['blue', 'wheel-famine', 2], ['red', 'wheel-famine', 1], ['green', 'wheel-famine', 1]]);
    expect(r.events[0]!.items).toEqual([{ what: 'completed-city', count: 2, points: 2 }]);
    // red scores only because the majority is no longer needed: the event says so
    expect(r.events[1]).toMatchObject({ rulings: ['wheel-famine', 'wheel-famine-no-majority'] });
    expect(r.events[0]).toMatchObject({ rulings: ['wheel-famine'] });
  });

  it('with famineMajority (before Big Box 5), pays only the farm majority, each of its farmers 1 per city', () => {
    const r = act(wheelGame({ pig: 'taxes', tiles, options: { famineMajority: true } }), U1_NORTH);
    expect(scored(r.events)).toEqual([['blue', 'wheel-famine-no-majority', 2], ['green', 'wheel-famine-no-majority', 1]]);
  });

  it('says whom famine passes over under famineMajority, and who outnumbers them; nobody without it', () => {
    const s = wheelGame({ pig: 'taxes', tiles, options: { famineMajority: true } });
    expect(famineOutnumbered(s).map((o) => [o.player, o.by, o.ruling])).toEqual([['red', ['blue'], 'wheel-famine-no-majority']]);
    expect(famineOutnumbered(wheelGame({ pig: 'taxes', tiles }))).toEqual([]);
  });

  it('pays nothing for a farm with no completed city', () => {
    const s = wheelGame({ pig: 'taxes', tiles: [boardWith({ player: 'blue', on: 'NL', cell: [1, 0] })] });
    expect(act(s, U1_NORTH).events).toEqual([]);
  });
});

describe('Famine with the pig-herd (wheel-famine-bonuses)', () => {
  // River II's pig-herd tile joins field A from the west.
  const setup = (pigHerd: boolean) => wheelGame({
    sets: ['wheel', 'river2'], pig: 'taxes', options: { pigHerd },
    tiles: [
      boardWith({ player: 'blue', on: 'NL', cell: [1, 0] }, { player: 'blue', on: 'NL', cell: [0, 1] }, { player: 'red', on: 'WL', cell: [0, 0] }),
      t('river2/pig-herd', -3, -2, 0), t('wheel/E', -2, -3, 180),
    ],
  });

  it('adds 1 per completed city for each farmer who scores on the herd\'s farm', () => {
    const r = act(setup(true), U1_NORTH);
    expect(scored(r.events)).toEqual([
      ['blue', 'wheel-famine', 2], ['red', 'wheel-famine', 1], ['blue', 'wheel-famine-bonuses', 2], ['red', 'wheel-famine-bonuses', 1],
    ]);
    expect(r.events[2]!.items).toEqual([{ what: 'pig-herd', count: 2, points: 2 }]);
  });

  it('adds nothing with the pig-herd switched off', () => {
    expect(scored(act(setup(false), U1_NORTH).events)).toEqual([['blue', 'wheel-famine', 2], ['red', 'wheel-famine', 1]]);
  });
});

describe('Storm (wheel-storm)', () => {
  it('pays each player 1 per follower in supply; an empty supply scores nothing', () => {
    const r = act(wheelGame({ pig: 'famine', supply: { blue: 7, red: 3, green: 0 } }), U1_NORTH);
    expect(pig(r.state)).toBe('storm');
    expect(scored(r.events)).toEqual([['blue', 'wheel-storm', 7], ['red', 'wheel-storm', 3]]);
    expect(r.events[1]!.items).toEqual([{ what: 'follower-in-supply', count: 3, points: 3 }]);
  });

  it('counts the supply before the follower of this turn is placed', () => {
    const r = act(wheelGame({ pig: 'famine' }), { ...U1_NORTH, follower: { on: 'N' } });
    expect(scored(r.events)).toEqual([['blue', 'wheel-storm', 7], ['red', 'wheel-storm', 7], ['green', 'wheel-storm', 7]]);
    expect(r.state.supply.blue).toBe(6);
  });
});

describe('Inquisition (wheel-inquisition)', () => {
  it('pays 2 per monk; other followers earn nothing', () => {
    const s = wheelGame({
      pig: 'storm',
      tiles: [
        boardWith({ player: 'green', on: 'NL', cell: [1, 0] }),
        t('wheel/B', -1, -3, 0, [{ player: 'blue', on: 'cloister' }]),
        t('wheel/A', 0, -3, 0, [{ player: 'blue', on: 'cloister' }]),
        t('wheel/B', 1, -3, 0, [{ player: 'red', on: 'cloister' }]),
      ],
    });
    const r = act(s, turn('wheel/U1', [-3, -1], 0));
    expect(pig(r.state)).toBe('inquisition');
    expect(scored(r.events)).toEqual([['blue', 'wheel-inquisition', 4], ['red', 'wheel-inquisition', 2]]);
    expect(r.events[0]!.items).toEqual([{ what: 'monk', count: 2, points: 4 }]);
  });
});

describe('the wheel only turns for a wheel icon (wheel-turn-order)', () => {
  it('leaves the pig where it is for a tile without an icon', () => {
    const r = act(wheelGame({ pig: 'storm' }), turn('wheel/V', [0, -3], 0));
    expect(pig(r.state)).toBe('storm');
    expect(r.events).toEqual([]);
  });

  it('moves the pig by the icon: 2 for wheel/U2, 3 for wheel/V3, wrapping past the plague', () => {
    expect(pig(act(wheelGame({ pig: 'fortune' }), turn('wheel/U2', [0, -3], 90)).state)).toBe('famine');
    expect(pig(act(wheelGame({ pig: 'storm' }), turn('wheel/V3', [0, -3], 0)).state)).toBe('fortune');
  });
});
