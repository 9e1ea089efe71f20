// An engine that throws (a bug) must fail the scenario, never pass it or crash the run.
import { describe, expect, it, vi } from 'vitest';
import { runScenario } from './run.ts';

vi.mock('./engine.ts', async (original) => ({
  ...(await original<typeof import('./engine.ts')>()),
  applyAction: () => {
    throw new Error('broken invariant');
  },
}));

describe('runScenario with a throwing engine', () => {
  it('reports the throw as a failure of that step and goes on', () => {
    const r = runScenario({
      format: 'casebook/1',
      title: 'throws',
      rules: { sets: ['base'] },
      players: ['blue'],
      setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }] },
      steps: [{ place: { tile: 'base/U', at: [1, 0], rot: 0 } }, { expect: { scores: { blue: 0 } } }],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.passed).toBe(false);
    expect(r.value.steps[0]!.outcome).toEqual({ kind: 'error', message: 'broken invariant' });
    expect(r.value.steps[0]!.failures).toEqual([
      { path: 'steps[0]', expected: 'a verdict', actual: 'broken invariant', message: 'the engine failed on this step: broken invariant' },
    ]);
    expect(r.value.steps[1]!.failures).toEqual([]);
    expect(r.value.positions[1]).toBe(r.value.positions[0]);
  });
});
