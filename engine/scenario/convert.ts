// From the scenario format to the engine's inputs. The format's names were chosen to match the engine's
// setup and actions, so this is mostly a matter of choosing which fields to pass.
import type { Action, GameSetup } from '../core/types.ts';
import { defined } from './defined.ts';
import type { Scenario, ScenarioStep } from './types.ts';

export function toGameSetup(s: Scenario): GameSetup {
  const setup = s.setup ?? {};
  return defined({
    sets: s.rules.sets,
    options: s.rules.options,
    players: s.players,
    tiles: setup.tiles,
    crowns: setup.crowns,
    pig: setup.pig,
    scores: setup.scores,
    supply: setup.supply,
    deck: setup.deck,
    turn: setup.turn,
  });
}

/** The engine action a step asks for, or null for a step that only checks the position. */
export function toAction(step: ScenarioStep): Action | null {
  if (step.endGame === true) return { type: 'endGame' };
  if (step.discard !== undefined) return defined({ type: 'discard' as const, player: step.player, tile: step.discard, plague: step.plague });
  if (step.place === undefined) return null;
  return defined({
    type: 'turn' as const,
    player: step.player,
    place: step.place,
    follower: step.follower,
    ferry: step.ferry,
    moveFerries: step.moveFerries,
    plague: step.plague,
  });
}

const RULES_KEYS = ['sets', 'options'];
const TOP_KEYS = ['players'];

/** The engine's setup paths (`tiles[1].rot`) become scenario paths (`setup.tiles[1].rot`). */
export function scenarioPath(enginePath: string): string {
  const head = /^[A-Za-z]+/.exec(enginePath)?.[0] ?? '';
  if (head === '') return enginePath === '' || enginePath === '(root)' ? 'setup' : `setup${enginePath}`;
  if (head === 'setup' || head === 'rules') return enginePath;
  if (RULES_KEYS.includes(head)) return `rules.${enginePath}`;
  if (TOP_KEYS.includes(head)) return enginePath;
  return `setup.${enginePath}`;
}

/** The step that plays an engine action again (toAction's reverse): how a game's moves travel as a file. */
export function toStep(action: Action): ScenarioStep {
  if (action.type === 'endGame') return { endGame: true };
  if (action.type === 'discard') return defined({ player: action.player, discard: action.tile, plague: action.plague });
  const { type: _type, ...turn } = action;
  return defined({ ...turn });
}
