// The client's way to the page's words: an island awaits ensureLang(lang) before its first render, and
// the page downloads only that language's pack (a chunk of its own, found by the dynamic import).
// After it resolves, widgetDict, boardDict, tile names and spot names answer synchronously for `lang`.
import { loadOnce } from '../../../engine/load.ts';
import { isLoaded, registerPack, type LangPack, type PackLang } from './registry.ts';

// One literal import per language, each in a function of its own: the bundler gives each language a
// chunk and a preload list of its own. (Written as `lang === 'fr' ? import(fr) : import(en)`, the
// minifier merged the two into one call that preloaded the English chunk on French pages.)
const LOADERS: { readonly [L in PackLang]: () => Promise<{ pack: LangPack }> } = {
  en: () => import('./en.ts'),
  fr: () => import('./fr.ts'),
};

const loading = new Map<PackLang, Promise<void>>();

export function ensureLang(lang: 'en' | 'fr'): Promise<void> {
  if (isLoaded(lang)) return Promise.resolve();
  return loadOnce(loading, lang, () => LOADERS[lang]().then(({ pack }) => registerPack(lang, pack)));
}
