// Random river phases from seeded piles: every river tile ends up placed or legally put aside, and the
// finished river, checked here from the tiles' sides alone, never makes a U-turn nor joins its branches.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, edgesAt, legalPlacements, tileDef } from '../../index.ts';
import type { GameState, RuleOptions, SetId } from '../../index.ts';

const cellKey = (x: number, y: number): string => `${x},${y}`;
const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] } as const;
type Dir = keyof typeof STEP;

const isRiver = (tile: string): boolean => tileDef(tile)!.features.some((f) => f.kind === 'river');

/** Plays the river phase with random legal choices; returns the final state and the tiles put aside. */
function playRiver(sets: SetId[], seed: number, pick: number[], options: Partial<RuleOptions>): { state: GameState; discarded: string[]; drawn: string[] } {
  const start = createGame({ sets, players: ['blue', 'red'], seed, options });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  let state = start.value;
  const drawn = state.deck!.filter(isRiver);
  const discarded: string[] = [];
  for (let turn = 0; state.deck!.length > 0 && isRiver(state.deck![0]!); turn++) {
    const tile = state.deck![0]!;
    const legal = legalPlacements(state, tile);
    const r = legal.length === 0
      ? applyAction(state, { type: 'discard', tile })
      : applyAction(state, { type: 'turn', place: legal[pick[turn % pick.length]! % legal.length]! });
    if (!r.ok) throw new Error(`refused ${tile}: ${JSON.stringify(r.error)}`);
    if (legal.length === 0) discarded.push(tile);
    state = r.value.state;
  }
  return { state, discarded, drawn };
}

interface Cell { readonly x: number; readonly y: number; readonly arms: readonly Dir[] }

/** River cells by position, with the sides their river reaches, from edge kinds alone. */
function riverCells(state: GameState): Map<string, Cell> {
  const out = new Map<string, Cell>();
  for (const t of state.board) {
    const edges = edgesAt(tileDef(t.tile)!, t.rot);
    const arms = (Object.keys(STEP) as Dir[]).filter((d) => edges[d] === 'river');
    if (arms.length > 0) out.set(cellKey(t.at[0], t.at[1]), { x: t.at[0], y: t.at[1], arms });
  }
  return out;
}

const linked = (cells: Map<string, Cell>, c: Cell, d: Dir): Cell | undefined => {
  const n = cells.get(cellKey(c.x + STEP[d][0], c.y + STEP[d][1]));
  return n !== undefined && n.arms.some((a) => STEP[a][0] === -STEP[d][0] && STEP[a][1] === -STEP[d][1]) ? n : undefined;
};

/** +1 right, -1 left, 0 straight: the sign of the cross product of the two headings (y grows south). */
const turnBetween = (a: Dir, b: Dir): number => Math.sign(STEP[a][0] * STEP[b][1] - STEP[a][1] * STEP[b][0]);

/** Every course from the first river tile outwards, as the list of turns made along it. */
function courses(cells: Map<string, Cell>, first: Cell): number[][] {
  const out: number[][] = [];
  const walk = (c: Cell, heading: Dir | null, turns: number[]): void => {
    const back = heading === null ? null : (Object.keys(STEP) as Dir[]).find((d) => STEP[d][0] === -STEP[heading][0] && STEP[d][1] === -STEP[heading][1]);
    const onward = c.arms.filter((d) => d !== back && linked(cells, c, d) !== undefined);
    if (onward.length === 0) out.push(turns);
    for (const d of onward) walk(linked(cells, c, d)!, d, heading === null ? turns : [...turns, turnBetween(heading, d)]);
  };
  walk(first, null, []);
  return out;
}

function checkRiver(state: GameState, uTurn: RuleOptions['riverUTurn']): void {
  const cells = riverCells(state);
  // joined branches or a loop would make a cycle: a tree has one link fewer than cells
  let links = 0;
  for (const c of cells.values()) for (const d of c.arms) if (linked(cells, c, d)) links++;
  expect(links / 2).toBe(cells.size - 1);
  const first = cells.get(cellKey(state.board[0]!.at[0], state.board[0]!.at[1]))!;
  for (const turns of courses(cells, first)) {
    turns.forEach((t, i) => {
      if (i > 0 && t !== 0) expect(turns[i - 1], `immediate U-turn in ${turns}`).not.toBe(t);
    });
    if (uTurn === 'any') {
      const headings = turns.reduce<number[]>((acc, t) => [...acc, acc.at(-1)! + t], [0]);
      expect(Math.max(...headings) - Math.min(...headings), `U-turn in ${turns}`).toBeLessThan(2);
    }
  }
}

const SET_CHOICES: SetId[][] = [['base', 'river1'], ['base', 'river2'], ['base', 'river1', 'river2'], ['river1', 'river2', 'gq11']];

describe('random river phases', () => {
  for (const sets of SET_CHOICES) {
    for (const uTurn of ['immediate', 'any'] as const) {
      it(`${sets.join('+')}, riverUTurn ${uTurn}: every river tile placed or legally put aside; no U-turn, no joined branch`, () => {
        fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (seed, pick) => {
          const { state, discarded, drawn } = playRiver(sets, seed, pick, { riverUTurn: uTurn });
          expect(state.deck!.some(isRiver)).toBe(false);
          const placed = state.board.slice(1).map((t) => t.tile).filter(isRiver);
          expect([...placed, ...discarded].sort()).toEqual([...drawn].sort());
          checkRiver(state, uTurn);
        }), { numRuns: 40 });
      });
    }
  }
});
