// Random full games with the ferries, checked against re-derivations written here from the raw tile data
// (never the core's segment tables or the module's road walk). Seeds come from fast-check, so a failure
// shrinks to a replayable pair of seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, featureAt, featureOfPart, features, movableFerries, replay, START_FOLLOWERS } from '../../index.ts';
import type { Action, Coord, FeatureDef, GameSetup, GameState, PlacedTile, ScoreEventDetail, Side, TurnAction } from '../../index.ts';
import { getTile } from '../../sets/index.ts';
import { neighbour, opposite, rotateSide } from '../../core/geometry.ts';
import { playRandomGame } from '../../core/autoplay.ts';

const key = (at: Coord): string => `${at[0]},${at[1]}`;
const featuresOf = (t: { tile: string }): readonly FeatureDef[] => getTile(t.tile)!.features;
const roadSides = (f: FeatureDef, rot: PlacedTile['rot']): Side[] => (f.kind === 'road' ? f.sides.map((s) => rotateSide(s, rot)) : []);
const isJettyDef = (f: FeatureDef | undefined): boolean => f?.kind === 'road' && f.jetty === true;

/** The road feature of a tile that reaches `side`, or -1. */
const roadOn = (t: PlacedTile, side: Side): number => featuresOf(t).findIndex((f) => roadSides(f, t.rot).includes(side));

/** The jetties a lake tile shows once turned, straight from its lake feature. */
function lakeJetties(t: PlacedTile): Side[] | undefined {
  const lake = featuresOf(t).find((f) => f.kind === 'lake');
  return lake?.kind === 'lake' ? lake.jetties.map((s) => rotateSide(s, t.rot)) : undefined;
}

/** Road groups by a plain flood fill: across sides, and across each ferry between its two jetty roads. */
function roadGroups(s: GameState): Map<string, { group: string; complete: boolean }> {
  const cells = new Map(s.board.map((t) => [key(t.at), t]));
  const next = (t: PlacedTile, i: number): string[] => {
    const out: string[] = [];
    for (const side of roadSides(featuresOf(t)[i]!, t.rot)) {
      const n = cells.get(key(neighbour(t.at, side)));
      const j = n === undefined ? -1 : roadOn(n, opposite(side));
      if (j >= 0) out.push(`${key(n!.at)}#${j}`);
    }
    const ferry = t.ferry;
    const mine = roadSides(featuresOf(t)[i]!, t.rot)[0];
    if (ferry !== undefined && isJettyDef(featuresOf(t)[i]) && mine !== undefined && ferry.includes(mine)) {
      out.push(`${key(t.at)}#${roadOn(t, ferry[0] === mine ? ferry[1] : ferry[0])}`);
    }
    return out;
  };
  const out = new Map<string, { group: string; complete: boolean }>();
  for (const t of s.board) {
    featuresOf(t).forEach((f, i) => {
      const start = `${key(t.at)}#${i}`;
      if (f.kind !== 'road' || out.has(start)) return;
      const seen = new Set([start]);
      const todo = [start];
      let complete = true;
      while (todo.length > 0) {
        const [at, fi] = todo.pop()!.split('#') as [string, string];
        const tile = cells.get(at)!;
        for (const side of roadSides(featuresOf(tile)[Number(fi)]!, tile.rot)) if (!cells.has(key(neighbour(tile.at, side)))) complete = false;
        for (const n of next(tile, Number(fi))) if (!seen.has(n)) (seen.add(n), todo.push(n));
      }
      const group = { group: [...seen].sort().join(' '), complete };
      for (const n of seen) out.set(n, group);
    });
  }
  return out;
}

function roadsMatchFloodFill(s: GameState): void {
  for (const [node, g] of roadGroups(s)) {
    const [at, i] = node.split('#') as [string, string];
    const [x, y] = at.split(',').map(Number) as [number, number];
    const view = featureOfPart(s, { at: [x, y], feature: Number(i) })!;
    expect(view.parts.map((p) => `${p.at[0]},${p.at[1]}#${p.feature}`).sort().join(' ')).toBe(g.group);
    expect(view.complete, node).toBe(g.complete);
  }
}

function ferriesJoinTwoJetties(s: GameState): void {
  for (const t of s.board) {
    const js = lakeJetties(t);
    if (js === undefined) expect(t.ferry).toBeUndefined();
    else expect(t.ferry !== undefined && t.ferry[0] !== t.ferry[1] && t.ferry.every((x) => js.includes(x)), `${t.tile} ${key(t.at)} ${t.ferry}`).toBe(true);
  }
}

/** The first lake on each road leaving the new tile, where the road arrives at that lake's ferry. */
function firstFerries(before: GameState, a: TurnAction): string[] {
  const placed: PlacedTile = { tile: a.place.tile, at: a.place.at, rot: a.place.rot, followers: [] };
  const cells = new Map([...before.board, placed].map((t) => [key(t.at), t]));
  const found = new Set<string>();
  for (const f of featuresOf(placed)) {
    for (const start of roadSides(f, placed.rot)) {
      let from: Coord = placed.at;
      let side: Side | undefined = start;
      for (let guard = 0; side !== undefined && guard < 200; guard++) {
        const n = cells.get(key(neighbour(from, side)));
        if (n === undefined || n === placed) break;
        const enter = opposite(side);
        const road = featuresOf(n)[roadOn(n, enter)];
        if (isJettyDef(road)) {
          if (n.ferry?.includes(enter) === true) found.add(key(n.at));
          break;
        }
        side = road === undefined ? undefined : roadSides(road, n.rot).find((x) => x !== enter);
        from = n.at;
      }
    }
  }
  return [...found].sort();
}

function ferryMap(s: GameState): Map<string, string> {
  return new Map(s.board.filter((t) => t.ferry !== undefined).map((t) => [key(t.at), t.ferry!.join('-')]));
}

interface Tally { moves: number; closedByMove: number; reopened: number; scoredAgain: number }

function checkTurn(before: GameState, a: TurnAction, after: GameState, tally: Tally): void {
  const first = firstFerries(before, a);
  const engine = movableFerries(before, a);
  expect(engine.ok && engine.value.map((f) => key(f.at)).sort()).toEqual(first);
  const moved = (a.moveFerries ?? []).map((m) => key(m.at));
  expect(new Set(moved).size).toBe(moved.length);
  for (const m of moved) expect(first).toContain(m);
  // Only the new tile's ferry and the moved ones differ from the position before.
  const was = ferryMap(before);
  for (const [k, f] of ferryMap(after)) if (was.get(k) !== f) expect([...moved, key(a.place.at)]).toContain(k);
  tally.moves += moved.length;
  if (moved.length > 0) {
    const twice = applyAction(before, { ...a, moveFerries: [...a.moveFerries!, a.moveFerries![0]!] });
    expect(!twice.ok && twice.error.ruling).toBe('ferries-once-per-turn');
  }
  // A road complete before the turn and unfinished after it can only have been opened by a move.
  const wasComplete = new Set(features(before).filter((v) => v.kind === 'road' && v.complete).map((v) => `${key(v.parts[0]!.at)}#${v.parts[0]!.feature}`));
  for (const k of wasComplete) {
    const [x, y] = k.split('#')[0]!.split(',').map(Number) as [number, number];
    if (!featureOfPart(after, { at: [x, y], feature: Number(k.split('#')[1]) })!.complete) {
      expect(moved.length).toBeGreaterThan(0);
      tally.reopened++;
    }
  }
}

function checkScores(before: GameState, after: GameState, events: readonly ScoreEventDetail[], tally: Tally): void {
  const seen = new Set<string>();
  for (const e of events) {
    if (e.final || e.ruling === 'base-followers-return' || e.points === 0 && e.items.every((i) => i.what === 'follower')) continue;
    const v = featureAt(after, e.at!, e.on!)!;
    const k = `${e.player}:${v.parts.map((p) => `${key(p.at)}#${p.feature}`).sort().join(' ')}`;
    expect(seen.has(k), `scored twice in one turn: ${k}`).toBe(false);
    seen.add(k);
    // Only what this turn completed scores: the same feature was not complete before it (a cloister
    // surrounded as it is placed lies on the new tile alone and did not exist before).
    const known = v.parts.find((p) => before.board.some((t) => key(t.at) === key(p.at)));
    const old = known === undefined ? undefined : featureOfPart(before, known);
    expect(old !== undefined && old.complete && old.parts.length === v.parts.length).toBe(false);
    if (e.rulings?.includes('ferries-close-by-moving') === true) tally.closedByMove++;
    if (e.rulings?.includes('ferries-reopen-road') === true) tally.scoredAgain++;
  }
}

function followersConserved(s: GameState): void {
  for (const p of s.players) {
    const onBoard = s.board.reduce((n, t) => n + t.followers.filter((f) => f.player === p).length, 0);
    expect((s.supply[p] ?? 0) + onBoard).toBe(START_FOLLOWERS);
  }
}

function checkGame(setup: GameSetup, playSeed: number, tally: Tally = { moves: 0, closedByMove: 0, reopened: 0, scoredAgain: 0 }): Tally {
  const played = playRandomGame(setup, playSeed, {
    observe(before, action: Action, after, events) {
      followersConserved(after);
      ferriesJoinTwoJetties(after);
      expect(features(after).filter((v) => v.complete && v.followers.length > 0)).toEqual([]);
      if (action.type === 'turn') checkTurn(before, action, after, tally);
      checkScores(before, after, events, tally);
    },
  });
  roadsMatchFloodFill(played.state);
  const again = replay(setup, played.actions);
  expect(again.ok && again.value.refusals.every((r) => r === null)).toBe(true);
  expect(again.ok && JSON.stringify(again.value.state)).toBe(JSON.stringify(played.state));
  return tally;
}

const seeds = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }));
const WITH_BASE = (seed: number): GameSetup => ({ sets: ['base', 'ferries'], players: ['blue', 'red', 'green'], seed });
const ALONE = (seed: number): GameSetup => ({ sets: ['ferries'], players: ['blue', 'red'], seed });

describe('random games with the ferries', () => {
  it('base and ferries: roads equal a flood fill through the ferries, ferries stay on two jetties, moves follow the rules, completions score once', () => {
    fc.assert(fc.property(seeds, ([deckSeed, playSeed]) => void checkGame(WITH_BASE(deckSeed), playSeed)), { numRuns: 60 });
  });

  it('the ferries alone: the same invariants', () => {
    fc.assert(fc.property(seeds, ([deckSeed, playSeed]) => void checkGame(ALONE(deckSeed), playSeed)), { numRuns: 200 });
  });

  it('moves ferries, closes roads by moving them and opens completed roads again (fixed seeds)', () => {
    const tally: Tally = { moves: 0, closedByMove: 0, reopened: 0, scoredAgain: 0 };
    for (let seed = 1; seed <= 10; seed++) checkGame(WITH_BASE(seed), seed * 7, tally);
    expect(tally.moves).toBeGreaterThan(20);
    expect(tally.closedByMove).toBeGreaterThan(0);
    expect(tally.reopened).toBeGreaterThan(0);
  });

  it('replays seeds fast-check once shrank to (a cloister surrounded as it is placed)', () => {
    checkGame(WITH_BASE(1270186980), 1266512755);
    checkGame(WITH_BASE(2), 1995183697);
  });

  it('plays every lake tile of the set, each with its ferry', () => {
    const played = playRandomGame(ALONE(3), 4);
    expect(played.state.board.filter((t) => t.ferry !== undefined)).toHaveLength(8);
  });
});
