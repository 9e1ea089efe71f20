// Test helpers for the River module: set up a position, act, and unwrap results loudly.
import { applyAction, checkPlacement, createGame } from '../../index.ts';
import type { Action, GameSetup, GameState, Placement, Refusal, Rotation, ScoreEvent, SetupTile } from '../../index.ts';

export function river(setup: Partial<GameSetup> = {}): GameState {
  const r = createGame({ sets: ['river1'], players: ['blue', 'red'], ...setup });
  if (!r.ok) throw new Error(`setup refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

export const at = (tile: string, x: number, y: number, rot: Rotation = 0): SetupTile => ({ tile, at: [x, y], rot });

export const place = (tile: string, x: number, y: number, rot: Rotation = 0, on?: string): Action =>
  ({ type: 'turn', place: { tile, at: [x, y], rot }, ...(on ? { follower: { on: on as never } } : {}) });

export function act(state: GameState, action: Action): { state: GameState; events: ScoreEvent[] } {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The ruling a refused action cites; throws if the action was accepted. */
export function refusedWith(state: GameState, action: Action): string {
  const r = applyAction(state, action);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return r.error.ruling;
}

/** The ruling checkPlacement cites, or 'ok'. */
export function verdict(state: GameState, tile: string, x: number, y: number, rot: Rotation): string {
  const p: Placement = { tile, at: [x, y], rot };
  const r = checkPlacement(state, p);
  return r.ok ? 'ok' : (r.error as Refusal).ruling;
}
