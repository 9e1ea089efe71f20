// "Predict the score": the reader's guesses and the verdict per player against the engine's points (the
// question, predict-question.ts). Only numbers are compared here, so no rule lives here. Loaded with the
// panel (PredictPanel.tsx), only for a scenario that asks for a prediction.
import type { PlayerColor } from '../../engine/core/types.ts';
import type { PredictQuestion } from './predict-question.ts';

export { predictQuestion } from './predict-question.ts';
export type { PredictQuestion } from './predict-question.ts';

/** The most points a guess may name: far above any one turn's score, and keeps the field short. */
export const MAX_GUESS = 999;

/** A typed guess as a number: a whole number from 0 to MAX_GUESS, spaces around it allowed; else null. */
export function readGuess(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_GUESS ? n : null;
}

export type Guesses = Readonly<Partial<Record<PlayerColor, string>>>;

export interface PlayerVerdict {
  readonly player: PlayerColor;
  readonly guess: number;
  readonly points: number;
  readonly right: boolean;
}

export type Judged =
  | { readonly ok: true; readonly lines: readonly PlayerVerdict[]; readonly right: number; readonly allRight: boolean }
  /** the players whose field holds no whole number */
  | { readonly ok: false; readonly missing: readonly PlayerColor[] };

/** Each player's guess against the engine's points; every player needs a readable guess. */
export function judge(q: PredictQuestion, guesses: Guesses): Judged {
  const read = q.actual.map((a) => ({ ...a, guess: readGuess(guesses[a.player] ?? '') }));
  const missing = read.filter((r) => r.guess === null).map((r) => r.player);
  if (missing.length > 0) return { ok: false, missing };
  const lines = read.map((r) => ({ player: r.player, guess: r.guess!, points: r.points, right: r.guess === r.points }));
  const right = lines.filter((l) => l.right).length;
  return { ok: true, lines, right, allRight: right === lines.length };
}
