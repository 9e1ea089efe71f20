// A from-first-principles view of the river for tests: river cells from edge kinds alone, links between
// facing river sides, and the courses walked outwards from the first river tile with their turns.
import { edgesAt, tileDef } from '../../index.ts';
import type { PlacedTile, Rotation } from '../../index.ts';

export const cellKey = (x: number, y: number): string => `${x},${y}`;
export const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] } as const;
export type Dir = keyof typeof STEP;

/** Side kinds on the board; the wheel board's cells carry theirs ('wheel' inside the board). */
export function edgeKinds(tile: string, rot: Rotation): Readonly<Record<Dir, string>> {
  const def = tileDef(tile)!;
  return 'sides' in def ? (def as unknown as { sides: Record<Dir, string> }).sides : edgesAt(def, rot);
}

export const isRiver = (tile: string): boolean => tileDef(tile)!.features.some((f) => f.kind === 'river');

export interface Cell { readonly x: number; readonly y: number; readonly arms: readonly Dir[] }

/** River cells by position, with the sides their river reaches, from edge kinds alone. */
export function riverCells(board: readonly PlacedTile[]): Map<string, Cell> {
  const out = new Map<string, Cell>();
  for (const t of board) {
    const edges = edgeKinds(t.tile, t.rot);
    const arms = (Object.keys(STEP) as Dir[]).filter((d) => edges[d] === 'river');
    if (arms.length > 0) out.set(cellKey(t.at[0], t.at[1]), { x: t.at[0], y: t.at[1], arms });
  }
  return out;
}

export const linked = (cells: Map<string, Cell>, c: Cell, d: Dir): Cell | undefined => {
  const n = cells.get(cellKey(c.x + STEP[d][0], c.y + STEP[d][1]));
  return n !== undefined && n.arms.some((a) => STEP[a][0] === -STEP[d][0] && STEP[a][1] === -STEP[d][1]) ? n : undefined;
};

/** +1 right, -1 left, 0 straight: the sign of the cross product of the two headings (y grows south). */
export const turnBetween = (a: Dir, b: Dir): number => Math.sign(STEP[a][0] * STEP[b][1] - STEP[a][1] * STEP[b][0]);

/** Every course from the first river tile outwards to an end or an open end, as the turns made along it. */
export function courses(cells: Map<string, Cell>, first: Cell): number[][] {
  const reverse = (d: Dir): Dir => (Object.keys(STEP) as Dir[]).find((e) => STEP[e][0] === -STEP[d][0] && STEP[e][1] === -STEP[d][1])!;
  const walk = (c: Cell, heading: Dir, turns: number[], out: number[][]): void => {
    const onward = c.arms.filter((d) => d !== reverse(heading));
    if (onward.length === 0) out.push(turns);
    for (const d of onward) {
      const next = [...turns, turnBetween(heading, d)];
      const there = linked(cells, c, d);
      // an open end still sets the way the river will go on
      if (there === undefined) out.push(next);
      else walk(there, d, next, out);
    }
  };
  /** The courses beyond the first tile's arm `d`, walked away from it. */
  const beyond = (d: Dir): number[][] => {
    const there = linked(cells, first, d);
    if (there === undefined) return [[]];
    const out: number[][] = [];
    walk(there, d, [], out);
    return out;
  };
  if (first.arms.length !== 2) return first.arms.flatMap(beyond);
  // A first tile with two arms lies in the middle of one course that runs through it and turns there:
  // walked the other way, one half's turns come in reverse order with their signs flipped.
  const [a, b] = first.arms as [Dir, Dir];
  const own = turnBetween(reverse(a), b);
  return beyond(a).flatMap((back) => beyond(b).map((on) => [...[...back].reverse().map((t) => -t), own, ...on]));
}


/** What is wrong with the river on a board, if anything: a loop or joined branches, or a U-turn. */
export function riverProblem(board: readonly PlacedTile[], uTurn: 'immediate' | 'any'): string | undefined {
  const cells = riverCells(board);
  if (cells.size === 0) return undefined;
  let links = 0;
  for (const c of cells.values()) for (const d of c.arms) if (linked(cells, c, d)) links++;
  // a river that is one tree has one link fewer than cells; more means a loop or joined branches
  if (links / 2 > cells.size - 1) return 'joined';
  const firstRiver = board.find((t) => cells.has(cellKey(t.at[0], t.at[1])))!;
  for (const turns of courses(cells, cells.get(cellKey(firstRiver.at[0], firstRiver.at[1]))!)) {
    if (turns.some((t, i) => i > 0 && t !== 0 && turns[i - 1] === t)) return `immediate U-turn (${turns})`;
    const headings = turns.reduce<number[]>((acc, t) => [...acc, acc.at(-1)! + t], [0]);
    if (uTurn === 'any' && Math.max(...headings) - Math.min(...headings) >= 2) return `U-turn (${turns})`;
  }
  return undefined;
}
