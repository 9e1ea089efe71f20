// Geometry of the Wheel of Fortune start board in a 400×400 drawing (100 units per cell), read from the
// engine's WHEEL_BOARD: sector arcs, crown spaces, where names, icons and the pig go, and the outer
// landscape's roads, which run from the board's edge to the wheel's rim.
import type { Coord, Side, Spot } from '../../engine/core/types.ts';
import { WHEEL_BOARD } from '../../engine/sets/wheel-board.ts';
import { spotAnchor } from './geometry.ts';
import type { WheelBoardDef, WheelSector } from '../../engine/sets/wheel-board.ts';
import type { Pt } from './path.ts';
import { SIDE_MID } from './shapes.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

export const CELL = 100;
export const WHEEL_R = 172;
export const HUB_R = 16;
export const CROWN_R = 16;
/** radii of the rings inside each sector: icon, pig, name */
export const RING = { icon: 38, pig: 74, name: 104 } as const;

const round = (n: number): number => Math.round(n * 10) / 10;

export const wheelCentre = (board: WheelBoardDef): Pt => [board.centre.x * CELL, board.centre.y * CELL];

/** A point at `deg` clockwise from north, `r` from the centre. */
export function polar(c: Pt, r: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [round(c[0] + r * Math.sin(a)), round(c[1] - r * Math.cos(a))];
}

const sweepOf = (s: WheelSector): number => (s.to - s.from + 360) % 360 || 360;

export const midAngle = (s: WheelSector): number => (s.from + sweepOf(s) / 2) % 360;

/** The sector's wedge from the hub to the rim. */
export function sectorPath(c: Pt, s: WheelSector, inner = HUB_R, outer = WHEEL_R): string {
  const large = sweepOf(s) > 180 ? 1 : 0;
  const [a, b, d, e] = [polar(c, outer, s.from), polar(c, outer, s.to), polar(c, inner, s.to), polar(c, inner, s.from)];
  return `M${e[0]} ${e[1]}L${a[0]} ${a[1]}A${outer} ${outer} 0 ${large} 1 ${b[0]} ${b[1]}L${d[0]} ${d[1]}A${inner} ${inner} 0 ${large} 0 ${e[0]} ${e[1]}Z`;
}

export interface SectorLayout {
  readonly sector: Sector;
  readonly path: string;
  readonly name: Pt;
  readonly icon: Pt;
  readonly pig: Pt;
  readonly crowns: readonly { readonly space: 1 | 2; readonly at: Pt }[];
}

export function sectorLayouts(board: WheelBoardDef): SectorLayout[] {
  const c = wheelCentre(board);
  return board.sectors.map((s) => {
    const mid = midAngle(s);
    return {
      sector: s.sector,
      path: sectorPath(c, s),
      name: polar(c, RING.name, mid),
      icon: polar(c, RING.icon, mid),
      pig: polar(c, RING.pig, mid),
      crowns: s.spaces.map((sp) => ({ space: sp.space, at: [round(sp.x * CELL), round(sp.y * CELL)] as Pt })),
    };
  });
}

export function crownAt(board: WheelBoardDef, sector: Sector, space: 1 | 2): Pt | undefined {
  return sectorLayouts(board)
    .find((s) => s.sector === sector)
    ?.crowns.find((c) => c.space === space)?.at;
}

/** Each road of the outer landscape: from the middle of its board-edge side towards the wheel's centre. */
export interface LandscapeRoad {
  readonly cell: readonly [number, number];
  readonly side: Side;
  readonly from: Pt;
  readonly to: Pt;
}

export function landscapeRoads(board: WheelBoardDef): LandscapeRoad[] {
  const c = wheelCentre(board);
  const out: LandscapeRoad[] = [];
  for (const cell of board.cells) {
    for (const f of cell.features) {
      if (f.kind !== 'road') continue;
      for (const side of f.sides as readonly Side[]) {
        const m = SIDE_MID[side];
        out.push({ cell: cell.cell, side, from: [cell.cell[0] * CELL + m[0], cell.cell[1] * CELL + m[1]], to: c });
      }
    }
  }
  return out;
}

/**
 * Where a follower on `spot` of board cell `cell` stands, in the board's units. A road runs towards the
 * wheel's centre rather than the cell's, so its follower stands on that road.
 */
export function boardSpotPoint(board: WheelBoardDef, cell: readonly [number, number], spot: Spot): Pt | undefined {
  const road = landscapeRoads(board).find((r) => r.cell[0] === cell[0] && r.cell[1] === cell[1] && r.side === spot);
  if (road) {
    const len = Math.hypot(road.to[0] - road.from[0], road.to[1] - road.from[1]);
    const k = 22 / len;
    return [round(road.from[0] + (road.to[0] - road.from[0]) * k), round(road.from[1] + (road.to[1] - road.from[1]) * k)];
  }
  const def = board.cells.find((c) => c.cell[0] === cell[0] && c.cell[1] === cell[1]);
  if (!def) return undefined;
  const p = spotAnchor(def, 0, spot);
  return offWheel(wheelCentre(board), [cell[0] * CELL + p[0], cell[1] * CELL + p[1]]);
}

// a cell's own layout knows nothing of the wheel drawn over it, so a farmer there steps out to the rim
function offWheel(c: Pt, p: Pt): Pt {
  const d = Math.hypot(p[0] - c[0], p[1] - c[1]);
  const min = WHEEL_R + 13;
  if (d >= min) return p;
  return [round(c[0] + ((p[0] - c[0]) * min) / d), round(c[1] + ((p[1] - c[1]) * min) / d)];
}

/** Where a crown space of the wheel board placed at `at` lies, in the board's drawing units. */
export function crownPoint(at: Coord, sector: Sector, space: 1 | 2, board: WheelBoardDef = WHEEL_BOARD): Pt | undefined {
  const p = crownAt(board, sector, space);
  return p && [at[0] * CELL + p[0], at[1] * CELL + p[1]];
}

/**
 * Where the button for a crown space goes: the space moved out towards the rim, so that a 24 px button
 * even where a cell is 55 px, smaller than any board draws (22 units for half the button), stays off the
 * sector's name.
 */
export function crownButtonPoint(at: Coord, sector: Sector, space: 1 | 2, board: WheelBoardDef = WHEEL_BOARD): Pt | undefined {
  const p = crownAt(board, sector, space);
  if (!p) return undefined;
  const c = wheelCentre(board);
  const d = Math.hypot(p[0] - c[0], p[1] - c[1]);
  const k = d === 0 ? 1 : Math.min(d + CROWN_NUDGE, WHEEL_R - 4) / d;
  return [at[0] * CELL + round(c[0] + (p[0] - c[0]) * k), at[1] * CELL + round(c[1] + (p[1] - c[1]) * k)];
}

const CROWN_NUDGE = 14;

/** Where a follower on `spot` of cell `cell` of the wheel board placed at `at` stands, in board units. */
export function wheelSpotPoint(at: Coord, cell: Coord, spot: Spot, board: WheelBoardDef = WHEEL_BOARD): Pt | undefined {
  const p = boardSpotPoint(board, [cell[0], cell[1]], spot);
  return p && [at[0] * CELL + p[0], at[1] * CELL + p[1]];
}
