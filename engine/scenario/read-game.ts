// Readers for the game vocabulary a scenario uses: players, tiles, spots, sectors, sides, rulings.
import { getTile } from './engine.ts';
import { HALF_SIDES, PLAYER_COLORS, ROTATIONS, SIDES } from '../core/types.ts';
import type { PlayerColor, Rotation, SetId, Side, Spot } from '../core/types.ts';
import { at, problem, readInt, readObj, readOneOf, readString } from './read.ts';
import type { Problems } from './read.ts';
import { isRulingId } from './ruling-ids.ts';
import { SECTORS } from '../expansions/wheel/declare.ts';
import type { Sector } from '../expansions/wheel/declare.ts';

export const WHEEL_BOARD_ID = 'wheel/board';
export const SPOTS: readonly Spot[] = [...SIDES, ...HALF_SIDES, 'cloister'];

/** What the rest of the document may refer to, once the top level has been read. */
export interface Context {
  readonly players: readonly PlayerColor[];
  readonly sets: readonly SetId[];
}

export function readPlayer(ps: Problems, path: string, v: unknown, cx: Context): PlayerColor | undefined {
  const p = readOneOf(ps, path, v, PLAYER_COLORS);
  if (p === undefined) return undefined;
  if (cx.players.length > 0 && !cx.players.includes(p)) return problem(ps, path, 'notAPlayer', p, cx.players);
  return p;
}

export function setOfTile(id: string): SetId | undefined {
  return id === WHEEL_BOARD_ID ? 'wheel' : getTile(id)?.set;
}

/** The tile has a lake (a Ferries lake tile), so a ferry may be given with it. */
export const hasLake = (id: string): boolean => getTile(id)?.features.some((f) => f.kind === 'lake') === true;

/** A tile id from the tile id table, whose set is in play. `board` allows the wheel board (setup only). */
export function readTileId(ps: Problems, path: string, v: unknown, cx: Context, board = false): string | undefined {
  const id = readString(ps, path, v, 100);
  if (id === undefined) return undefined;
  if (id === WHEEL_BOARD_ID && !board) return problem(ps, path, 'boardInSetupOnly');
  const set = setOfTile(id);
  if (set === undefined) return problem(ps, path, 'unknownTile', id);
  if (cx.sets.length > 0 && !cx.sets.includes(set)) return problem(ps, path, 'setNotInPlay', id, set);
  return id;
}

export const readRot = (ps: Problems, path: string, v: unknown): Rotation | undefined => readOneOf(ps, path, v, ROTATIONS);
export const readSpot = (ps: Problems, path: string, v: unknown): Spot | undefined => readOneOf(ps, path, v, SPOTS);
export const readSector = (ps: Problems, path: string, v: unknown): Sector | undefined => readOneOf(ps, path, v, SECTORS);

export function readRuling(ps: Problems, path: string, v: unknown): string | undefined {
  const id = readString(ps, path, v, 100);
  if (id === undefined) return undefined;
  return isRulingId(id) ? id : problem(ps, path, 'unknownRuling', id);
}

/**
 * The two road ends a ferry joins, by the board sides they reach. In a step, `["S", "S"]` is a move the
 * rules refuse (ferries-place-ferry), so it must parse (`inStep`); in setup it is an impossible position.
 */
export function readFerry(ps: Problems, path: string, v: unknown, inStep = false): readonly [Side, Side] | undefined {
  if (v === undefined) return problem(ps, path, 'required');
  if (!Array.isArray(v) || v.length !== 2) return problem(ps, path, 'notSidePair', v);
  const a = readOneOf(ps, at(path, 0), v[0], SIDES);
  const b = readOneOf(ps, at(path, 1), v[1], SIDES);
  if (a === undefined || b === undefined) return undefined;
  return a === b && !inStep ? problem(ps, path, 'ferrySameSide') : [a, b];
}

/** A crown space: two-crown sectors have spaces 1 and 2, the others only 1. */
export function readCrownSpace(ps: Problems, path: string, sector: Sector | undefined, v: unknown): 1 | 2 | undefined {
  const space = readOneOf(ps, path, v, [1, 2] as const);
  if (space === 2 && sector !== undefined && !TWO_CROWN_SECTORS.includes(sector)) {
    return problem(ps, path, 'oneCrownSpace', sector);
  }
  return space;
}

const TWO_CROWN_SECTORS: readonly Sector[] = ['taxes', 'storm', 'plague'];

/** A record keyed by player: `{ "blue": 3 }`. */
export function readPerPlayer(ps: Problems, path: string, v: unknown, cx: Context, max: number): Partial<Record<PlayerColor, number>> | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  const out: Partial<Record<PlayerColor, number>> = {};
  for (const [key, value] of Object.entries(o)) {
    const player = readPlayer(ps, at(path, key), key, cx);
    const n = readInt(ps, at(path, key), value, 0, max);
    if (player !== undefined && n !== undefined) out[player] = n;
  }
  return out;
}
