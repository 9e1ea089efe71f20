// The sitemap (@astrojs/sitemap writes /sitemap-index.xml and /sitemap-0.xml at build time): every
// page of both languages, each with the other language's page as its hreflang alternate, since the
// two trees have the same paths. Left out: `/`, which only sends readers on to /en/ or /fr/, and the
// offline pages, which the service worker shows in place of a page it does not have.
import { LANGS } from '../../components/lib/vocabulary.ts';

/** True for a page address search engines should list. */
export function inSitemap(url: string): boolean {
  const path = new URL(url).pathname;
  if (!path.endsWith('/')) return false;
  const [lang, first, ...rest] = path.split('/').filter(Boolean);
  if (!lang || !(LANGS as readonly string[]).includes(lang)) return false;
  return !(first === 'offline' && rest.length === 0);
}

export const SITEMAP_OPTIONS = {
  filter: inSitemap,
  i18n: { defaultLocale: 'en', locales: Object.fromEntries(LANGS.map((l) => [l, l])) },
};

export const SITEMAP_INDEX = '/sitemap-index.xml';
