// "Predict the score": the step asked about and each player's points on it come from the engine's
// positions; the field is validated like every other, in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseValue } from './value.ts';
import { runScenario } from './run.ts';
import { predictedStep, scoredBetween } from './predict.ts';
import type { Scenario } from './types.ts';

const file = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../content/scenarios', `${name}.json`), 'utf8')) as Record<string, unknown>;

function positionsOf(doc: unknown) {
  const parsed = parseValue(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return { scenario: parsed.value as Scenario, positions: run.value.positions };
}

describe('predictedStep and scoredBetween', () => {
  it('ask about the last step that scores (a road scored, then reopened by a ferry and scored again)', () => {
    const { positions } = positionsOf(file('ferries-reopen-road'));
    // red scores on step 1 and again on step 3, the reopened road
    expect(predictedStep(positions)).toBe(3);
    expect(scoredBetween(positions[2]!, positions[3]!)).toEqual([{ player: 'blue', points: 0 }, { player: 'red', points: 4 }]);
  });

  it('give every player in turn order, those who score nothing too', () => {
    const { positions } = positionsOf(file('base-majority'));
    expect(predictedStep(positions)).toBe(1);
    expect(scoredBetween(positions[0]!, positions[1]!)).toEqual([{ player: 'blue', points: 5 }, { player: 'red', points: 5 }]);
  });

  it('find nothing to predict where nobody scores', () => {
    const { positions } = positionsOf(file('river-no-u-turn'));
    expect(positions.length).toBeGreaterThan(1);
    expect(predictedStep(positions)).toBeNull();
  });
});

describe('the predict field', () => {
  const road = file('base-road-score');

  it('reads true', () => {
    const parsed = parseValue({ ...road, predict: true });
    expect(parsed.ok && parsed.value.predict).toBe(true);
  });

  it('is refused when it is not true, naming the field', () => {
    const no = parseValue({ ...road, predict: 'yes' });
    expect(no.ok ? [] : no.error).toEqual([{ path: 'predict', message: 'must be true or false, not "yes"' }]);
    const off = parseValue({ ...road, predict: false });
    expect(off.ok ? [] : off.error).toEqual([{ path: 'predict', message: 'must be true' }]);
  });

  it('needs a step that plays, said in English and in French', () => {
    const still = { ...road, predict: true, steps: [{ expect: { scores: { blue: 0 } } }] };
    const en = parseValue(still);
    expect(en.ok ? [] : en.error.map((p) => p.path)).toEqual(['predict']);
    expect(en.ok ? '' : en.error[0]!.message).toMatch(/no step plays a move/);
    const fr = parseValue(still, 'fr');
    expect(fr.ok ? '' : fr.error[0]!.message).toMatch(/aucune étape ne joue/);
  });
});
