// Pan and zoom as plain arithmetic. A board of cols × rows cells (its north-west cell at (minX, minY))
// is drawn on a stage at the "fit" cell size, `fitCell`: the whole board in the viewport (w × h px),
// unless its tiles would then be drawn too small to read, in which case the board keeps the smallest
// readable size and the reader pans over it. A view {z, x, y} scales the stage by z (z = 1 is "fit")
// and moves it by (x, y) px; a stage smaller than the viewport stays centred, a larger one never leaves
// a gap inside it, so the reader cannot lose the board.
import { FOLLOWER_MIN_EXTENT } from '../board/geometry.ts';

export interface View {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/** The viewport in px and the board's cells. */
export interface Frame {
  readonly w: number;
  readonly h: number;
  readonly cols: number;
  readonly rows: number;
  readonly minX: number;
  readonly minY: number;
}

/** A block of cells, inclusive. */
export interface CellBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export type Cell = readonly [number, number];

/** No tile is drawn smaller than this at "fit" (px)... */
export const MIN_TILE_PX = 40;
/** ...and no follower narrower than this (px); a follower is at least FOLLOWER_MIN_EXTENT of a tile's 100 units. */
export const MIN_FOLLOWER_PX = 12;
/** The smallest cell a board is drawn at: 62 px, where tiles are over 40 px and followers 12 px across. */
export const MIN_CELL = Math.max(MIN_TILE_PX, Math.ceil((MIN_FOLLOWER_PX * 100) / FOLLOWER_MIN_EXTENT));
/** The largest cell "fit" draws: a small board does not fill a wide screen with three tiles. */
export const MAX_FIT_CELL = 150;
export const MAX_ZOOM = 5;

const limit = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** The cell size at z = 1: the whole board in view, between MIN_CELL and MAX_FIT_CELL. */
export const fitCell = (f: Frame): number => Math.max(MIN_CELL, Math.min(f.w / f.cols, f.h / f.rows, MAX_FIT_CELL));

/** The stage's size at z = 1, in px. */
export function stageSize(f: Frame): [number, number] {
  const c = fitCell(f);
  return [f.cols * c, f.rows * c];
}

/** Keep the zoom within bounds, a small stage centred and a large one covering the viewport. */
export function clampView(v: View, f: Frame): View {
  const [sw, sh] = stageSize(f);
  const z = limit(v.z, 1, MAX_ZOOM);
  const axis = (t: number, size: number, room: number): number => (size <= room ? (room - size) / 2 : limit(t, room - size, 0));
  return { z, x: axis(v.x, sw * z, f.w), y: axis(v.y, sh * z, f.h) };
}

/** "Fit to view": z = 1, the board's centre at the viewport's centre. */
export function fitView(f: Frame): View {
  const [sw, sh] = stageSize(f);
  return clampView({ z: 1, x: (f.w - sw) / 2, y: (f.h - sh) / 2 }, f);
}

/** Zoom by `factor` keeping the point (px, py) of the viewport still. */
export function zoomAt(v: View, factor: number, px: number, py: number, f: Frame): View {
  const z = limit(v.z * factor, 1, MAX_ZOOM);
  const k = z / v.z;
  return clampView({ z, x: px - (px - v.x) * k, y: py - (py - v.y) * k }, f);
}

export function panBy(v: View, dx: number, dy: number, f: Frame): View {
  return clampView({ z: v.z, x: v.x + dx, y: v.y + dy }, f);
}

/** A cell's size on screen. */
export const cellPx = (v: View, f: Frame): number => fitCell(f) * v.z;

/** The part of the board in view, in board coordinates (a cell (x, y) spans x to x + 1). */
export function visibleArea(v: View, f: Frame): { left: number; top: number; right: number; bottom: number } {
  const s = cellPx(v, f);
  return { left: f.minX - v.x / s, top: f.minY - v.y / s, right: f.minX + (f.w - v.x) / s, bottom: f.minY + (f.h - v.y) / s };
}

const EPS = 1e-6;

/** Whether every cell of `b` is wholly in view. */
export function inView(b: CellBox, v: View, f: Frame): boolean {
  const a = visibleArea(v, f);
  return b.minX >= a.left - EPS && b.maxX + 1 <= a.right + EPS && b.minY >= a.top - EPS && b.maxY + 1 <= a.bottom + EPS;
}

/** Whether `b` could be wholly in view at this zoom. */
const fitsAt = (b: CellBox, v: View, f: Frame): boolean =>
  (b.maxX - b.minX + 1) * cellPx(v, f) <= f.w + EPS && (b.maxY - b.minY + 1) * cellPx(v, f) <= f.h + EPS;

const boxOf = ([x, y]: Cell): CellBox => ({ minX: x, minY: y, maxX: x, maxY: y });
const union = (a: CellBox, b: CellBox): CellBox =>
  ({ minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) });

/**
 * Pan as little as possible to bring the cells of `b` into view; a block larger than the viewport
 * shows its north-west part.
 */
export function revealBox(v: View, b: CellBox, f: Frame): View {
  const s = cellPx(v, f);
  const move = (start: number, size: number, room: number): number => {
    const end = start + size;
    if (start < 0 || size > room) return -start;
    return end > room ? room - end : 0;
  };
  const dx = move(v.x + (b.minX - f.minX) * s, (b.maxX - b.minX + 1) * s, f.w);
  const dy = move(v.y + (b.minY - f.minY) * s, (b.maxY - b.minY + 1) * s, f.h);
  return dx === 0 && dy === 0 ? v : panBy(v, dx, dy, f);
}

/**
 * What the board keeps in view after a move: `must` (the tile just laid) and as many of `want` (the
 * cells where the next tile fits, the pieces that may move) as the viewport holds with it: first those
 * already in view, then the nearest to `must`. The view pans as little as possible, and not at all when
 * all of that is in view already; it never zooms.
 */
export function followPlay(v: View, f: Frame, must: Cell | null, want: readonly Cell[]): View {
  const seen = (c: Cell): number => (inView(boxOf(c), v, f) ? 0 : 1);
  const from = must ?? want.find((c) => seen(c) === 0) ?? want[0];
  if (!from) return v;
  const far = (c: Cell): number => Math.hypot(c[0] - from[0], c[1] - from[1]);
  const order = [...want].sort((a, b) => seen(a) - seen(b) || far(a) - far(b));
  let box = boxOf(from);
  for (const c of order) {
    const next = union(box, boxOf(c));
    if (fitsAt(next, v, f)) box = next;
  }
  return inView(box, v, f) ? v : revealBox(v, box, f);
}

export const sameFrame = (a: Frame, b: Frame): boolean =>
  a.w === b.w && a.h === b.h && a.cols === b.cols && a.rows === b.rows && a.minX === b.minX && a.minY === b.minY;

/**
 * The same view for a new frame (the board grew, the viewport changed size): the board's point at the
 * viewport's centre stays there; a board at "fit" stays at fit, a zoomed one keeps its cells' size.
 */
export function reframe(v: View, from: Frame, to: Frame): View {
  if (sameFrame(from, to)) return v;
  const s = cellPx(v, from);
  const cx = from.minX + (from.w / 2 - v.x) / s;
  const cy = from.minY + (from.h / 2 - v.y) / s;
  const z = limit(v.z <= 1 + EPS ? 1 : s / fitCell(to), 1, MAX_ZOOM);
  const s2 = fitCell(to) * z;
  return clampView({ z, x: to.w / 2 - (cx - to.minX) * s2, y: to.h / 2 - (cy - to.minY) * s2 }, to);
}

/**
 * The viewport's height for a board `cols` × `rows` in a viewport `w` px wide: the whole board at the
 * viewport's width (rows of MIN_CELL to MAX_FIT_CELL px), but no taller than three quarters of the
 * screen (`screenH`). A board wider than the screen allows keeps its rows in view and pans sideways.
 */
export const viewportHeight = (w: number, cols: number, rows: number, screenH: number): number =>
  Math.min(rows * limit(w / cols, MIN_CELL, MAX_FIT_CELL), 0.75 * screenH);

export const transformOf = (v: View): string => `translate(${Math.round(v.x)}px, ${Math.round(v.y)}px) scale(${v.z})`;

/**
 * Zoom in on a cell until it is at least `minPx` wide on screen, centred when possible; a view that
 * already shows it that large only pans to show it.
 */
export function focusCell(v: View, at: Cell, minPx: number, f: Frame): View {
  if (cellPx(v, f) >= minPx) return revealBox(v, boxOf(at), f);
  const z = limit(minPx / fitCell(f), 1, MAX_ZOOM);
  const s = fitCell(f) * z;
  return clampView({ z, x: f.w / 2 - (at[0] - f.minX + 0.5) * s, y: f.h / 2 - (at[1] - f.minY + 0.5) * s }, f);
}
