import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../engine/scenario/value.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { playScenario } from './player-model.ts';
import { judge, predictQuestion, readGuess } from './predict-model.ts';

function load(name: string): Scenario {
  const r = parseValue(JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function question(name: string) {
  const s = load(name);
  const played = playScenario(s, 'en');
  if (!played.ok) throw new Error('does not play');
  return predictQuestion(s, played.value.positions);
}

describe('readGuess', () => {
  it('reads whole numbers from 0 to 999, spaces around allowed', () => {
    expect(readGuess('8')).toBe(8);
    expect(readGuess(' 0 ')).toBe(0);
    expect(readGuess('999')).toBe(999);
  });
  it('gives null for anything else', () => {
    for (const t of ['', ' ', '-1', '2.5', '1e2', 'eight', '1000', '0x8']) expect(readGuess(t), t).toBeNull();
  });
});

describe('predictQuestion', () => {
  it('asks about the storm: Blue 5 and Red 12 on step 1 (the event, then the crown)', () => {
    expect(question('wheel-storm')).toEqual({ at: 1, actual: [{ player: 'blue', points: 5 }, { player: 'red', points: 12 }] });
  });
  it('asks nothing of a scenario without predict', () => {
    expect(question('base-road-score-2')).toBeNull();
  });
});

describe('judge', () => {
  const q = { at: 1, actual: [{ player: 'blue' as const, points: 5 }, { player: 'red' as const, points: 12 }] };

  it('says right for each player whose guess is the engine\'s number', () => {
    const j = judge(q, { blue: '5', red: '12' });
    expect(j).toEqual({ ok: true, right: 2, allRight: true, lines: [
      { player: 'blue', guess: 5, points: 5, right: true },
      { player: 'red', guess: 12, points: 12, right: true },
    ] });
  });

  it('says wrong per player, the others still right', () => {
    const j = judge(q, { blue: '5', red: '6' });
    expect(j.ok && j.lines.map((l) => l.right)).toEqual([true, false]);
    expect(j.ok && j.allRight).toBe(false);
    expect(j.ok && j.right).toBe(1);
  });

  it('names every player whose field holds no whole number, and judges nothing', () => {
    expect(judge(q, { blue: '', red: 'lots' })).toEqual({ ok: false, missing: ['blue', 'red'] });
    expect(judge(q, { red: '12' })).toEqual({ ok: false, missing: ['blue'] });
  });
});
