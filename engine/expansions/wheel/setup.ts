// Setting up the wheel: the pig on Fortune (or where the setup says), the setup's crowns read into the
// wheel's state, and, when no position is given, the board laid as the start tile with its north-west
// cell at [-2, -2], so that the wheel's centre is the origin (wheel-setup). The river's spring then comes
// from the pile like any river tile (river-with-wheel), and the base start tile is never laid.
import { err, ok } from '../../core/types.ts';
import type { GameSetup, GameState, PlacedTile, Problem, Result } from '../../core/types.ts';
import { pieceDef } from '../../core/tiles.ts';
import { CROWN_SPACES, WHEEL_BOARD_ID, withWheel } from './state.ts';
import type { CrownFollower } from './state.ts';
import { SECTORS } from './declare.ts';

export const BOARD_CORNER = [-2, -2] as const;

function crownProblems(state: GameState, crowns: readonly CrownFollower[]): Problem[] {
  const seen = new Set<string>();
  return crowns.flatMap((c, i): Problem[] => {
    const path = `crowns[${i}]`;
    if (!state.players.includes(c.player)) return [{ path: `${path}.player`, message: `${String(c.player)} is not playing` }];
    if (!SECTORS.includes(c.sector)) return [{ path: `${path}.sector`, message: `unknown sector ${String(c.sector)}` }];
    if (!(c.space === 1 || c.space === 2) || c.space > CROWN_SPACES[c.sector]) {
      return [{ path: `${path}.space`, message: `${c.sector} has ${CROWN_SPACES[c.sector] === 1 ? 'one crown space' : 'crown spaces 1 and 2'}` }];
    }
    const key = `${c.sector}/${c.space}`;
    if (seen.has(key)) return [{ path, message: `crown space ${c.space} of ${c.sector} is given twice` }];
    seen.add(key);
    return [];
  });
}

/** The board's 16 cells, never turned, from its north-west cell. */
function boardCells(): PlacedTile[] {
  const piece = pieceDef(WHEEL_BOARD_ID);
  if (piece === undefined) throw new Error('the wheel board piece is not registered');
  return piece.cells.map(({ cell, tile }) => ({
    tile, at: [BOARD_CORNER[0] + cell[0], BOARD_CORNER[1] + cell[1]], rot: 0, followers: [],
    piece: { tile: WHEEL_BOARD_ID, at: BOARD_CORNER, cell },
  }));
}

export function setupWheel(state: GameState, setup: GameSetup): Result<GameState, Problem[]> {
  const crowns = setup.crowns ?? [];
  const problems = crownProblems(state, crowns);
  if (setup.pig !== undefined && !SECTORS.includes(setup.pig)) problems.push({ path: 'pig', message: `unknown sector ${String(setup.pig)}` });
  if (problems.length > 0) return err(problems);
  const lay = setup.tiles === undefined && state.board.length === 0;
  const laid = lay ? { ...state, board: boardCells() } : state;
  return ok(withWheel(laid, { pig: setup.pig ?? 'fortune', crowns }));
}
