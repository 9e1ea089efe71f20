import { readFileSync, readdirSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import { widgetDict } from './i18n.ts';
import ScenarioPlayer from './ScenarioPlayer.tsx';
import { playScenario } from './player-model.ts';
import { missingFrench, stepNote } from './scenario-text.ts';
import { StepCaption } from './StepCaption.tsx';

/** Text as it stands in rendered HTML (preact escapes these characters). */
const html = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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

  test('on a French page the title, description and step notes are the French texts, not marked English', () => {
    const s = scenario('base-edges-match');
    const fr = renderToString(<ScenarioPlayer scenario={s} lang="fr" />);
    expect(fr).toContain('<p class="cb-title">Un bord de ville ne peut pas toucher un pré</p>');
    expect(fr).toContain(html(s.fr!.description!));
    expect(fr).not.toContain(html(s.title));
    expect(fr).not.toContain('lang="en"');
    const note = stepNote(s.steps![1], 'fr');
    expect(note).toEqual({ text: 'Sa ville toucherait le pré de la tuile de départ.', lang: 'fr' });
    const played = playScenario(s, 'fr');
    if (!played.ok) throw new Error('setup');
    const caption = renderToString(<StepCaption pos={2} total={4} step={played.value.steps[1]!} note={note} lang="fr" dict={widgetDict('fr')} />);
    expect(caption).toContain('<p class="cb-note">Sa ville toucherait le pré de la tuile de départ.</p>');
    expect(caption).toContain('Étape 2 sur 4');
    const en = renderToString(<ScenarioPlayer scenario={s} lang="en" />);
    expect(en).toContain('<p class="cb-title">A city edge cannot meet a field</p>');
    expect(en).not.toContain('ne peut pas toucher');
  });

  test('a text with no French is shown in English and marked as such on a French page', () => {
    const s = scenario('base-edges-match');
    const bare = { ...s, fr: undefined, steps: s.steps!.map(({ fr: _fr, ...step }) => step) };
    expect(missingFrench(bare)).toEqual(['fr.title', 'fr.description', 'fr.task', 'steps[0].fr.note', 'steps[1].fr.note', 'steps[2].fr.note', 'steps[3].fr.note']);
    const fr = renderToString(<ScenarioPlayer scenario={bare} lang="fr" />);
    expect(fr).toContain('<p class="cb-title" lang="en">A city edge cannot meet a field</p>');
    expect(stepNote(bare.steps[1], 'fr')).toEqual({ text: "Its city would touch the start tile's field.", lang: 'en' });
  });

  test('the same props render the same HTML twice (nothing random or time-dependent)', () => {
    const s = scenario('inns-inn-road');
    expect(renderToString(<ScenarioPlayer scenario={s} lang="en" />)).toBe(renderToString(<ScenarioPlayer scenario={s} lang="en" />));
  });

  test('options tied to the ruling are offered with their ruling linked (as text until the island runs)', () => {
    const html = renderToString(<ScenarioPlayer scenario={scenario('inns-inn-road')} lang="en" />);
    expect(html).toContain('<strong data-option-value="inns">yes</strong>');
    expect(html).toContain('href="/en/rulings/inns-inn-road/"');
  });
});

describe('every shipped scenario', () => {
  const names = readdirSync('content/scenarios').filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
  test.each(names)('%s renders with its steps and a verdict for each move', (name) => {
    const s = scenario(name);
    // both languages ship together: a text in English only is a defect (the build refuses it too)
    expect(missingFrench(s)).toEqual([]);
    const page = renderToString(<ScenarioPlayer scenario={s} lang="fr" />);
    expect(page).toContain('class="cb-board-svg"');
    expect(page).toContain(`<p class="cb-title">${html(s.fr!.title)}</p>`);
    const m = playScenario(s, 'en');
    if (!m.ok) throw new Error(JSON.stringify(m.error));
    expect(m.value.positions).toHaveLength((s.steps ?? []).length + 1);
    m.value.steps.forEach((step, i) => {
      const moves = s.steps![i]!.place !== undefined || s.steps![i]!.discard !== undefined || s.steps![i]!.endGame === true;
      expect(step.verdict === null).toBe(!moves);
    });
  });
});
