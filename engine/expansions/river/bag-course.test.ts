// Where the river's course starts when the spring is not laid first. Out of the bag (and built from the
// lake) the course starts at the first river tile laid, and a spring that turns up later on a branch does
// not turn the fork round: the fork's trunk stays the arm by which it joined the river.
import { describe, expect, it } from 'vitest';
import { legalPlacements } from '../../index.ts';
import { at, river, verdict } from './helpers.test-util.ts';

// A river1+river2 bag game (seed 870862323), in the order the tiles were laid: the city bridge came out
// first; the fork at [3, 0] joined by its north arm (trunk N, branches S and E); the spring came
// eleventh, at the end of the south branch. The pig-herd is next, at the east branch's open end [4, 0].
const LAID = [
  at('river2/city-bridge', 0, 0, 0), at('river1/curve', 0, 1, 90), at('river1/road-curve', 0, -1, 270),
  at('river2/inn-bridge', 1, -1, 90), at('river1/road-bridge', 2, -1, 90), at('river2/city-curve', 3, -1, 90),
  at('river2/city-lake', -1, 1, 180), at('river2/fork', 3, 0, 90), at('river1/city-city', 3, 1, 90),
  at('river2/road-curve', 3, 2, 90), at('river2/city-road', 2, 2, 0), at('river2/curve', 1, 2, 180),
  at('river1/spring', 1, 1, 90),
];
const sets = ['river1', 'river2'] as const;

describe('the course out of the bag', () => {
  const s = river({ sets: [...sets], options: { riverOrder: 'bag' }, tiles: LAID });

  it('keeps the fork joined by its north arm: north-to-east turned left, so a left curve next doubles back', () => {
    // rot 0: river W–N, a left turn right after the fork's left turn (heading south, then east)
    expect(verdict(s, 'river2/pig-herd', 4, 0, 0)).toBe('river-no-u-turn');
    // rot 270: river W–S, turning right, away from the branch that came down from the north
    expect(verdict(s, 'river2/pig-herd', 4, 0, 270)).toBe('ok');
    expect(legalPlacements(s, 'river2/pig-herd')).toEqual([{ tile: 'river2/pig-herd', at: [4, 0], rot: 270 }]);
  });

  it('is the same built from the lake, where the spring also comes late', () => {
    const r = river({ sets: [...sets], options: { riverOrder: 'reverse' }, tiles: LAID });
    expect(verdict(r, 'river2/pig-herd', 4, 0, 0)).toBe('river-no-u-turn');
    expect(verdict(r, 'river2/pig-herd', 4, 0, 270)).toBe('ok');
  });

  it('differs from the stack order, where the course starts at the spring wherever the position lists it', () => {
    const stack = river({ sets: [...sets], tiles: LAID });
    // from the spring the fork is entered from the south: turning east there is a right turn
    expect(verdict(stack, 'river2/pig-herd', 4, 0, 0)).toBe('ok');
    expect(verdict(stack, 'river2/pig-herd', 4, 0, 270)).toBe('river-no-u-turn');
  });
});
