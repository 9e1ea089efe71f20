// The islands a long page holds for later (integration.ts `withLaterIslands`): which are held, how, and
// which stay in place.
import { describe, expect, it } from 'vitest';
import { ISLANDS_AT_ONCE, withLaterIslands } from './integration.ts';

const island = (n: number, inner = `<div class="cb-player"><svg></svg><button>Next</button></div>`, client = 'intent'): string =>
  `<astro-island uid="u${n}" component-url="/_astro/P.js" props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}" client="${client}" opts="{}">${inner}<!--astro:end--></astro-island>`;
const page = (islands: string[]): string => `<html><head></head><body><main><p>Intro</p>${islands.map((i) => `<section>${i}</section>`).join('')}</main></body></html>`;
const held = (html: string): string[] => [...html.matchAll(/<div data-cb-later><noscript>([\s\S]*?)<\/noscript><\/div>/g)].map((m) => m[1]!);

describe('withLaterIslands', () => {
  it(`holds every client:intent island after the first ${ISLANDS_AT_ONCE} of a long page, whole, in page order`, () => {
    const islands = Array.from({ length: 6 }, (_, i) => island(i));
    const out = withLaterIslands(page(islands));
    expect(held(out)).toEqual(islands.slice(ISLANDS_AT_ONCE));
    // the first ones are still in place, outside any noscript
    for (const first of islands.slice(0, ISLANDS_AT_ONCE)) expect(out).toContain(`<section>${first}</section>`);
    // nothing else changed: taking the holders away gives the page back
    expect(out.replace(/<div data-cb-later><noscript>([\s\S]*?)<\/noscript><\/div>/g, '$1')).toBe(page(islands));
  });

  it('leaves a page with a few islands as it is', () => {
    const html = page(Array.from({ length: ISLANDS_AT_ONCE + 1 }, (_, i) => island(i)));
    expect(withLaterIslands(html)).toBe(html);
    expect(withLaterIslands(page([]))).toBe(page([]));
  });

  it('leaves in place an island that carries a script or a noscript, or hydrates by another directive', () => {
    const islands = [
      island(0), island(1),
      island(2, '<script>1</script><div></div>'),
      island(3, '<noscript>no JS</noscript>'),
      island(4, '<div></div>', 'load'),
      island(5), island(6),
    ];
    const out = withLaterIslands(page(islands));
    expect(held(out)).toEqual([islands[5], islands[6]]);
    for (const kept of islands.slice(2, 5)) expect(out).toContain(`<section>${kept}</section>`);
  });
});
