// Test helpers for goals: a move judged the way try mode judges it (engine/core/goals.ts), and the
// positions and actions of a content scenario, for the expansions' goal tests.
import { readFileSync } from 'node:fs';
import { applyAction } from './index.ts';
import type { Action, GameState } from './index.ts';
import { checkGoal } from './core/goals.ts';
import type { Goal, GoalResult } from './core/goals.ts';
import { parseScenario, runScenario } from './index.ts';
import type { ScenarioRun } from './index.ts';

/** The engine's verdict on `action` from `state` for `goal`, whether the move is accepted or refused. */
export function judge(state: GameState, action: Action, goal: Goal): GoalResult {
  const r = applyAction(state, action);
  return checkGoal(goal, r.ok
    ? { refused: false, before: state, after: r.value.state, action, events: r.value.events }
    : { refused: true, before: state, refusal: r.error });
}

export function contentRun(name: string): ScenarioRun {
  const text = readFileSync(new URL(`../content/scenarios/${name}.json`, import.meta.url), 'utf8');
  const parsed = parseScenario(text, 'json');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value;
}
