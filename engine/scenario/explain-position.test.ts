// The per-feature account `casebook explain` prints after each step: contested features, fields and the
// cities they touch, a road across a ferry, the wheel's crowns, and the "if the game ended now" close.
import { describe, expect, it } from 'vitest';
import { createGame } from '../play.ts';
import type { GameSetup } from '../core/types.ts';
import { featuresText } from './explain-position.ts';
import { parseScenario } from './parse.ts';
import { runScenario } from './run.ts';
import { explainText } from './explain.ts';

function text(setup: Partial<GameSetup>): string {
  const r = createGame({ sets: ['base'], players: ['blue', 'red'], ...setup });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return featuresText(r.value);
}

describe('featuresText', () => {
  it('a contested road: who stands there, the majority, and both rulings of the end score', () => {
    const t = text({
      tiles: [
        { tile: 'base/W', at: [0, 0] },
        { tile: 'base/U', at: [1, 0], followers: [{ player: 'red', on: 'W' }] },
        { tile: 'base/U', at: [2, 0], followers: [{ player: 'blue', on: 'W' }] },
        { tile: 'base/U', at: [3, 0], followers: [{ player: 'blue', on: 'W' }] },
      ],
    });
    expect(t).toContain('road on 4 tiles at [0, 0] [1, 0] [2, 0] [3, 0], unfinished (1 open side); blue 2, red 1: majority blue; at the end: blue 4 (base-majority, base-road-score: tile × 4 = 4)');
    expect(t).toContain('points now, and if the game ended now: blue 0 + 4 = 4, red 0 + 0 = 0');
    expect(t).toContain('  blue scores 4 for the road at [1, 0] (final scoring), citing base-majority, base-road-score: tile × 4 = 4');
  });

  it('a field names each city it touches, complete or not; a tie scores both players', () => {
    const t = text({
      tiles: [
        { tile: 'base/E', at: [0, 0], rot: 90, followers: [{ player: 'red', on: 'WL' }] },
        { tile: 'base/F', at: [1, 0], followers: [{ player: 'blue', on: 'SL' }] },
        { tile: 'base/E', at: [2, 0], rot: 270 },
        { tile: 'base/U', at: [1, 1], followers: [{ player: 'red', on: 'NL' }] },
      ],
    });
    // the city nobody holds is counted, not listed
    expect(t).not.toContain('city on 3 tiles');
    expect(t).toContain('  5 more features hold no follower');
    // blue's farmer south of base/F and red's on the straight road's north side share one field
    expect(t).toContain('field on 2 tiles at [1, 0] [1, 1], touches the city at [0, 0] (complete); blue 1, red 1: majority blue and red; at the end: blue 3 (base-majority, base-farm-score: completed-city × 1 = 3), red 3 (base-majority, base-farm-score: completed-city × 1 = 3)');
    expect(t).toContain('points now, and if the game ended now: blue 0 + 3 = 3, red 0 + 6 = 6');
    expect(t.indexOf('points now')).toBe(0);
  });

  it('a road across a ferry, and the wheel\'s crowns that score nothing at the end', () => {
    const ferry = text({
      sets: ['base', 'ferries'],
      tiles: [
        { tile: 'base/D', at: [0, 0], followers: [{ player: 'red', on: 'W' }] },
        { tile: 'ferries/lake-3', at: [1, 0], ferry: ['W', 'E'] },
        { tile: 'base/U', at: [2, 0] },
      ],
    });
    expect(ferry).toContain('road on 3 tiles at [0, 0] [1, 0] [2, 0], across the ferry at [1, 0], unfinished (2 open sides); red 1: majority red; at the end: red 3 (base-road-score, ferries-final-scoring: tile × 3 = 3)');
    const wheel = text({ sets: ['wheel'], crowns: [{ player: 'blue', sector: 'storm', space: 2 }] });
    expect(wheel).toContain('pieces:\n  crown space 2 of storm: blue; next: blue 6 (wheel-crown-scoring: crown × 1 = 6); nothing at the end (wheel-crown-scoring)');
    expect(wheel).toContain('points now, and if the game ended now: blue 0 + 0 = 0, red 0 + 0 = 0');
    expect(wheel).toContain('the final scoring would give:\n  nothing');
  });

  it('after the final scoring, says the game is over with the totals', () => {
    const parsed = parseScenario('format: casebook/1\ntitle: t\nrules: { sets: [base] }\nplayers: [blue, red]\nsetup: { tiles: [{ tile: base/D, at: [0, 0], followers: [{ player: blue, on: N }] }] }\nsteps: [{ endGame: true }]\n', 'yaml');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const run = runScenario(parsed.value);
    if (!run.ok) throw new Error(JSON.stringify(run.error));
    const out = explainText(parsed.value, run.value);
    // the setup: blue's city of one tile is worth 1 at the end; after the end, the game is over
    expect(out).toContain('points now, and if the game ended now: blue 0 + 1 = 1, red 0 + 0 = 0');
    expect(out).toContain('the game is over: blue 1, red 0');
  });
});
