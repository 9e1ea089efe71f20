// Validates `steps`: each one player's turn (or only a check of the current position).
import { at, defined, has, optional, problem, readCoord, readEach, readObj, readShape, readString } from './read.ts';
import type { Problems } from './read.ts';
import { hasLake, readCrownSpace, readFerry, readPlayer, readRot, readSector, readSpot, readTileId } from './read-game.ts';
import type { Context } from './read-game.ts';
import { readExpect } from './validate-expect.ts';
import { readCell } from './validate-setup.ts';
import { readGoal } from './validate-goal.ts';
import type { Coord, Side } from '../core/types.ts';
import type { FollowerStep, PlagueStep, ScenarioStep } from './types.ts';

const STEP_KEYS = ['player', 'place', 'follower', 'ferry', 'moveFerries', 'plague', 'discard', 'endGame', 'note', 'task', 'goal', 'fr', 'expect'];
/** Parts of a turn that only exist together with a placed tile. */
const TURN_PARTS = ['follower', 'ferry', 'moveFerries', 'plague'];
const MAX_STEPS = 300;
/** A task (the scenario's or a step's) is a sentence or two for the reader, shown in try mode. */
export const MAX_TASK = 300;

function readPlace(ps: Problems, path: string, v: unknown, cx: Context): ScenarioStep['place'] {
  const o = readShape(ps, path, v, ['tile', 'at', 'rot']);
  if (o === undefined) return undefined;
  if (!has(o, 'rot')) problem(ps, at(path, 'rot'), 'rotRequired');
  return {
    tile: readTileId(ps, at(path, 'tile'), o['tile'], cx)!,
    at: readCoord(ps, at(path, 'at'), o['at'])!,
    rot: optional(o, 'rot', (r) => readRot(ps, at(path, 'rot'), r))!,
  };
}

function readFollowerStep(ps: Problems, path: string, v: unknown): FollowerStep | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  if (has(o, 'crown')) {
    readShape(ps, path, o, ['crown', 'space']);
    const sector = readSector(ps, at(path, 'crown'), o['crown']);
    return { crown: sector!, space: readCrownSpace(ps, at(path, 'space'), sector, o['space'])! };
  }
  readShape(ps, path, o, ['on', 'cell']);
  return defined({
    on: readSpot(ps, at(path, 'on'), o['on'])!,
    cell: optional(o, 'cell', (c) => readCell(ps, at(path, 'cell'), c)),
  });
}

function readPlague(ps: Problems, path: string, v: unknown, cx: Context): PlagueStep | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  const player = readPlayer(ps, at(path, 'player'), o['player'], cx)!;
  if (has(o, 'crown')) {
    // Naming a crown is a move the rules refuse (wheel-plague), so it must still parse.
    readShape(ps, path, o, ['player', 'crown', 'space']);
    const sector = readSector(ps, at(path, 'crown'), o['crown']);
    return { player, crown: sector!, space: readCrownSpace(ps, at(path, 'space'), sector, o['space'])! };
  }
  readShape(ps, path, o, ['player', 'at', 'cell', 'on']);
  if (!has(o, 'at') && !has(o, 'cell')) problem(ps, path, 'plagueWhich');
  if (!has(o, 'on')) problem(ps, at(path, 'on'), 'plagueOnRequired');
  return defined({
    player,
    at: optional(o, 'at', (c) => readCoord(ps, at(path, 'at'), c)),
    cell: optional(o, 'cell', (c) => readCell(ps, at(path, 'cell'), c)),
    on: optional(o, 'on', (s) => readSpot(ps, at(path, 'on'), s)),
  });
}

function readMoveFerry(ps: Problems, path: string, v: unknown): { at: Coord; ferry: readonly [Side, Side] } | undefined {
  const o = readShape(ps, path, v, ['at', 'ferry']);
  if (o === undefined) return undefined;
  return { at: readCoord(ps, at(path, 'at'), o['at'])!, ferry: readFerry(ps, at(path, 'ferry'), o['ferry'], true)! };
}

/**
 * The step's note and task in French: each translates the English one, which must be there too, and a
 * French block leaves out no English note (the task's French may come later, as the title's description).
 */
function readFrenchStep(ps: Problems, path: string, v: unknown, english: Readonly<Record<string, unknown>>): ScenarioStep['fr'] {
  const o = readShape(ps, path, v, ['note', 'task']);
  if (o === undefined) return undefined;
  if (has(o, 'note') && !has(english, 'note')) problem(ps, path, 'translatesMissing', 'note');
  if (has(o, 'task') && !has(english, 'task')) problem(ps, at(path, 'task'), 'translatesMissing', 'task');
  if (!has(o, 'note') && (has(english, 'note') || !has(o, 'task'))) problem(ps, at(path, 'note'), 'frNoteRequired');
  return defined({
    note: optional(o, 'note', (n) => readString(ps, at(path, 'note'), n, 1000)),
    task: optional(o, 'task', (t) => readString(ps, at(path, 'task'), t, MAX_TASK)),
  });
}

function checkActionParts(ps: Problems, path: string, o: Readonly<Record<string, unknown>>): void {
  const actions = ['place', 'discard', 'endGame'].filter((k) => has(o, k));
  if (actions.length > 1) problem(ps, path, 'oneAction', actions);
  for (const part of TURN_PARTS) {
    // the wheel spins on drawing, so a tile put aside can still bring the plague
    const withDiscard = part === 'plague' && has(o, 'discard');
    if (has(o, part) && !has(o, 'place') && !withDiscard) problem(ps, at(path, part), 'needsPlace');
  }
  if (has(o, 'endGame') && o['endGame'] !== true) problem(ps, at(path, 'endGame'), 'mustBeTrue');
}

/** A ferry or a wheel choice in a game without that expansion would be silently ignored: say so instead. */
function checkSetsInPlay(ps: Problems, path: string, o: Readonly<Record<string, unknown>>, cx: Context): void {
  if (cx.sets.length === 0) return;
  for (const key of ['ferry', 'moveFerries']) {
    if (has(o, key) && !cx.sets.includes('ferries')) problem(ps, at(path, key), 'ferriesNeedSet');
  }
  const crown = has(o, 'follower') && typeof o['follower'] === 'object' && o['follower'] !== null && 'crown' in o['follower'];
  if (crown && !cx.sets.includes('wheel')) problem(ps, at(path, 'follower'), 'crownsNeedWheel');
  if (has(o, 'plague') && !cx.sets.includes('wheel')) problem(ps, at(path, 'plague'), 'plagueNeedsWheel');
}

function readStep(ps: Problems, path: string, v: unknown, cx: Context): ScenarioStep | undefined {
  const o = readShape(ps, path, v, STEP_KEYS);
  if (o === undefined) return undefined;
  checkActionParts(ps, path, o);
  const hasAction = ['place', 'discard', 'endGame'].some((k) => has(o, k));
  if (!hasAction && !has(o, 'expect')) problem(ps, path, 'doesNothing');
  checkSetsInPlay(ps, path, o, cx);
  if (has(o, 'goal') && !has(o, 'place') && !has(o, 'discard')) problem(ps, at(path, 'goal'), 'goalNeedsMove');
  const place = optional(o, 'place', (p) => readPlace(ps, at(path, 'place'), p, cx));
  // no rule speaks to a ferry on a tile with no lake: malformed, so a problem of the file
  if (has(o, 'ferry') && place !== undefined && !hasLake(place.tile)) problem(ps, at(path, 'ferry'), 'ferryNotOnLake', place.tile);
  return defined({
    player: optional(o, 'player', (p) => readPlayer(ps, at(path, 'player'), p, cx)),
    place,
    follower: optional(o, 'follower', (f) => readFollowerStep(ps, at(path, 'follower'), f)),
    ferry: optional(o, 'ferry', (f) => readFerry(ps, at(path, 'ferry'), f, true)),
    moveFerries: optional(o, 'moveFerries', (m) => readEach(ps, at(path, 'moveFerries'), m, (p, x) => readMoveFerry(ps, p, x), 8)),
    plague: optional(o, 'plague', (m) => readEach(ps, at(path, 'plague'), m, (p, x) => readPlague(ps, p, x, cx), 6)),
    discard: optional(o, 'discard', (d) => readTileId(ps, at(path, 'discard'), d, cx)),
    endGame: o['endGame'] === true ? (true as const) : undefined,
    note: optional(o, 'note', (n) => readString(ps, at(path, 'note'), n, 1000)),
    task: optional(o, 'task', (t) => readString(ps, at(path, 'task'), t, MAX_TASK)),
    goal: optional(o, 'goal', (g) => readGoal(ps, at(path, 'goal'), g, cx)),
    fr: optional(o, 'fr', (f) => readFrenchStep(ps, at(path, 'fr'), f, o)),
    expect: optional(o, 'expect', (e) => readExpect(ps, at(path, 'expect'), e, cx, hasAction)),
  });
}

export function readSteps(ps: Problems, v: unknown, cx: Context): ScenarioStep[] | undefined {
  return readEach(ps, 'steps', v, (p, x) => readStep(ps, p, x, cx), MAX_STEPS);
}
