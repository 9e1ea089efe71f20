// The Ferries' goal kinds, judged on the content scenario where blue extends the road and swings the ferry.
import { describe, expect, it } from 'vitest';
import type { TurnAction } from '../../index.ts';
import { contentRun, judge } from '../../goals.test-util.ts';

const run = contentRun('ferries-move-ferry');
const before = run.positions[2]!;
// the straight east of the road, then the ferry swung from west-east to west-south
const moved = run.steps[2]!.action as TurnAction;
const { moveFerries: _m, ...stayed } = moved;
const refused = run.steps[0]!.action!;

describe('ferryMoved', () => {
  it('is met when that ferry moves', () => expect(judge(before, moved, { kind: 'ferryMoved', at: [1, 0] })).toEqual({ met: true }));
  it('is met when any ferry moves', () => expect(judge(before, moved, { kind: 'ferryMoved' })).toEqual({ met: true }));
  it('is missed when the ferry stays', () => expect(judge(before, stayed, { kind: 'ferryMoved', at: [1, 0] })).toMatchObject({ met: false, miss: 'ferryStayed' }));
  it('is missed by a refused move', () => expect(judge(before, refused, { kind: 'ferryMoved' })).toMatchObject({ met: false, miss: 'refused' }));
});

describe('ferryLeft', () => {
  it('is met when the ferry stays', () => expect(judge(before, stayed, { kind: 'ferryLeft', at: [1, 0] })).toEqual({ met: true }));
  it('is missed when it moves', () => expect(judge(before, moved, { kind: 'ferryLeft', at: [1, 0] })).toMatchObject({ met: false, miss: 'ferryMoved' }));
  it('is missed by a refused move', () => expect(judge(before, refused, { kind: 'ferryLeft', at: [1, 0] }).met).toBe(false));
});

describe('ferryJoins', () => {
  it('is met when the ferry joins the two jetties, in either order', () => {
    expect(judge(before, moved, { kind: 'ferryJoins', at: [1, 0], ferry: ['S', 'W'] })).toEqual({ met: true });
    expect(judge(before, moved, { kind: 'ferryJoins', at: [1, 0], ferry: ['W', 'S'] })).toEqual({ met: true });
  });
  it('is missed elsewhere, saying where it is', () =>
    expect(judge(before, stayed, { kind: 'ferryJoins', at: [1, 0], ferry: ['W', 'S'] })).toEqual({ met: false, miss: 'ferryElsewhere', facts: { want: 'W-S', got: 'W-E' } }));
  it('is missed by a refused move', () => expect(judge(before, refused, { kind: 'ferryJoins', at: [1, 0], ferry: ['W', 'S'] }).met).toBe(false));
});
