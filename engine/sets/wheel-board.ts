// The Wheel of Fortune's 4x4 start board. It is placed whole, never turned, and its 16 cells act as
// tiles for features: the landscape around the wheel (three cities, three roads, three fields) runs
// across cell borders, and the wheel artwork in the middle is no feature at all. Transcribed from the
// TTSCarcassonne board cells; the crown spaces follow that mod's crown points on the wheel's rim.
import { HALF_SIDES, SIDES } from '../core/types.ts';
import type { Coord, EdgeKind, FeatureDef, HalfSide, Side, TileDef } from '../core/types.ts';
import { city, deepFreeze, field, resolveFeatures, road } from './build.ts';
import type { FeatureDraft } from './build.ts';
import { SECTORS } from '../expansions/wheel/declare.ts';
import type { Sector } from '../expansions/wheel/declare.ts';

/** A cell side is 'wheel' where the wheel artwork reaches it (only inside the board). */
export type CellSideKind = EdgeKind | 'wheel';

/**
 * A board cell is a TileDef (set `wheel`, count 0: it is never drawn, the board is placed whole) with its
 * side kinds given, since `baseEdges` cannot derive a 'wheel' side and throws on the all-wheel cells.
 */
export interface WheelCellDef extends TileDef {
  /** `wheel/board@<col>,<row>` */
  readonly id: string;
  /** [col, row], 0–3, from the board's north-west cell */
  readonly cell: Coord;
  readonly features: readonly FeatureDef[];
  /** the board's name of each feature (`X`, `R1`, `A`...), parallel to `features` */
  readonly labels: readonly string[];
  /** derived from the features */
  readonly sides: Readonly<Record<Side, CellSideKind>>;
  /** half-sides covered by the wheel artwork, derived */
  readonly wheelHalves: readonly HalfSide[];
}

/** One feature of the board and the cell features it is made of. */
export interface BoardFeature {
  readonly label: string;
  readonly kind: FeatureDef['kind'];
  readonly parts: readonly { readonly cell: Coord; readonly feature: number }[];
}

export interface CrownSpace {
  readonly space: 1 | 2;
  /** position for drawing, in tile widths from the board's north-west corner */
  readonly x: number;
  readonly y: number;
}

export interface WheelSector {
  readonly sector: Sector;
  /** the sector's arc, in degrees clockwise from north, around the wheel's centre */
  readonly from: number;
  readonly to: number;
  /** numbered clockwise */
  readonly spaces: readonly CrownSpace[];
}

export interface WheelBoardDef {
  readonly id: 'wheel/board';
  readonly size: 4;
  readonly cells: readonly WheelCellDef[];
  readonly features: readonly BoardFeature[];
  /** clockwise from fortune, the order the pig moves in */
  readonly sectors: readonly WheelSector[];
  readonly centre: { readonly x: number; readonly y: number };
  /** the radius of the circle the crown spaces lie on, in tile widths */
  readonly crownRadius: number;
  readonly pigStart: Sector;
}

type Labelled = readonly [label: string, feature: FeatureDraft];

// Per cell: its features, each with the board's name for it. Fields name their city by a side on the same
// cell; where a field touches a city it does so on the city's own cell.
const CELL_FEATURES: readonly (readonly Labelled[])[][] = [
  [
    [['X', city('N')], ['A', field('EL SR WL WR', 'N')]],
    [['A', field('NL NR EL WR')]],
    [['R1', road('N')], ['A', field('NL WR')], ['B', field('NR EL')]],
    [['B', field('NL NR EL ER SL WR')]],
  ],
  [
    [['R3', road('W')], ['A', field('NL WR')], ['C', field('SR WL')]],
    [],
    [],
    [['B', field('NR EL ER SL')]],
  ],
  [
    [['C', field('NL SR WL WR')]],
    [],
    [],
    [['Y', city('E')], ['B', field('NR SL', 'E')]],
  ],
  [
    [['Z', city('S W')], ['C', field('NL ER', 'S')]],
    [['C', field('ER SL SR WL')]],
    [['C', field('ER SL SR WL')]],
    [['R2', road('S')], ['B', field('NR EL ER SL')], ['C', field('SR WL')]],
  ],
];

function halvesUnder(features: readonly FeatureDef[]): Set<HalfSide> {
  const covered = new Set<HalfSide>();
  for (const f of features) {
    if (f.kind === 'field') f.halves.forEach((h) => covered.add(h));
    if (f.kind === 'city') f.sides.forEach((s) => covered.add(`${s}L`).add(`${s}R`));
  }
  return covered;
}

function sideKind(features: readonly FeatureDef[], covered: Set<HalfSide>, side: Side): CellSideKind {
  const mid = features.find((f) => (f.kind === 'road' || f.kind === 'city' || f.kind === 'river') && f.sides.includes(side));
  if (mid !== undefined) return mid.kind as EdgeKind;
  return covered.has(`${side}L`) && covered.has(`${side}R`) ? 'field' : 'wheel';
}

function buildCell(col: number, row: number, labelled: readonly Labelled[]): WheelCellDef {
  const id = `wheel/board@${col},${row}`;
  const features = resolveFeatures(labelled.map(([, f]) => f), id);
  const covered = halvesUnder(features);
  const sides = Object.fromEntries(SIDES.map((s) => [s, sideKind(features, covered, s)])) as Record<Side, CellSideKind>;
  const wheelHalves = HALF_SIDES.filter((h) => !covered.has(h));
  const labels = labelled.map(([label]) => label);
  return { id, set: 'wheel', count: 0, tags: ['wheel-board'], cell: [col, row], features, labels, sides, wheelHalves };
}

const CELLS = CELL_FEATURES.flatMap((cells, row) => cells.map((labelled, col) => buildCell(col, row, labelled)));

function groupByLabel(cells: readonly WheelCellDef[]): BoardFeature[] {
  const groups = new Map<string, { kind: FeatureDef['kind']; parts: { cell: Coord; feature: number }[] }>();
  for (const c of cells) {
    c.labels.forEach((label, feature) => {
      const group = groups.get(label) ?? { kind: c.features[feature]!.kind, parts: [] };
      group.parts.push({ cell: c.cell, feature });
      groups.set(label, group);
    });
  }
  return [...groups].map(([label, g]) => ({ label, ...g }));
}

// Crown spaces as clock hours on the rim, read off the mod's crown points (the layout is symmetric about
// the north-south axis). Each sector spans two hours centred on 12, 2, 4, 6, 8 and 10 o'clock.
const CROWN_HOURS: Readonly<Record<Sector, readonly number[]>> = {
  fortune: [12],
  taxes: [1.5, 2.5],
  famine: [4],
  storm: [5.5, 6.5],
  inquisition: [8],
  plague: [9.5, 10.5],
};
const CENTRE = { x: 2, y: 2 };
const CROWN_RADIUS = 1.5;

const round2 = (n: number): number => Math.round(n * 100) / 100;

function crownSpace(hour: number, i: number): CrownSpace {
  const a = ((hour % 12) * 30 * Math.PI) / 180;
  const at = { x: round2(CENTRE.x + CROWN_RADIUS * Math.sin(a)), y: round2(CENTRE.y - CROWN_RADIUS * Math.cos(a)) };
  return { space: (i + 1) as 1 | 2, ...at };
}

const SECTOR_DEFS: readonly WheelSector[] = SECTORS.map((sector, i) => ({
  sector,
  from: (i * 60 + 330) % 360,
  to: i * 60 + 30,
  spaces: CROWN_HOURS[sector].map(crownSpace),
}));

export const WHEEL_BOARD: WheelBoardDef = deepFreeze({
  id: 'wheel/board',
  size: 4,
  cells: CELLS,
  features: groupByLabel(CELLS),
  sectors: SECTOR_DEFS,
  centre: CENTRE,
  crownRadius: CROWN_RADIUS,
  pigStart: 'fortune',
});

const CELL_BY_ID = new Map(CELLS.map((c) => [c.id, c]));

/** A board cell by its id, `wheel/board@<col>,<row>`. */
export const getWheelCell = (id: string): WheelCellDef | undefined => CELL_BY_ID.get(id);

/** The board cell at [col, row] (0–3). */
export const wheelCellAt = (col: number, row: number): WheelCellDef | undefined => getWheelCell(`wheel/board@${col},${row}`);
