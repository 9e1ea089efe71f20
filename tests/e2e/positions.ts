// Positions the Ferries and Wheel of Fortune browser tests open in the sandbox.
import type { Scenario } from '../../engine/scenario/types.ts';

const scenario = (rules: Scenario['rules'], setup: Scenario['setup']): Scenario => ({
  format: 'casebook/1', title: 'e2e', rules, players: ['blue', 'red'], setup,
});

// the start tile's road runs west to east; the pile holds a lake tile, then a straight road
export const FERRIES = scenario({ sets: ['base', 'ferries'] }, { tiles: [{ tile: 'base/D', at: [0, 0] }], deck: ['ferries/lake-3', 'base/U', 'base/U'] });
// blue's monk north of the wheel board, red's farmer on its landscape; the pig one sector before the plague
export const WHEEL = scenario({ sets: ['wheel'] }, {
  tiles: [
    { tile: 'wheel/board', at: [-2, -2], followers: [{ player: 'red', on: 'NL', cell: [1, 0] }] },
    { tile: 'wheel/B', at: [-1, -3], followers: [{ player: 'blue', on: 'cloister' }] },
  ],
  pig: 'inquisition',
  deck: ['wheel/U1', 'wheel/V', 'wheel/V'],
});
