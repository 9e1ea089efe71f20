// Test helpers for the Wheel module: positions around the board (north-west cell at [-2, -2]), moves,
// and loud unwrapping so a test fails at the step that went wrong.
import { createGame } from '../../index.ts';
import type {
  Coord, FollowerChoice, GameSetup, GameState, PlagueChoice, Rotation, ScoreEvent, SetupFollower, SetupTile, TurnAction,
} from '../../index.ts';
export { act, refused } from '../../core/__tests__/helpers.ts';
import { wheelOf } from './index.ts';

export const BOARD: SetupTile = { tile: 'wheel/board', at: [-2, -2] };

/** The board with followers on its landscape (`cell` counted from its north-west cell). */
export const boardWith = (...followers: SetupFollower[]): SetupTile => ({ ...BOARD, followers });

export const t = (tile: string, x: number, y: number, rot: Rotation = 0, followers: SetupFollower[] = []): SetupTile =>
  ({ tile, at: [x, y], rot, followers });

export function wheelGame(setup: Partial<GameSetup> = {}): GameState {
  const r = createGame({ sets: ['wheel'], players: ['blue', 'red', 'green'], tiles: [BOARD], ...setup });
  if (!r.ok) throw new Error(`setup refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

export const turn = (
  tile: string, at: Coord, rot: Rotation = 0, extra: { follower?: FollowerChoice; plague?: PlagueChoice[]; player?: GameState['turn'] } = {},
): TurnAction => ({ type: 'turn', place: { tile, at, rot }, ...extra });

/** [player, ruling, points] for each event, in order. */
export const scored = (events: readonly ScoreEvent[]): [string, string, number][] => events.map((e) => [e.player, e.ruling, e.points]);

export const pig = (s: GameState): string | undefined => wheelOf(s)?.pig;
export const crowns = (s: GameState): string[] => (wheelOf(s)?.crowns ?? []).map((c) => `${c.player} ${c.sector} ${c.space}`).sort();

/**
 * Every open road of the board capped by a cloister's road end (wheel/A), so that a tile with roads on
 * all four sides (wheel/X1) fits nowhere.
 */
export const ROADS_CAPPED: readonly SetupTile[] = [t('wheel/A', 0, -3, 0), t('wheel/A', -3, -1, 270), t('wheel/A', 1, 2, 180)];
