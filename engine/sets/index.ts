// Every tile set by id, and lookups over all of them. The data is built once, at import.
import type { SetId, TileDef } from '../core/types.ts';
import { BASE_TILES } from './base.ts';
import { FERRIES_TILES } from './ferries.ts';
import { GQ11_TILES } from './gq11.ts';
import { RIVER1_TILES } from './river1.ts';
import { RIVER2_TILES } from './river2.ts';
import { RIVER3_TILES } from './river3.ts';
import { WHEEL_TILES } from './wheel.ts';
import { getWheelCell } from './wheel-board.ts';
import { SET_IDS } from './ids.ts';

export { SET_IDS } from './ids.ts';
export { BASE_START_TILE, BASE_TILES } from './base.ts';
export { FERRIES_TILES } from './ferries.ts';
export { GQ11_TILES } from './gq11.ts';
export { RIVER1_TILES } from './river1.ts';
export { RIVER2_TILES } from './river2.ts';
export { RIVER3_TILES } from './river3.ts';
export { WHEEL_TILES } from './wheel.ts';
export { WHEEL_BOARD, getWheelCell, wheelCellAt } from './wheel-board.ts';
export type { BoardFeature, CellSideKind, CrownSpace, WheelBoardDef, WheelCellDef, WheelSector } from './wheel-board.ts';

export const TILES_BY_SET: Readonly<Record<SetId, readonly TileDef[]>> = Object.freeze({
  base: BASE_TILES,
  river1: RIVER1_TILES,
  river2: RIVER2_TILES,
  river3: RIVER3_TILES,
  gq11: GQ11_TILES,
  ferries: FERRIES_TILES,
  wheel: WHEEL_TILES,
});

export const ALL_TILES: readonly TileDef[] = Object.freeze(SET_IDS.flatMap((set) => TILES_BY_SET[set]));

const BY_ID: ReadonlyMap<string, TileDef> = new Map(ALL_TILES.map((t) => [t.id, t]));

/** A tile of any set, or one cell of the wheel board (`wheel/board@<col>,<row>`). */
export const getTile = (id: string): TileDef | undefined => BY_ID.get(id) ?? getWheelCell(id);

/** Physical tiles per set (sum of the counts); the wheel's board is not counted here. */
export const SET_TOTALS: Readonly<Record<SetId, number>> = Object.freeze(
  Object.fromEntries(SET_IDS.map((set) => [set, TILES_BY_SET[set].reduce((n, t) => n + t.count, 0)])) as Record<
    SetId,
    number
  >,
);
