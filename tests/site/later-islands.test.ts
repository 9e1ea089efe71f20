// The built pages hold their islands for later as integration.ts `withLaterIslands` says: on a page with
// more than three `client:intent` islands (the expansion pages, the base game's), every one after the
// first two is held whole in a noscript of an empty `<div data-cb-later>`, and nothing else is held; a
// held island carries no script (the page's inline scripts, Astro's and the directive's, stay outside
// every holder), so drawing it later (src/lib/intent/later.ts) loses nothing.
import { describe, expect, it } from 'vitest';
import { ISLANDS_AT_ONCE } from '../../src/lib/intent/integration.ts';
import { loadPage, pagePaths, requireDist } from '../helpers/dist.ts';

requireDist();

const HOLDER = /<div data-cb-later><noscript>([\s\S]*?)<\/noscript><\/div>/g;
const pages = pagePaths().filter((p) => /^\/(en|fr)\//.test(p));

describe('islands held for later', () => {
  const long = pages.filter((p) => (loadPage(p)!.html.match(/<astro-island\b[^>]*\sclient="intent"/g) ?? []).length > ISLANDS_AT_ONCE + 1);

  it('are held on the long pages, in both languages', () => {
    for (const expansion of ['river', 'ferries', 'wheel-of-fortune', 'base']) {
      for (const lang of ['en', 'fr']) expect(long, `${lang} ${expansion}`).toContain(`/${lang}/${expansion}/`);
    }
  });

  for (const path of long) {
    it(`${path}: every island after the first ${ISLANDS_AT_ONCE} is held, whole, without a script`, () => {
      const html = loadPage(path)!.html;
      const islands = html.match(/<astro-island\b[^>]*\sclient="intent"/g)!.length;
      const held = [...html.matchAll(HOLDER)].map((m) => m[1]!);
      expect(held.length).toBe(islands - ISLANDS_AT_ONCE);
      for (const island of held) {
        expect(island.startsWith('<astro-island ') && island.endsWith('</astro-island>')).toBe(true);
        expect(island.match(/<astro-island\b/g)).toHaveLength(1);
        expect(island).not.toMatch(/<\/?(script|noscript)\b/);
      }
      // the first islands are in place, and what makes islands work (Astro's inline script defining
      // <astro-island>, with the directive) is outside every holder
      const firstIsland = html.indexOf('<astro-island ');
      expect(html.slice(0, firstIsland)).not.toContain('data-cb-later><noscript>');
      expect(html.replace(HOLDER, '')).toContain('customElements.define("astro-island"');
    });
  }

  it('are not held on a page with a few islands', () => {
    const short = pages.filter((p) => !long.includes(p));
    expect(short.length).toBeGreaterThan(100);
    for (const path of short) expect([...loadPage(path)!.html.matchAll(HOLDER)], path).toEqual([]);
  });
});
