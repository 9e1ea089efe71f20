// "Predict the score" (scenario field `predict`): the question a scenario asks, the step and each player's
// points on it, from the engine's positions (engine/scenario/predict.ts). What the island needs before
// it knows whether the reader will answer; the guesses are judged in predict-model.ts, loaded with the panel.
import type { GameState, PlayerColor } from '../../engine/core/types.ts';
import { predictedStep, scoredBetween } from '../../engine/scenario/predict.ts';
import type { Scenario } from '../../engine/scenario/types.ts';

export interface PredictQuestion {
  /** the position the answer is shown on (positions[at] follows step `at`); the guess is asked at `at - 1` */
  readonly at: number;
  /** each player's points on that step, in turn order */
  readonly actual: readonly { readonly player: PlayerColor; readonly points: number }[];
}

/** The question a scenario asks, or null when it asks none or no step scores. */
export function predictQuestion(s: Scenario, positions: readonly GameState[]): PredictQuestion | null {
  if (s.predict !== true) return null;
  const at = predictedStep(positions);
  return at === null ? null : { at, actual: scoredBetween(positions[at - 1]!, positions[at]!) };
}

