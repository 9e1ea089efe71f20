// Random games (base, base with River I, base with the Ferries, the Wheel of Fortune): in positions along
// each game, the explanation's per-feature end values, plus the wheel's crowns (which score nothing at the
// end), add up to the engine's own final scoring of that position, event for event; asking does not change
// the position; every tile feature is listed once. Seeds come from fast-check, so a failure shrinks to a
// replayable pair of seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainPosition, ifGameEndedNow, tileTable } from '../../index.ts';
import { playRandomGame } from '../autoplay.ts';
import type { GameSetup, GameState, ScoreEventDetail, SetId } from '../types.ts';

const setupOf = (sets: readonly SetId[], seed: number): GameSetup => ({ sets, players: ['blue', 'red', 'green'], seed });
const key = (e: ScoreEventDetail): string => `${e.player} ${e.points} ${e.ruling} ${e.feature} ${(e.rulings ?? []).join('+')}`;

function check(s: GameState): void {
  const frozen = JSON.stringify(s);
  const e = explainPosition(s);
  const end = ifGameEndedNow(s);
  expect(JSON.stringify(s), 'asking changed the position').toBe(frozen);

  // every tile feature (segment) of the board belongs to exactly one explained feature
  const parts = e.features.flatMap((f) => f.parts.map((p) => `${p.at[0]},${p.at[1]}#${p.feature}`));
  const segments = s.board.reduce((n, t) => n + (tileTable(t.as ?? t.tile, t.rot)?.segments.length ?? 0), 0);
  expect(new Set(parts).size).toBe(parts.length);
  expect(parts.length).toBe(segments);

  const fromFeatures = [...e.features.flatMap((f) => f.atEnd), ...e.pieces.flatMap((p) => p.atEnd)];
  expect(fromFeatures.map(key).sort(), 'the end events, feature by feature').toEqual(end.events.map(key).sort());
  for (const line of end.players) {
    const mine = fromFeatures.filter((x) => x.player === line.player).reduce((n, x) => n + x.points, 0);
    expect(mine, `${line.player}'s final scoring`).toBe(line.gained);
    expect(line.total).toBe((s.scores[line.player] ?? 0) + line.gained);
  }
  for (const f of e.features) {
    // whoever holds the majority of an unfinished feature scores exactly what the feature is worth
    if (!f.complete && f.majority.length > 0 && f.worth !== null) {
      for (const p of f.majority) expect(f.atEnd.filter((x) => x.player === p).reduce((n, x) => n + x.points, 0)).toBe(f.worth.points);
    }
    expect(f.atEnd.every((x) => f.majority.includes(x.player))).toBe(true);
  }
  // a crown, recounted here: 6 alone on a two-crown sector, otherwise 3; nothing at the end
  for (const p of e.pieces) {
    const sector = String(p.facts['sector']);
    const shared = e.pieces.filter((q) => q.facts['sector'] === sector).length;
    const two = ['taxes', 'storm', 'plague'].includes(sector);
    expect(p.next.reduce((n, x) => n + x.points, 0)).toBe(two && shared === 1 ? 6 : 3);
    expect(p.atEnd).toEqual([]);
  }
}

function run(sets: readonly SetId[], seed: number, play: number): void {
  let step = 0;
  playRandomGame(setupOf(sets, seed), play, {
    // every seventh position and the last one before the end: explaining every one would be slow
    observe: (before, action) => {
      if (action.type === 'endGame' || step++ % 7 === 0) check(before);
    },
  });
}

const SEEDS = fc.tuple(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }));
const CASES: readonly (readonly SetId[])[] = [['base'], ['base', 'river1'], ['base', 'ferries'], ['wheel']];

describe('explainPosition agrees with the final scoring', () => {
  for (const sets of CASES) {
    it(`on random ${sets.join(' + ')} games`, () => {
      fc.assert(fc.property(SEEDS, ([seed, play]) => run(sets, seed, play)), { numRuns: 10 });
    }, 120_000);
  }

  it('a ferries game has roads joined across a lake by a ferry, and the joins name lake tiles', () => {
    let joined = 0;
    playRandomGame(setupOf(['base', 'ferries'], 3), 5, {
      observe: (before) => {
        for (const f of explainPosition(before).features.filter((x) => x.joins.length > 0)) {
          joined++;
          expect(f.kind).toBe('road');
          for (const c of f.joins) expect(before.board.find((t) => t.at[0] === c[0] && t.at[1] === c[1])?.ferry).toBeDefined();
        }
      },
    });
    expect(joined).toBeGreaterThan(0);
  });

  it('a wheel game has crowns to explain in some position', () => {
    let seen = 0;
    playRandomGame(setupOf(['wheel'], 7), 11, { observe: (before) => { seen += explainPosition(before).pieces.length; } });
    expect(seen).toBeGreaterThan(0);
  });
});
