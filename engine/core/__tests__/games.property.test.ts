// Random full games (base set; wheel land tiles around the wheel board), checked against independent
// re-derivations. Seeds come from fast-check, so a failure shrinks to a replayable pair of seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPlacement, featureAt, featureOfPart, features, legalPlacements, mulberry32, replay, ROTATIONS, shuffle, START_FOLLOWERS,
} from '../../index.ts';
import { TILES_BY_SET } from '../../sets/index.ts';
import { playRandomGame } from '../autoplay.ts';
import type { Action, GameSetup, GameState, ScoreEventDetail } from '../types.ts';
import { edgeMismatches, floodGroups, frontier } from './brute.ts';

const BASE = (seed: number): GameSetup => ({ sets: ['base'], players: ['blue', 'red', 'green'], seed });
// The wheel's land tiles around its board, under the core's rules only: the pile is shuffled here rather
// than by `sets: ['wheel']`, which would also bring in the wheel module and its turn phase.
const WHEEL_PILE = TILES_BY_SET.wheel.flatMap((d) => Array<string>(d.count).fill(d.id));
const WHEEL = (seed: number): GameSetup => ({
  sets: ['base'], players: ['blue', 'red'], deck: shuffle(WHEEL_PILE, mulberry32(seed)),
  tiles: [{ tile: 'wheel/board', at: [-2, -2] }],
});

function followersConserved(s: GameState): void {
  for (const p of s.players) {
    const onBoard = s.board.reduce((n, t) => n + t.followers.filter((f) => f.player === p).length, 0);
    expect((s.supply[p] ?? 0) + onBoard).toBe(START_FOLLOWERS);
  }
}

function featuresMatchFloodFill(s: GameState): void {
  const flood = floodGroups(s);
  for (const [node, group] of flood) {
    const [at, i] = node.split('#') as [string, string];
    const [x, y] = at.split(',').map(Number) as [number, number];
    const view = featureOfPart(s, { at: [x, y], feature: Number(i) })!;
    expect(view.parts.map((p) => `${p.at[0]},${p.at[1]}#${p.feature}`).sort().join(' ')).toBe(group);
  }
}

function placementsAgree(s: GameState, tile: string): void {
  const legal = new Set(legalPlacements(s, tile).map((p) => `${p.at}@${p.rot}`));
  const cells = [...frontier(s), [999, 999] as const];
  for (const at of cells) {
    for (const rot of ROTATIONS) expect(checkPlacement(s, { tile, at, rot }).ok, `${tile} ${at}@${rot}`).toBe(legal.has(`${at}@${rot}`));
  }
}

/** The scored feature's tile features, found through the event's own reference (at, on). */
const featureKey = (s: GameState, e: ScoreEventDetail): string => {
  const v = featureAt(s, e.at!, e.on!);
  expect(v?.kind).toBe(e.feature);
  return v!.parts.map((p) => `${p.at}#${p.feature}`).sort().join(' ');
};

/** Plays one game, checking the invariants after every step and at the end. */
function checkGame(setup: GameSetup, playSeed: number): void {
  const scoredIn = new Map<string, number>();
  let step = 0;
  const played = playRandomGame(setup, playSeed, {
    observe(before, action: Action, after, events) {
      step++;
      followersConserved(after);
      expect(features(after).filter((v) => v.complete && v.followers.length > 0 && v.kind !== 'river')).toEqual([]);
      for (const e of events) {
        if (e.final || e.ruling === 'base-followers-return' || e.ruling === 'river2-pig-herd') continue;
        const k = `${e.feature}:${featureKey(after, e)}`;
        expect(scoredIn.get(k) ?? step, `scored twice: ${k}`).toBe(step);
        scoredIn.set(k, step);
      }
      if (action.type === 'turn' && step % 9 === 1) placementsAgree(before, action.place.tile);
    },
  });
  expect(edgeMismatches(played.state)).toEqual([]);
  featuresMatchFloodFill(played.state);
  const total = played.events.flat().reduce((n, e) => n + e.points, 0);
  expect(Object.values(played.state.scores).reduce((a, b) => a + b, 0)).toBe(total);
  const again = replay(setup, played.actions);
  expect(again.ok && again.value.refusals.every((r) => r === null)).toBe(true);
  expect(again.ok && JSON.stringify(again.value.state)).toBe(JSON.stringify(played.state));
}

const seeds = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }));

describe('random full games', () => {
  it('base set: tiles match, features equal a flood fill, followers are conserved, each completion scores once, replay agrees', () => {
    fc.assert(fc.property(seeds, ([deckSeed, playSeed]) => checkGame(BASE(deckSeed), playSeed)), { numRuns: 12 });
  });

  it('wheel land tiles around the wheel board: the same invariants', () => {
    fc.assert(fc.property(seeds, ([deckSeed, playSeed]) => checkGame(WHEEL(deckSeed), playSeed)), { numRuns: 8 });
  });

  it('plays all 71 wheel land tiles (placed or put aside)', () => {
    const played = playRandomGame(WHEEL(3), 4);
    expect(WHEEL_PILE).toHaveLength(71);
    expect(played.actions.filter((a) => a.type !== 'endGame')).toHaveLength(71);
    expect(played.state.board.length).toBe(16 + played.actions.filter((a) => a.type === 'turn').length);
  });

  it('a seeded deck holds every tile of the set but the start tile, in a reproducible order', () => {
    const a = playRandomGame(BASE(5), 1).start.deck!;
    expect(a).toHaveLength(71);
    expect(playRandomGame(BASE(5), 2).start.deck).toEqual(a);
    expect(playRandomGame(BASE(6), 1).start.deck).not.toEqual(a);
  });
});
