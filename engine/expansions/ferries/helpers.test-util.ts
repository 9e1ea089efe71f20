// Test helpers and small hand-made positions for the Ferries module (x east, y south).
import { applyAction, createGame } from '../../index.ts';
import type {
  Action, GameSetup, GameState, PlayerColor, Refusal, Rotation, ScoreEvent, ScoreEventDetail, SetupTile, Side, Spot, TurnAction,
} from '../../index.ts';

export function ferries(tiles: readonly SetupTile[], setup: Partial<GameSetup> = {}): GameState {
  const r = createGame({ sets: ['base', 'ferries'], players: ['blue', 'red'], tiles, ...setup });
  if (!r.ok) throw new Error(`setup refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

export const at = (tile: string, x: number, y: number, rot: Rotation = 0, extra: Partial<SetupTile> = {}): SetupTile =>
  ({ tile, at: [x, y], rot, ...extra });

export const robber = (player: PlayerColor, on: Spot): Partial<SetupTile> => ({ followers: [{ player, on }] });

interface TurnParts {
  readonly on?: Spot;
  readonly ferry?: readonly [Side, Side];
  readonly moves?: readonly (readonly [number, number, Side, Side])[];
  readonly player?: PlayerColor;
}

export const turn = (tile: string, x: number, y: number, rot: Rotation = 0, parts: TurnParts = {}): TurnAction => ({
  type: 'turn',
  place: { tile, at: [x, y], rot },
  ...(parts.player ? { player: parts.player } : {}),
  ...(parts.on ? { follower: { on: parts.on } } : {}),
  ...(parts.ferry ? { ferry: parts.ferry } : {}),
  ...(parts.moves ? { moveFerries: parts.moves.map(([mx, my, a, b]) => ({ at: [mx, my] as const, ferry: [a, b] as const })) } : {}),
});

export function act(state: GameState, action: Action): { state: GameState; events: ScoreEvent[] } {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The refusal of an action that must be refused; the state must be untouched by the attempt. */
export function refused(state: GameState, action: Action): Refusal {
  const before = JSON.stringify(state);
  const r = applyAction(state, action);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return r.error;
}

export const ferryAt = (s: GameState, x: number, y: number): readonly Side[] | undefined =>
  s.board.find((t) => t.at[0] === x && t.at[1] === y)?.ferry;

/** Score events with points, as [player, points, every ruling cited]. */
export const scored = (events: readonly ScoreEvent[]): [string, number, readonly string[]][] =>
  events.filter((e) => e.points > 0).map((e) => [e.player, e.points, (e as ScoreEventDetail).rulings ?? [e.ruling]]);

// A road running west to east along y = 0: a cloister's road end at [-1, 0], the start tile's road at
// [0, 0]; three cloisters south of it so lakes and tiles at [1, 0] and [2, 0] have company.
export const CLOISTER_WEST = at('base/A', -1, 0, 270);
export const START = at('base/D', 0, 0);
export const SOUTH_ROW = [at('base/B', 0, 1), at('base/B', 1, 1), at('base/B', 2, 1)];
/** lake-3 turned 180: jetties W, N and E, a field to the south. */
export const lakeAt = (x: number, y: number, ferry?: readonly [Side, Side], extra: Partial<SetupTile> = {}): SetupTile =>
  at('ferries/lake-3', x, y, 180, { ...(ferry ? { ferry } : {}), ...extra });
/** A cloister whose road leaves by its west side. */
export const cloisterEast = (x: number, y: number, extra: Partial<SetupTile> = {}): SetupTile => at('base/A', x, y, 90, extra);
