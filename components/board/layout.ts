// Where each feature of a tile lies, in the tile's own frame (rotation 0). Everything later drawn or
// anchored is derived from this one layout, then turned with the tile, so a tile and its follower
// spots always rotate together.
import { SIDES } from '../../engine/core/types.ts';
import type { FeatureDef, HalfSide, Side, TileDef } from '../../engine/core/types.ts';
import { CENTRE, distance, distToPolyline, flatten, insidePolygons, pointAlong } from './path.ts';
import type { Pt } from './path.ts';
import { SIDE_MID, cityOutline, endPath, fieldWedges, halfPoint, inward, throughPath } from './shapes.ts';
import type { CityOutline, Strand } from './shapes.ts';

export const ROAD_HALF = 5;
export const RIVER_HALF = 8;
export const FERRY_LAKE_R = 22;
export const POOL_R = { spring: 8, lake: 15, volcano: 15, fork: RIVER_HALF, end: RIVER_HALF } as const;
export type PoolKind = keyof typeof POOL_R;

export interface CityPart { readonly index: number; readonly outline: CityOutline; readonly polys: Pt[][] }
export interface StrandPart {
  readonly index: number;
  readonly kind: 'road' | 'river';
  readonly strand: Strand;
  readonly line: Pt[];
  /** a road that runs into a city: drawn beneath it, so it ends at the city's wall */
  readonly intoCity?: true;
}
export interface Disc { readonly index: number; readonly at: Pt; readonly r: number }
export interface PoolPart extends Disc { readonly kind: PoolKind }
export type MarkKind = 'inn' | 'junction' | 'house' | 'jetty' | 'pig' | 'sheep' | 'vineyard' | 'wheel';
export interface Mark extends Disc { readonly mark: MarkKind; readonly side?: Side }

export interface TileLayout {
  readonly def: TileDef;
  readonly cities: readonly CityPart[];
  readonly strands: readonly StrandPart[];
  readonly pools: readonly PoolPart[];
  readonly lake: Disc | null;
  readonly cloister: Disc | null;
  readonly marks: readonly Mark[];
}

type Road = Extract<FeatureDef, { kind: 'road' }>;
const has = (f: FeatureDef, side: Side): boolean =>
  (f.kind === 'road' || f.kind === 'city' || f.kind === 'river') && f.sides.includes(side);

function strandPart(index: number, kind: 'road' | 'river', strand: Strand): StrandPart {
  return { index, kind, strand, line: flatten(strand.path)[0] ?? [] };
}

function riverParts(def: TileDef): { strands: StrandPart[]; pools: PoolPart[] } {
  const strands: StrandPart[] = [];
  const pools: PoolPart[] = [];
  def.features.forEach((f, index) => {
    if (f.kind !== 'river') return;
    if (f.sides.length === 2) {
      const [a, b] = f.sides as [Side, Side];
      strands.push(strandPart(index, 'river', { from: a, to: b, path: throughPath(a, b) }));
      return;
    }
    for (const side of f.sides) strands.push(strandPart(index, 'river', { from: side, to: null, path: endPath(side, CENTRE) }));
    const kind: PoolKind = f.volcano ? 'volcano' : f.lake ? 'lake' : f.spring ? 'spring' : f.sides.length > 2 ? 'fork' : 'end';
    pools.push({ index, kind, at: CENTRE, r: POOL_R[kind] });
  });
  return { strands, pools };
}

/** The cloister stands in the middle unless a road or river runs through it; then on a free side. */
function cloisterSpot(def: TileDef): Disc | null {
  const index = def.features.findIndex((f) => f.kind === 'cloister');
  if (index < 0) return null;
  const through = def.features.some((f) => (f.kind === 'road' || f.kind === 'river') && f.sides.length >= 2);
  if (!through) return { index, at: CENTRE, r: 14 };
  const free = SIDES.find((s) => !def.features.some((f) => has(f, s))) ?? 'N';
  return { index, at: inward(free, 24), r: 13 };
}

interface RoadContext {
  readonly def: TileDef;
  readonly cities: readonly CityPart[];
  readonly lake: Disc | null;
  readonly cloister: Disc | null;
  readonly junction: boolean;
}

/**
 * Where a road that leaves by one side only comes to an end, and what marks that end. The order is
 * what the printed tiles show: a lake takes every road to a jetty, a cloister or a crossroads gathers
 * roads in the middle, a river stops a road at its bank, and otherwise a road runs into the city
 * (whose fields it splits, as the data says) or stops at a house.
 */
function roadEnd(ctx: RoadContext, side: Side, index: number): { end: Pt; mark?: Mark; intoCity?: true } {
  if (ctx.lake) {
    const end = inward(side, 50 - ctx.lake.r);
    return { end, mark: { index: ctx.lake.index, mark: 'jetty', at: end, r: 4, side } };
  }
  if (ctx.cloister && ctx.cloister.at === CENTRE) return { end: CENTRE };
  if (ctx.junction) return { end: CENTRE };
  if (ctx.def.features.some((f) => f.kind === 'river')) return { end: inward(side, 36) };
  const nearest = [...ctx.cities].sort(
    (a, b) => distance(SIDE_MID[side], a.outline.label) - distance(SIDE_MID[side], b.outline.label),
  )[0];
  if (nearest) return { end: nearest.outline.label, intoCity: true };
  return { end: CENTRE, mark: { index, mark: 'house', at: CENTRE, r: 7 } };
}

function roadParts(ctx: RoadContext): { strands: StrandPart[]; marks: Mark[] } {
  const strands: StrandPart[] = [];
  const marks: Mark[] = [];
  ctx.def.features.forEach((f, index) => {
    if (f.kind !== 'road') return;
    if (f.sides.length === 2) {
      const [a, b] = f.sides as [Side, Side];
      strands.push(strandPart(index, 'road', { from: a, to: b, path: throughPath(a, b) }));
      return;
    }
    for (const side of f.sides) {
      const { end, mark, intoCity } = f.sides.length > 2 ? { end: CENTRE, mark: undefined, intoCity: undefined } : roadEnd(ctx, side, index);
      const part = strandPart(index, 'road', { from: side, to: null, path: endPath(side, end) });
      strands.push(intoCity ? { ...part, intoCity } : part);
      if (mark) marks.push(mark);
    }
  });
  const junctionAt = ctx.junction && !(ctx.cloister && ctx.cloister.at === CENTRE) && !ctx.lake;
  const manyWays = ctx.def.features.some((f) => f.kind === 'road' && f.sides.length > 2);
  if (junctionAt || manyWays) {
    const index = ctx.def.features.findIndex((f) => f.kind === 'road' && f.sides.length !== 2);
    marks.push({ index, mark: 'junction', at: CENTRE, r: 7 });
  }
  return { strands, marks };
}

/** How far `p` is from everything already drawn (negative inside a city or off the tile). */
export function clearance(layout: Omit<TileLayout, 'marks'> & { marks: readonly Mark[] }, p: Pt): number {
  let best = Math.min(p[0], 100 - p[0], p[1], 100 - p[1]);
  for (const c of layout.cities) {
    if (insidePolygons(p, c.polys)) return -1;
    for (const poly of c.polys) best = Math.min(best, distToPolyline(p, poly));
  }
  for (const s of layout.strands) best = Math.min(best, distToPolyline(p, s.line) - (s.kind === 'road' ? ROAD_HALF : RIVER_HALF));
  const discs: Disc[] = [...layout.pools, ...layout.marks];
  if (layout.lake) discs.push(layout.lake);
  if (layout.cloister) discs.push(layout.cloister);
  for (const d of discs) best = Math.min(best, distance(p, d.at) - d.r);
  return best;
}

const GRID: Pt[] = [];
for (let y = 6; y <= 94; y += 4) for (let x = 6; x <= 94; x += 4) GRID.push([x, y]);

/**
 * The point of `region` (flattened polygons) nearest to `wanted` that keeps `room` clear of other
 * features; failing that, the most open point of the region.
 */
export function placeIn(
  layout: Parameters<typeof clearance>[0],
  region: readonly (readonly Pt[])[],
  wanted: Pt,
  room: number,
): Pt {
  if (insidePolygons(wanted, region) && clearance(layout, wanted) >= room) return wanted;
  let near: { p: Pt; d: number } | null = null;
  let open: { p: Pt; c: number } | null = null;
  for (const p of GRID) {
    if (!insidePolygons(p, region)) continue;
    const c = clearance(layout, p);
    if (c >= room && (near === null || distance(p, wanted) < near.d)) near = { p, d: distance(p, wanted) };
    if (open === null || c > open.c) open = { p, c };
  }
  return near?.p ?? open?.p ?? wanted;
}

/** The inn stands beside its road, on whichever spot along it leaves the most room. */
function innMark(base: Parameters<typeof clearance>[0], road: StrandPart): Mark {
  const options: Pt[] = [];
  for (const t of [0.5, 0.38, 0.62, 0.3, 0.7, 0.2, 0.8]) {
    const a = pointAlong(road.strand.path, t);
    const b = pointAlong(road.strand.path, t + 0.05);
    const len = distance(a, b) || 1;
    const normal: Pt = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    for (const k of [16, -16]) options.push([a[0] + normal[0] * k, a[1] + normal[1] * k]);
  }
  // keep clear of where followers stand on the roads too (near each end of every road strand)
  const standing = base.strands
    .filter((s) => s.kind === 'road')
    .flatMap((s) => [pointAlong(s.strand.path, 0.3), pointAlong(s.strand.path, 0.7)]);
  const room = (p: Pt): number => Math.min(clearance(base, p), ...standing.map((q) => distance(p, q) - 11));
  const scored = options.map((p) => ({ p, c: room(p) }));
  const best = scored.find((o) => o.c >= 9) ?? scored.sort((x, y) => y.c - x.c)[0]!;
  return { index: road.index, mark: 'inn', at: best.p, r: 9 };
}

const FIELD_MARKS = ['pigHerd', 'sheep', 'vineyard'] as const;
const MARK_OF = { pigHerd: 'pig', sheep: 'sheep', vineyard: 'vineyard' } as const;
const CORNERS: Pt[] = [[83, 83], [17, 83], [83, 17], [17, 17]];

function extraMarks(def: TileDef, base: Omit<TileLayout, 'marks'>, marks: Mark[]): void {
  const ctx = (): Parameters<typeof clearance>[0] => ({ ...base, marks });
  for (const s of base.strands) {
    const f = def.features[s.index] as Road | undefined;
    if (s.kind === 'road' && f?.inn && !marks.some((m) => m.mark === 'inn' && m.index === s.index)) marks.push(innMark(ctx(), s));
  }
  if (def.wheelIcon !== undefined) {
    const corner = CORNERS.find((p) => clearance(ctx(), p) >= 13) ?? CORNERS[0]!;
    marks.push({ index: -1, mark: 'wheel', at: corner, r: 14 });
  }
  def.features.forEach((f, index) => {
    if (f.kind !== 'field') return;
    for (const key of FIELD_MARKS) {
      if (!f[key]) continue;
      const region = fieldRegion(f.halves);
      const at = placeIn(ctx(), region, centroid(f.halves), 12);
      marks.push({ index, mark: MARK_OF[key], at, r: 10 });
    }
  });
}

export const fieldRegion = (halves: readonly HalfSide[]): Pt[][] => flatten(fieldWedges(halves));

function centroid(halves: readonly HalfSide[]): Pt {
  const pts = halves.map(halfPoint);
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}

const cache = new WeakMap<TileDef, TileLayout>();

export function layoutTile(def: TileDef): TileLayout {
  const known = cache.get(def);
  if (known) return known;
  const cities: CityPart[] = [];
  def.features.forEach((f, index) => {
    if (f.kind !== 'city') return;
    const outline = cityOutline(f.sides);
    cities.push({ index, outline, polys: flatten(outline.fill) });
  });
  const rivers = riverParts(def);
  const lakeIndex = def.features.findIndex((f) => f.kind === 'lake');
  const lake = lakeIndex < 0 ? null : { index: lakeIndex, at: CENTRE, r: FERRY_LAKE_R };
  const cloister = cloisterSpot(def);
  const loneRoads = def.features.filter((f) => f.kind === 'road' && f.sides.length === 1).length;
  const roads = roadParts({ def, cities, lake, cloister, junction: loneRoads >= 2 });
  const base = { def, cities, strands: [...rivers.strands, ...roads.strands], pools: rivers.pools, lake, cloister };
  const marks = [...roads.marks];
  extraMarks(def, base, marks);
  const layout: TileLayout = { ...base, marks };
  cache.set(def, layout);
  return layout;
}
