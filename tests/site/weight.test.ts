// A page without a widget ships no JavaScript beyond the search loader and the small
// copy-link/theme handlers; a page with widgets ships at most 40 KB gzipped up front, its
// widgets' code waiting for the reader's first intent (client:intent); the search index
// exists for each language.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/lib/vocabulary.ts';
import { pageWeight } from '../helpers/assets.ts';
import { DIST, hasWidget, loadPage, pagePaths, requireDist } from '../helpers/dist.ts';

/** "A few KB at most", gzipped, counting inline and external scripts and their static imports. */
const MAX_JS_WITHOUT_WIDGET = 5 * 1024;

/** Issue 11: a page with widgets ships at most 40 KB gzipped of JS up front, inline scripts included. */
const MAX_JS_WITH_WIDGET = 40 * 1024;

const paths = pagePaths();
const plainPages = paths.filter((path) => !hasWidget(loadPage(path)!));
const widgetPages = paths.filter((path) => hasWidget(loadPage(path)!));

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

describe('pages with a widget', () => {
  it('exist in the build, in both languages', () => {
    requireDist();
    for (const lang of LANGS) expect(widgetPages.filter((p) => p.startsWith(`/${lang}/`)).length, lang).toBeGreaterThan(0);
  });

  it.each(widgetPages)(`%s loads at most ${MAX_JS_WITH_WIDGET} gzipped bytes of JS up front`, (path) => {
    const page = loadPage(path)!;
    const weight = pageWeight(page);
    expect(weight.missing, 'assets referenced but missing from dist/').toEqual([]);
    const js = weight.js + weight.inlineJs;
    expect(js, `JS files up front: ${weight.jsFiles.join(', ') || 'none'}`).toBeLessThanOrEqual(MAX_JS_WITH_WIDGET);
    // the widgets' code is still there, for the first interaction to load
    expect(weight.deferredFiles.length, 'JS loaded on the first interaction').toBeGreaterThan(0);
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
