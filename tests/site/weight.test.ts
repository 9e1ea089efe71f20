// A page without a widget ships no JavaScript beyond the search loader and the small
// copy-link/theme handlers; the search index exists for each language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/lib/vocabulary.ts';
import { pageWeight } from '../helpers/assets.ts';
import { DIST, hasWidget, loadPage, pagePaths, requireDist } from '../helpers/dist.ts';

/** "A few KB at most", gzipped, counting inline and external scripts and their static imports. */
const MAX_JS_WITHOUT_WIDGET = 5 * 1024;

const paths = pagePaths();
const plainPages = paths.filter((path) => !hasWidget(loadPage(path)!));

describe('pages without a widget', () => {
  it('exist in the build', () => {
    requireDist();
    expect(plainPages.length).toBeGreaterThan(0);
  });

  it.each(plainPages)(`%s loads at most ${MAX_JS_WITHOUT_WIDGET} gzipped bytes of JS`, (path) => {
    const weight = pageWeight(loadPage(path)!);
    expect(weight.missing, 'assets referenced but missing from dist/').toEqual([]);
    const js = weight.js + weight.inlineJs;
    expect(js, `JS files: ${weight.jsFiles.join(', ') || 'none'}`).toBeLessThanOrEqual(MAX_JS_WITHOUT_WIDGET);
  });
});

describe('Pagefind', () => {
  it('has an entry file', () => {
    requireDist();
    expect(existsSync(join(DIST, 'pagefind', 'pagefind-entry.json'))).toBe(true);
  });

  it.each(LANGS)('has a non-empty index for %s', (lang) => {
    requireDist();
    const entry = JSON.parse(readFileSync(join(DIST, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages?: Record<string, { page_count?: number }>;
    };
    expect(entry.languages?.[lang]?.page_count ?? 0, `pages indexed in ${lang}`).toBeGreaterThan(0);
  });
});
