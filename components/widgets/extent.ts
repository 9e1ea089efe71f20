// One frame for every step of a scenario: the board keeps its size and framing while the reader steps
// through it, so the buttons under it never jump. The frame is the union of each position's tiles, with
// one empty ring round those the reader may try a move on (every cell a tile could be tried on), worked
// out once: a ring nobody can play in only shrinks the tiles, which on a phone are small already.
import type { Coord, GameState } from '../../engine/core/types.ts';
import type { WidgetLang } from './i18n.ts';
import { bounds, keyOf, landmarksOf, namedCells } from './view.ts';
import type { BoardView, CellView } from './view.ts';

export interface Extent {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function unionExtent(a: Extent | null, b: Extent): Extent {
  if (a === null) return b;
  return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
}

/**
 * The extent covering every position, with `extra` cells (refused tries, counted placements) kept in
 * view; `ringAt(i)` says whether position i may be tried (then the empty cells round it are kept too).
 */
export function extentOf(positions: readonly GameState[], extra: readonly Coord[] = [], ringAt: (i: number) => boolean = () => true): Extent | null {
  let out: Extent | null = null;
  positions.forEach((p, i) => {
    const b = bounds(p, []);
    const tiles = p.board.length > 0 && !ringAt(i);
    out = unionExtent(out, tiles ? { minX: b.minX + 1, minY: b.minY + 1, maxX: b.maxX - 1, maxY: b.maxY - 1 } : b);
  });
  for (const [x, y] of extra) out = unionExtent(out, { minX: x, minY: y, maxX: x, maxY: y });
  return out;
}

/** The cells a view draws something on: tiles, cells that take the tile in hand, the ghost of a try. */
function contentOf(view: BoardView): Extent | null {
  let out: Extent | null = null;
  for (const c of view.cells) if (c.state !== 'empty') out = unionExtent(out, { minX: c.x, minY: c.y, maxX: c.x, maxY: c.y });
  const g = view.ghost?.at;
  return g ? unionExtent(out, { minX: g[0], minY: g[1], maxX: g[0], maxY: g[1] }) : out;
}

export const extentOfView = (v: BoardView): Extent => ({ minX: v.minX, minY: v.minY, maxX: v.minX + v.cols - 1, maxY: v.minY + v.rows - 1 });

/**
 * The view drawn in `extent`, or in the larger of its own bounds and `extent` (`fit: 'grow'`, a frame
 * that only grows, as the river builder's); `'frame'` keeps only what the view draws on (tiles, marked
 * cells) from its own bounds, so the empty ring of a position nobody plays on is not added. The cells
 * added are empty.
 */
export function withinExtent(view: BoardView, extent: Extent | null, lang: WidgetLang, fit: 'grow' | 'frame' = 'grow'): BoardView {
  if (extent === null) return view;
  const own = fit === 'grow' ? extentOfView(view) : contentOf(view);
  const e = own ? unionExtent(extent, own) : extent;
  const cols = e.maxX - e.minX + 1;
  const rows = e.maxY - e.minY + 1;
  if (cols === view.cols && rows === view.rows && e.minX === view.minX && e.minY === view.minY) return view;
  const known = new Map(view.cells.map((c) => [keyOf(c.x, c.y), c]));
  const grid: CellView[] = [];
  for (let y = e.minY; y <= e.maxY; y++) {
    for (let x = e.minX; x <= e.maxX; x++) grid.push(known.get(keyOf(x, y)) ?? { x, y, state: 'empty', name: '' });
  }
  // named again in the larger grid, so that no two cells share a name
  const cells: CellView[] = namedCells(grid, landmarksOf(view), lang, e);
  return { ...view, minX: e.minX, minY: e.minY, cols, rows, cells };
}
