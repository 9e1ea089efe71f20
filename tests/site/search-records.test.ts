// One search record per ruling: its own page indexes its block alone, with both filters and the meta
// the search dialog needs; an expansion page keeps its introductions indexed but not its ruling
// blocks, so a ruling never comes back twice or as a piece of a page.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { DIST, loadPage, requireDist, ROOT } from '../helpers/dist.ts';

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

// Search stays under its 100 KB budget (scripts/bench-search.mjs) because a word fetches a small piece
// of the index: `npm run build` sets PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, an option Pagefind marks
// unstable. Pagefind's version is pinned in package.json; these checks fail if an update drops the
// option (Pagefind's default pieces are about ten times larger) or the pin is loosened.
describe('the search index pieces', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

  it('is built by the exact Pagefind version package.json pins', () => {
    requireDist();
    const entry = JSON.parse(readFileSync(join(DIST, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { version: string };
    expect(pkg.devDependencies.pagefind, 'an exact version, not a range').toMatch(/^\d+\.\d+\.\d+$/);
    expect(entry.version).toBe(pkg.devDependencies.pagefind);
  });

  it.each(LANGS)('splits the %s index into small pieces (the chunk-size option took effect)', (lang) => {
    requireDist();
    const dir = join(DIST, 'pagefind', 'index');
    const sizes = readdirSync(dir)
      .filter((f) => f.startsWith(`${lang}_`))
      .map((f) => statSync(join(dir, f)).size);
    expect(sizes.length, 'pieces of the index').toBeGreaterThanOrEqual(15);
    expect(Math.max(...sizes), 'largest piece, bytes as served (gzipped)').toBeLessThanOrEqual(5 * 1024);
  });

  it.each(LANGS)('ships the %s vocabulary for typo correction, small and with the words of both lines', (lang) => {
    requireDist();
    const text = readFileSync(join(DIST, lang, 'search-words.txt'), 'utf8');
    const [subject = '', rest = ''] = text.split('\n');
    expect(subject.split(' ')).toContain(lang === 'en' ? 'plague' : 'peste');
    expect(rest.split(' ').length).toBeGreaterThan(100);
    expect(gzipSync(text, { level: 9 }).length, 'gzipped bytes').toBeLessThan(12 * 1024);
  });
});
