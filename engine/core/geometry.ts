// Sides, half-sides and rotation. Rotation is clockwise: at rotation 90 what faced north faces east.
import { HALF_SIDES, SIDES } from './types.ts';
import type { Coord, EdgeKind, FeatureDef, HalfSide, Rotation, Side, TileDef } from './types.ts';

/** The sides an edge feature reaches (any def with `sides`: road, city, a module's edge kind). */
const sidesOfDef = (f: FeatureDef): readonly Side[] | undefined =>
  'sides' in f && Array.isArray(f.sides) ? f.sides as readonly Side[] : undefined;

const SIDE_DELTA: Readonly<Record<Side, Coord>> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

export const quarterTurns = (rot: Rotation): number => rot / 90;

export function rotateSide(side: Side, rot: Rotation): Side {
  return SIDES[(SIDES.indexOf(side) + quarterTurns(rot)) % 4]!;
}

/** The inverse of rotateSide: which rotation-0 side ends up at `side` after `rot`. */
export function unrotateSide(side: Side, rot: Rotation): Side {
  return SIDES[(SIDES.indexOf(side) + 4 - quarterTurns(rot)) % 4]!;
}

export function rotateHalf(half: HalfSide, rot: Rotation): HalfSide {
  return HALF_SIDES[(HALF_SIDES.indexOf(half) + 2 * quarterTurns(rot)) % 8]!;
}

export function unrotateHalf(half: HalfSide, rot: Rotation): HalfSide {
  return HALF_SIDES[(HALF_SIDES.indexOf(half) + 8 - 2 * quarterTurns(rot)) % 8]!;
}

export function opposite(side: Side): Side {
  return SIDES[(SIDES.indexOf(side) + 2) % 4]!;
}

/** The half-side of the neighbouring tile that touches `half` (NL touches the neighbour's SR). */
export function facingHalf(half: HalfSide): HalfSide {
  const i = HALF_SIDES.indexOf(half);
  // N(0,1) faces S(5,4): the pair index moves by 4 and the two halves swap.
  const pairStart = (Math.floor(i / 2) * 2 + 4) % 8;
  return HALF_SIDES[pairStart + (1 - (i % 2))]!;
}

export const sideOfHalf = (half: HalfSide): Side => half[0] as Side;

export const halvesOfSide = (side: Side): readonly [HalfSide, HalfSide] =>
  [`${side}L` as HalfSide, `${side}R` as HalfSide];

export function neighbour(at: Coord, side: Side): Coord {
  const d = SIDE_DELTA[side];
  return [at[0] + d[0], at[1] + d[1]];
}

export const coordKey = (at: Coord): string => `${at[0]},${at[1]}`;

export function parseCoordKey(key: string): Coord {
  const [x, y] = key.split(',').map(Number);
  return [x!, y!];
}

/** The edge kind a feature gives to a side, if it reaches that side. */
function featureEdge(f: FeatureDef, side: Side): EdgeKind | undefined {
  const sides = sidesOfDef(f);
  if (sides !== undefined) return sides.includes(side) ? f.kind as EdgeKind : undefined;
  if (f.kind === 'field') return f.halves.includes(`${side}L` as HalfSide) || f.halves.includes(`${side}R` as HalfSide) ? 'field' : undefined;
  return undefined;
}

/** Edges N, E, S, W at rotation 0, derived from the features (a side with an edge feature and field halves shows the edge feature). */
export function baseEdges(def: TileDef): Readonly<Record<Side, EdgeKind>> {
  const out = {} as Record<Side, EdgeKind>;
  for (const side of SIDES) {
    const kinds = def.features.map((f) => featureEdge(f, side)).filter((k): k is EdgeKind => k !== undefined);
    const kind = kinds.find((k) => k !== 'field') ?? kinds[0];
    if (kind === undefined) throw new Error(`tile ${def.id}: side ${side} has no feature`);
    out[side] = kind;
  }
  return out;
}

/** Edges on the board for a tile turned by `rot`: the kind found on each board side. */
export function edgesAt(def: TileDef, rot: Rotation): Readonly<Record<Side, EdgeKind>> {
  const base = baseEdges(def);
  const out = {} as Record<Side, EdgeKind>;
  for (const side of SIDES) out[side] = base[unrotateSide(side, rot)];
  return out;
}
