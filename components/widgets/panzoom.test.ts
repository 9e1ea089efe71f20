import { describe, expect, test } from 'vitest';
import { FIT, focusCell } from './panzoom.ts';

describe('focusCell', () => {
  test('a cell drawn smaller than wanted is zoomed to that size and centred in the viewport', () => {
    // a 290 × 174 px board of 5 × 3 cells (58 px): the middle cell
    const v = focusCell(FIT, 2 * 58, 58, 58, 80, 290, 174);
    expect(v.z).toBeCloseTo(80 / 58);
    const left = v.x + 2 * 58 * v.z;
    const top = v.y + 58 * v.z;
    expect(left + 40).toBeCloseTo(145);
    expect(top + 40).toBeCloseTo(87);
  });

  test('near an edge the board stays covering the viewport; a cell already large enough changes nothing', () => {
    const v = focusCell(FIT, 0, 0, 58, 80, 290, 174);
    expect(v.x).toBe(0);
    expect(v.y).toBe(0);
    expect(focusCell(FIT, 0, 0, 100, 80, 500, 300)).toBe(FIT);
  });
});
