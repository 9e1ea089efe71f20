// The board's layout (which tile lies where, turned how) and what derives from it alone: cell lookup,
// segment tables, the frontier, and features joined across tile sides. Followers and module pieces change
// often and the layout rarely, so one layout is shared by every board array with the same tiles;
// states made by the core register that sharing, and any other board array is laid out from scratch.
import { SIDES } from './types.ts';
import type { Coord, PlacedTile, Placement, Side } from './types.ts';
import { facingHalf, opposite } from './geometry.ts';
import { tileTable } from './tiles.ts';
import type { TileTable } from './tiles.ts';

// Coordinates stay far inside ±2^15 on any real board; a number key avoids string building.
const OFFSET = 1 << 15;
export const cellKey = (x: number, y: number): number => (x + OFFSET) * 65536 + (y + OFFSET);
export const keyOf = (at: Coord): number => cellKey(at[0], at[1]);
const fromKey = (k: number): Coord => [Math.floor(k / 65536) - OFFSET, (k % 65536) - OFFSET];
// Key steps for N, E, S, W: one column is 65536 keys, one row is 1.
const STEP: Readonly<Record<Side, number>> = { N: -1, E: 65536, S: 1, W: -65536 };
/** The key of the cell across `side` of `at`, without building a coordinate. */
export const neighbourKey = (at: Coord, side: Side): number => keyOf(at) + STEP[side];

const MAX_CHILDREN = 8;

export class Layout {
  readonly ats: readonly Coord[];
  readonly tables: readonly TileTable[];
  /** cell key -> tile index */
  readonly byCell: ReadonlyMap<number, number>;
  /** first node of each tile, plus the node count at the end; node = offsets[tile] + segment */
  readonly offsets: readonly number[];
  /** node -> root, after joining features across tile sides (module joins come later, per state) */
  readonly root: Int32Array;
  private frontierKeys: Set<number> | undefined;
  private frontierCache: readonly Coord[] | undefined;
  private readonly children = new Map<string, Layout>();

  /** From scratch, or (given `prev`) as `prev` plus its last tile, reusing prev's joins. */
  constructor(ats: readonly Coord[], tables: readonly TileTable[], prev?: Layout) {
    this.ats = ats;
    this.tables = tables;
    const last = ats.length - 1;
    if (prev === undefined) this.byCell = new Map(ats.map((at, i) => [keyOf(at), i]));
    else this.byCell = new Map(prev.byCell).set(keyOf(ats[last]!), last);
    const offsets = prev === undefined ? [0] : [...prev.offsets];
    for (let i = offsets.length - 1; i < tables.length; i++) offsets.push(offsets[i]! + tables[i]!.segments.length);
    this.offsets = offsets;
    this.root = prev === undefined ? joinAcrossSides(this, 0) : joinAcrossSides(this, last, prev.root);
    if (prev?.frontierKeys !== undefined) this.frontierKeys = this.addToFrontier(new Set(prev.frontierKeys), ats[last]!);
  }

  private addToFrontier(keys: Set<number>, at: Coord): Set<number> {
    keys.delete(keyOf(at));
    for (const side of SIDES) {
      const k = neighbourKey(at, side);
      if (!this.byCell.has(k)) keys.add(k);
    }
    return keys;
  }

  get size(): number {
    return this.ats.length;
  }

  get nodeCount(): number {
    return this.offsets[this.ats.length]!;
  }

  /** Empty cells that touch a placed tile along a side. */
  get frontier(): readonly Coord[] {
    if (this.frontierCache === undefined) {
      if (this.frontierKeys === undefined) {
        const keys = new Set<number>();
        for (const at of this.ats) this.addToFrontier(keys, at);
        this.frontierKeys = keys;
      }
      this.frontierCache = [...this.frontierKeys].map(fromKey);
    }
    return this.frontierCache;
  }

  /** This layout plus one tile; built once per distinct placement and shared. */
  extend(p: Placement & { readonly as?: string }): Layout {
    const k = `${p.as ?? p.tile}|${p.at[0]},${p.at[1]}|${p.rot}`;
    let child = this.children.get(k);
    if (child === undefined) {
      child = new Layout([...this.ats, p.at], [...this.tables, tableOf(p)], this);
      // A widget tries many placements on one position; only the last few are worth keeping.
      if (this.children.size >= MAX_CHILDREN) this.children.delete(this.children.keys().next().value!);
      this.children.set(k, child);
    }
    return child;
  }
}

/** A module's stand-in (`as`) gives the segments when there is one. */
function tableOf(p: { tile: string; rot: PlacedTile['rot']; as?: string }): TileTable {
  const t = tileTable(p.as ?? p.tile, p.rot);
  // A placed tile always has data: createGame and applyAction refuse unknown ids.
  if (t === undefined) throw new Error(`no tile data for placed tile ${p.tile}`);
  return t;
}

export function findRoot(parent: Int32Array, a: number): number {
  while (parent[a]! !== a) {
    parent[a] = parent[parent[a]!]!;
    a = parent[a]!;
  }
  return a;
}

export function union(parent: Int32Array, a: number, b: number): void {
  const ra = findRoot(parent, a);
  const rb = findRoot(parent, b);
  if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
}

const HALVES_OF = { N: ['NL', 'NR'], E: ['EL', 'ER'], S: ['SL', 'SR'], W: ['WL', 'WR'] } as const;

/** Joins tile i to the neighbour across `side`: same-kind edge features, fields half-side to half-side. */
function joinSide(l: Layout, parent: Int32Array, i: number, side: Side): void {
  const j = l.byCell.get(neighbourKey(l.ats[i]!, side));
  if (j === undefined) return;
  const t = l.tables[i]!;
  const u = l.tables[j]!;
  const a = t.bySide[side];
  const b = u.bySide[opposite(side)];
  if (a >= 0 && b >= 0 && t.segments[a]!.kind === u.segments[b]!.kind) union(parent, l.offsets[i]! + a, l.offsets[j]! + b);
  for (const half of HALVES_OF[side]) {
    const fa = t.byHalf[half];
    const fb = u.byHalf[facingHalf(half)];
    if (fa >= 0 && fb >= 0) union(parent, l.offsets[i]! + fa, l.offsets[j]! + fb);
  }
}

/**
 * Union-find over segments, returned flattened (node -> root). From scratch, each shared side is
 * joined once (east and south); from a previous layout's roots, only the tiles from `from` on are joined.
 */
function joinAcrossSides(l: Layout, from: number, prevRoot?: Int32Array): Int32Array {
  const n = l.offsets[l.ats.length]!;
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  if (prevRoot !== undefined) parent.set(prevRoot);
  for (let i = from; i < l.ats.length; i++) {
    for (const side of prevRoot === undefined ? (['E', 'S'] as const) : SIDES) joinSide(l, parent, i, side);
  }
  for (let i = 0; i < n; i++) parent[i] = findRoot(parent, i);
  return parent;
}

const layouts = new WeakMap<readonly PlacedTile[], Layout>();

export function boardIndex(board: readonly PlacedTile[]): Layout {
  let l = layouts.get(board);
  if (l === undefined) {
    l = new Layout(board.map((p) => p.at), board.map(tableOf));
    layouts.set(board, l);
  }
  return l;
}

/** `next` holds the same tiles as `prev`, in the same order (only followers or module pieces changed). */
export function sameLayout(next: readonly PlacedTile[], prev: readonly PlacedTile[]): readonly PlacedTile[] {
  const l = layouts.get(prev);
  if (l !== undefined) layouts.set(next, l);
  return next;
}

/** `next` is `prev` plus `p` at its end. */
export function extendedLayout(next: readonly PlacedTile[], prev: readonly PlacedTile[], p: Placement & { readonly as?: string }): readonly PlacedTile[] {
  layouts.set(next, boardIndex(prev).extend(p));
  return next;
}

export function tileIndexAt(l: Layout, at: Coord): number {
  return l.byCell.get(keyOf(at)) ?? -1;
}

/** Index of the tile across `side` of the cell `at`, or -1. */
export function neighbourIndex(l: Layout, at: Coord, side: Side): number {
  return l.byCell.get(neighbourKey(at, side)) ?? -1;
}

/** How many of the 8 surrounding cells hold a tile. */
export function surroundingCount(l: Layout, at: Coord): number {
  let n = 0;
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      if ((dx !== 0 || dy !== 0) && l.byCell.has(cellKey(at[0] + dx, at[1] + dy))) n++;
    }
  }
  return n;
}

/** Same multi-cell piece: the sides between its cells were laid together and are never checked. */
export function samePiece(a: PlacedTile, b: PlacedTile): boolean {
  return a.piece !== undefined && b.piece !== undefined && a.piece.tile === b.piece.tile
    && a.piece.at[0] === b.piece.at[0] && a.piece.at[1] === b.piece.at[1];
}
