// schema.org structured data (JSON-LD) for search engines: a ruling page is one question and its
// answer (FAQPage with one Question), the FAQ and each expansion page the questions of their rulings,
// and every one of them says where it sits (BreadcrumbList). The answer is the ruling's summary, the
// short answer the FAQ shows; each answer links to its ruling's own page.
import { t } from '../../components/i18n/index.ts';
import type { RulingEntry } from '../../components/lib/site-data.ts';
import { absoluteUrl, rulingUrl } from '../../components/lib/urls.ts';
import type { Lang } from '../../components/lib/vocabulary.ts';

export interface Crumb {
  readonly name: string;
  /** A path on the site, such as "/en/faq/". */
  readonly path: string;
}

type Node = Readonly<Record<string, unknown>>;

export function breadcrumbList(site: URL | string, crumbs: readonly Crumb[]): Node {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(site, crumb.path) })),
  };
}

/** An FAQPage of rulings: each ruling's question, answered by its summary, with its own page's address. */
export function faqPage(site: URL | string, lang: Lang, path: string, name: string, rulings: readonly RulingEntry[]): Node {
  return {
    '@type': 'FAQPage',
    url: absoluteUrl(site, path),
    name,
    inLanguage: lang,
    mainEntity: rulings.map((r) => ({
      '@type': 'Question',
      name: r.data.question,
      acceptedAnswer: { '@type': 'Answer', text: r.data.summary, url: absoluteUrl(site, rulingUrl(lang, r.data.id)) },
    })),
  };
}

/** The first crumb of every trail: the home page of the language. */
export const homeCrumb = (lang: Lang): Crumb => ({ name: t(lang).siteName, path: `/${lang}/` });

/** The text of a <script type="application/ld+json">: one graph, with "<" escaped so no text can close the element. */
export function jsonLd(nodes: readonly Node[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
