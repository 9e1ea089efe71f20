// The public face of the tile geometry: the shapes of a tile at a rotation, the anchor of each
// follower spot, and the ferry across a lake. Components only turn these values into SVG elements.
import { unrotateHalf, unrotateSide } from '../../engine/core/geometry.ts';
import { HALF_SIDES, SIDES } from '../../engine/core/types.ts';
import type { HalfSide, Rotation, Side, Spot, TileDef } from '../../engine/core/types.ts';
import { CENTRE, pathD, pointAlong, turnPath, turnPoint } from './path.ts';
import type { Pt } from './path.ts';
import { fieldRegion, layoutTile, placeIn } from './layout.ts';
import type { Mark, MarkKind, PoolKind, TileLayout } from './layout.ts';
import { fieldWedges, halfPoint, inward } from './shapes.ts';

/** In drawing order: a road into a city lies beneath it; rivers cross cities beneath their walls. */
export type ShapeKind = 'field' | 'cityRoad' | 'city' | 'river' | 'lake' | 'road' | 'wall';
export interface Shape {
  /** index of the feature in the TileDef, or -1 for the tile's ground */
  readonly feature: number;
  readonly kind: ShapeKind;
  readonly d: string;
}

export type IconKind = MarkKind | PoolKind | 'shield' | 'cloister';
export interface Icon {
  readonly feature: number;
  readonly icon: IconKind;
  readonly at: Pt;
  /** a jetty's side (board frame), a wheel icon's number */
  readonly side?: Side;
  readonly value?: number;
}

export interface TileDrawing {
  readonly shapes: readonly Shape[];
  readonly icons: readonly Icon[];
}

const turnsOf = (rot: Rotation): number => rot / 90;

function shapesOf(layout: TileLayout, turns: number): Shape[] {
  const out: Shape[] = [{ feature: -1, kind: 'field', d: 'M0 0H100V100H0Z' }];
  const d = (path: Parameters<typeof turnPath>[0]): string => pathD(turnPath(path, turns));
  layout.def.features.forEach((f, feature) => {
    if (f.kind === 'field') out.push({ feature, kind: 'field', d: d(fieldWedges(f.halves)) });
  });
  const roads = layout.strands.filter((s) => s.kind === 'road');
  for (const s of roads.filter((s) => s.intoCity)) out.push({ feature: s.index, kind: 'cityRoad', d: d(s.strand.path) });
  for (const c of layout.cities) out.push({ feature: c.index, kind: 'city', d: d(c.outline.fill) });
  for (const s of layout.strands.filter((s) => s.kind === 'river')) out.push({ feature: s.index, kind: 'river', d: d(s.strand.path) });
  if (layout.lake) out.push({ feature: layout.lake.index, kind: 'lake', d: circleD(layout.lake.at, layout.lake.r) });
  for (const s of roads.filter((s) => !s.intoCity)) out.push({ feature: s.index, kind: 'road', d: d(s.strand.path) });
  for (const c of layout.cities) for (const w of c.outline.walls) out.push({ feature: c.index, kind: 'wall', d: d(w) });
  return out;
}

function circleD(at: Pt, r: number): string {
  return `M${at[0] - r} ${at[1]}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
}

function iconsOf(layout: TileLayout, turns: number): Icon[] {
  const t = (p: Pt): Pt => turnPoint(p, turns);
  const out: Icon[] = [];
  for (const p of layout.pools) out.push({ feature: p.index, icon: p.kind, at: t(p.at) });
  for (const c of layout.cities) {
    const f = layout.def.features[c.index];
    const n = f?.kind === 'city' ? f.shields : 0;
    const [x, y] = c.outline.shield;
    for (let i = 0; i < n; i++) out.push({ feature: c.index, icon: 'shield', at: t([x + 11 * (i - (n - 1) / 2), y]) });
  }
  if (layout.cloister) out.push({ feature: layout.cloister.index, icon: 'cloister', at: t(layout.cloister.at) });
  for (const m of layout.marks) {
    const icon: Icon = { feature: m.index, icon: m.mark, at: t(m.at) };
    if (m.side) out.push({ ...icon, side: SIDES[(SIDES.indexOf(m.side) + turns) % 4]! });
    else if (m.mark === 'wheel') out.push({ ...icon, value: layout.def.wheelIcon ?? 0 });
    else out.push(icon);
  }
  return out;
}

const drawings = new WeakMap<TileDef, Map<Rotation, TileDrawing>>();

/** Every shape and icon of a tile turned by `rot`; icons stay upright, only their places turn. */
export function tileDrawing(def: TileDef, rot: Rotation = 0): TileDrawing {
  const known = drawings.get(def) ?? new Map<Rotation, TileDrawing>();
  drawings.set(def, known);
  const hit = known.get(rot);
  if (hit) return hit;
  const layout = layoutTile(def);
  const turns = turnsOf(rot);
  const drawing = { shapes: shapesOf(layout, turns), icons: iconsOf(layout, turns) };
  known.set(rot, drawing);
  return drawing;
}

const isHalf = (spot: Spot): spot is HalfSide => (HALF_SIDES as readonly string[]).includes(spot);

function sideAnchor(layout: TileLayout, side: Side): Pt {
  const city = layout.cities.find((c) => {
    const f = layout.def.features[c.index];
    return f?.kind === 'city' && f.sides.includes(side);
  });
  if (city) return city.outline.label;
  const strand = layout.strands.find((s) => s.strand.from === side || s.strand.to === side);
  // a road that ends on the tile leaves room for farmers between the roads by standing nearer the edge
  if (strand) return pointAlong(strand.strand.path, strand.strand.to === null ? 0.2 : strand.strand.from === side ? 0.3 : 0.7);
  return inward(side, 16);
}

/**
 * Spot markers of different features keep this far apart (tile units): a 24 px button on a tile drawn
 * 80 px wide, the smallest a desktop board draws, is 30 units across.
 */
export const SPOT_GAP = 30;
/** A follower token's radius in tile units (a tile is 100 wide). */
export const FOLLOWER_R = 11;
/**
 * The narrowest a follower token is across, in tile units: the square's side (Follower.tsx draws it
 * 1.25 r from its centre to a corner). The boards' smallest scale is read from it.
 */
export const FOLLOWER_MIN_EXTENT = 2 * 1.25 * FOLLOWER_R * Math.SQRT1_2;
// how close to the drawing around it (and to the tile's edge) a farmer may stand
const FIELD_ROOM = 5;

const halfCache = new WeakMap<TileLayout, Map<HalfSide, Pt>>();

function halfAnchor(layout: TileLayout, half: HalfSide): Pt {
  const known = halfCache.get(layout) ?? new Map<HalfSide, Pt>();
  halfCache.set(layout, known);
  const hit = known.get(half);
  if (hit) return hit;
  const field = layout.def.features.find((f) => f.kind === 'field' && f.halves.includes(half));
  const halves = field?.kind === 'field' ? field.halves : [half];
  // farmers keep clear of where followers stand on roads and in cities, so offered spots never overlap
  const standing = layout.def.features.flatMap((f) => (f.kind === 'road' || f.kind === 'city' ? f.sides : []));
  const discs: Mark[] = standing.map((side) => ({ index: -1, mark: 'house', at: sideAnchor(layout, side), r: SPOT_GAP - FIELD_ROOM }));
  if (layout.cloister) discs.push({ index: -1, mark: 'house', at: layout.cloister.at, r: SPOT_GAP - FIELD_ROOM });
  const at = placeIn({ ...layout, marks: [...layout.marks, ...discs] }, fieldRegion(halves), halfPoint(half), FIELD_ROOM);
  known.set(half, at);
  return at;
}

/**
 * Where a follower on `spot` stands, for a tile turned by `rot`. Spots are named as on the board
 * (after rotation), as the engine names them.
 */
export function spotAnchor(def: TileDef, rot: Rotation, spot: Spot): Pt {
  const layout = layoutTile(def);
  const turns = turnsOf(rot);
  let local: Pt;
  if (spot === 'cloister') local = layout.cloister?.at ?? CENTRE;
  else if (isHalf(spot)) local = halfAnchor(layout, unrotateHalf(spot, rot));
  else local = sideAnchor(layout, unrotateSide(spot, rot));
  return turnPoint(local, turns);
}

/** The two ends of a ferry on a lake tile, for board sides `a` and `b` (the lake is centred). */
export function ferryEnds(def: TileDef, a: Side, b: Side): readonly [Pt, Pt] {
  const lake = layoutTile(def).lake;
  const r = lake?.r ?? 20;
  return [inward(a, 50 - r + 2), inward(b, 50 - r + 2)];
}

/** Half a 24 px button on a 55 px tile, in tile units: no board is drawn smaller (panzoom.ts MIN_CELL). */
const BUTTON_REACH = 22;

/**
 * Where a jetty's button goes: on the road from the tile's edge to the lake, its inner edge short of
 * the lake's rim even on the smallest board, so it covers neither the lake nor a ferry's end.
 */
export function jettyButtonAt(def: TileDef, side: Side): Pt {
  const r = layoutTile(def).lake?.r ?? 20;
  return inward(side, Math.max(4, 50 - r - BUTTON_REACH));
}

/**
 * The ground a field covers when it is lit: its own wedges (centre to each of its half-sides) and those
 * of the city half-sides beside it, each going to the nearer field round the tile's edge, so the land
 * between a city and the centre is lit with the field it belongs to; `cut` is the tiles' cities, to be
 * left out of it (the highlight is clipped to the tile less `cut`). Null when the feature is no field.
 */
export function fieldArea(def: TileDef, rot: Rotation, feature: number): { d: string; cut: string } | null {
  const halves = litHalves(def, feature);
  if (!halves) return null;
  const layout = layoutTile(def);
  const turns = turnsOf(rot);
  return {
    d: pathD(turnPath(fieldWedges(halves), turns)),
    cut: layout.cities.map((c) => pathD(turnPath(c.outline.fill, turns))).join(''),
  };
}

/** The half-sides (at rotation 0) whose wedges a lit field covers: its own and the nearer city half-sides. */
export function litHalves(def: TileDef, feature: number): HalfSide[] | null {
  if (def.features[feature]?.kind !== 'field') return null;
  const owner = new Map<HalfSide, number>();
  def.features.forEach((f, i) => { if (f.kind === 'field') for (const h of f.halves) owner.set(h, i); });
  return HALF_SIDES.filter((h, i) => {
    if (owner.has(h)) return owner.get(h) === feature;
    for (let k = 1; k < 8; k++) {
      // counter-clockwise first: the first half of a run of city half-sides goes to the field before it
      const before = owner.get(HALF_SIDES[(i + 8 - k) % 8]!);
      const after = owner.get(HALF_SIDES[(i + k) % 8]!);
      if (before !== undefined || after !== undefined) return (before ?? after) === feature;
    }
    return false;
  });
}
