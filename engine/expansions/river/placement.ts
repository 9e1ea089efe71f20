// Where a river tile may go, beyond the core's matching sides: it continues the river at an open end,
// never joins the river to itself (nor River II's two branches), and never makes a U-turn.
import type { Coord, GameState, PlacedTile, Placement, Refusal, Side } from '../../core/types.ts';
import { neighbour, opposite } from '../../core/geometry.ts';
import { courseOf, riverPiece, turn, walkBack } from './course.ts';
import type { Course, RiverPiece } from './course.ts';

const where = (at: Coord): string => `[${at[0]}, ${at[1]}]`;
const key = (at: Coord): string => `${at[0]},${at[1]}`;

export const refuse = (ruling: string, message: string, facts: Refusal['facts'] = {}): Refusal => ({ ruling, message, facts });

export function riverPlacementRefusal(state: GameState, p: Placement): Refusal | undefined {
  const piece = riverPiece(p.tile, p.at, p.rot);
  if (piece === undefined) return undefined;
  const course = courseOf(state.board, state.options.riverOrder === 'stack');
  if (course.pieces.size === 0) return firstPieceRefusal(state.board, piece);
  const touching = piece.arms.filter((s) => course.occupied.has(key(neighbour(p.at, s))));
  if (touching.length === 0) return notContinuing(course, p);
  if (touching.length > 1) return joinRefusal(course, piece, touching);
  return uTurnRefusal(state, course, piece, touching[0]!);
}

function notContinuing(course: Course, p: Placement): Refusal {
  const ends = course.openEnds.length;
  const message = ends === 0
    ? `The river has no open end left, so ${p.tile} cannot continue it.`
    : `${p.tile} at ${where(p.at)} would not continue the river: one of its river ends must meet an open end of the river (there ${ends === 1 ? 'is 1' : `are ${ends}`}).`;
  return refuse('river-must-continue', message, { tile: p.tile, at: where(p.at), openEnds: ends });
}

/** Two river arms touching the river would close a loop, or join River II's two branches. */
function joinRefusal(course: Course, piece: RiverPiece, touching: readonly Side[]): Refusal | undefined {
  const ids = touching.map((s) => course.component.get(key(neighbour(piece.at, s))));
  if (new Set(ids).size === ids.length) return undefined;
  const forked = [...course.pieces.values()].some((q) => q.role === 'fork' && course.component.get(key(q.at)) === ids[0]);
  if (forked) {
    return refuse('river2-branches-apart', `A tile at ${where(piece.at)} would join the two branches of the river.`,
      { at: where(piece.at) });
  }
  return refuse('river-no-u-turn', `A tile at ${where(piece.at)} would bring the river back into itself.`, { at: where(piece.at) });
}

function uTurnRefusal(state: GameState, course: Course, piece: RiverPiece, entry: Side): Refusal | undefined {
  for (const exit of piece.arms.filter((s) => s !== entry)) {
    const own = turn(exit, entry);
    // The tile before it on the course (either tile before it, after a fork) turning the same way.
    const immediate = own !== 0 && walkBack(course, piece.at, exit, entry, (turns) => turns.length === 2 && turns[1] === own, 2);
    if (immediate) {
      return refuse('river-no-u-turn',
        `Two curves in a row would both turn the river the same way: at ${where(piece.at)} it would flow straight back.`,
        { at: where(piece.at), exit });
    }
    if (state.options.riverUTurn !== 'any') continue;
    const back = walkBack(course, piece.at, exit, entry, (turns) => Math.abs(turns.reduce((a, b) => a + b, 0)) >= 2);
    if (back) {
      return refuse('house-river-all-u-turns',
        `With every U-turn banned, the river at ${where(piece.at)} would end up flowing back the way it came.`,
        { at: where(piece.at), exit });
    }
  }
  return undefined;
}

const WHEEL_BOARD = 'wheel/board';

/**
 * The first river tile. Next to the Wheel of Fortune board, the spring is laid so that the river
 * flows away from the board: its river leaves by the side opposite the board.
 */
function firstPieceRefusal(board: readonly PlacedTile[], piece: RiverPiece): Refusal | undefined {
  if (piece.role !== 'spring') return undefined;
  const onBoard = (at: Coord): boolean => board.some((t) => t.piece?.tile === WHEEL_BOARD && t.at[0] === at[0] && t.at[1] === at[1]);
  const against = (['N', 'E', 'S', 'W'] as const).filter((s) => onBoard(neighbour(piece.at, s)));
  if (against.length === 0) return undefined;
  const flowsAway = piece.arms.every((arm) => against.every((s) => arm === opposite(s)));
  return flowsAway ? undefined : refuse('river-with-wheel',
    `The spring at ${where(piece.at)} must send the river away from the Wheel of Fortune board, not along it.`,
    { at: where(piece.at), boardSide: against[0]! });
}
