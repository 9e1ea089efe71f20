// Placement rules of the River: continuation, U-turns under both options, forks and joined branches.
import { describe, expect, it } from 'vitest';
import { at, river, verdict } from './helpers.test-util.ts';

// The spring at [0, 0] sends the river east. A curve at rot 90 (river W–N) turns it north (a left turn).
const SPRING = at('river1/spring', 0, 0);
const LEFT_NORTH = at('river1/curve', 1, 0, 90);

describe('river-must-continue', () => {
  const s = river({ tiles: [SPRING, at('river1/straight', 1, 0)] });

  it('accepts a tile whose river meets the open end', () => {
    expect(verdict(s, 'river1/curve', 2, 0, 0)).toBe('ok');
    expect(verdict(s, 'river1/straight', 2, 0, 180)).toBe('ok');
  });

  it('refuses a river tile that touches the river only by land', () => {
    expect(verdict(s, 'river1/curve', 1, 1, 270)).toBe('river-must-continue');
    expect(verdict(s, 'river1/straight', 0, 1, 90)).toBe('base-edges-match');
    expect(verdict(s, 'river1/cloister-road', 1, -1, 180)).toBe('river-must-continue');
  });

  it('refuses any river tile once the river has no open end', () => {
    const done = river({ tiles: [SPRING, at('river1/lake', 1, 0)] });
    expect(verdict(done, 'river1/straight', 0, 1, 0)).toBe('river-must-continue');
  });

  it('leaves ordinary tiles to the core', () => {
    const mixed = river({ sets: ['base', 'river1'], tiles: [SPRING] });
    expect(verdict(mixed, 'base/B', 0, 1, 0)).toBe('ok');
    expect(verdict(mixed, 'base/B', 1, 0, 0)).toBe('base-edges-match');
  });
});

describe('river-no-u-turn (riverUTurn "immediate", the default)', () => {
  const s = river({ tiles: [SPRING, LEFT_NORTH] });

  it('refuses a second curve turning the same way at once', () => {
    expect(verdict(s, 'river1/curve', 1, -1, 0)).toBe('river-no-u-turn');
    expect(verdict(s, 'river1/city-curve', 1, -1, 90)).toBe('river-no-u-turn');
  });

  it('accepts the curve turning back, and a straight', () => {
    expect(verdict(s, 'river1/curve', 1, -1, 270)).toBe('ok');
    expect(verdict(s, 'river1/straight', 1, -1, 90)).toBe('ok');
  });

  it('accepts the same turn with a straight between (river-u-turn-immediate)', () => {
    const t = river({ tiles: [SPRING, LEFT_NORTH, at('river1/straight', 1, -1, 90)] });
    expect(verdict(t, 'river1/curve', 1, -2, 0)).toBe('ok');
  });

  it('sees a right-hand hairpin as well as a left-hand one', () => {
    const right = river({ tiles: [SPRING, at('river1/curve', 1, 0, 0)] });
    expect(verdict(right, 'river1/curve', 1, 1, 90)).toBe('river-no-u-turn');
    expect(verdict(right, 'river1/curve', 1, 1, 180)).toBe('ok');
  });

  it('never counts an end tile as a turn', () => {
    expect(verdict(s, 'river1/lake', 1, -1, 270)).toBe('ok');
  });
});

describe('house-river-all-u-turns (riverUTurn "any")', () => {
  const options = { riverUTurn: 'any' as const };

  it('refuses a U-turn with a straight between', () => {
    const s = river({ options, tiles: [SPRING, LEFT_NORTH, at('river1/straight', 1, -1, 90)] });
    expect(verdict(s, 'river1/curve', 1, -2, 0)).toBe('house-river-all-u-turns');
    expect(verdict(s, 'river1/curve', 1, -2, 270)).toBe('ok');
  });

  it('still cites the official rule for an immediate U-turn', () => {
    const s = river({ options, tiles: [SPRING, LEFT_NORTH] });
    expect(verdict(s, 'river1/curve', 1, -1, 0)).toBe('river-no-u-turn');
  });

  it('makes curves alternate: left, right, straight, right is refused, left is not', () => {
    const tiles = [SPRING, LEFT_NORTH, at('river1/curve', 1, -1, 270), at('river1/straight', 2, -1, 0)];
    const s = river({ options, tiles });
    expect(verdict(s, 'river1/curve', 3, -1, 0)).toBe('house-river-all-u-turns');
    expect(verdict(s, 'river1/curve', 3, -1, 90)).toBe('ok');
    // the official reading lets both through
    expect(verdict(river({ tiles }), 'river1/curve', 3, -1, 0)).toBe('ok');
  });
});

describe('River II: fork and branches', () => {
  const spring = at('river2/spring', 0, 0);
  const fork = at('river2/fork', 1, 0, 0);

  it('treats a branch leaving the fork sideways as a turn (river2-branches)', () => {
    const s = river({ sets: ['river2'], tiles: [spring, fork] });
    // the north branch has turned left: a left curve there would double back
    expect(verdict(s, 'river2/curve', 1, -1, 0)).toBe('river-no-u-turn');
    expect(verdict(s, 'river2/curve', 1, -1, 270)).toBe('ok');
    // the east branch runs straight on: both curves are fine
    expect(verdict(s, 'river2/curve', 2, 0, 0)).toBe('ok');
    expect(verdict(s, 'river2/curve', 2, 0, 90)).toBe('ok');
  });

  it('finds the trunk of the fork from the spring, whatever order the position lists its tiles in', () => {
    const s = river({ sets: ['river2'], tiles: [fork, spring] });
    expect(verdict(s, 'river2/curve', 1, -1, 0)).toBe('river-no-u-turn');
  });

  it('refuses a tile joining the two branches (river2-branches-apart)', () => {
    const s = river({ sets: ['river2'], tiles: [spring, fork, at('river2/pig-herd', 2, 0, 0), at('river2/curve', 1, -1, 270)] });
    expect(verdict(s, 'river2/city-curve', 2, -1, 90)).toBe('river2-branches-apart');
  });

  it('refuses a loop in a river without a fork as a U-turn', () => {
    // bag play grows both ends of one river; meeting itself is the river turning back on itself
    const tiles = [at('river1/curve', 0, 0, 270), at('river1/straight', 1, 0, 0), at('river1/curve', 2, 0, 0),
      at('river1/straight', 2, 1, 90), at('river1/curve', 2, 2, 90), at('river1/straight', 1, 2, 0),
      at('river1/curve', 0, 2, 180)];
    const s = river({ options: { riverOrder: 'bag' }, tiles });
    expect(verdict(s, 'river1/straight', 0, 1, 90)).toBe('river-no-u-turn');
  });
});
