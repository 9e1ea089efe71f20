// The wheel's own slice of the game state: where the pig stands and who stands on which crown space.
// It lives in `state.ext.wheel` as plain JSON, exactly `{ pig, crowns: [{ player, sector, space }] }`,
// which is the shape the scenario checks (expect.ts) look for.
import type { Coord, GameState, Json, PlayerColor, Refusal } from '../../core/types.ts';
import { tileDef } from '../../core/tiles.ts';
import { SECTORS } from './declare.ts';
import type { Sector } from './declare.ts';

/** How many sectors a tile's wheel icon moves the pig, or undefined for a tile without one. */
export const wheelIcon = (tile: string): 1 | 2 | 3 | undefined => tileDef(tile)?.wheelIcon;

export const WHEEL_MODULE_ID = 'wheel';
export const WHEEL_BOARD_ID = 'wheel/board';

export interface CrownFollower {
  readonly player: PlayerColor;
  readonly sector: Sector;
  readonly space: 1 | 2;
}

export interface WheelState {
  readonly pig: Sector;
  readonly crowns: readonly CrownFollower[];
}

/** How many crown spaces each sector has. */
export const CROWN_SPACES: Readonly<Record<Sector, 1 | 2>> = {
  fortune: 1, taxes: 2, famine: 1, storm: 2, inquisition: 1, plague: 2,
};

/** The wheel's data, or undefined when the wheel is not in play. */
export function wheelOf(state: GameState): WheelState | undefined {
  const data = state.ext[WHEEL_MODULE_ID];
  return data === undefined || data === null ? undefined : (data as unknown as WheelState);
}

export function withWheel(state: GameState, wheel: WheelState): GameState {
  const data = { pig: wheel.pig, crowns: wheel.crowns.map((c) => ({ player: c.player, sector: c.sector, space: c.space })) };
  return { ...state, ext: { ...state.ext, [WHEEL_MODULE_ID]: data as unknown as Json } };
}

/** The sector `steps` sectors clockwise from `pig`. */
export function sectorAfter(pig: Sector, steps: number): Sector {
  const i = SECTORS.indexOf(pig);
  return SECTORS[(((i + steps) % SECTORS.length) + SECTORS.length) % SECTORS.length]!;
}

/** The sectors the pig moves through, in order; the last one is where it stops. */
export function sectorsPassed(pig: Sector, steps: number): Sector[] {
  return Array.from({ length: Math.max(0, steps) }, (_, i) => sectorAfter(pig, i + 1));
}

export const refuse = (ruling: string, message: string, facts: Refusal['facts'] = {}): Refusal => ({ ruling, message, facts });

export const where = (at: Coord): string => `[${at[0]}, ${at[1]}]`;

/** The wheel board's north-west cell, if the board is on the table. */
export function boardCorner(state: GameState): Coord | undefined {
  return state.board.find((t) => t.piece?.tile === WHEEL_BOARD_ID)?.piece?.at;
}

export const onWheelBoard = (t: { readonly piece?: { readonly tile: string } }): boolean => t.piece?.tile === WHEEL_BOARD_ID;

export const addSupply = (
  supply: GameState['supply'], player: PlayerColor, n: number,
): Partial<Record<PlayerColor, number>> => ({ ...supply, [player]: (supply[player] ?? 0) + n });
