// The reader's turn built step by step (turn-model.ts) with The Ferries and The Wheel of Fortune: what
// each step offers comes from the engine, refusals keep the reader on the step, and the turn is sent
// as one action that the engine accepts.
import { describe, expect, test } from 'vitest';
import { createGame, legalPlacements, wheelOf } from '../../engine/play.ts';
import type { GameSetup, GameState, Placement } from '../../engine/core/types.ts';
import { ferryNow, leaveFerry, spinOf, tryDone, tryFerry, tryFollower, tryMove, tryPlace, turnContext } from './turn-model.ts';
import type { TryOutcome, TurnContext } from './turn-model.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

function game(setup: GameSetup): GameState {
  const g = createGame(setup);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

function context(state: GameState, tile: string, plague: readonly PlagueChoice[] = []): TurnContext {
  const c = turnContext(state, tile, state.turn, plague);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  return c.value;
}

function expectKind<K extends TryOutcome['kind']>(o: TryOutcome, kind: K): Extract<TryOutcome, { kind: K }> {
  if (o.kind !== kind) throw new Error(`expected ${kind}, got ${JSON.stringify(o)}`);
  return o as Extract<TryOutcome, { kind: K }>;
}

const cells = (parts: readonly { at: readonly [number, number] }[]): string[] => [...new Set(parts.map((p) => p.at.join(',')))].sort();

// The start tile's road runs west to east along y = 0; a lake at (1, 0) meets it with its west jetty.
const ferriesStart = (): GameState => game({ sets: ['base', 'ferries'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0] }] });
const LAKE: Placement = { tile: 'ferries/lake-3', at: [1, 0], rot: 0 };

function withLake(): GameState {
  const s = ferriesStart();
  const done = expectKind(tryFerry(context(s, LAKE.tile), expectKind(tryFollower(context(s, LAKE.tile), LAKE, null), 'ferry').draft, ['W', 'E']), 'done');
  return done.state;
}

describe('a lake tile and its ferry', () => {
  test('after the follower step the engine lists the jetty pairs; a pair of one jetty is refused with its ruling', () => {
    const s = ferriesStart();
    const ctx = context(s, LAKE.tile);
    expect(expectKind(tryPlace(ctx, LAKE), 'follower').spots).toContain('W');
    const ferry = expectKind(tryFollower(ctx, LAKE, null), 'ferry');
    expect(ferry.pairs.map((p) => p.join('-')).sort()).toEqual(['E-S', 'E-W', 'S-W']);
    const same = expectKind(tryFerry(ctx, ferry.draft, ['S', 'S']), 'ferry');
    expect(same.refusal?.ruling).toBe('ferries-place-ferry');
    expect(same.draft.ferry).toBeUndefined();
    const done = expectKind(tryFerry(ctx, same.draft, ['W', 'E']), 'done');
    expect(done.action).toMatchObject({ type: 'turn', place: LAKE, ferry: ['W', 'E'] });
    expect(done.action).not.toHaveProperty('follower');
    expect(ferryNow(done.state, [], [1, 0])).toEqual(['W', 'E']);
  });

  test('a follower on the lake tile goes with the ferry in one action', () => {
    const s = ferriesStart();
    const ctx = context(s, LAKE.tile);
    const ferry = expectKind(tryFollower(ctx, LAKE, { on: 'S' }), 'ferry');
    const done = expectKind(tryFerry(ctx, ferry.draft, ['W', 'S']), 'done');
    expect(done.action).toMatchObject({ follower: { on: 'S' }, ferry: ['W', 'S'] });
    expect(done.state.board.find((t) => t.at[0] === 1)?.followers).toEqual([{ player: 'blue', on: 'S' }]);
  });
});

describe('moving ferries after a tile that extends their road', () => {
  // a straight road west of the start tile extends the road that runs to the lake's west jetty
  const ROAD: Placement = { tile: 'base/U', at: [-1, 0], rot: 0 };

  test('the ferry the engine names may move; the road to it is highlighted as it runs', () => {
    const s = withLake();
    const ctx = context(s, ROAD.tile);
    const moves = expectKind(tryFollower(ctx, ROAD, null), 'moves');
    expect(moves.movable.map((f) => [f.at.join(','), f.ferry.join('-'), f.via])).toEqual([['1,0', 'W-E', 'E']]);
    // with the ferry W-E the road crosses the lake and goes on east of it
    expect(cells(moves.roads)).toEqual(['-1,0', '0,0', '1,0']);
    expect(moves.roads.filter((p) => p.at[0] === 1)).toHaveLength(2);
    const moved = expectKind(tryMove(ctx, moves, { at: [1, 0], ferry: ['S', 'E'] }), 'moves');
    expect(moved.refusal).toBeUndefined();
    expect(moved.draft.moves).toEqual([{ at: [1, 0], ferry: ['S', 'E'] }]);
    // the west jetty has no ferry now: the road ends there
    expect(moved.roads.filter((p) => p.at[0] === 1)).toHaveLength(1);
    expect(ferryNow(s, moved.draft.moves, [1, 0])).toEqual(['S', 'E']);
    const done = expectKind(tryDone(ctx, moved), 'done');
    expect(done.action.moveFerries).toEqual([{ at: [1, 0], ferry: ['S', 'E'] }]);
    expect(ferryNow(done.state, [], [1, 0])).toEqual(['S', 'E']);
  });

  test('a move the engine refuses keeps the reader on the moves, with the ruling; leaving it restores the ferry', () => {
    const s = withLake();
    const ctx = context(s, ROAD.tile);
    const moves = expectKind(tryFollower(ctx, ROAD, null), 'moves');
    const bad = expectKind(tryMove(ctx, moves, { at: [1, 0], ferry: ['W', 'W'] }), 'moves');
    expect(bad.refusal?.ruling).toBe('ferries-move-ferry');
    expect(bad.draft.moves).toEqual([]);
    const moved = expectKind(tryMove(ctx, bad, { at: [1, 0], ferry: ['W', 'S'] }), 'moves');
    const left = expectKind(leaveFerry(ctx, moved, [1, 0]), 'moves');
    expect(left.draft.moves).toEqual([]);
    const done = expectKind(tryDone(ctx, left), 'done');
    expect(done.action).not.toHaveProperty('moveFerries');
    expect(ferryNow(done.state, [], [1, 0])).toEqual(['W', 'E']);
  });

  test('without a ferry on the road, nothing moves and the turn ends at once', () => {
    const s = ferriesStart();
    const done = tryFollower(context(s, ROAD.tile), ROAD, null);
    expect(done.kind).toBe('done');
  });
});

// The wheel board's north-west cell is at (-2, -2); a monk of blue north of it and a red farmer on its landscape.
const wheelSetup = (pig: GameSetup['pig'], crowns: GameSetup['crowns'] = []): GameState =>
  game({
    sets: ['wheel'], players: ['blue', 'red'], pig, crowns,
    tiles: [
      { tile: 'wheel/board', at: [-2, -2], followers: [{ player: 'red', on: 'NL', cell: [1, 0] }] },
      { tile: 'wheel/B', at: [-1, -3], followers: [{ player: 'blue', on: 'cloister' }] },
    ],
  });

describe('the Wheel of Fortune in the turn', () => {
  test('a wheel icon that stops the pig on the plague asks each player in the engine\'s order', () => {
    const s = wheelSetup('inquisition');
    const spin = spinOf(s, 'wheel/U1', 'blue');
    expect(spin).toMatchObject({ steps: 1, from: 'inquisition', to: 'plague' });
    expect(spin!.victims.map((v) => v.player)).toEqual(['blue', 'red']);
    expect(spinOf(s, 'wheel/U1', 'red')!.victims.map((v) => v.player)).toEqual(['red', 'blue']);
    // no icon, or the pig stopping elsewhere: nobody is asked
    expect(spinOf(s, 'wheel/V', 'blue')).toBeNull();
    expect(spinOf(s, 'wheel/U2', 'blue')!.victims).toEqual([]);
    // a list the engine refuses is said, not played
    const short = turnContext(s, 'wheel/U1', 'blue', [spin!.victims[0]!.choices[0]!]);
    expect(!short.ok && short.error.ruling).toBe('wheel-plague');
  });

  test('the tile is laid on the position after the plague, and the whole turn is one action', () => {
    const s = wheelSetup('inquisition');
    const spin = spinOf(s, 'wheel/U1', 'blue')!;
    const plague = spin.victims.map((v) => v.choices[0]!);
    const ctx = context(s, 'wheel/U1', plague);
    expect(wheelOf(ctx.start)?.pig).toBe('plague');
    expect(ctx.start.supply).toEqual({ blue: 7, red: 7 });
    expect(ctx.spinEvents.map((e) => e.ruling)).toEqual(['wheel-plague', 'wheel-plague']);
    const place = legalPlacements(ctx.start, 'wheel/U1')[0]!;
    const done = expectKind(tryFollower(ctx, place, null), 'done');
    expect(done.action.plague).toEqual(plague);
    expect(done.events.filter((e) => e.ruling === 'wheel-plague')).toHaveLength(2);
    expect(wheelOf(done.state)?.pig).toBe('plague');
  });

  test('with no follower on the tile, the engine\'s free crown spaces are offered; the crown goes with the turn', () => {
    const s = wheelSetup('fortune', [{ player: 'red', sector: 'taxes', space: 1 }]);
    const ctx = context(s, 'wheel/V');
    const place = legalPlacements(s, 'wheel/V')[0]!;
    const offer = expectKind(tryPlace(ctx, place), 'follower');
    expect(offer.crowns).toHaveLength(8);
    expect(offer.crowns).not.toContainEqual({ sector: 'taxes', space: 1 });
    const done = expectKind(tryFollower(ctx, place, { crown: 'storm', space: 2 }), 'done');
    expect(wheelOf(done.state)?.crowns).toContainEqual({ player: 'blue', sector: 'storm', space: 2 });
    // a taken space is refused with the ruling, and the reader stays on the follower step
    const taken = expectKind(tryFollower(ctx, place, { crown: 'taxes', space: 1 }), 'follower');
    expect(taken.refusal?.ruling).toBe('wheel-crown-placement');
  });

  test('crowns on the sector where the pig stops score first, so their spaces are free for the tile\'s player', () => {
    const s = wheelSetup('fortune', [{ player: 'red', sector: 'taxes', space: 1 }]);
    const ctx = context(s, 'wheel/U1');
    expect(wheelOf(ctx.start)?.crowns).toEqual([]);
    const offer = expectKind(tryPlace(ctx, legalPlacements(ctx.start, 'wheel/U1')[0]!), 'follower');
    expect(offer.crowns).toContainEqual({ sector: 'taxes', space: 1 });
  });

  test('a player with no follower left is offered no crown space', () => {
    const s = { ...wheelSetup('fortune'), supply: { blue: 0, red: 7 } };
    const offer = expectKind(tryPlace(context(s, 'wheel/V'), legalPlacements(s, 'wheel/V')[0]!), 'follower');
    expect(offer.crowns).toEqual([]);
    expect(offer.spots).toEqual([]);
  });
});
