// One search record per ruling: its own page indexes its block alone, with both filters and the meta
// the search dialog needs; an expansion page keeps its introductions indexed but not its ruling
// blocks, so a ruling never comes back twice or as a piece of a page.
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../src/lib/ruling-ids.ts';
import { AREA_SLUGS, AREAS, LANGS } from '../../src/lib/vocabulary.ts';
import { loadPage, requireDist } from '../helpers/dist.ts';

describe.each(LANGS)('search records in %s', (lang) => {
  it.each(RULINGS.map((r) => r.id))('%s is one record with its filters and meta', (id) => {
    requireDist();
    const page = loadPage(`/${lang}/rulings/${id}/`)!;
    const bodies = page.tags.filter((t) => t.attrs['data-pagefind-body'] !== undefined);
    expect(bodies.map((t) => t.attrs.id), 'the indexed body is the ruling block alone').toEqual([id]);
    const block = bodies[0]!;
    expect(block.attrs['data-pagefind-filter']).toMatch(/^expansion:/);
    expect(block.attrs['data-pagefind-meta']).toContain('id[data-ruling]');
    expect(block.attrs['data-ruling']).toBe(id);
    const category = page.tags.filter((t) => (t.attrs['data-pagefind-filter'] ?? '').startsWith('category:'));
    expect(category, 'exactly one category filter').toHaveLength(1);
  });

  it.each(AREAS)('the %s page indexes its introductions, not its ruling blocks', (area) => {
    requireDist();
    const page = loadPage(`/${lang}/${AREA_SLUGS[area]}/`)!;
    expect(page.tags.some((t) => t.name === 'main' && t.attrs['data-pagefind-body'] !== undefined)).toBe(true);
    const blocks = page.tags.filter((t) => t.name === 'section' && (t.attrs.class ?? '').split(' ').includes('ruling'));
    expect(blocks.length).toBe(RULINGS.filter((r) => r.area === area).length);
    for (const block of blocks) {
      expect(block.attrs['data-pagefind-ignore'], `#${block.attrs.id} is left out of the page's record`).toBeDefined();
      expect(block.attrs['data-pagefind-filter'], `#${block.attrs.id} adds no filter to the page`).toBeUndefined();
    }
    expect(page.tags.some((t) => (t.attrs['data-pagefind-filter'] ?? '').startsWith('category:')), 'no category filter on an expansion page').toBe(false);
  });
});
