// "Predict the score": which step of a scenario the reader is asked about, and what each player scored
// on it. Nothing here scores: the numbers are the differences between the engine's own positions, so a
// prediction is judged against exactly what the engine gave.
import type { GameState, PlayerColor } from '../core/types.ts';

/** What each player (in turn order) scored between two positions; 0 for a player who scored nothing. */
export function scoredBetween(before: GameState, after: GameState): { readonly player: PlayerColor; readonly points: number }[] {
  return after.players.map((player) => ({ player, points: (after.scores[player] ?? 0) - (before.scores[player] ?? 0) }));
}

/**
 * The step the reader predicts, as a position index (positions[0] is the setup, positions[i] follows
 * step i): the last step after which some player's score changed, since a scenario's last scoring is the
 * one its ruling is about (earlier ones set the scene). Null when no step scores.
 */
export function predictedStep(positions: readonly GameState[]): number | null {
  for (let i = positions.length - 1; i > 0; i--) {
    if (scoredBetween(positions[i - 1]!, positions[i]!).some((s) => s.points !== 0)) return i;
  }
  return null;
}
