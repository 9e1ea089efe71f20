// `casebook explain` on Wheel of Fortune scenarios: the pig's sector, the crowns, the pig's move with the
// sectors it passes, and a discard with the plague choices that came with it.
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';
import { runScenario } from './run.ts';
import { describeAction, explainText } from './explain.ts';

const SCENARIO = `
format: casebook/1
title: Explained wheel
rules: { sets: [wheel] }
players: [blue, red]
setup:
  pig: inquisition
  tiles:
    - { tile: wheel/board, at: [0, 0], followers: [{ player: red, cell: [1, 0], on: NL }] }
    - { tile: wheel/A, at: [2, -1], rot: 0, followers: [{ player: blue, on: cloister }] }
    - { tile: wheel/A, at: [-1, 1], rot: 270 }
    - { tile: wheel/A, at: [3, 4], rot: 180 }
  crowns: [{ player: blue, sector: taxes, space: 1 }]
steps:
  - discard: wheel/X1
    plague:
      - { player: blue, at: [2, -1], on: cloister }
      - { player: red, cell: [1, 0], on: NL }
  - place: { tile: wheel/U3, at: [-2, 1], rot: 90 }
`;

function explained(): string {
  const parsed = parseScenario(SCENARIO, 'yaml');
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return explainText(parsed.value, run.value);
}

describe('explain with the wheel', () => {
  it('shows the pig and the crowns in every position', () => {
    const text = explained();
    expect(text).toContain('pig: inquisition\n    crowns: blue on taxes 1');
    expect(text).toContain('pig: plague\n    crowns: blue on taxes 1');
  });

  it('describes a discard with its plague choices, board cells named as cells', () => {
    expect(explained()).toContain(
      'Step 1: blue discards wheel/X1, plague: blue returns the follower at [2, -1] cloister, plague: red returns the follower on the wheel board\'s cell [1, 0] NL',
    );
    expect(describeAction({ type: 'discard', tile: 'wheel/X1' }, 'red')).toBe('red discards wheel/X1');
  });

  it('says where the pig went and which sectors it passed', () => {
    const text = explained();
    expect(text).toContain('the pig moves from inquisition to plague\n');
    // wheel/U3 from the plague: past Fortune and Taxes, onto Famine
    expect(text).toContain('the pig moves from plague to famine, passing fortune and taxes');
    expect(text).toContain('Every expectation holds.');
  });
});
