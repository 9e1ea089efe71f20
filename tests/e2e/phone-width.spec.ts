// Every kind of page fits a phone: at 320, 360 and 375 px, in both languages, with its widgets awake,
// nothing makes the page wider than the screen (the reader never slides the page sideways).
import type { Page } from '@playwright/test';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { expect, test } from './fixtures.ts';

const WIDTHS = [320, 360, 375] as const;

/** One page of each kind: home, the expansion pages, the base primer, a ruling of each expansion, the lists, the tools. */
const PAGES = [
  '', 'river/', 'ferries/', 'wheel-of-fortune/', 'base/', 'rulings/', 'faq/', 'sandbox/', 'tiles/', 'about/',
  'rulings/river-no-u-turn/', 'rulings/ferries-move-ferry/', 'rulings/wheel-crown-placement/', 'rulings/base-edges-match/',
] as const;

/** Hydrates every island of the page at once (a pointer over each, as `wake` does for one). */
async function wakeAll(page: Page): Promise<number> {
  const widgets = page.locator('astro-island > .cb-widget');
  const n = await widgets.count();
  for (let i = 0; i < n; i++) await widgets.nth(i).dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect(page.locator('astro-island > .cb-widget[data-ready]')).toHaveCount(n, { timeout: 20_000 });
  return n;
}

/** What sticks out: the widest elements past the screen's right edge, to name them in a failure. */
const overflowing = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right > innerWidth + 0.5 && r.width > 0) out.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(r.right)}`);
    }
    return out.slice(0, 8);
  });

for (const lang of LANGS) {
  for (const rest of [...PAGES, '404']) {
    const path = rest === '404' ? '/404.html' : `/${lang}/${rest}`;
    if (rest === '404' && lang === 'fr') continue; // one 404 page, in both languages at once
    test(`fits 320, 360 and 375 px: ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await wakeAll(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
        expect(scroll, `${path} at ${width} px is ${scroll} px wide: ${(await overflowing(page)).join(', ')}`).toBeLessThanOrEqual(inner);
      }
    });
  }
}
