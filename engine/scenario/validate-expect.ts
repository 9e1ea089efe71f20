// Validates a step's `expect`: what the rules say about the step or the position after it.
import { MAX_SCORE } from './limits.ts';
import { START_FOLLOWERS } from './engine.ts';
import { at, defined, has, optional, problem, readBool, readCoord, readEach, readInt, readShape } from './read.ts';
import type { Problems } from './read.ts';
import { readFerry, readPerPlayer, readPlayer, readRuling, readSector, readSpot, readTileId } from './read-game.ts';
import type { Context } from './read-game.ts';
import { readCell, readCrown } from './validate-setup.ts';
import type { Expect, ExpectedEvent, ExpectedFeature, ExpectedFerry } from './types.ts';

export const EXPECT_KEYS = ['legal', 'illegal', 'scores', 'scored', 'supply', 'pig', 'placements', 'features', 'ferries', 'crowns'] as const;

function readEvent(ps: Problems, path: string, v: unknown, cx: Context): ExpectedEvent | undefined {
  const o = readShape(ps, path, v, ['player', 'points', 'ruling']);
  if (o === undefined) return undefined;
  return {
    player: readPlayer(ps, at(path, 'player'), o['player'], cx)!,
    points: readInt(ps, at(path, 'points'), o['points'], 0, MAX_SCORE)!,
    ruling: readRuling(ps, at(path, 'ruling'), o['ruling'])!,
  };
}

function readFeature(ps: Problems, path: string, v: unknown): ExpectedFeature | undefined {
  const o = readShape(ps, path, v, ['at', 'on', 'cell', 'complete', 'tiles']);
  if (o === undefined) return undefined;
  if (!has(o, 'complete') && !has(o, 'tiles')) problem(ps, path, 'featureSaysNothing');
  return defined({
    at: readCoord(ps, at(path, 'at'), o['at'])!,
    on: readSpot(ps, at(path, 'on'), o['on'])!,
    cell: optional(o, 'cell', (c) => readCell(ps, at(path, 'cell'), c)),
    complete: optional(o, 'complete', (c) => readBool(ps, at(path, 'complete'), c)),
    tiles: optional(o, 'tiles', (t) => readInt(ps, at(path, 'tiles'), t, 1, 1000)),
  });
}

function readExpectedFerry(ps: Problems, path: string, v: unknown): ExpectedFerry | undefined {
  const o = readShape(ps, path, v, ['at', 'ferry']);
  if (o === undefined) return undefined;
  return { at: readCoord(ps, at(path, 'at'), o['at'])!, ferry: readFerry(ps, at(path, 'ferry'), o['ferry'])! };
}

function readPlacements(ps: Problems, path: string, v: unknown, cx: Context): Expect['placements'] {
  const o = readShape(ps, path, v, ['tile', 'count']);
  if (o === undefined) return undefined;
  return {
    tile: readTileId(ps, at(path, 'tile'), o['tile'], cx)!,
    count: readInt(ps, at(path, 'count'), o['count'], 0, 1_000_000)!,
  };
}

/** `hasAction`: legal/illegal only make sense about a step that does something. */
export function readExpect(ps: Problems, path: string, v: unknown, cx: Context, hasAction: boolean): Expect | undefined {
  const o = readShape(ps, path, v, EXPECT_KEYS);
  if (o === undefined) return undefined;
  if (Object.keys(o).length === 0) problem(ps, path, 'expectEmpty');
  for (const key of ['legal', 'illegal']) {
    if (has(o, key) && !hasAction) problem(ps, at(path, key), 'legalNeedsAction');
  }
  if (o['legal'] === true && has(o, 'illegal')) problem(ps, path, 'legalContradicts');
  if (has(o, 'pig') && !cx.sets.includes('wheel')) problem(ps, at(path, 'pig'), 'pigNeedsWheel');
  if (has(o, 'crowns') && !cx.sets.includes('wheel')) problem(ps, at(path, 'crowns'), 'crownsNeedWheel');
  if (has(o, 'ferries') && !cx.sets.includes('ferries')) problem(ps, at(path, 'ferries'), 'ferriesNeedSet');
  return defined({
    legal: optional(o, 'legal', (x) => readBool(ps, at(path, 'legal'), x)),
    illegal: optional(o, 'illegal', (x) => readRuling(ps, at(path, 'illegal'), x)),
    scores: optional(o, 'scores', (x) => readPerPlayer(ps, at(path, 'scores'), x, cx, MAX_SCORE)),
    scored: optional(o, 'scored', (x) => readEach(ps, at(path, 'scored'), x, (p, e) => readEvent(ps, p, e, cx), 50)),
    supply: optional(o, 'supply', (x) => readPerPlayer(ps, at(path, 'supply'), x, cx, START_FOLLOWERS)),
    pig: optional(o, 'pig', (x) => readSector(ps, at(path, 'pig'), x)),
    placements: optional(o, 'placements', (x) => readPlacements(ps, at(path, 'placements'), x, cx)),
    features: optional(o, 'features', (x) => readEach(ps, at(path, 'features'), x, (p, f) => readFeature(ps, p, f), 50)),
    ferries: optional(o, 'ferries', (x) => readEach(ps, at(path, 'ferries'), x, (p, f) => readExpectedFerry(ps, p, f), 50)),
    crowns: optional(o, 'crowns', (x) => readEach(ps, at(path, 'crowns'), x, (p, c) => readCrown(ps, p, c, cx), 9)),
  });
}
