import { describe, expect, test } from 'vitest';
import {
  MIN_CELL, MIN_FOLLOWER_PX, MIN_TILE_PX, cellPx, clampView, fitCell, fitView, focusCell, followPlay, inView, panBy, reframe, revealBox, stageSize,
  viewportHeight, visibleArea, zoomAt,
} from './panzoom.ts';
import type { Frame, View } from './panzoom.ts';
import { FOLLOWER_MIN_EXTENT } from '../board/geometry.ts';

const frame = (w: number, h: number, cols: number, rows: number, minX = 0, minY = 0): Frame => ({ w, h, cols, rows, minX, minY });
const cell = (x: number, y: number) => ({ minX: x, minY: y, maxX: x, maxY: y });

describe('the scale of a board', () => {
  test('tiles are never under 40 px nor followers under 12 px at fit', () => {
    expect(MIN_CELL).toBeGreaterThanOrEqual(MIN_TILE_PX);
    expect((MIN_CELL * FOLLOWER_MIN_EXTENT) / 100).toBeGreaterThanOrEqual(MIN_FOLLOWER_PX);
    expect(MIN_CELL).toBe(62);
    // a long game on a phone: 25 columns in 343 px would be 14 px tiles
    expect(fitCell(frame(343, 400, 25, 20))).toBe(MIN_CELL);
  });

  test('a board that fits is drawn whole, at most 150 px a tile', () => {
    expect(fitCell(frame(600, 400, 6, 4))).toBe(100);
    expect(fitCell(frame(800, 450, 3, 3))).toBe(150);
    expect(stageSize(frame(600, 400, 6, 4))).toEqual([600, 400]);
  });

  test('the viewport is as tall as the board at the width, a wide board keeping its rows in view, at most 3/4 of the screen', () => {
    expect(viewportHeight(600, 6, 4, 900)).toBe(400);
    expect(viewportHeight(800, 3, 3, 900)).toBe(450);
    // 20 columns in 343 px: rows of 62 px, panned sideways
    expect(viewportHeight(343, 20, 6, 740)).toBe(6 * MIN_CELL);
    expect(viewportHeight(343, 20, 12, 740)).toBe(555);
  });

  test('a stage smaller than the viewport is centred; a larger one never leaves a gap', () => {
    // 3 × 3 cells of 100 px in an 800 × 300 viewport
    expect(fitView(frame(800, 300, 3, 3))).toEqual({ z: 1, x: 250, y: 0 });
    // 20 × 10 cells of 62 px in 343 × 400: centred at first, then clamped to the edges
    const f = frame(343, 400, 20, 10);
    const fit = fitView(f);
    expect(fit.x).toBeCloseTo((343 - 20 * MIN_CELL) / 2);
    expect(clampView({ z: 1, x: 50, y: 50 }, f)).toEqual({ z: 1, x: 0, y: 0 });
    expect(clampView({ z: 1, x: -5000, y: -5000 }, f)).toEqual({ z: 1, x: 343 - 20 * MIN_CELL, y: 400 - 10 * MIN_CELL });
    expect(panBy(fit, 10_000, 0, f).x).toBe(0);
  });

  test('zooming keeps the point under the pointer still and never goes below fit', () => {
    const f = frame(600, 400, 6, 4);
    const v = zoomAt(fitView(f), 2, 300, 200, f);
    expect(v.z).toBe(2);
    expect(v.x + 3 * 200).toBeCloseTo(300);
    expect(zoomAt(v, 0.1, 0, 0, f).z).toBe(1);
  });
});

describe('the view follows the play', () => {
  // a 20 × 12 board at 62 px in a 343 × 400 viewport: about 5 × 6 cells in view
  const f = frame(343, 400, 20, 12, -10, -6);
  const start: View = fitView(f);

  test('the visible area is read in board cells', () => {
    const a = visibleArea({ z: 1, x: 0, y: 0 }, f);
    expect(a.left).toBe(-10);
    expect(a.right).toBeCloseTo(-10 + 343 / MIN_CELL);
    expect(inView(cell(-10, -6), { z: 1, x: 0, y: 0 }, f)).toBe(true);
    expect(inView(cell(-4, -6), { z: 1, x: 0, y: 0 }, f)).toBe(false);
  });

  test('nothing moves when the tile laid and a cell for the next tile are in view', () => {
    const a = visibleArea(start, f);
    const x = Math.ceil(a.left);
    const y = Math.ceil(a.top);
    expect(followPlay(start, f, [x, y], [[x + 1, y], [9, 5]])).toBe(start);
  });

  test('a tile laid outside the view brings it in, with the nearest cell for the next tile', () => {
    const v = followPlay(start, f, [9, 5], [[-10, -6], [8, 5], [9, 4]]);
    expect(inView(cell(9, 5), v, f)).toBe(true);
    expect(inView(cell(8, 5), v, f)).toBe(true);
    expect(inView(cell(9, 4), v, f)).toBe(true);
    // the far corner cannot be shown with it at this zoom
    expect(inView(cell(-10, -6), v, f)).toBe(false);
    expect(v.z).toBe(start.z);
  });

  test('a cell already in view is preferred to panning towards a nearer one', () => {
    const a = visibleArea(start, f);
    const laid: [number, number] = [Math.ceil(a.left) + 1, Math.ceil(a.top) + 1];
    const seen: [number, number] = [Math.floor(a.right) - 1, Math.floor(a.bottom) - 1];
    expect(followPlay(start, f, laid, [[laid[0] - 3, laid[1]], seen])).toBe(start);
  });

  test('the pan is the least that shows them: one cell past the edge moves the board by about a cell', () => {
    const v0: View = { z: 1, x: 0, y: 0 };
    // the first column not wholly in view
    const x = -10 + Math.floor(343 / MIN_CELL);
    expect(inView(cell(x, -6), v0, f)).toBe(false);
    const v = followPlay(v0, f, [x, -6], []);
    expect(inView(cell(x, -6), v, f)).toBe(true);
    expect(v0.x - v.x).toBeGreaterThan(0);
    expect(v0.x - v.x).toBeLessThanOrEqual(MIN_CELL);
    expect(v.y).toBe(0);
  });

  test('without a tile laid, the pieces that may move are kept in view', () => {
    const v = followPlay(start, f, null, [[9, 5]]);
    expect(inView(cell(9, 5), v, f)).toBe(true);
  });

  test('revealBox of a block larger than the viewport shows its north-west part', () => {
    const v = revealBox({ z: 1, x: -500, y: -100 }, { minX: -10, minY: -6, maxX: 9, maxY: 5 }, f);
    expect(v).toEqual({ z: 1, x: 0, y: 0 });
  });
});

describe('a new frame keeps the view', () => {
  test('a board at fit stays at fit as it grows', () => {
    const a = frame(600, 400, 6, 4);
    const b = frame(600, 400, 8, 5, -1, -1);
    expect(reframe(fitView(a), a, b)).toEqual(fitView(b));
  });

  test('a zoomed board keeps its cells’ size and the point at the centre', () => {
    const a = frame(343, 400, 6, 6);
    const v = zoomAt(fitView(a), 2, 171.5, 200, a);
    const b = frame(343, 400, 7, 7, -1, 0);
    const w = reframe(v, a, b);
    expect(cellPx(w, b)).toBeCloseTo(cellPx(v, a));
    const centre = (x: View, f: Frame) => (f.w / 2 - x.x) / cellPx(x, f) + f.minX;
    expect(centre(w, b)).toBeCloseTo(centre(v, a));
  });
});

describe('focusCell', () => {
  test('a cell drawn smaller than wanted is zoomed to that size and centred in the viewport', () => {
    // a 290 × 174 px board of 5 × 3 cells (58 px): the middle cell
    const f = frame(290, 174, 5, 3);
    const v = focusCell(fitView(f), [2, 1], 80, f);
    expect(cellPx(v, f)).toBeCloseTo(80);
    expect(v.x + 2 * 80 + 40).toBeCloseTo(145);
    expect(v.y + 80 + 40).toBeCloseTo(87);
  });

  test('near an edge the board stays covering the viewport; a cell already large enough changes nothing', () => {
    const f = frame(290, 174, 5, 3);
    const v = focusCell(fitView(f), [0, 0], 80, f);
    expect(v.x).toBe(0);
    expect(v.y).toBe(0);
    const big = frame(500, 300, 5, 3);
    expect(focusCell(fitView(big), [0, 0], 80, big)).toEqual(fitView(big));
  });
});
