// Random but legal games, for property tests and the benchmark: every choice comes from a seeded PRNG,
// so a failing game can be replayed from its seeds.
import type { Action, GameSetup, GameState, ScoreEvent } from './types.ts';
import { applyAction } from './game.ts';
import { legalFollowerSpots } from './followers.ts';
import { legalPlacements } from './placement.ts';
import { mulberry32 } from './rng.ts';
import { createGame } from './setup.ts';
import { activeModules } from './module.ts';
import type { ExpansionModule } from './module.ts';

export interface PlayedGame {
  readonly start: GameState;
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly (readonly ScoreEvent[])[];
}

export type StepObserver = (before: GameState, action: Action, after: GameState, events: readonly ScoreEvent[]) => void;

function apply(state: GameState, action: Action): { state: GameState; events: ScoreEvent[] } {
  const r = applyAction(state, action);
  // Autoplay only chooses among the moves the engine itself offered: a refusal is an engine bug.
  if (!r.ok) throw new Error(`autoplay move refused: ${JSON.stringify(action)}: ${r.error.message}`);
  return r.value;
}

function chooseAction(state: GameState, random: () => number, followerRate: number): Action {
  const tile = state.deck![0]!;
  const legal = legalPlacements(state, tile);
  let action: Action;
  if (legal.length === 0) action = { type: 'discard', tile };
  else {
    const place = legal[Math.floor(random() * legal.length)]!;
    const spots = random() < followerRate ? legalFollowerSpots(state, place) : [];
    const on = spots[Math.floor(random() * spots.length)];
    action = { type: 'turn', place, ...(on === undefined ? {} : { follower: { on } }) };
  }
  // Each module adds its own choices, still drawn from the seeded PRNG.
  for (const mod of activeModules(state)) if (mod.autoplay) action = mod.autoplay(state, action, random);
  return action;
}

/** Plays the setup's whole draw pile with random legal moves, then scores the end of the game. */
export function playRandomGame(
  setup: GameSetup, playSeed: number,
  { followerRate = 0.6, modules = [], observe }: { followerRate?: number; modules?: readonly ExpansionModule[]; observe?: StepObserver } = {},
): PlayedGame {
  const created = createGame(setup, modules);
  if (!created.ok) throw new Error(`autoplay setup refused: ${JSON.stringify(created.error)}`);
  const random = mulberry32(playSeed);
  let state = created.value;
  const actions: Action[] = [];
  const events: ScoreEvent[][] = [];
  const step = (action: Action): void => {
    const r = apply(state, action);
    observe?.(state, action, r.state, r.events);
    actions.push(action);
    events.push(r.events);
    state = r.state;
  };
  while (state.deck !== null && state.deck.length > 0) step(chooseAction(state, random, followerRate));
  step({ type: 'endGame' });
  return { start: created.value, state, actions, events };
}
