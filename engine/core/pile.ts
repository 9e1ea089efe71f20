// What is left to draw, tile by tile. With a pile (a seeded or explicit deck) it is the pile itself;
// without one (the sandbox's free play, where any tile may be laid) it is the sets' own tiles less one
// copy of each tile on the board, the same reckoning a seeded pile starts from.
import type { GameState } from './types.ts';
import { setTiles } from './tiles.ts';

/** The sets' tiles as copies, less one copy of each tile already on the board (multi-cell pieces aside). */
export function setsPool(state: Pick<GameState, 'sets' | 'board'>): string[] {
  const pool = state.sets.flatMap((s) => setTiles(s).flatMap((d) => Array<string>(d.count).fill(d.id)));
  for (const t of state.board) {
    const i = pool.indexOf(t.tile);
    if (i >= 0) pool.splice(i, 1);
  }
  return pool;
}

/** How many copies of each tile remain to be drawn, by id; a tile of the sets with none left counts 0. */
export function remainingTiles(state: GameState): Readonly<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const s of state.sets) for (const d of setTiles(s)) out[d.id] = 0;
  for (const id of state.deck ?? setsPool(state)) out[id] = (out[id] ?? 0) + 1;
  return out;
}

/** Tiles on the board that none of the sets in play holds (a multi-cell piece is a module's, not a set's). */
export function tilesOutsideSets(state: Pick<GameState, 'sets' | 'board'>): string[] {
  const held = new Set(state.sets.flatMap((s) => setTiles(s).map((d) => d.id)));
  return [...new Set(state.board.filter((t) => !t.piece && !held.has(t.tile)).map((t) => t.tile))];
}
