// The client's way to the page's words: an island awaits ensureLang(lang) before its first render, and
// the page downloads only that language's pack (a chunk of its own, found by the dynamic import).
// After it resolves, widgetDict, boardDict, tile names and spot names answer synchronously for `lang`.
import { isLoaded, registerPack, type PackLang } from './registry.ts';

const loading = new Map<PackLang, Promise<void>>();

export function ensureLang(lang: 'en' | 'fr'): Promise<void> {
  if (isLoaded(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    // Two literal imports, so the bundler makes one chunk per language and never a chunk with both.
    const load = lang === 'fr' ? import('./fr.ts') : import('./en.ts');
    pending = load.then(({ pack }) => registerPack(lang, pack));
    // A failed download may be retried by the next call.
    pending.catch(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}
