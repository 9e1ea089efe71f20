// The client's way to the page's words: an island awaits ensureLang(lang) before its first render, and
// the page downloads only that language's pack (a chunk of its own, found by the dynamic import).
// After it resolves, widgetDict, boardDict, tile names and spot names answer synchronously for `lang`.
import { loadOnce } from '../../../engine/load.ts';
import { isLoaded, registerPack, registerPart, type LangPack, type PackLang } from './registry.ts';
import { registerTitles } from './registry.ts';
import { titlePartsOf, type TitlePart } from './title-parts.ts';
import type { WidgetPart, WidgetParts } from '../i18n.ts';

// One literal import per language, each in a function of its own: the bundler gives each language a
// chunk and a preload list of its own. (Written as `lang === 'fr' ? import(fr) : import(en)`, the
// minifier merged the two into one call that preloaded the English chunk on French pages.)
const LOADERS: { readonly [L in PackLang]: () => Promise<{ pack: LangPack }> } = {
  en: () => import('./en.ts'),
  fr: () => import('./fr.ts'),
};

// A widget's own words (the sandbox's, the river builder's, the spinner's), likewise one chunk each.
type PartLoaders = { readonly [P in WidgetPart]: () => Promise<{ en: WidgetParts[P] } | { fr: WidgetParts[P] }> };
const PART_LOADERS: { readonly [L in PackLang]: PartLoaders } = {
  en: {
    sandbox: () => import('../i18n-en-sandbox.ts'),
    river: () => import('../i18n-en-river.ts'),
    spinner: () => import('../i18n-en-spinner.ts'),
    predict: () => import('../i18n-en-predict.ts'),
    explain: () => import('../i18n-en-explain.ts'),
    ferries: () => import('../i18n-en-ferries.ts'),
    wheel: () => import('../i18n-en-wheel.ts'),
  },
  fr: {
    sandbox: () => import('../i18n-fr-sandbox.ts'),
    river: () => import('../i18n-fr-river.ts'),
    spinner: () => import('../i18n-fr-spinner.ts'),
    predict: () => import('../i18n-fr-predict.ts'),
    explain: () => import('../i18n-fr-explain.ts'),
    ferries: () => import('../i18n-fr-ferries.ts'),
    wheel: () => import('../i18n-fr-wheel.ts'),
  },
};

// The titles of the rulings only an expansion's rules cite, likewise one chunk each.
type Titles = Readonly<Record<string, string>>;
const TITLE_LOADERS: { readonly [L in PackLang]: { readonly [P in TitlePart]: () => Promise<{ en: Titles } | { fr: Titles }> } } = {
  en: {
    river: () => import('../ruling-titles-en-river.ts'),
    ferries: () => import('../ruling-titles-en-ferries.ts'),
    wheel: () => import('../ruling-titles-en-wheel.ts'),
  },
  fr: {
    river: () => import('../ruling-titles-fr-river.ts'),
    ferries: () => import('../ruling-titles-fr-ferries.ts'),
    wheel: () => import('../ruling-titles-fr-wheel.ts'),
  },
};

const loading = new Map<string, Promise<void>>();

/** The titles of the rulings the rules of these sets can cite beyond the base table (in the pack). */
export function ensureTitles(lang: PackLang, sets: readonly string[]): Promise<void> {
  return Promise.all(titlePartsOf(sets).map((part) => loadOnce(loading, `${lang}:titles:${part}`, () =>
    TITLE_LOADERS[lang][part]().then((m) => registerTitles(lang, 'en' in m ? m.en : m.fr, part))))).then(() => undefined);
}

function ensurePart<P extends WidgetPart>(lang: PackLang, part: P): Promise<void> {
  if (isLoaded(lang, part)) return Promise.resolve();
  return loadOnce(loading, `${lang}:${part}`, () =>
    PART_LOADERS[lang][part]().then((m) => registerPart(lang, part, ('en' in m ? m.en : m.fr) as WidgetParts[P])));
}

/** `lang`'s words, and those of the widget parts named (an island's own: `words` in its client:intent value). */
export function ensureLang(lang: 'en' | 'fr', words: readonly WidgetPart[] = []): Promise<void> {
  const core = isLoaded(lang) ? Promise.resolve() : loadOnce(loading, lang, () => LOADERS[lang]().then(({ pack }) => registerPack(lang, pack)));
  return words.length === 0 ? core : Promise.all([core, ...words.map((w) => ensurePart(lang, w))]).then(() => undefined);
}
