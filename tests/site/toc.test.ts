// The expansion pages' tables of contents: both copies (beside the text, folded on phones) list the
// page's sections and every one of its rulings, and every entry links to an anchor of the page.
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { scanTags } from '../helpers/html.ts';
import { loadPage, requireDist, type Page } from '../helpers/dist.ts';

/** The hrefs inside the element that opens with `open` and closes with the first `</close>` after it. */
function linksIn(page: Page, open: RegExp, close: string): string[] | undefined {
  const m = open.exec(page.html);
  if (!m) return undefined;
  const end = page.html.indexOf(`</${close}>`, m.index);
  return scanTags(page.html.slice(m.index, end))
    .filter((t) => t.name === 'a')
    .map((t) => t.attrs.href ?? '');
}

const COPIES = [
  { name: 'beside the text', open: /<nav\b[^>]*class="toc toc-side"/, close: 'nav' },
  { name: 'folded for phones', open: /<details\b[^>]*class="toc toc-fold"/, close: 'details' },
];

const cases = LANGS.flatMap((lang) => AREAS.map((area) => [lang, area] as const));

describe.each(cases)('/%s/ page of %s', (lang, area) => {
  const path = `/${lang}/${AREA_SLUGS[area]}/`;

  it.each(COPIES)('has a table of contents $name whose every link lands on an anchor of the page', ({ open, close }) => {
    requireDist();
    const page = loadPage(path);
    expect(page, `${path} is missing`).toBeDefined();
    const links = linksIn(page!, open, close);
    expect(links, 'no table of contents').toBeDefined();
    expect(links!.length).toBeGreaterThan(0);
    const broken = links!.filter((href) => !href.startsWith('#') || !page!.ids.has(decodeURIComponent(href.slice(1))));
    expect(broken).toEqual([]);
    // every ruling of the page, and every section (h2; an h3 may be a ruling's or a widget's)
    const rulings = RULINGS.filter((r) => r.area === area).map((r) => `#${r.id}`);
    expect(rulings.filter((r) => !links!.includes(r)), 'rulings missing from the contents').toEqual([]);
    const sections = page!.tags.filter((t) => t.name === 'h2' && t.attrs.id).map((t) => `#${t.attrs.id}`);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.filter((s) => !links!.includes(s)), 'sections missing from the contents').toEqual([]);
  });

  it('lists the same entries in both copies, in page order', () => {
    const page = loadPage(path)!;
    const [side, fold] = COPIES.map((c) => linksIn(page, c.open, c.close));
    expect(fold).toEqual(side);
    const position = (href: string) => page.html.indexOf(`id="${decodeURIComponent(href.slice(1))}"`);
    const positions = side!.map(position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
