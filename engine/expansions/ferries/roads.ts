// Following roads out of the tile just placed, lake by lake, to settle which ferries its player may move.
// The walk reads the layout and the ferries of the lakes it meets; it never enters the new tile again, so
// a new lake tile's own ferry cannot change what is found (ferries-several-roads, example 5 of the rules).
import { SIDES } from '../../core/types.ts';
import type { Coord, PlacedTile, Side } from '../../core/types.ts';
import { boardIndex, neighbourIndex, tileIndexAt } from '../../core/board.ts';
import { opposite } from '../../core/geometry.ts';
import { acrossFerry, ferryPairs, isJetty } from './lakes.ts';
import type { Ferry } from './lakes.ts';

/** A lake the road from the new tile reaches. */
export interface LakeMeeting {
  /** the lake tile */
  readonly at: Coord;
  /** the jetty the road arrives at */
  readonly jetty: Side;
  /** the lake tile's ferry, if it has one */
  readonly ferry: Ferry | undefined;
  /** how many ferries the road crossed before reaching this lake (0: the first lake on the road) */
  readonly crossed: number;
  /** the side of the new tile the road leaves by */
  readonly via: Side;
}

/** A ferry the tile just placed lets its player move (api.md). */
export interface MovableFerry {
  readonly at: Coord;
  readonly ferry: Ferry;
  readonly pairs: readonly Ferry[];
  readonly via: Side;
}

/** The lakes met along the road that leaves the tile at `start` by `via`, nearest first. */
export function lakesAlong(board: readonly PlacedTile[], start: Coord, via: Side): LakeMeeting[] {
  const layout = boardIndex(board);
  const home = tileIndexAt(layout, start);
  const out: LakeMeeting[] = [];
  const seen = new Set<number>();
  let from = start;
  let side = via;
  let crossed = 0;
  for (;;) {
    const j = neighbourIndex(layout, from, side);
    if (j < 0 || j === home) return out;
    const enter = opposite(side);
    const key = j * 4 + SIDES.indexOf(enter);
    if (seen.has(key)) return out;
    seen.add(key);
    const table = layout.tables[j]!;
    const seg = table.segments[table.bySide[enter]];
    if (seg === undefined || seg.kind !== 'road') return out;
    const placed = board[j]!;
    let next: Side | undefined;
    if (isJetty(seg)) {
      out.push({ at: placed.at, jetty: enter, ferry: placed.ferry, crossed, via });
      next = acrossFerry(placed.ferry, enter);
      crossed++;
    } else {
      // Roads in the tile data run between at most two sides: the other one, if any, goes on.
      next = seg.sides.find((s) => s !== enter);
    }
    if (next === undefined) return out;
    from = placed.at;
    side = next;
  }
}

/** Every lake met from every road end of the tile at `at` (the board already holds it). */
export function lakesFrom(board: readonly PlacedTile[], at: Coord): LakeMeeting[] {
  const layout = boardIndex(board);
  const i = tileIndexAt(layout, at);
  if (i < 0) return [];
  const table = layout.tables[i]!;
  return SIDES.filter((s) => table.segments[table.bySide[s]]?.kind === 'road').flatMap((s) => lakesAlong(board, at, s));
}

/** A meeting where the road reaches the first lake at the jetty its ferry stands on. */
export const isFirstFerry = (m: LakeMeeting): boolean => m.crossed === 0 && acrossFerry(m.ferry, m.jetty) !== undefined;

/** The ferries the tile at `at` lets its player move: the first one on each of its roads, once each. */
export function movableFrom(board: readonly PlacedTile[], at: Coord): MovableFerry[] {
  const out: MovableFerry[] = [];
  const layout = boardIndex(board);
  for (const m of lakesFrom(board, at)) {
    if (!isFirstFerry(m) || out.some((f) => f.at[0] === m.at[0] && f.at[1] === m.at[1])) continue;
    const lake = board[tileIndexAt(layout, m.at)]!;
    out.push({ at: m.at, ferry: m.ferry!, pairs: ferryPairs(lake.tile, lake.rot), via: m.via });
  }
  return out;
}
