// Validates `setup`: the position before the steps. Whether tiles match and connect is the engine's
// question (createGame); here we check the shape and every name.
import type { Coord, PlayerColor } from '../core/types.ts';
import { START_FOLLOWERS } from './engine.ts';
import { at, defined, has, optional, problem, readCoord, readEach, readShape } from './read.ts';
import type { Problems } from './read.ts';
import {
  WHEEL_BOARD_ID,
  readCrownSpace,
  readFerry,
  readPerPlayer,
  readPlayer,
  readRot,
  readSector,
  readSpot,
  readTileId,
} from './read-game.ts';
import type { Context } from './read-game.ts';
import type { ScenarioCrown, ScenarioFollower, ScenarioSetup, ScenarioTile } from './types.ts';

import { MAX_SCORE, MAX_TILES } from './limits.ts';

export function readFollower(ps: Problems, path: string, v: unknown, cx: Context): ScenarioFollower | undefined {
  const o = readShape(ps, path, v, ['player', 'on', 'cell']);
  if (o === undefined) return undefined;
  return defined({
    player: readPlayer(ps, at(path, 'player'), o['player'], cx)!,
    on: readSpot(ps, at(path, 'on'), o['on'])!,
    cell: optional(o, 'cell', (c) => readCell(ps, at(path, 'cell'), c)),
  });
}

/** A cell of the 4×4 wheel board, `[col, row]` with 0–3 each. */
export function readCell(ps: Problems, path: string, v: unknown): Coord | undefined {
  const c = readCoord(ps, path, v);
  if (c === undefined) return undefined;
  const inBoard = c.every((n) => n >= 0 && n <= 3);
  return inBoard ? c : problem(ps, path, 'notWheelCell');
}

function readSetupTile(ps: Problems, path: string, v: unknown, cx: Context): ScenarioTile | undefined {
  const o = readShape(ps, path, v, ['tile', 'at', 'rot', 'followers', 'ferry']);
  if (o === undefined) return undefined;
  const tile = readTileId(ps, at(path, 'tile'), o['tile'], cx, true);
  const rot = optional(o, 'rot', (r) => readRot(ps, at(path, 'rot'), r));
  if (tile === WHEEL_BOARD_ID && rot !== undefined && rot !== 0) problem(ps, at(path, 'rot'), 'boardNeverRotated');
  if (has(o, 'ferry') && !cx.sets.includes('ferries')) problem(ps, at(path, 'ferry'), 'ferriesNeedSet');
  const followers = optional(o, 'followers', (f) =>
    readEach(ps, at(path, 'followers'), f, (p, x) => readFollower(ps, p, x, cx), 20),
  );
  followers?.forEach((f, i) => {
    if (f.cell !== undefined && tile !== WHEEL_BOARD_ID) problem(ps, at(at(path, 'followers'), i), 'cellOffBoard');
  });
  return defined({
    tile: tile!,
    at: readCoord(ps, at(path, 'at'), o['at'])!,
    rot,
    followers,
    ferry: optional(o, 'ferry', (f) => readFerry(ps, at(path, 'ferry'), f)),
  });
}

/** The cells a setup tile covers: one, or sixteen for the wheel board. */
function footprint(t: ScenarioTile): Coord[] {
  if (t.tile !== WHEEL_BOARD_ID) return [t.at];
  const cells: Coord[] = [];
  for (let dy = 0; dy < 4; dy++) for (let dx = 0; dx < 4; dx++) cells.push([t.at[0] + dx, t.at[1] + dy]);
  return cells;
}

function checkCellsFree(ps: Problems, tiles: readonly ScenarioTile[]): void {
  const taken = new Map<string, number>();
  tiles.forEach((t, i) => {
    for (const c of footprint(t)) {
      const key = `${c[0]},${c[1]}`;
      const other = taken.get(key);
      if (other !== undefined) {
        problem(ps, `setup.tiles[${i}].at`, 'cellTaken', c[0], c[1], other, tiles[other]!.tile);
        return;
      }
      taken.set(key, i);
    }
  });
}

export function readCrown(ps: Problems, path: string, v: unknown, cx: Context): ScenarioCrown | undefined {
  const o = readShape(ps, path, v, ['player', 'sector', 'space']);
  if (o === undefined) return undefined;
  const sector = readSector(ps, at(path, 'sector'), o['sector']);
  return {
    player: readPlayer(ps, at(path, 'player'), o['player'], cx)!,
    sector: sector!,
    space: readCrownSpace(ps, at(path, 'space'), sector, o['space'])!,
  };
}

function checkCrownsFree(ps: Problems, crowns: readonly ScenarioCrown[]): void {
  const seen = new Set<string>();
  crowns.forEach((c, i) => {
    const key = `${c.sector}/${c.space}`;
    if (seen.has(key)) problem(ps, `setup.crowns[${i}]`, 'crownTaken', c.sector, c.space);
    seen.add(key);
  });
}

/** Each colour has 7 followers: those on the board and in supply cannot come to more. */
function checkFollowerCounts(ps: Problems, setup: ScenarioSetup): void {
  const placed = new Map<string, number>();
  const count = (player: string) => placed.set(player, (placed.get(player) ?? 0) + 1);
  for (const t of setup.tiles ?? []) for (const f of t.followers ?? []) count(f.player);
  for (const c of setup.crowns ?? []) count(c.player);
  for (const [player, n] of placed) {
    const supply = setup.supply?.[player as PlayerColor] ?? 0;
    if (n + supply > START_FOLLOWERS) problem(ps, 'setup', 'tooManyFollowers', player, n, supply, START_FOLLOWERS);
  }
}

export function readSetup(ps: Problems, v: unknown, cx: Context): ScenarioSetup | undefined {
  const path = 'setup';
  const o = readShape(ps, path, v, ['tiles', 'crowns', 'pig', 'scores', 'supply', 'deck', 'turn']);
  if (o === undefined) return undefined;
  const tiles = optional(o, 'tiles', (t) => readEach(ps, at(path, 'tiles'), t, (p, x) => readSetupTile(ps, p, x, cx), MAX_TILES));
  if (tiles !== undefined) checkCellsFree(ps, tiles);
  const crowns = optional(o, 'crowns', (c) => readEach(ps, at(path, 'crowns'), c, (p, x) => readCrown(ps, p, x, cx), 9));
  if (crowns !== undefined) checkCrownsFree(ps, crowns);
  if (has(o, 'crowns') && !cx.sets.includes('wheel')) problem(ps, at(path, 'crowns'), 'crownsNeedWheel');
  if (has(o, 'pig') && !cx.sets.includes('wheel')) problem(ps, at(path, 'pig'), 'pigNeedsWheel');
  const setup = defined({
    tiles,
    crowns,
    pig: optional(o, 'pig', (p) => readSector(ps, at(path, 'pig'), p)),
    scores: optional(o, 'scores', (s) => readPerPlayer(ps, at(path, 'scores'), s, cx, MAX_SCORE)),
    supply: optional(o, 'supply', (s) => readPerPlayer(ps, at(path, 'supply'), s, cx, START_FOLLOWERS)),
    deck: optional(o, 'deck', (d) => readEach(ps, at(path, 'deck'), d, (p, x) => readTileId(ps, p, x, cx), MAX_TILES)),
    turn: optional(o, 'turn', (t) => readPlayer(ps, at(path, 'turn'), t, cx)),
  });
  checkFollowerCounts(ps, setup);
  return setup;
}
