// Imported first by each island: in the browser, the island's module finishes loading only once the
// page's language (<html lang>) is loaded, so its first render finds its words. Astro hydrates an
// island after importing its module, so this top-level await holds hydration back until then. On the
// server and in tests, lang/all.ts has loaded both languages and this does nothing. (When hydration
// itself awaits ensureLang before rendering, this line becomes a no-op that resolves at once.)
import { ensureLang } from './load.ts';

if (typeof document !== 'undefined') {
  await ensureLang(document.documentElement.lang === 'fr' ? 'fr' : 'en');
}
