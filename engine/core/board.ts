// Lookups over the placed tiles, derived once per board (boards are immutable arrays, so a WeakMap on
// the array is a safe cache).
import { SIDES } from './types.ts';
import type { Coord, PlacedTile, Side } from './types.ts';
import { neighbour } from './geometry.ts';
import { tileTable } from './tiles.ts';
import type { TileTable } from './tiles.ts';

// Coordinates stay far inside ±2^15 on any real board; a number key avoids string building.
const OFFSET = 1 << 15;
export const cellKey = (x: number, y: number): number => (x + OFFSET) * 65536 + (y + OFFSET);
export const keyOf = (at: Coord): number => cellKey(at[0], at[1]);
const fromKey = (k: number): Coord => [Math.floor(k / 65536) - OFFSET, (k % 65536) - OFFSET];

export interface BoardIndex {
  readonly board: readonly PlacedTile[];
  /** cell key -> index into board */
  readonly byCell: ReadonlyMap<number, number>;
  readonly tables: readonly TileTable[];
  /** empty cells that touch a placed tile along a side */
  readonly frontier: readonly Coord[];
}

const cache = new WeakMap<readonly PlacedTile[], BoardIndex>();

export function boardIndex(board: readonly PlacedTile[]): BoardIndex {
  const hit = cache.get(board);
  if (hit !== undefined) return hit;
  const byCell = new Map<number, number>();
  const tables: TileTable[] = [];
  board.forEach((p, i) => {
    byCell.set(keyOf(p.at), i);
    const t = tileTable(p.tile, p.rot);
    // A placed tile always has data: createGame and applyAction refuse unknown ids.
    if (t === undefined) throw new Error(`no tile data for placed tile ${p.tile}`);
    tables.push(t);
  });
  const frontierKeys = new Set<number>();
  for (const p of board) {
    for (const side of SIDES) {
      const k = keyOf(neighbour(p.at, side));
      if (!byCell.has(k)) frontierKeys.add(k);
    }
  }
  const index = { board, byCell, tables, frontier: [...frontierKeys].map(fromKey) };
  cache.set(board, index);
  return index;
}

export function tileIndexAt(index: BoardIndex, at: Coord): number {
  return index.byCell.get(keyOf(at)) ?? -1;
}

/** Index of the tile across `side` of the cell `at`, or -1. */
export function neighbourIndex(index: BoardIndex, at: Coord, side: Side): number {
  const n = neighbour(at, side);
  return index.byCell.get(keyOf(n)) ?? -1;
}

/** How many of the 8 surrounding cells hold a tile. */
export function surroundingCount(index: BoardIndex, at: Coord): number {
  let n = 0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      if ((dx !== 0 || dy !== 0) && index.byCell.has(cellKey(at[0] + dx, at[1] + dy))) n++;
    }
  }
  return n;
}

/** Same multi-cell piece: the sides between its cells were laid together and are never checked. */
export function samePiece(a: PlacedTile, b: PlacedTile): boolean {
  return a.piece !== undefined && b.piece !== undefined && a.piece.tile === b.piece.tile
    && a.piece.at[0] === b.piece.at[0] && a.piece.at[1] === b.piece.at[1];
}
