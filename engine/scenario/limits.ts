// What a scenario's position may hold, in one place: the validator checks files and links against these
// limits, and the sandbox refuses the move that would build past them, so that every position the
// sandbox builds shares as a link, exports as a file and reopens.
import type { PlacedTile } from '../core/types.ts';

/**
 * Tiles in `setup.tiles` (and in a pile): every tile of every set at once fits, with room. A piece of
 * several cells (the wheel board) is one entry.
 */
export const MAX_TILES = 400;

/**
 * A player's score. Not a rule, only a bound on typing errors that no position of MAX_TILES tiles can
 * pass: completions give at most about 10,000 in all (each tile scores once per road, city or cloister
 * it is part of), the farms at the end 12,800, and each wheel spin at most about 20,000 (taxes: 8
 * knights × (800 shields + 8); famine: 8 farmers × 800 cities × 2), so 400 spins stay under 8.1 million.
 */
export const MAX_SCORE = 10_000_000;

/** The entries a board makes in `setup.tiles`: one per tile, one per piece of several cells. */
export function setupEntries(board: readonly PlacedTile[]): number {
  const pieces = new Set<string>();
  let tiles = 0;
  for (const t of board) {
    if (t.piece === undefined) tiles++;
    else pieces.add(`${t.piece.tile}@${t.piece.at[0]},${t.piece.at[1]}`);
  }
  return tiles + pieces.size;
}
