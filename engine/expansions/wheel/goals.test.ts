// The Wheel of Fortune's goal kinds, judged on content scenarios: crowns taken, the plague's victims.
import { describe, expect, it } from 'vitest';
import type { TurnAction } from '../../index.ts';
import { contentRun, judge } from '../../goals.test-util.ts';

describe('crown', () => {
  const run = contentRun('wheel-crown-placement');
  const before = run.positions[0]!;
  // blue lays the cloister and stands on the first crown of Taxes
  const bet = run.steps[0]!.action as TurnAction;
  const { follower: _f, ...plain } = bet;
  it('is met by a follower on a crown space', () => expect(judge(before, bet, { kind: 'crown' })).toEqual({ met: true }));
  it('is met by one on that sector', () => expect(judge(before, bet, { kind: 'crown', sector: 'taxes' })).toEqual({ met: true }));
  it('is missed on another sector', () => expect(judge(before, bet, { kind: 'crown', sector: 'fortune' })).toEqual({ met: false, miss: 'noCrown', facts: { sector: 'fortune' } }));
  it('is missed without a crown', () => expect(judge(before, plain, { kind: 'crown' })).toMatchObject({ met: false, miss: 'noCrown' }));
  it('is missed by a refused move (a taken space)', () =>
    expect(judge(run.positions[1]!, run.steps[1]!.action!, { kind: 'crown' })).toMatchObject({ met: false, miss: 'refused' }));
});

it('a crown the wheel pays out and the follower takes again is a crown placed', () => {
  const run = contentRun('wheel-icon-sequence');
  const again = run.steps[0]!.action as TurnAction;
  const { follower: _f, ...plain } = again;
  expect(judge(run.positions[0]!, again, { kind: 'crown', sector: 'famine' })).toEqual({ met: true });
  expect(judge(run.positions[0]!, plain, { kind: 'crown', sector: 'famine' })).toMatchObject({ met: false, miss: 'noCrown' });
});

describe('plagueVictim', () => {
  const run = contentRun('wheel-plague');
  const before = run.positions[3]!;
  // red gives up the farmer on the north-west field, green the monk, blue the thief
  const plague = run.steps[3]!.action as TurnAction;
  it('is met when the plague takes that follower', () => expect(judge(before, plague, { kind: 'plagueVictim', at: [2, -1], on: 'NL' })).toEqual({ met: true }));
  it('is missed when it takes another', () =>
    expect(judge(before, plague, { kind: 'plagueVictim', at: [2, -1], on: 'E' })).toEqual({ met: false, miss: 'otherVictim', facts: { player: 'red' } }));
  it('is missed by a refused move (out of order)', () =>
    expect(judge(before, run.steps[0]!.action!, { kind: 'plagueVictim', at: [2, -1], on: 'NL' })).toMatchObject({ met: false, miss: 'refused' }));
});
