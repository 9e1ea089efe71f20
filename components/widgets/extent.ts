// One frame for every step of a scenario: the board keeps its size and framing while the reader steps
// through it, so the buttons under it never jump. The frame is the union of the bounds that boardView
// would give each position (its tiles plus one empty ring), worked out once.
import type { Coord, GameState } from '../../engine/core/types.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetLang } from './i18n.ts';
import { bounds, cellName, keyOf } from './view.ts';
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

/** The extent covering every position, with `extra` cells (refused tries, counted placements) kept in view. */
export function extentOf(positions: readonly GameState[], extra: readonly Coord[] = []): Extent | null {
  let out: Extent | null = null;
  for (const p of positions) out = unionExtent(out, bounds(p, extra));
  return out;
}

export const extentOfView = (v: BoardView): Extent => ({ minX: v.minX, minY: v.minY, maxX: v.minX + v.cols - 1, maxY: v.minY + v.rows - 1 });

/** The view drawn in the larger of its own bounds and `extent`: the cells added are empty. */
export function withinExtent(view: BoardView, extent: Extent | null, lang: WidgetLang): BoardView {
  if (extent === null) return view;
  const e = unionExtent(extent, extentOfView(view));
  const cols = e.maxX - e.minX + 1;
  const rows = e.maxY - e.minY + 1;
  if (cols === view.cols && rows === view.rows && e.minX === view.minX && e.minY === view.minY) return view;
  const known = new Map(view.cells.map((c) => [keyOf(c.x, c.y), c]));
  const d = widgetDict(lang).tryit;
  const cells: CellView[] = [];
  for (let y = e.minY; y <= e.maxY; y++) {
    for (let x = e.minX; x <= e.maxX; x++) cells.push(known.get(keyOf(x, y)) ?? { x, y, state: 'empty', name: d.cell(cellName(x, y), d.empty) });
  }
  return { ...view, minX: e.minX, minY: e.minY, cols, rows, cells };
}
