// runScenario: plays a scenario's steps through the engine and checks every expectation. A refused
// step leaves the position as it was and the scenario goes on, as the format says.
import type { Action, GameState, PlayerColor, Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { scenarioPath, toAction, toGameSetup } from './convert.ts';
import { applyAction, createGame } from './engine.ts';
import { checkExpect } from './expect.ts';
import type { Failure, StepOutcome } from './expect.ts';
import type { Scenario, ScenarioStep } from './types.ts';
import { say } from './messages.ts';
import { engineProblem } from './engine-problems.ts';
import { MAX_PROBLEMS, capProblems } from './read.ts';
import type { Lang } from './messages.ts';

export interface StepResult {
  readonly index: number;
  readonly step: ScenarioStep;
  /** the engine action the step asked for; null for a step that only checks the position */
  readonly action: Action | null;
  /** who acted (the step's player, or whose turn it was) */
  readonly player: PlayerColor | null;
  readonly outcome: StepOutcome;
  readonly failures: readonly Failure[];
}

export interface ScenarioRun {
  /** true when every expectation of every step holds */
  readonly passed: boolean;
  readonly steps: readonly StepResult[];
  /** positions[0] is the setup; positions[i + 1] the position after step i */
  readonly positions: readonly GameState[];
}

interface Applied {
  readonly outcome: StepOutcome;
  readonly state: GameState;
}

function apply(state: GameState, action: Action | null): Applied {
  if (action === null) return { outcome: { kind: 'check' }, state };
  try {
    const r = applyAction(state, action);
    if (r.ok) return { outcome: { kind: 'accepted', events: r.value.events }, state: r.value.state };
    return { outcome: { kind: 'refused', ruling: r.error.ruling, message: r.error.message, facts: r.error.facts }, state };
  } catch (e) {
    // A throw is an engine bug; the run reports it as this step's result instead of stopping.
    return { outcome: { kind: 'error', message: e instanceof Error ? e.message : String(e) }, state };
  }
}

function runStep(state: GameState, step: ScenarioStep, index: number): { result: StepResult; state: GameState } {
  const action = toAction(step);
  const applied = apply(state, action);
  const path = `steps[${index}].expect`;
  let failures: Failure[];
  try {
    failures = step.expect === undefined ? [] : checkExpect(step.expect, path, applied.outcome, applied.state);
  } catch (e) {
    const message = `the engine failed while checking: ${e instanceof Error ? e.message : String(e)}`;
    failures = [{ path, expected: step.expect, actual: null, message }];
  }
  if (applied.outcome.kind === 'error') {
    // An engine throw is a bug, never a verdict: it fails the scenario whatever the step expects.
    failures.unshift({ path: `steps[${index}]`, expected: 'a verdict', actual: applied.outcome.message, message: `the engine failed on this step: ${applied.outcome.message}` });
  }
  const player = action === null || action.type === 'endGame' ? null : (action.player ?? state.turn);
  return { result: { index, step, action, player, outcome: applied.outcome, failures }, state: applied.state };
}

/** The setup position, with the engine's problems named by scenario paths. Never throws. */
export function startGame(scenario: Scenario, lang: Lang = 'en'): Result<GameState, Problem[]> {
  try {
    const game = createGame(toGameSetup(scenario));
    if (game.ok) return game;
    // only the problems listed are worded (a position can break its rules many thousand times)
    const shown = game.error.slice(0, MAX_PROBLEMS + 1).map((p) => engineProblem({ path: scenarioPath(p.path), message: p.message }, lang));
    return err(capProblems(shown, lang, game.error.length));
  } catch (e) {
    return err([{ path: 'setup', message: say(lang, 'setupFailed', e instanceof Error ? e.message : String(e)) }]);
  }
}

/** Plays the steps one by one, handing each result with the positions before and after it to `visit`
 * and keeping none of them: memory stays that of one position however long the scenario. */
export function runEach(
  scenario: Scenario,
  visit: (result: StepResult, before: GameState, after: GameState) => void,
  begin?: (setup: GameState) => void,
): Result<GameState, Problem[]> {
  const game = startGame(scenario);
  if (!game.ok) return game;
  let state = game.value;
  begin?.(state);
  (scenario.steps ?? []).forEach((step, i) => {
    const r = runStep(state, step, i);
    visit(r.result, state, r.state);
    state = r.state;
  });
  return ok(state);
}

export function runScenario(scenario: Scenario): Result<ScenarioRun, Problem[]> {
  const positions: GameState[] = [];
  const steps: StepResult[] = [];
  const end = runEach(scenario, (result, _before, after) => {
    positions.push(after);
    steps.push(result);
  }, (setup) => positions.push(setup));
  if (!end.ok) return end;
  return ok({ passed: steps.every((s) => s.failures.length === 0), steps, positions });
}
