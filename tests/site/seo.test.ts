// Found by search engines: the sitemap lists every page of both languages with its hreflang
// alternates, robots.txt names it, and every ruling page, FAQ page and expansion page carries valid
// schema.org JSON-LD (tests/helpers/schema-org.ts) with the ruling's own question and answer.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { DIST, loadPage, metaContent, pagePaths, requireDist, ROOT, SITE_ORIGIN } from '../helpers/dist.ts';
import { validateJsonLd } from '../helpers/schema-org.ts';

requireDist();
const read = (path: string) => readFileSync(join(DIST, path), 'utf8');

function sitemapEntries(): Map<string, Map<string, string>> {
  const index = read('sitemap-index.xml');
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(maps.length, 'sitemap-index.xml lists no sitemap').toBeGreaterThan(0);
  const entries = new Map<string, Map<string, string>>();
  for (const map of maps) {
    for (const [, body] of read(map).matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
      const alternates = new Map([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));
      entries.set(loc, alternates);
    }
  }
  return entries;
}

describe('sitemap and robots.txt', () => {
  const entries = sitemapEntries();
  const pages = pagePaths().filter((p) => /^\/(en|fr)\//.test(p) && !/^\/(en|fr)\/offline\/$/.test(p));

  it('lists every page of both languages, and nothing else', () => {
    expect([...entries.keys()].sort()).toEqual(pages.map((p) => SITE_ORIGIN + p).sort());
    expect(pages.length).toBeGreaterThan(2 * RULINGS.length);
  });

  it('gives each page its alternate in both languages', () => {
    for (const [loc, alternates] of entries) {
      const path = new URL(loc).pathname;
      for (const lang of LANGS) expect(alternates.get(lang), `${loc} hreflang=${lang}`).toBe(SITE_ORIGIN + path.replace(/^\/(en|fr)\//, `/${lang}/`));
    }
  });

  it('robots.txt allows crawling and names the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap-index.xml`);
  });

  it('the root page previews like every other page', () => {
    const root = loadPage('/')!;
    const image = metaContent(root, 'og:image');
    expect(image).toBe(`${SITE_ORIGIN}/og/en/home.png`);
    expect(existsSync(join(DIST, 'og', 'en', 'home.png'))).toBe(true);
    expect(metaContent(root, 'twitter:card')).toBe('summary_large_image');
  });
});

/** The JSON-LD documents of a page, parsed. */
function jsonLd(path: string): unknown[] {
  const page = loadPage(path);
  expect(page, `${path} is missing`).toBeDefined();
  return [...page!.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

type Graph = { '@graph': Array<Record<string, any>> };
const node = (docs: unknown[], type: string) => (docs[0] as Graph)['@graph'].find((n) => n['@type'] === type)!;

function frontmatter(lang: string, id: string): { question: string; summary: string; area: string } {
  const text = readFileSync(join(ROOT, 'content', 'rulings', lang, `${id}.mdx`), 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!);
}

describe.each(LANGS)('structured data in %s', (lang) => {
  it.each(RULINGS.map((r) => r.id))('ruling %s: its question and answer, and its breadcrumb', (id) => {
    const docs = jsonLd(`/${lang}/rulings/${id}/`);
    expect(docs).toHaveLength(1);
    expect(validateJsonLd(docs[0])).toEqual([]);
    const fm = frontmatter(lang, id);
    const faq = node(docs, 'FAQPage');
    expect(faq['mainEntity']).toHaveLength(1);
    expect(faq['mainEntity'][0].name).toBe(fm.question);
    expect(faq['mainEntity'][0].acceptedAnswer.text).toBe(fm.summary);
    const crumbs = node(docs, 'BreadcrumbList')['itemListElement'];
    expect(crumbs.at(-1).item).toBe(`${SITE_ORIGIN}/${lang}/rulings/${id}/`);
    expect(crumbs.map((c: { item: string }) => new URL(c.item).pathname)).toContain(`/${lang}/${AREA_SLUGS[fm.area as keyof typeof AREA_SLUGS]}/`);
  });

  it('the FAQ page asks every ruling’s question', () => {
    const docs = jsonLd(`/${lang}/faq/`);
    expect(validateJsonLd(docs[0])).toEqual([]);
    expect(node(docs, 'FAQPage')['mainEntity']).toHaveLength(RULINGS.length);
  });

  it.each(AREAS)('the %s page asks its rulings’ questions', (area) => {
    const docs = jsonLd(`/${lang}/${AREA_SLUGS[area]}/`);
    expect(validateJsonLd(docs[0])).toEqual([]);
    const questions = node(docs, 'FAQPage')['mainEntity'] as Array<{ acceptedAnswer: { url: string } }>;
    const ids = questions.map((q) => new URL(q.acceptedAnswer.url).pathname.split('/')[3]);
    const own = RULINGS.filter((r) => r.area === area).map((r) => r.id);
    expect(ids.sort()).toEqual([...own].sort());
  });
});
