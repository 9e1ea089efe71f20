// The Ferries' scenarios read without coordinates: every step's caption and verdict names lakes and
// ferries by their tiles and a landmark, in both languages (the details line keeps the cells).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import { playScenario } from './player-model.ts';
import { verdictText } from './view.ts';

const names = readdirSync('content/scenarios').filter((f) => f.startsWith('ferries-')).map((f) => f.replace(/\.json$/, ''));

describe('ferry captions and verdicts name places as a player would', () => {
  test('there are Ferries scenarios with refusals to read', () => {
    expect(names.length).toBeGreaterThan(5);
  });

  test.each(names)('%s', (name) => {
    const parsed = parseValue(JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')));
    if (!parsed.ok) throw new Error(name);
    for (const lang of ['en', 'fr'] as const) {
      const played = playScenario(parsed.value, lang);
      if (!played.ok) throw new Error(name);
      for (const step of played.value.steps) {
        expect(step.caption).not.toMatch(/\(-?\d+, -?\d+\)/);
        if (step.verdict) expect(verdictText(step.verdict)).not.toMatch(/\(-?\d+, -?\d+\)/);
      }
    }
  });
});
