// Tile lookup and the derived per-(tile, rotation) segment tables. The core does not import tile data:
// engine/index.ts registers the sets (and modules register their own pieces), so tests can run on
// small fixtures and the core stays independent of who writes the data.
import { HALF_SIDES, SIDES } from './types.ts';
import type { Coord, EdgeKind, FeatureDef, FeatureKind, HalfSide, Rotation, SetId, Side, Spot, TileDef } from './types.ts';
import { rotateHalf, rotateSide } from './geometry.ts';

const tiles = new Map<string, TileDef>();
const sets = new Map<SetId, readonly TileDef[]>();

export function registerTiles(defs: readonly TileDef[]): void {
  for (const def of defs) {
    if (tiles.get(def.id) !== def) tables.delete(def.id);
    tiles.set(def.id, def);
  }
}

/** Registers a set's draw pile as well as its tiles. */
export function registerSet(set: SetId, defs: readonly TileDef[]): void {
  sets.set(set, defs);
  registerTiles(defs);
}

export const tileDef = (id: string): TileDef | undefined => tiles.get(id);
export const setTiles = (set: SetId): readonly TileDef[] => sets.get(set) ?? [];

/** Whether `set` names a registered tile set. */
export const isSet = (set: unknown): set is SetId => sets.has(set as SetId);

/** A side with no feature (artwork inside a multi-cell piece) matches nothing. */
export type EdgeOrNone = EdgeKind | 'none';

export interface Segment {
  readonly index: number;
  readonly kind: FeatureKind;
  readonly def: FeatureDef;
  /** board sides the feature reaches (an edge feature: road, city, or a module's edge kind) */
  readonly sides: readonly Side[];
  /** board half-sides held by a field */
  readonly halves: readonly HalfSide[];
  /** fields: segment indexes of the cities touched */
  readonly cities: readonly number[];
  readonly shields: number;
  /** the feature's marks: the names of its flags set to `true` in the tile data */
  readonly marks: readonly string[];
  /** where a follower stands to claim it, or null where no follower may stand */
  readonly spot: Spot | null;
}

export interface TileTable {
  readonly def: TileDef;
  readonly rot: Rotation;
  readonly segments: readonly Segment[];
  readonly edges: Readonly<Record<Side, EdgeOrNone>>;
  /** edge segment (road, city, a module's edge kind) on each board side, -1 if none */
  readonly bySide: Readonly<Record<Side, number>>;
  /** field segment on each board half-side, -1 if none */
  readonly byHalf: Readonly<Record<HalfSide, number>>;
  readonly cloister: number;
}

const tables = new Map<string, (TileTable | undefined)[]>();

/** The sides an edge feature reaches, at rotation 0; none for fields, cloisters and centre features. */
export const defSides = (def: FeatureDef): readonly Side[] =>
  'sides' in def && Array.isArray(def.sides) ? def.sides as readonly Side[] : [];

const NO_MARKS: readonly string[] = [];

/** Flags set to `true` on a feature def: the marks a module reads (a building on a road, animals in a field). */
function marksOf(def: FeatureDef): readonly string[] {
  const out = Object.entries(def).filter(([, v]) => v === true).map(([k]) => k);
  return out.length === 0 ? NO_MARKS : out;
}

function makeSegment(def: FeatureDef, index: number, rot: Rotation): Segment {
  const sides = defSides(def).map((s) => rotateSide(s, rot));
  const halves = def.kind === 'field' ? def.halves.map((h) => rotateHalf(h, rot)) : [];
  const spot = followerSpot(def.kind, sides, halves);
  return {
    index,
    kind: def.kind,
    def,
    sides,
    halves,
    cities: def.kind === 'field' ? def.cities : [],
    shields: def.kind === 'city' ? def.shields : 0,
    marks: marksOf(def),
    spot,
  };
}

/** The canonical spot: the first board side (or half-side) in clockwise order from the north. */
function followerSpot(kind: FeatureKind, sides: readonly Side[], halves: readonly HalfSide[]): Spot | null {
  if (kind === 'road' || kind === 'city') return SIDES.find((s) => sides.includes(s)) ?? null;
  if (kind === 'field') return HALF_SIDES.find((h) => halves.includes(h)) ?? null;
  return kind === 'cloister' ? 'cloister' : null;
}

function buildTable(def: TileDef, rot: Rotation): TileTable {
  const segments = def.features.map((f, i) => makeSegment(f, i, rot));
  const bySide = { N: -1, E: -1, S: -1, W: -1 } as Record<Side, number>;
  const byHalf = Object.fromEntries(HALF_SIDES.map((h) => [h, -1])) as Record<HalfSide, number>;
  let cloister = -1;
  for (const seg of segments) {
    for (const s of seg.sides) bySide[s] = seg.index;
    for (const h of seg.halves) byHalf[h] = seg.index;
    if (seg.kind === 'cloister') cloister = seg.index;
  }
  const edges = {} as Record<Side, EdgeOrNone>;
  for (const side of SIDES) {
    const s = bySide[side];
    const field = byHalf[`${side}L` as HalfSide] >= 0 || byHalf[`${side}R` as HalfSide] >= 0;
    edges[side] = s >= 0 ? segments[s]!.kind as EdgeKind : field ? 'field' : 'none';
  }
  return { def, rot, segments, edges, bySide, byHalf, cloister };
}

/** The segment table of a tile turned by `rot`, built once and cached. */
export function tileTable(id: string, rot: Rotation): TileTable | undefined {
  let row = tables.get(id);
  if (row === undefined) {
    row = [];
    tables.set(id, row);
  }
  const q = rot / 90;
  const cached = row[q];
  if (cached !== undefined) return cached;
  const def = tiles.get(id);
  if (def === undefined) return undefined;
  const table = buildTable(def, rot);
  row[q] = table;
  return table;
}

/** The segment a follower spot names on a placed tile, or -1. A side names its road or city, never a module's edge kind. */
export function segmentAtSpot(table: TileTable, spot: Spot): number {
  if (spot === 'cloister') return table.cloister;
  if (spot.length === 2) return table.byHalf[spot as HalfSide] ?? -1;
  const i = table.bySide[spot as Side] ?? -1;
  return i >= 0 && table.segments[i]!.spot !== null ? i : -1;
}

/** A multi-cell piece placed whole and never turned: each cell is a tile of its own. */
export interface PieceDef {
  readonly id: string;
  readonly cells: readonly { readonly cell: Coord; readonly tile: string }[];
}

const pieces = new Map<string, PieceDef>();

export function registerPiece(piece: PieceDef): void {
  pieces.set(piece.id, piece);
}

export const pieceDef = (id: string): PieceDef | undefined => pieces.get(id);
