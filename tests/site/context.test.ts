// A ruling's own page shows its context: a link to its anchor on the expansion page, and
// previous/next links that walk every ruling in the order the expansion pages present them.
import { describe, expect, it } from 'vitest';
import { RULING_IDS, RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { loadPage, requireDist, type Page } from '../helpers/dist.ts';

function linkTo(page: Page, rel: string): string | undefined {
  return page.tags.find((t) => t.name === 'a' && (t.attrs.rel ?? '').split(' ').includes(rel))?.attrs.href;
}

/** Ruling ids in the order their blocks appear on the expansion pages, base first. */
function orderOnExpansionPages(lang: string): string[] {
  return AREAS.flatMap((area) => {
    const page = loadPage(`/${lang}/${AREA_SLUGS[area]}/`);
    return (page?.tags ?? []).map((t) => t.attrs.id ?? '').filter((id) => RULING_IDS.has(id));
  });
}

describe.each(LANGS)('ruling pages in %s', (lang) => {
  it.each(RULINGS.map((r) => [r.id, r.area] as const))('%s links to its anchor on the %s page', (id, area) => {
    requireDist();
    const page = loadPage(`/${lang}/rulings/${id}/`);
    expect(page, `/${lang}/rulings/${id}/ is missing`).toBeDefined();
    const target = `/${lang}/${AREA_SLUGS[area]}/#${id}`;
    expect(page!.tags.some((t) => t.name === 'a' && t.attrs.href === target), `a link to ${target}`).toBe(true);
  });

  it('previous and next links walk every ruling in the order of the expansion pages', () => {
    requireDist();
    const expected = orderOnExpansionPages(lang);
    const walked: string[] = [];
    let path: string | undefined = `/${lang}/rulings/${expected[0]}/`;
    while (path && walked.length <= RULINGS.length) {
      const page = loadPage(path);
      if (!page) break;
      walked.push(path.split('/')[3]!);
      const next = linkTo(page, 'next');
      if (next) expect(linkTo(loadPage(next)!, 'prev'), `${next} leads back to ${path}`).toBe(path);
      path = next;
    }
    expect(walked).toEqual(expected);
    expect(new Set(walked).size).toBe(RULINGS.length);
  });
});
