import { describe, expect, it } from 'vitest';
import { applyAction, legalFollowerSpots, legalPlacements } from '../../engine/play.ts';
import type { Action, GameState } from '../../engine/core/types.ts';
import { FIRST_RIVER, newSeed, readRiverMoves, readRiverQuery, riverDone, riverGame, riverQuery, riverSets } from './river-model.ts';
import type { RiverConfig } from './river-model.ts';
import { play as replayBox } from './sandbox-model.ts';

function play(c: RiverConfig): GameState {
  const r = replayBox(riverGame(c));
  if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
  return r.value.state;
}

const riverTiles = (s: GameState): string[] => s.board.map((t) => t.tile);

/** Plays the river out: the first legal placement each turn, or a discard when the engine has none. */
function playOut(start: GameState): { state: GameState; turns: number } {
  let state = start;
  let turns = 0;
  while (!riverDone(state) && turns < 40) {
    const tile = state.deck![0]!;
    const place = legalPlacements(state, tile)[0];
    const action = place ? { type: 'turn' as const, player: state.turn, place } : { type: 'discard' as const, tile };
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    state = r.value.state;
    turns++;
  }
  return { state, turns };
}

describe('river builder model', () => {
  it('the same seed builds the same river, another seed another pile', () => {
    const a = play(({ ...FIRST_RIVER, seed: 42 }));
    const b = play(({ ...FIRST_RIVER, seed: 42 }));
    const c = play(({ ...FIRST_RIVER, seed: 43 }));
    expect(a.deck).toEqual(b.deck);
    expect(playOut(a).state.board).toEqual(playOut(b).state.board);
    expect(a.deck!.slice(0, 10)).not.toEqual(c.deck!.slice(0, 10));
  });

  it('the engine lays the spring and the first drawn tile is a river tile', () => {
    const s = play((FIRST_RIVER));
    expect(riverTiles(s)).toHaveLength(1);
    expect(riverTiles(s)[0]).toMatch(/^river1\//);
    expect(s.deck![0]).toMatch(/^river1\//);
    expect(riverDone(s)).toBe(false);
  });

  it('passes the options and the sets to the engine', () => {
    const c: RiverConfig = { river: 'both', gq11: true, options: { riverUTurn: 'any', riverOrder: 'reverse', inns: true }, seed: 7 };
    const s = play((c));
    expect(s.options.riverUTurn).toBe('any');
    expect(s.options.riverOrder).toBe('reverse');
    expect(s.options.inns).toBe(true);
    expect(s.sets).toEqual(expect.arrayContaining(['base', 'river1', 'river2', 'gq11']));
    expect(riverSets({ ...c, river: 'II', gq11: false })).toEqual(['base', 'river2']);
  });

  it('detects the handover: after the river the next tile comes from the base pile', () => {
    for (const river of ['I', 'II', 'both'] as const) {
      const { state, turns } = playOut(play(({ ...FIRST_RIVER, river, seed: 5 })));
      expect(riverDone(state)).toBe(true);
      expect(turns).toBeGreaterThan(8);
      expect(state.deck![0]).toMatch(/^base\//);
    }
  });

  it('round-trips a river through the address', () => {
    const c: RiverConfig = { river: 'II', gq11: true, options: { riverUTurn: 'any', riverFieldWrap: false }, seed: 123 };
    const q = riverQuery(c);
    expect(q).toContain('river=II');
    expect(q).toContain('seed=123');
    expect(readRiverQuery(q)).toEqual({ kind: 'ok', config: c });
    expect(readRiverQuery('')).toEqual({ kind: 'none' });
  });

  it('names each damaged value', () => {
    expect(readRiverQuery('?river=I&seed=12x')).toEqual({ kind: 'bad', bad: [{ param: 'seed', value: '12x' }] });
    // a long or hostile value is named briefly, never echoed in full
    const long = readRiverQuery(`?river=${'I'.repeat(5000)}&seed=1`);
    expect(long).toEqual({ kind: 'bad', bad: [{ param: 'river', value: `${'I'.repeat(24)}…` }] });
    expect(readRiverQuery('?river=I%1B%5B2J%E2%80%AEx&seed=1')).toEqual({ kind: 'bad', bad: [{ param: 'river', value: 'I[2Jx' }] });
    expect(readRiverQuery('?river=IV&seed=99999999999&riverOrder=sideways')).toEqual({
      kind: 'bad',
      bad: [{ param: 'river', value: 'IV' }, { param: 'seed', value: '99999999999' }, { param: 'riverOrder', value: 'sideways' }],
    });
  });

  it('new seeds stay in range', () => {
    expect(newSeed(() => 0)).toBe(1);
    expect(newSeed(() => 0.999999999)).toBe(999_999);
  });
});

describe('the moves in the address', () => {
  /** A river played `n` moves by the engine's own offers: each tile at its first legal place, a follower on every other. */
  function played(c: typeof FIRST_RIVER, n: number) {
    let box = riverGame(c);
    for (let i = 0; i < n; i++) {
      const r = replayBox(box);
      if (!r.ok) throw new Error('replay');
      const tile = r.value.state.deck![0]!;
      const place = legalPlacements(r.value.state, tile)[0];
      const spot = place && i % 2 === 1 ? legalFollowerSpots(r.value.state, place)[0] : undefined;
      const action: Action = place ? { type: 'turn', place, ...(spot && { follower: { on: spot } }) } : { type: 'discard', tile };
      box = { ...box, actions: [...box.actions, action] };
    }
    return box;
  }

  it('a river halfway built comes back move for move from its address', () => {
    const c = { river: 'both' as const, gq11: true, options: { riverUTurn: 'any' as const }, seed: 4242 };
    const box = played(c, 9);
    const q = riverQuery(c, box.actions);
    expect(q).toMatch(/&moves=(-?\d+\.-?\d+\.[0-3](\.[A-Za-z]+)?_){8}-?\d+\.-?\d+\.[0-3]/);
    const read = readRiverQuery(q);
    if (read.kind !== 'ok') throw new Error(read.kind);
    const back = readRiverMoves(q, riverGame(read.config));
    if ('bad' in back) throw new Error(JSON.stringify(back.bad));
    expect(back.box.actions).toEqual(box.actions);
    expect(riverQuery(c)).not.toContain('moves');
  });

  it('a damaged or refused move makes the moves bad, named and quoted briefly', () => {
    const box = played(FIRST_RIVER, 3);
    const q = riverQuery(FIRST_RIVER, box.actions);
    for (const broken of [q.replace(/moves=[^_]+/, 'moves=9.9.0'), q.replace(/moves=/, 'moves=banana_'), `${q}_0.0.0`, `${q}${'_x'.repeat(50)}`]) {
      expect(readRiverMoves(broken, riverGame(FIRST_RIVER)), broken).toMatchObject({ bad: { param: 'moves' } });
    }
    expect(readRiverMoves('?river=I&seed=1', riverGame(FIRST_RIVER))).toEqual({ box: riverGame(FIRST_RIVER) });
  });
});
