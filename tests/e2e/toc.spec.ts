// The expansion pages' table of contents: on a phone, a folded list at the top that stays in reach
// while reading, jumps to a ruling and says which section is being read; on a wide screen, a list
// beside the text that marks the current section; without JavaScript, plain links that work.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DICTS, expect, test } from './fixtures.ts';

const fold = (page: Page) => page.locator('details.toc-fold');
const side = (page: Page) => page.locator('nav.toc-side');

/** The top of an element relative to the viewport, and the bottom of the phone's contents bar. */
const topOf = (page: Page, id: string) => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
const barBottom = (page: Page) => page.evaluate(() => document.querySelector('details.toc-fold')!.getBoundingClientRect().bottom);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const lang of ['en', 'fr'] as const) {
    test(`the River page is navigated from its contents (${lang})`, async ({ page }) => {
      const dict = DICTS[lang].toc;
      await page.goto(`/${lang}/river/`);
      await expect(side(page)).toBeHidden();
      const summary = fold(page).locator('summary');
      await expect(summary).toContainText(dict.summary);
      const target = fold(page).locator('a[href="#river-lake-last"]');
      await expect(target).toBeHidden();

      await summary.click();
      await expect(target).toBeVisible();
      const title = (await target.textContent())!.trim();
      await target.click();

      await expect(page).toHaveURL(/#river-lake-last$/);
      await expect(fold(page)).not.toHaveAttribute('open');
      await expect(page.locator('#river-lake-last').getByRole('heading', { name: title })).toBeInViewport();
      // the bar stays at the top of the screen and does not cover the ruling it jumped to
      await expect(summary).toBeInViewport();
      expect(await topOf(page, 'river-lake-last')).toBeGreaterThanOrEqual((await barBottom(page)) - 2);
      // and it says where the reader is: the section that holds the ruling
      const section = (await fold(page).locator('li.toc-section:has(a[href="#river-lake-last"]) > a').first().textContent())!.trim();
      await expect(fold(page).locator('[data-toc-current]')).toHaveText(section);
      await expect(target).toHaveAttribute('aria-current', 'true');
    });
  }

  test('scrolling marks the part being read', async ({ page }) => {
    await page.goto('/en/ferries/');
    const link = (id: string) => fold(page).locator(`a[href="#${id}"]`);
    await expect(link('ferries-move-ferry')).not.toHaveAttribute('aria-current');
    await page.evaluate(() => document.getElementById('ferries-move-ferry')!.scrollIntoView());
    await expect(link('ferries-move-ferry')).toHaveAttribute('aria-current', 'true');
    await expect(fold(page).locator('a[aria-current]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(fold(page).locator('a[aria-current]')).toHaveCount(0);
  });

  test('the open contents pass axe', async ({ page }) => {
    await page.goto('/fr/wheel-of-fortune/');
    await fold(page).locator('summary').click();
    const results = await new AxeBuilder({ page }).include('details.toc-fold').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the contents sit beside the text and follow the reading', async ({ page }) => {
    await page.goto('/en/river/');
    await expect(fold(page)).toBeHidden();
    await expect(side(page)).toBeVisible();
    const article = await page.locator('article').boundingBox();
    const list = await side(page).boundingBox();
    expect(list!.x + list!.width, 'the list is beside the text, not above it').toBeLessThanOrEqual(article!.x + 1);
    await side(page).locator('a[href="#river2-fork-first"]').click();
    await expect(page).toHaveURL(/#river2-fork-first$/);
    await expect(side(page).locator('a[href="#river2-fork-first"]')).toHaveAttribute('aria-current', 'true');
    // the list stays in view while the page scrolls
    await expect(side(page).locator('a[href="#river2-fork-first"]')).toBeInViewport();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test('the folded list opens and its links jump', async ({ page }) => {
    await page.goto('/fr/river/');
    await fold(page).locator('summary').click();
    await fold(page).locator('a[href="#river-no-u-turn"]').click();
    await expect(page).toHaveURL(/#river-no-u-turn$/);
    await expect(page.locator('#river-no-u-turn')).toBeInViewport();
  });
});
