// Legal-placement counts for known positions. Each row carries the count worked out by hand (the
// reasoning is in `why`); the test also recounts it by brute force over every cell near the board and
// every rotation, using only side kinds and a walk along the river (brute.test-util.ts), and checks
// that the engine's legalPlacements agrees with both.
import { describe, expect, it } from 'vitest';
import { createGame, legalPlacements, ROTATIONS } from '../../index.ts';
import type { GameSetup, GameState, PlacedTile, Rotation, SetupTile } from '../../index.ts';
import { STEP, cellKey, edgeKinds, isRiver, riverProblem } from './brute.test-util.ts';
import type { Dir } from './brute.test-util.ts';

const OPPOSITE: Record<Dir, Dir> = { N: 'S', E: 'W', S: 'N', W: 'E' };
const t = (tile: string, x: number, y: number, rot: Rotation = 0): SetupTile => ({ tile, at: [x, y], rot });

/** Counts (cell, rotation) pairs that break no rule, trying every cell within one step of the board. */
function bruteCount(state: GameState, tile: string): number {
  const byCell = new Map(state.board.map((p) => [cellKey(p.at[0], p.at[1]), p]));
  const xs = state.board.map((p) => p.at[0]);
  const ys = state.board.map((p) => p.at[1]);
  const uTurn = state.options.riverUTurn;
  let n = 0;
  for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++) {
    for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++) {
      if (byCell.has(cellKey(x, y))) continue;
      for (const rot of ROTATIONS) if (fits(byCell, tile, x, y, rot) && riverOk(state.board, tile, x, y, rot, uTurn)) n++;
    }
  }
  return n;
}

/** Touches a tile, and every side meets a side of the same kind. */
function fits(byCell: Map<string, PlacedTile>, tile: string, x: number, y: number, rot: Rotation): boolean {
  const mine = edgeKinds(tile, rot);
  let touching = 0;
  for (const d of Object.keys(STEP) as Dir[]) {
    const other = byCell.get(cellKey(x + STEP[d][0], y + STEP[d][1]));
    if (other === undefined) continue;
    touching++;
    if (edgeKinds(other.tile, other.rot)[OPPOSITE[d]] !== mine[d]) return false;
  }
  return touching > 0;
}

/** A river tile must touch the river with its river (or start it away from the wheel board), and leave no loop, joined branch or U-turn. */
function riverOk(board: readonly PlacedTile[], tile: string, x: number, y: number, rot: Rotation, uTurn: 'immediate' | 'any'): boolean {
  if (!isRiver(tile)) return true;
  const mine = edgeKinds(tile, rot);
  const hasRiver = board.some((p) => isRiver(p.tile));
  const occupied = new Set(board.map((p) => cellKey(p.at[0], p.at[1])));
  const touchesByRiver = (Object.keys(STEP) as Dir[]).some((d) => mine[d] === 'river' && occupied.has(cellKey(x + STEP[d][0], y + STEP[d][1])));
  if (hasRiver && !touchesByRiver) return false;
  // next to the Wheel of Fortune board, the first river flows straight away from it
  const board4 = (Object.keys(STEP) as Dir[]).filter((d) => board.some((p) => p.piece?.tile === 'wheel/board' && p.at[0] === x + STEP[d][0] && p.at[1] === y + STEP[d][1]));
  if (!hasRiver && board4.some((d) => mine[OPPOSITE[d]] !== 'river')) return false;
  return riverProblem([...board, { tile, at: [x, y], rot, followers: [] }], uTurn) === undefined;
}

interface Row {
  readonly name: string;
  readonly setup: Partial<GameSetup>;
  readonly tile: string;
  readonly count: number;
  readonly why: string;
}

const SPRING = t('river1/spring', 0, 0);
const LEFT = t('river1/curve', 1, 0, 90);
const STRAIGHT_N = t('river1/straight', 1, -1, 90);
const S2 = t('river2/spring', 0, 0);
const FORK = t('river2/fork', 1, 0);

const ROWS: readonly Row[] = [
  { name: 'spring alone', setup: { tiles: [SPRING] }, tile: 'river1/straight', count: 2, why: 'only [1, 0]; a straight reads W–E at rot 0 and 180' },
  { name: 'spring alone', setup: { tiles: [SPRING] }, tile: 'river1/curve', count: 2, why: 'only [1, 0]; curves with a west arm: W–S (rot 0), N–W (rot 90)' },
  { name: 'spring alone', setup: { tiles: [SPRING] }, tile: 'river1/lake', count: 1, why: 'only [1, 0], river to the west: rot 0' },
  { name: 'spring alone', setup: { sets: ['base', 'river1'], tiles: [SPRING] }, tile: 'base/B', count: 12,
    why: 'an all-field tile fits the three field sides of the spring, 4 rotations each; never against the river' },
  { name: 'spring alone', setup: { sets: ['base', 'river1'], tiles: [SPRING] }, tile: 'base/E', count: 9,
    why: 'a city tile on each field side: the city may face any of the 3 sides away from the spring' },
  { name: 'after a left turn', setup: { tiles: [SPRING, LEFT] }, tile: 'river1/curve', count: 1, why: 'at [1, -1] only the right-hand curve (rot 270); left would be a hairpin' },
  { name: 'after a left turn', setup: { tiles: [SPRING, LEFT] }, tile: 'river1/straight', count: 2, why: 'at [1, -1] a straight N–S, rot 90 or 270' },
  { name: 'left turn, straight', setup: { tiles: [SPRING, LEFT, STRAIGHT_N] }, tile: 'river1/curve', count: 2,
    why: 'at [1, -2]: both curves, a straight lies between (river-u-turn-immediate)' },
  { name: 'left turn, straight, all U-turns banned', setup: { options: { riverUTurn: 'any' }, tiles: [SPRING, LEFT, STRAIGHT_N] }, tile: 'river1/curve', count: 1,
    why: 'at [1, -2] only the curve back east' },
  { name: 'spring (River II)', setup: { sets: ['river2'], tiles: [S2] }, tile: 'river2/fork', count: 3,
    why: 'at [1, 0] the fork takes the river in by any of its three ends: rot 0, 180, 270' },
  { name: 'spring and fork', setup: { sets: ['river2'], tiles: [S2, FORK] }, tile: 'river2/curve', count: 3,
    why: 'east end: both curves; north end: only the right-hand one (the branch already turned left)' },
  { name: 'spring and fork', setup: { sets: ['river2'], tiles: [S2, FORK] }, tile: 'river2/volcano', count: 2, why: 'one way at each open end' },
  { name: 'branches facing one cell', setup: { sets: ['river2'], tiles: [S2, FORK, t('river2/pig-herd', 2, 0), t('river2/curve', 1, -1, 270)] },
    tile: 'river2/city-curve', count: 0, why: 'the only open cell would join both branches' },
  { name: 'a curve first out of the bag', setup: { options: { riverOrder: 'bag' }, tiles: [t('river1/curve', 0, 0)] }, tile: 'river1/curve', count: 2,
    why: 'the first curve (W–S) turns too: at [-1, 0] only N–E (rot 180), at [0, 1] only N–E (rot 180); the others double back' },
  { name: 'wheel board', setup: { sets: ['river1', 'wheel'], tiles: [{ tile: 'wheel/board', at: [0, 0] }] }, tile: 'river1/spring', count: 9,
    why: 'the board shows field on 9 outer sides; against each, one rotation sends the river away' },
];

function position(setup: Partial<GameSetup>): GameState {
  const r = createGame({ sets: ['river1'], players: ['blue', 'red'], ...setup });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('legal-placement counts', () => {
  it.each(ROWS.map((r) => [`${r.name}: ${r.tile}`, r] as const))('%s', (_name, row) => {
    const s = position(row.setup);
    expect(bruteCount(s, row.tile), row.why).toBe(row.count);
    expect(legalPlacements(s, row.tile), row.why).toHaveLength(row.count);
  });
});
