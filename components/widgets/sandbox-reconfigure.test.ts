// New settings on a sandbox already played: the board is kept exactly when the engine replays every
// move under them, otherwise the fresh sandbox comes back with the reason.
import { describe, expect, test } from 'vitest';
import { ferryPairs, isLakeTile, legalPlacements, remainingTiles } from '../../engine/play.ts';
import type { Action, GameState } from '../../engine/core/types.ts';
import { FRESH, play, reconfigure, sandboxOf } from './sandbox-model.ts';
import type { Sandbox, SandboxConfig } from './sandbox-model.ts';

const stateOf = (box: Sandbox): GameState => {
  const r = play(box);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.state;
};

/** `n` turns, each laying `pick(state)` (default: the pile's top) at its first legal place. */
function played(c: SandboxConfig, n: number, pick?: (s: GameState) => string): Sandbox {
  let box = sandboxOf(c);
  for (let i = 0; i < n; i++) {
    const s = stateOf(box);
    const tile = pick ? pick(s) : s.deck![0]!;
    const place = legalPlacements(s, tile)[0];
    if (!place) throw new Error(`${tile} fits nowhere`);
    // a lake tile is laid with its ferry
    const ferry = isLakeTile(tile) ? ferryPairs(tile, place.rot)[0] : undefined;
    box = { ...box, actions: [...box.actions, { type: 'turn', player: s.turn, place, ...(ferry && { ferry }) } satisfies Action] };
  }
  const r = play(box);
  expect(r.ok && r.value.refusals.every((x) => x === null)).toBe(true);
  return box;
}

describe('reconfigure: keep the board or say why not', () => {
  test('a rule option changed keeps the board and the very same pile', () => {
    const c = { ...FRESH, seed: 5 };
    const box = played(c, 3);
    const to: SandboxConfig = { ...c, options: { inns: true } };
    const r = reconfigure(box, c, to);
    expect(r.kept).toBe(true);
    const a = stateOf(box);
    const b = stateOf(r.box);
    expect(b.board).toEqual(a.board);
    expect(b.deck).toEqual(a.deck);
    expect(b.options.inns).toBe(true);
  });

  test('a set added to a seeded game keeps the board; the new set’s tiles join the pile', () => {
    const c = { ...FRESH, seed: 5 };
    const box = played(c, 3);
    const to: SandboxConfig = { ...c, sets: ['base', 'ferries'] };
    const r = reconfigure(box, c, to);
    expect(r.kept).toBe(true);
    const a = stateOf(box);
    const b = stateOf(r.box);
    expect(b.board).toEqual(a.board);
    expect(b.sets).toEqual(['base', 'ferries']);
    expect(b.deck!.some((t) => t.startsWith('ferries/'))).toBe(true);
    // the copies already laid are not in the new pile a second time
    const left = remainingTiles(b);
    for (const [id, n] of Object.entries(remainingTiles(a))) expect(left[id]).toBe(n);
  });

  test('free play with a set taken away that a laid tile belongs to: reset, naming the tile', () => {
    const c: SandboxConfig = { ...FRESH, mode: 'free', sets: ['base', 'ferries'] };
    const box = played(c, 1, () => 'ferries/lake-4');
    const r = reconfigure(box, c, { ...c, sets: ['base'] });
    expect(r.kept).toBe(false);
    if (r.kept) return;
    expect(stateOf(r.box).board.map((t) => t.tile)).toEqual(['base/D']);
    // the engine lays any tile in free play, so the lake is refused by the sets, not by a move
    expect(r.why).toEqual({ kind: 'outside', tiles: ['ferries/lake-4'] });
  });

  test('fewer players than the moves name: reset at the first move the engine refuses, with its ruling', () => {
    const c: SandboxConfig = { ...FRESH, players: 3 };
    const box = played(c, 3);
    const r = reconfigure(box, c, { ...c, players: 2 });
    expect(r.kept).toBe(false);
    if (r.kept) return;
    expect(r.why.kind).toBe('refused');
    if (r.why.kind === 'refused') {
      expect(r.why.move).toBe(2);
      expect(r.why.refusal.ruling).toBe('procedure');
      expect(r.why.tile).toBe(stateOf(box).log[2]!.type === 'turn' ? (stateOf(box).log[2] as { place: { tile: string } }).place.tile : null);
      // the tiles the refused move was tried beside, which name its cells in the reset's sentence
      const cells = (b: GameState['board']): string[] => b.map((t) => `${t.tile}@${t.at.join(',')}`);
      expect(cells(r.why.board)).toEqual(cells(stateOf({ ...box, actions: box.actions.slice(0, 2) }).board));
      expect(r.why.board).toHaveLength(3);
    }
    expect(r.box).toEqual(sandboxOf({ ...c, players: 2 }));
  });

  test('a River added to a base game moves the start: the base moves no longer fit and the board is reset', () => {
    const c = { ...FRESH, seed: 5 };
    const box = played(c, 2);
    const r = reconfigure(box, c, { ...c, sets: ['base', 'river1'] });
    expect(r).toMatchObject({ kept: false, why: { kind: 'refused', move: 0, refusal: { ruling: 'river-draw-until-done' } } });
  });

  test('nothing laid yet: the new settings’ own start, kept as there is nothing to lose', () => {
    const r = reconfigure(sandboxOf(FRESH), FRESH, { ...FRESH, sets: ['wheel'] });
    expect(r).toEqual({ kept: true, box: sandboxOf({ ...FRESH, sets: ['wheel'] }) });
  });
});
