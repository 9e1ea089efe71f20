// Test helpers: unwrap Results loudly so a test fails at the step that went wrong.
import { applyAction, createGame } from '../../index.ts';
import type { ExpansionModule } from '../../index.ts';
import type { Action, FollowerChoice, GameSetup, GameState, Placement, Refusal, ScoreEvent, TurnAction } from '../types.ts';

export function game(setup: Partial<GameSetup> & Pick<GameSetup, 'tiles'>, modules: readonly ExpansionModule[] = []): GameState {
  const r = createGame({ sets: ['base'], players: ['blue', 'red'], ...setup }, modules);
  if (!r.ok) throw new Error(`setup refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

export function act(state: GameState, action: Action): { state: GameState; events: ScoreEvent[] } {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

export function refused(state: GameState, action: Action): Refusal {
  const r = applyAction(state, action);
  if (r.ok) throw new Error('the action was accepted');
  return r.error;
}

export const place = (tile: string, at: readonly [number, number], rot: Placement['rot'] = 0, follower?: FollowerChoice): TurnAction =>
  ({ type: 'turn', place: { tile, at, rot }, ...(follower ? { follower } : {}) });

/** The events a player received, as [ruling, points] pairs. */
export const summary = (events: readonly ScoreEvent[]): [string, string, number][] =>
  events.map((e) => [e.player, e.ruling, e.points]);
