// The position the "settle a dispute" tests share (unit and browser): a finished city of three tiles with a
// shield; blue farms south of it (a field of 2 tiles), red's thief stands on the one-tile road below, red
// has 2 points. If the game ended now: blue 0 + 3 for the farm, red 2 + 1 for the road.
import type { Scenario } from '../../engine/scenario/types.ts';

export const DISPUTE_POSITION: Scenario = {
  format: 'casebook/1', title: 'Sandbox position', rules: { sets: ['base'] }, players: ['blue', 'red'],
  setup: {
    tiles: [
      { tile: 'base/E', at: [0, 0], rot: 90 },
      { tile: 'base/F', at: [1, 0], followers: [{ player: 'blue', on: 'SL' }] },
      { tile: 'base/E', at: [2, 0], rot: 270 },
      { tile: 'base/U', at: [1, 1], followers: [{ player: 'red', on: 'W' }] },
    ],
    scores: { red: 2 },
  },
};
