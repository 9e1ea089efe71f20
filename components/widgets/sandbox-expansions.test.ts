// The sandbox with The Ferries and The Wheel of Fortune: whole seeded games played through the reader's
// turn model (plague victims, crowns, ferries and their moves included), and positions with ferries,
// the pig and crowns carried through links and files unchanged.
import { describe, expect, test } from 'vitest';
import { applyAction, legalPlacements, wheelOf } from '../../engine/play.ts';
import type { Action, GameState, SetId } from '../../engine/core/types.ts';
import { makeScenarioLink } from '../../engine/scenario/link.ts';
import { openFile, openLink } from './sandbox-io.ts';
import { FRESH, play, positionScenario, sandboxFromScenario, sandboxOf } from './sandbox-model.ts';
import { spinOf, tryDone, tryFerry, tryFollower, tryMove, tryPlace, turnContext } from './turn-model.ts';
import type { TryOutcome } from './turn-model.ts';

/**
 * One turn as a reader would play it with the widget's choices: the first victim each player is offered,
 * the first legal cell, a follower or a crown every other turn, the first ferry pair, and each movable
 * ferry moved to its last pair. Returns the action the model sends, or a discard.
 */
function readerTurn(state: GameState, n: number): Action {
  const tile = state.deck![0]!;
  const spin = spinOf(state, tile, state.turn);
  const plague = (spin?.victims ?? []).map((v) => v.choices[0]!);
  const ctx = turnContext(state, tile, state.turn, plague);
  if (!ctx.ok) throw new Error(`the wheel refused the first victims: ${JSON.stringify(ctx.error)}`);
  const place = legalPlacements(ctx.value.start, tile)[0];
  if (!place) return { type: 'discard', tile, ...(plague.length > 0 && { plague }) };
  let o: TryOutcome = tryPlace(ctx.value, place);
  if (o.kind !== 'follower') throw new Error(`placement refused: ${JSON.stringify(o)}`);
  const crown = n % 2 === 1 ? o.crowns[0] : undefined;
  o = tryFollower(ctx.value, place, crown ? { crown: crown.sector, space: crown.space } : o.spots[0] ? { on: o.spots[0] } : null);
  if (o.kind === 'ferry') o = tryFerry(ctx.value, o.draft, o.pairs[0]!);
  if (o.kind === 'moves') {
    for (const f of o.movable) {
      if (o.kind === 'moves') o = tryMove(ctx.value, o, { at: f.at, ferry: f.pairs.at(-1)! });
    }
    if (o.kind === 'moves') o = tryDone(ctx.value, o);
  }
  if (o.kind !== 'done') throw new Error(`turn ${n} with ${tile} did not end: ${JSON.stringify(o)}`);
  return o.action;
}

function wholeGame(sets: readonly SetId[], seed: number): { state: GameState; actions: Action[] } {
  const box = sandboxOf({ ...FRESH, sets, seed, players: 3 });
  const start = play(box);
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  let state = start.value.state;
  const actions: Action[] = [];
  for (let n = 0; state.deck!.length > 0 && n < 200; n++) {
    const action = readerTurn(state, n);
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`turn ${n} refused: ${JSON.stringify(r.error)}`);
    actions.push(action);
    state = r.value.state;
  }
  // the sandbox keeps the actions: replaying them gives the same game
  const again = play({ ...box, actions });
  if (!again.ok) throw new Error('replay');
  expect(again.value.refusals.every((r) => r === null)).toBe(true);
  expect(again.value.state.board).toEqual(state.board);
  return { state, actions };
}

describe('whole games in the sandbox', () => {
  test('base and Ferries from a seed: every lake gets its ferry, and ferries move', () => {
    const { state, actions } = wholeGame(['base', 'ferries'], 3);
    expect(state.deck).toEqual([]);
    const lakes = state.board.filter((t) => t.tile.startsWith('ferries/'));
    expect(lakes).toHaveLength(8);
    expect(lakes.every((t) => t.ferry !== undefined)).toBe(true);
    expect(actions.some((a) => a.type === 'turn' && (a.moveFerries?.length ?? 0) > 0)).toBe(true);
  });

  test('the Wheel of Fortune alone (71 land tiles and the board): the pig turns, crowns are used, the plague asks', () => {
    const box = sandboxOf({ ...FRESH, sets: ['wheel'], seed: 5 });
    const start = play(box);
    if (!start.ok) throw new Error('setup');
    expect(start.value.state.deck).toHaveLength(71);
    expect(start.value.state.board.filter((t) => t.piece)).toHaveLength(16);
    const { state, actions } = wholeGame(['wheel'], 5);
    expect(state.deck).toEqual([]);
    expect(actions.some((a) => a.type === 'turn' && a.follower && 'crown' in a.follower)).toBe(true);
    expect(actions.some((a) => a.type !== 'endGame' && (a.plague?.length ?? 0) > 0)).toBe(true);
    expect(wheelOf(state)).toBeDefined();
  });

  test('base and the wheel together play to the end', () => {
    const { state } = wholeGame(['base', 'wheel'], 11);
    expect(state.deck).toEqual([]);
  });
});

describe('positions with ferries, the pig and crowns travel whole', () => {
  function position(): GameState {
    const r = play({
      setup: {
        sets: ['base', 'ferries', 'wheel'], players: ['blue', 'red'], pig: 'storm',
        crowns: [{ player: 'red', sector: 'famine', space: 1 }],
        tiles: [{ tile: 'wheel/board', at: [-2, -2] }, { tile: 'ferries/lake-4', at: [0, -3], rot: 90, ferry: ['N', 'E'] }],
      },
      actions: [],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value.state;
  }

  test('positionScenario writes the ferry on its tile, the pig and the crowns', () => {
    const s = positionScenario(position(), 'x');
    expect(s.setup?.pig).toBe('storm');
    expect(s.setup?.crowns).toEqual([{ player: 'red', sector: 'famine', space: 1 }]);
    expect(s.setup?.tiles?.find((t) => t.tile === 'ferries/lake-4')?.ferry).toEqual(['N', 'E']);
    // a game without the wheel writes no pig
    const plain = play(sandboxOf(FRESH));
    if (!plain.ok) throw new Error('setup');
    expect(positionScenario(plain.value.state, 'x').setup).not.toHaveProperty('pig');
  });

  test('a link and an exported file open the same position', () => {
    const state = position();
    const scenario = positionScenario(state, 'Sandbox position');
    const opened = openLink(`#s=${makeScenarioLink(scenario)}`, 'en');
    if (opened === null || !opened.ok) throw new Error(JSON.stringify(opened));
    const link = { ok: true as const, value: opened.value.scenario };
    const file = openFile(JSON.stringify(scenario), 'en');
    for (const opened of [link, file]) {
      if (opened === null || !opened.ok) throw new Error(JSON.stringify(opened));
      const again = play(sandboxFromScenario(opened.value));
      if (!again.ok) throw new Error(JSON.stringify(again.error));
      expect(again.value.state.board).toEqual(state.board);
      expect(wheelOf(again.value.state)).toEqual(wheelOf(state));
      expect(again.value.state.supply).toEqual(state.supply);
    }
  });
});
