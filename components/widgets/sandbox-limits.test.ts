// One limit for sandbox positions: the sandbox refuses the move that would pass what a link or a file
// may hold (said in the reader's language), and every position it builds up to that limit shares,
// exports and reopens as the same position.
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../engine/core/types.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';
import { MAX_TILES, setupEntries } from '../../engine/scenario/limits.ts';
import '../../engine/scenario/messages-all.ts';
import { FRESH, play, positionScenario, sandboxFromScenario, sandboxOf } from './sandbox-model.ts';
import { openFile, openLink, sandboxLink } from './sandbox-io.ts';
import { tryFollower, tryPlace, turnContext } from './turn-model.ts';
import type { TryOutcome } from './turn-model.ts';
import { refusalSentence } from './view.ts';

const FREE = { ...FRESH, mode: 'free' as const };

/**
 * A free sandbox grown to `n` tiles by the reader's own moves (turn-model, as the widget plays them):
 * cloisters in rows of twenty south of the start tile, each player standing on a cloister (from the
 * second row, which the rows around it complete) while followers last.
 */
function grown(n: number): GameState {
  let state = (() => {
    const r = play(sandboxOf(FREE));
    if (!r.ok) throw new Error('setup');
    return r.value.state;
  })();
  const actions: Action[] = [];
  for (let i = state.board.length; i < n; i++) {
    const k = i - 1; // the start tile is the first
    const j = k % 20; // 0 to 10 eastward, then -1 to -9: each tile touches one laid before
    const at: [number, number] = [j <= 10 ? j : 10 - j, 1 + Math.floor(k / 20)];
    const ctx = turnContext(state, 'base/B', state.turn, []);
    if (!ctx.ok) throw new Error('context');
    const placed = tryPlace(ctx.value, { tile: 'base/B', at, rot: 0 });
    if (placed.kind !== 'follower') throw new Error(`tile ${i} refused: ${JSON.stringify(placed)}`);
    const done: TryOutcome = tryFollower(ctx.value, placed.placement, k >= 20 && placed.spots.includes('cloister') ? { on: 'cloister' } : null);
    if (done.kind !== 'done') throw new Error(`tile ${i} not done`);
    actions.push(done.action);
    state = done.state;
  }
  // the moves replay to the same position, as the sandbox keeps them
  const replayed = play({ ...sandboxOf(FREE), actions });
  expect(replayed.ok && setupEntries(replayed.value.state.board)).toBe(n);
  return state;
}

function reopensAsItself(state: GameState): void {
  const scenario = positionScenario(state, 'At the limit');
  const link = sandboxLink(state, 'At the limit', 'en');
  if (!link.ok) throw new Error(JSON.stringify(link.error));
  const opened = openLink(link.value.slice(link.value.indexOf('#')), 'en');
  if (opened === null || !opened.ok) throw new Error(JSON.stringify(opened));
  expect(opened.value.scenario).toEqual(scenario);
  const file = openFile(`${JSON.stringify(scenario, null, 2)}\n`, 'en');
  if (!file.ok) throw new Error(JSON.stringify(file.error));
  expect(file.value).toEqual(scenario);
  const again = play(sandboxFromScenario(file.value));
  if (!again.ok) throw new Error(JSON.stringify(again.error));
  expect(again.value.state.board.map((t) => [t.tile, t.at, t.followers])).toEqual(state.board.map((t) => [t.tile, t.at, t.followers]));
  expect(again.value.state.scores).toEqual(state.scores);
}

describe('sandbox limits', () => {
  it(`builds a free position of ${MAX_TILES} tiles that shares, exports and reopens, and refuses one more tile`, () => {
    const full = grown(MAX_TILES);
    expect(setupEntries(full.board)).toBe(MAX_TILES);
    expect(Object.values(full.scores).some((s) => s > 0)).toBe(true);
    reopensAsItself(full);
    const ctx = turnContext(full, 'base/B', full.turn, []);
    if (!ctx.ok) throw new Error('context');
    const more = tryPlace(ctx.value, { tile: 'base/B', at: [0, 21], rot: 0 });
    expect(more.kind).toBe('refused');
    if (more.kind !== 'refused') return;
    expect(more.refusal.ruling).toBe('procedure');
    expect(refusalSentence(more.refusal, 'en', [])).toBe(`The board holds ${MAX_TILES} tiles, the most a link or a scenario file can carry: no tile can be added.`);
    expect(refusalSentence(more.refusal, 'fr', [])).toBe(`Le plateau porte ${MAX_TILES} tuiles, le plus qu’un lien ou un fichier de scénario peut contenir\u00a0: aucune tuile ne peut s’y ajouter.`);
  });

  it('a pile of every set at once fits in a file with the tiles it lays', () => {
    const r = play(sandboxOf({ ...FRESH, sets: [...SET_IDS] }));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(setupEntries(r.value.state.board) + (r.value.state.deck?.length ?? 0)).toBeLessThanOrEqual(MAX_TILES);
    reopensAsItself(r.value.state);
  });
});
