// The vocabulary holds: every term in both languages, and no interface string (the site's, the
// widgets', the boards', the tile and spot names, the engine's sentences for a pasted link or an
// imported file) uses a word the vocabulary says to avoid.
import { describe, expect, it } from 'vitest';
import { AVOID, TERMS, type TermKey } from './terms.ts';
import { en as siteEn } from './en.ts';
import { fr as siteFr } from './fr.ts';
import { en as widgetEn } from '../widgets/i18n-en.ts';
import { fr as widgetFr } from '../widgets/i18n-fr.ts';
import { en as sandboxEn } from '../widgets/i18n-en-sandbox.ts';
import { fr as sandboxFr } from '../widgets/i18n-fr-sandbox.ts';
import { en as riverEn } from '../widgets/i18n-en-river.ts';
import { fr as riverFr } from '../widgets/i18n-fr-river.ts';
import { en as spinnerEn } from '../widgets/i18n-en-spinner.ts';
import { fr as spinnerFr } from '../widgets/i18n-fr-spinner.ts';
import { en as predictEn } from '../widgets/i18n-en-predict.ts';
import { fr as predictFr } from '../widgets/i18n-fr-predict.ts';
import { en as explainEn } from '../widgets/i18n-en-explain.ts';
import { fr as explainFr } from '../widgets/i18n-fr-explain.ts';
import { en as ferriesEn } from '../widgets/i18n-en-ferries.ts';
import { fr as ferriesFr } from '../widgets/i18n-fr-ferries.ts';
import { en as wheelEn } from '../widgets/i18n-en-wheel.ts';
import { fr as wheelFr } from '../widgets/i18n-fr-wheel.ts';
import { en as boardEn } from '../board/i18n-en.ts';
import { fr as boardFr } from '../board/i18n-fr.ts';
import { en as tilesEn } from '../board/tile-names-en.ts';
import { fr as tilesFr } from '../board/tile-names-fr.ts';
import { en as spotsEn } from '../widgets/spot-names-en.ts';
import { fr as spotsFr } from '../widgets/spot-names-fr.ts';
import { tilesPageDict } from '../board/tiles-page-i18n.ts';
import { en as messagesEn } from '../../engine/scenario/messages-en.ts';
import { fr as messagesFr } from '../../engine/scenario/messages-fr.ts';
import { OPTION_DECLS } from '../../engine/modules.ts';
import { GLOSSARY, mentions, normalise, termsFor } from '../lib/glossary.ts';
import { LANGS, type Lang } from '../lib/vocabulary.ts';

/** The rule options' labels, as the modules declare them (engine/modules.ts), in one language. */
const optionLabels = (lang: Lang): Record<string, unknown> => Object.fromEntries(OPTION_DECLS.map((d) => [d.name, {
  label: d.label[lang], values: d.values.map((c) => c.label[lang]),
}]));

const DICTS: { readonly [L in Lang]: Readonly<Record<string, unknown>> } = {
  // the widgets' words, with the sandbox's, the river builder's, the spinner's, the prediction's and the expansions' own (loaded apart)
  en: { site: siteEn, widget: { ...widgetEn, ...sandboxEn, ...riverEn, ...spinnerEn, ...explainEn, ...ferriesEn, ...wheelEn, ...predictEn, refusals: { ...widgetEn.refusals, ...ferriesEn.refusals, ...wheelEn.refusals } }, board: boardEn, tiles: tilesEn, spots: spotsEn, tilesPage: tilesPageDict('en'), messages: messagesEn, options: optionLabels('en') },
  fr: { site: siteFr, widget: { ...widgetFr, ...sandboxFr, ...riverFr, ...spinnerFr, ...explainFr, ...ferriesFr, ...wheelFr, ...predictFr, refusals: { ...widgetFr.refusals, ...ferriesFr.refusals, ...wheelFr.refusals } }, board: boardFr, tiles: tilesFr, spots: spotsFr, tilesPage: tilesPageDict('fr'), messages: messagesFr, options: optionLabels('fr') },
};

/** Strings that name another edition's word on purpose: the search box's example of a synonym. */
const MEANT = new Set(['site.search.placeholder']);

/**
 * Every string of a dictionary by its path. A function is read as its source, so every branch of a
 * sentence is linted, not only the one some sample facts would take.
 */
function texts(value: unknown, path: string, out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') out.push([path, value.toString()]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) texts(v, path ? `${path}.${k}` : k, out);
  return out;
}

function avoided(lang: Lang): string[] {
  const found: string[] = [];
  for (const [path, text] of texts(DICTS[lang], '')) {
    if (MEANT.has(path)) continue;
    const normalised = normalise(text);
    for (const [key, words] of Object.entries(AVOID[lang])) {
      for (const word of words ?? []) {
        if (mentions(normalised, word)) found.push(`${path}: "${word}" (write "${TERMS[lang][key as TermKey].one}")`);
      }
    }
  }
  return found;
}

describe('the vocabulary', () => {
  it('has every term in both languages, singular and plural', () => {
    expect(Object.keys(TERMS.fr).sort()).toEqual(Object.keys(TERMS.en).sort());
    for (const lang of LANGS) {
      for (const [key, term] of Object.entries(TERMS[lang])) {
        expect(term.one.trim(), `${lang} ${key}`).not.toBe('');
        expect(term.many.trim(), `${lang} ${key}`).not.toBe('');
      }
    }
  });

  it('never avoids its own words', () => {
    for (const lang of LANGS) {
      const own = Object.values(TERMS[lang]).flatMap((t) => [normalise(t.one), normalise(t.many)]);
      const avoid = Object.values(AVOID[lang]).flat();
      expect(avoid.filter((w) => own.some((o) => mentions(o, w))), lang).toEqual([]);
    }
  });

  it('gives the glossary its first word for each concept', () => {
    expect(termsFor('follower', 'fr')[0]).toBe(TERMS.fr.follower.one);
    expect(termsFor('jetty', 'fr')[0]).toBe('quai');
    expect(termsFor('robber', 'en')[0]).toBe('robber');
    // the avoided words stay searchable
    expect(termsFor('jetty', 'fr')).toContain('embarcadère');
    expect(GLOSSARY.find((e) => e.key === 'pig-herd')?.terms.fr).toContain('élevage de cochons');
  });
});

describe('interface strings use the vocabulary', () => {
  it('finds an avoided word (the check can fail)', () => {
    expect(mentions(normalise('Décision : base-cell-free'), 'décision')).toBe(true);
    expect(texts({ a: { b: (n: number) => `${n} emplacements de couronne` } }, '')[0]![1]).toContain('emplacements de couronne');
  });

  it.each(LANGS)('no %s string uses a word the vocabulary avoids', (lang) => {
    expect(avoided(lang)).toEqual([]);
  });
});
