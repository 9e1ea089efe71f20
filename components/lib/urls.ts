// Every internal URL is built here, so the trailing-slash convention and the language prefix live in
// one place.
import { AREA_SLUGS, LANGS, type Area, type Lang } from './vocabulary.ts';

export function homeUrl(lang: Lang): string {
  return `/${lang}/`;
}

export function pageUrl(lang: Lang, slug: string): string {
  return `/${lang}/${slug}/`;
}

export function areaUrl(lang: Lang, area: Area): string {
  return pageUrl(lang, AREA_SLUGS[area]);
}

export function rulingsIndexUrl(lang: Lang): string {
  return `/${lang}/rulings/`;
}

export function faqUrl(lang: Lang): string {
  return `/${lang}/faq/`;
}

export function rulingUrl(lang: Lang, id: string): string {
  return `/${lang}/rulings/${id}/`;
}

/** The ruling's anchor on its expansion page. */
export function rulingAnchorUrl(lang: Lang, area: Area, id: string): string {
  return `${areaUrl(lang, area)}#${id}`;
}

export function absoluteUrl(site: URL | string, path: string): string {
  return new URL(path, site).href;
}

/** The language a site path belongs to (`/fr/river/` -> fr); undefined outside the language trees. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1] ?? '';
  return LANGS.find((l) => l === first);
}

/** The same page in another language: only the language prefix changes, ids and slugs are shared. */
export function switchLangPath(pathname: string, to: Lang): string {
  const from = langOfPath(pathname);
  if (!from) return homeUrl(to);
  return `/${to}${pathname.slice(from.length + 1)}`;
}

/** The content file a page path renders, to name it in build errors. */
export function contentFileOfPath(pathname: string): string {
  const [lang, first, second] = pathname.split('/').filter(Boolean);
  if (!lang) return 'src/pages/index.astro';
  if (first === 'rulings' && second) return `content/rulings/${lang}/${second}.mdx`;
  return `content/pages/${lang}/${first ?? 'home'}.mdx`;
}
