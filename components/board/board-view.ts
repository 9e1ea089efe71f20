// Pure helpers between a position and its drawing: which tiles go where, the wheel board's cells
// gathered back into one piece, and the view box that fits everything with a margin.
import type { Coord, PlayerColor, Rotation, Side, Spot, TileDef } from '../../engine/core/types.ts';
import { ferryEnds, jettyButtonAt, spotAnchor } from './geometry.ts';
import type { Pt } from './path.ts';

export const CELL_UNITS = 100;

/** A placed tile as the engine's state holds it (structurally; the board needs nothing more). */
export interface PlacedLike {
  readonly tile: string;
  readonly at: Coord;
  readonly rot: Rotation;
  readonly followers?: readonly { readonly player: PlayerColor; readonly on: Spot }[];
  readonly ferry?: readonly [Side, Side];
  /** set on each cell of a multi-cell piece (the wheel board) */
  readonly piece?: { readonly tile: string; readonly at: Coord; readonly cell: Coord };
}

export interface BoardTile {
  readonly def: TileDef;
  readonly at: Coord;
  readonly rot: Rotation;
  readonly followers: readonly { readonly player: PlayerColor; readonly on: Spot }[];
  readonly ferry?: readonly [Side, Side];
}

export interface WheelPlacement {
  readonly at: Coord;
  readonly followers: readonly { readonly player: PlayerColor; readonly on: Spot; readonly cell: Coord }[];
}

/** Splits placed tiles into ordinary tiles and the wheel board (whose cells are drawn as one piece). */
export function boardView(
  placed: readonly PlacedLike[],
  getTile: (id: string) => TileDef | undefined,
): { tiles: BoardTile[]; wheel: WheelPlacement | null; unknown: string[] } {
  const tiles: BoardTile[] = [];
  const unknown: string[] = [];
  let wheel: { at: Coord; followers: WheelPlacement['followers'][number][] } | null = null;
  for (const p of placed) {
    if (p.piece) {
      wheel ??= { at: p.piece.at, followers: [] };
      for (const f of p.followers ?? []) wheel.followers.push({ ...f, cell: p.piece.cell });
      continue;
    }
    const def = getTile(p.tile);
    if (!def) {
      unknown.push(p.tile);
      continue;
    }
    tiles.push({ def, at: p.at, rot: p.rot, followers: p.followers ?? [], ...(p.ferry && { ferry: p.ferry }) });
  }
  return { tiles, wheel, unknown };
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * The view box (in drawing units) around every given cell, each cell `size` cells wide, with `margin`
 * cells of air on each side. An empty board gets one cell around the origin.
 */
export function fitBox(cells: readonly { at: Coord; size?: number }[], margin = 0.2): Box {
  if (cells.length === 0) return fitBox([{ at: [0, 0] }], margin);
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { at, size = 1 } of cells) {
    x0 = Math.min(x0, at[0]);
    y0 = Math.min(y0, at[1]);
    x1 = Math.max(x1, at[0] + size);
    y1 = Math.max(y1, at[1] + size);
  }
  const m = margin * CELL_UNITS;
  return { x: x0 * CELL_UNITS - m, y: y0 * CELL_UNITS - m, w: (x1 - x0) * CELL_UNITS + 2 * m, h: (y1 - y0) * CELL_UNITS + 2 * m };
}

export const viewBoxOf = (b: Box): string => `${b.x} ${b.y} ${b.w} ${b.h}`;

/** The top-left corner of cell `at` in drawing units. */
export const cellOrigin = (at: Coord): Pt => [at[0] * CELL_UNITS, at[1] * CELL_UNITS];

/** Where a follower on `spot` of a placed tile stands, in the board's drawing units (for spot buttons). */
export function spotPoint(tile: Pick<BoardTile, 'def' | 'at' | 'rot'>, spot: Spot): Pt {
  const [x, y] = cellOrigin(tile.at);
  const p = spotAnchor(tile.def, tile.rot, spot);
  return [x + p[0], y + p[1]];
}

/** Where the button for the jetty on board side `side` of a placed lake tile goes, in board units: beside the lake. */
export function jettyButtonPoint(tile: Pick<BoardTile, 'def' | 'at'>, side: Side): Pt {
  const [x, y] = cellOrigin(tile.at);
  const p = jettyButtonAt(tile.def, side);
  return [x + p[0], y + p[1]];
}

/** Where the jetty on board side `side` of a placed lake tile is, in board units. */
export function jettyPoint(tile: Pick<BoardTile, 'def' | 'at'>, side: Side): Pt {
  const [x, y] = cellOrigin(tile.at);
  const [p] = ferryEnds(tile.def, side, side);
  return [x + p[0], y + p[1]];
}
