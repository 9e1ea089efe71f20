import { describe, expect, it } from 'vitest';
import { checkExpect } from './expect.ts';
import { runScenario } from './run.ts';
import type { Expect, Scenario, ScenarioStep } from './types.ts';

// A road from a cloister through the start tile; red closes it with a junction (3 points for blue).
const ROAD: Scenario = {
  format: 'casebook/1',
  title: 'road',
  rules: { sets: ['base'] },
  players: ['blue', 'red'],
  setup: {
    tiles: [
      { tile: 'base/A', at: [-1, 0], rot: 270 },
      { tile: 'base/D', at: [0, 0], rot: 0, followers: [{ player: 'blue', on: 'E' }] },
    ],
  },
};

const CLOSE: ScenarioStep = { player: 'red', place: { tile: 'base/W', at: [1, 0], rot: 0 } };
const OVERLAP: ScenarioStep = { player: 'red', place: { tile: 'base/W', at: [0, 0], rot: 0 } };

function failuresOf(step: ScenarioStep, expectation: Expect) {
  const r = runScenario({ ...ROAD, steps: [{ ...step, expect: expectation }] });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.steps[0]!.failures;
}

describe('runScenario', () => {
  it('reports the outcome of each step and keeps every position', () => {
    const r = runScenario({ ...ROAD, steps: [OVERLAP, CLOSE, { expect: { scores: { blue: 3 } } }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const [refused, accepted, check] = r.value.steps;
    expect(refused!.outcome).toMatchObject({ kind: 'refused', ruling: 'base-cell-free' });
    expect(accepted!.outcome).toMatchObject({ kind: 'accepted', events: expect.arrayContaining([expect.objectContaining({ player: 'blue', points: 3, ruling: 'base-road-score' })]) });
    expect(check!.outcome).toEqual({ kind: 'check' });
    expect(accepted!.player).toBe('red');
    expect(r.value.positions).toHaveLength(4);
    // the refused step leaves the position as it was
    expect(r.value.positions[1]).toEqual(r.value.positions[0]);
    expect(r.value.positions[2]!.board).toHaveLength(3);
    expect(r.value.passed).toBe(true);
  });

  it('passes each kind of expectation that holds', () => {
    const holds: Expect = {
      legal: true,
      scores: { blue: 3, red: 0 },
      scored: [{ player: 'blue', points: 3, ruling: 'base-road-score' }],
      supply: { blue: 7, red: 7 },
      placements: { tile: 'base/C', count: 4 },
      features: [{ at: [0, 0], on: 'E', complete: true, tiles: 3 }],
    };
    expect(failuresOf(CLOSE, holds)).toEqual([]);
    expect(failuresOf(OVERLAP, { legal: false, illegal: 'base-cell-free' })).toEqual([]);
  });

  it.each([
    [{ legal: true }, OVERLAP, 'steps[0].expect.legal', 'accepted', 'base-cell-free'],
    [{ legal: false }, CLOSE, 'steps[0].expect.legal', 'refused', 'accepted'],
    [{ illegal: 'base-must-touch' }, OVERLAP, 'steps[0].expect.illegal', 'base-must-touch', 'base-cell-free'],
    [{ scores: { blue: 4 } }, CLOSE, 'steps[0].expect.scores.blue', 4, 3],
    [{ supply: { blue: 6 } }, CLOSE, 'steps[0].expect.supply.blue', 6, 7],
    [{ placements: { tile: 'base/C', count: 1 } }, CLOSE, 'steps[0].expect.placements.count', 1, 4],
    [{ features: [{ at: [0, 0], on: 'E', tiles: 2 }] }, CLOSE, 'steps[0].expect.features[0].tiles', 2, 3],
    [{ features: [{ at: [0, 0], on: 'E', complete: false }] }, CLOSE, 'steps[0].expect.features[0].complete', false, true],
  ] as const)('fails %j when it does not hold', (expectation, step, path, expected, actual) => {
    expect(failuresOf(step, expectation as Expect)).toEqual([{ path, expected, actual, message: expect.any(String) }]);
  });

  it('matches score events order-free, each listed event against a different one', () => {
    const twice: Expect = { scored: [{ player: 'blue', points: 3, ruling: 'base-road-score' }, { player: 'blue', points: 3, ruling: 'base-road-score' }] };
    expect(failuresOf(CLOSE, twice)).toHaveLength(1);
    expect(failuresOf(CLOSE, { scored: [{ player: 'blue', points: 3, ruling: 'base-city-score' }] })[0]!.message).toMatch(/blue 3 \(base-road-score\)/);
    expect(failuresOf(OVERLAP, { scored: [{ player: 'blue', points: 3, ruling: 'base-road-score' }] })[0]!.message).toMatch(/refused citing base-cell-free/);
  });

  it('reports a feature that is not there', () => {
    expect(failuresOf(CLOSE, { features: [{ at: [5, 5], on: 'N', complete: true }] })).toEqual([
      { path: 'steps[0].expect.features[0]', expected: { at: [5, 5], on: 'N', complete: true }, actual: null, message: expect.stringMatching(/no feature/) },
    ]);
  });

  it('returns the problems of a setup the engine refuses, by scenario path', () => {
    const r = runScenario({ ...ROAD, setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/D', at: [4, 4], rot: 0 }] } });
    expect(r).toEqual({ ok: false, error: [{ path: 'setup.tiles[1]', message: expect.stringMatching(/not connected/) }] });
  });
});

describe('checkExpect: the pig', () => {
  // The wheel module keeps the pig in its own slot of the state; the check finds it there.
  const r = runScenario(ROAD);
  const state = r.ok ? r.value.positions[0]! : undefined;

  it('holds when the pig stands on the expected sector, and fails otherwise', () => {
    expect(state).toBeDefined();
    const withPig = { ...state!, ext: { ...state!.ext, wheel: { pig: 'taxes', crowns: [] } } };
    expect(checkExpect({ pig: 'taxes' }, 'steps[0].expect', { kind: 'check' }, withPig)).toEqual([]);
    expect(checkExpect({ pig: 'storm' }, 'steps[0].expect', { kind: 'check' }, withPig)).toEqual([
      { path: 'steps[0].expect.pig', expected: 'storm', actual: 'taxes', message: 'expected the pig on storm; it is on taxes' },
    ]);
    expect(checkExpect({ pig: 'storm' }, 'steps[0].expect', { kind: 'check' }, state!)[0]!.actual).toBeNull();
  });
});
