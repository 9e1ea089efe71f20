import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseValue } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { scenarioDescription, scenarioForLang, scenarioTitle, stepNote } from './scenario-text.ts';

const DIR = 'content/scenarios';
const all: Scenario[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const r = parseValue(JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')));
    if (!r.ok) throw new Error(f);
    return r.value;
  });

/** The texts a reader may see, per language, of one scenario. */
function texts(s: Scenario): { en: string[]; fr: string[] } {
  const steps = s.steps ?? [];
  const en = [s.title, s.description, ...steps.map((st) => st.note)].filter((t): t is string => !!t);
  const fr = [s.fr?.title, s.fr?.description, ...steps.map((st) => st.fr?.note)].filter((t): t is string => !!t);
  return { en: en.filter((t) => !fr.includes(t)), fr: fr.filter((t) => !en.includes(t)) };
}

const sample: Scenario = {
  format: 'casebook/1',
  title: 'A title',
  description: 'A description',
  fr: { title: 'Un titre', description: 'Une description' },
  rules: { sets: ['base'] },
  players: ['blue'],
  steps: [{ note: 'A note', fr: { note: 'Une note' } }, { discard: 'base/D' }],
} as unknown as Scenario;

describe('scenarioForLang', () => {
  test('an English scenario loses its French blocks and keeps everything else', () => {
    const en = scenarioForLang(sample, 'en');
    expect(en).toEqual({ ...sample, fr: undefined, steps: [{ note: 'A note' }, { discard: 'base/D' }] } as unknown as Scenario);
    expect('fr' in en).toBe(false);
    expect(JSON.stringify(en)).not.toMatch(/Un titre|Une description|Une note/);
  });

  test('a French scenario has no English text left, and the page still reads French texts as French', () => {
    const fr = scenarioForLang(sample, 'fr');
    expect(JSON.stringify(fr)).not.toMatch(/A title|A description|A note/);
    expect(scenarioTitle(fr, 'fr')).toEqual({ text: 'Un titre', lang: 'fr' });
    expect(scenarioDescription(fr, 'fr')).toEqual({ text: 'Une description', lang: 'fr' });
    expect(stepNote(fr.steps![0], 'fr')).toEqual({ text: 'Une note', lang: 'fr' });
    expect(fr.rules).toBe(sample.rules);
    expect(fr.steps![1]).toBe(sample.steps![1]);
  });

  test('a text field the French block adds later (a task, say) is handled too', () => {
    const withTask = { ...sample, task: 'Do it', fr: { ...sample.fr, task: 'Faites-le' } } as unknown as Scenario;
    expect(JSON.stringify(scenarioForLang(withTask, 'fr'))).not.toContain('Do it');
    expect(JSON.stringify(scenarioForLang(withTask, 'en'))).not.toContain('Faites-le');
  });

  test.each(all.map((s) => [s.title, s] as const))('%s: each page gets its own language only', (_title, s) => {
    const { en, fr } = texts(s);
    const onEn = JSON.stringify(scenarioForLang(s, 'en'));
    const onFr = JSON.stringify(scenarioForLang(s, 'fr'));
    for (const t of fr) expect(onEn).not.toContain(JSON.stringify(t).slice(1, -1));
    for (const t of en) expect(onFr).not.toContain(JSON.stringify(t).slice(1, -1));
    // what the reader sees is unchanged
    for (const lang of ['en', 'fr'] as const) {
      const reduced = scenarioForLang(s, lang);
      expect(scenarioTitle(reduced, lang)).toEqual(scenarioTitle(s, lang));
      expect(scenarioDescription(reduced, lang)).toEqual(scenarioDescription(s, lang));
      (s.steps ?? []).forEach((st, i) => expect(stepNote(reduced.steps![i], lang)).toEqual(stepNote(st, lang)));
    }
  });
});
