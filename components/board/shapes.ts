// The outline of each feature kind, drawn once for a canonical side and turned to the sides a feature
// really has, so every tile is drawn from its data and no tile is drawn by hand.
import { HALF_SIDES, SIDES } from '../../engine/core/types.ts';
import type { HalfSide, Side } from '../../engine/core/types.ts';
import { C, CENTRE, L, M, Q, Z, turnPath, turnPoint } from './path.ts';
import type { Path, Pt } from './path.ts';

export const SIDE_MID: Readonly<Record<Side, Pt>> = { N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50] };

const turnsOf = (side: Side): number => SIDES.indexOf(side);

export type CityShape = 'cap' | 'corner' | 'band' | 'three' | 'full';

export interface CityOutline {
  readonly shape: CityShape;
  readonly fill: Path;
  /** the walls facing the fields (open paths; none for a full-tile city) */
  readonly walls: readonly Path[];
  /** where a follower stands inside the city */
  readonly label: Pt;
  /** where the first shield is drawn */
  readonly shield: Pt;
}

interface Canonical {
  readonly fill: Path;
  readonly walls: readonly Path[];
  readonly label: Pt;
  readonly shield: Pt;
}

// Canonical outlines: cap on N, corner on N+E, band N+S, three sides open to S, full.
const CANONICAL: Readonly<Record<CityShape, Canonical>> = {
  cap: {
    fill: [M([0, 0]), L([100, 0]), C([78, 30], [22, 30], [0, 0]), Z],
    walls: [[M([100, 0]), C([78, 30], [22, 30], [0, 0])]],
    label: [52, 12],
    shield: [27, 8],
  },
  corner: {
    fill: [M([0, 0]), L([100, 0]), L([100, 100]), C([62, 72], [28, 38], [0, 0]), Z],
    walls: [[M([100, 100]), C([62, 72], [28, 38], [0, 0])]],
    label: [66, 33],
    shield: [86, 13],
  },
  band: {
    fill: [M([0, 0]), L([100, 0]), C([72, 30], [72, 70], [100, 100]), L([0, 100]), C([28, 70], [28, 30], [0, 0]), Z],
    walls: [[M([100, 0]), C([72, 30], [72, 70], [100, 100])], [M([0, 100]), C([28, 70], [28, 30], [0, 0])]],
    label: [50, 50],
    shield: [50, 20],
  },
  three: {
    fill: [M([0, 0]), L([100, 0]), L([100, 100]), C([72, 66], [28, 66], [0, 100]), Z],
    walls: [[M([100, 100]), C([72, 66], [28, 66], [0, 100])]],
    label: [50, 42],
    shield: [50, 16],
  },
  full: {
    fill: [M([0, 0]), L([100, 0]), L([100, 100]), L([0, 100]), Z],
    walls: [],
    label: [50, 50],
    shield: [50, 24],
  },
};

/** Which canonical outline a city on these sides uses, and how many quarter turns bring it there. */
export function cityShapeOf(sides: readonly Side[]): { shape: CityShape; turns: number } {
  const set = new Set(sides);
  if (set.size === 0) throw new Error('a city must touch a side');
  const first = SIDES.find((s) => set.has(s))!;
  if (set.size === 1) return { shape: 'cap', turns: turnsOf(first) };
  if (set.size === 4) return { shape: 'full', turns: 0 };
  if (set.size === 3) {
    const open = SIDES.find((s) => !set.has(s))!;
    return { shape: 'three', turns: (turnsOf(open) + 2) % 4 };
  }
  const [a, b] = SIDES.filter((s) => set.has(s)) as [Side, Side];
  const gap = turnsOf(b) - turnsOf(a);
  if (gap === 2) return { shape: 'band', turns: turnsOf(a) };
  // adjacent: the corner runs clockwise from its first side (N+E, E+S, S+W, W+N)
  return { shape: 'corner', turns: gap === 1 ? turnsOf(a) : turnsOf(b) };
}

export function cityOutline(sides: readonly Side[]): CityOutline {
  const { shape, turns } = cityShapeOf(sides);
  const c = CANONICAL[shape];
  return {
    shape,
    fill: turnPath(c.fill, turns),
    walls: c.walls.map((w) => turnPath(w, turns)),
    label: turnPoint(c.label, turns),
    shield: turnPoint(c.shield, turns),
  };
}

/** One strand of a road or river: a path that starts at the middle of `from`. */
export interface Strand {
  readonly from: Side;
  readonly to: Side | null;
  readonly path: Path;
}

/** A path between two sides: straight across, or a curve bending around the centre. */
export function throughPath(a: Side, b: Side): Path {
  const pa = SIDE_MID[a];
  const pb = SIDE_MID[b];
  return (turnsOf(a) - turnsOf(b) + 4) % 2 === 0 ? [M(pa), L(pb)] : [M(pa), Q(CENTRE, pb)];
}

/** From a side's middle to `end`, bending at the centre when `end` is not straight ahead. */
export function endPath(from: Side, end: Pt): Path {
  const start = SIDE_MID[from];
  const towardCentre = (end[0] - start[0]) * (CENTRE[0] - start[0]) + (end[1] - start[1]) * (CENTRE[1] - start[1]);
  const straight = start[0] === end[0] || start[1] === end[1];
  return straight || towardCentre <= 0 ? [M(start), L(end)] : [M(start), Q(CENTRE, end)];
}

/** The point at `dist` from a side's middle, heading to the centre. */
export function inward(side: Side, dist: number): Pt {
  const [x, y] = SIDE_MID[side];
  const k = dist / 50;
  return [x + (CENTRE[0] - x) * k, y + (CENTRE[1] - y) * k];
}

const HALF_ENDS: Readonly<Record<HalfSide, readonly [Pt, Pt]>> = {
  NL: [[0, 0], [50, 0]],
  NR: [[50, 0], [100, 0]],
  EL: [[100, 0], [100, 50]],
  ER: [[100, 50], [100, 100]],
  SL: [[100, 100], [50, 100]],
  SR: [[50, 100], [0, 100]],
  WL: [[0, 100], [0, 50]],
  WR: [[0, 50], [0, 0]],
};

/** A field's share of the tile: for each run of adjacent half-sides, the fan from the centre. */
export function fieldWedges(halves: readonly HalfSide[]): Path {
  const has = new Set(halves);
  if (has.size === 8) return CANONICAL.full.fill;
  // start each run just after a half-side the field lacks, so runs never wrap
  const start = HALF_SIDES.findIndex((h, i) => !has.has(HALF_SIDES[(i + 7) % 8]!) && has.has(h));
  const out: Path[number][] = [];
  let open = false;
  for (let k = 0; k < 8; k++) {
    const h = HALF_SIDES[(start + k) % 8]!;
    if (has.has(h)) {
      const [a, b] = HALF_ENDS[h];
      if (!open) out.push(M(CENTRE), L(a));
      out.push(L(b));
      open = true;
    } else if (open) {
      out.push(Z);
      open = false;
    }
  }
  if (open) out.push(Z);
  return out;
}

/** The point a half-side's follower prefers: a little inside the tile, at the quarter of its side. */
export function halfPoint(half: HalfSide): Pt {
  const [a, b] = HALF_ENDS[half];
  const mid: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return [mid[0] + (CENTRE[0] - mid[0]) * 0.3, mid[1] + (CENTRE[1] - mid[1]) * 0.3];
}
