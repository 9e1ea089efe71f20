import { readFileSync, readdirSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import ScenarioPlayer from './ScenarioPlayer.tsx';
import { playScenario } from './player-model.ts';

function scenario(name: string) {
  const r = parseValue(JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')));
  if (!r.ok) throw new Error(name);
  return r.value;
}

describe('ScenarioPlayer on the server', () => {
  test('the first render holds the board, the caption and named step buttons, in the page language', () => {
    const en = renderToString(<ScenarioPlayer scenario={scenario('base-road-score')} lang="en" />);
    expect(en).toContain('<svg');
    expect(en).toContain('data-tile="base/D"');
    expect(en).toContain('A finished road scores a point per tile');
    expect(en).toContain('Starting position');
    expect(en).toMatch(/<button[^>]*disabled[^>]*>Back<\/button>/);
    expect(en).toContain('>Next</button>');
    const fr = renderToString(<ScenarioPlayer scenario={scenario('base-road-score')} lang="fr" />);
    expect(fr).toContain('>Suivant</button>');
    expect(fr).toContain('Position de départ');
  });

  test('the same props render the same HTML twice (nothing random or time-dependent)', () => {
    const s = scenario('inns-inn-road');
    expect(renderToString(<ScenarioPlayer scenario={s} lang="en" />)).toBe(renderToString(<ScenarioPlayer scenario={s} lang="en" />));
  });

  test('options tied to the ruling are offered with their ruling linked', () => {
    const html = renderToString(<ScenarioPlayer scenario={scenario('inns-inn-road')} lang="en" />);
    expect(html).toContain('data-option="inns"');
    expect(html).toContain('href="/en/rulings/inns-inn-road/"');
  });
});

describe('every shipped scenario', () => {
  const names = readdirSync('content/scenarios').filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  test.each(names)('%s renders with its steps and a verdict for each move', (name) => {
    const s = scenario(name);
    const html = renderToString(<ScenarioPlayer scenario={s} lang="fr" />);
    expect(html).toContain('class="cb-board-svg"');
    const m = playScenario(s, 'en');
    if (!m.ok) throw new Error(JSON.stringify(m.error));
    expect(m.value.positions).toHaveLength((s.steps ?? []).length + 1);
    m.value.steps.forEach((step, i) => {
      const moves = s.steps![i]!.place !== undefined || s.steps![i]!.discard !== undefined || s.steps![i]!.endGame === true;
      expect(step.verdict === null).toBe(!moves);
    });
  });
});
