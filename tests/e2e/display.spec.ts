// Themes follow the system, the layout fits a phone, and a ruling page prints without
// the site's controls (issue 2, item 9).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SITE_ORIGIN } from '../helpers/dist.ts';
import { copyLinkButton, DICTS, expect, test } from './fixtures.ts';

const RULING_PAGE = '/en/rulings/river-u-turn-immediate/';

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the dark theme follows the system and keeps axe clean', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(RULING_PAGE);
  const light = await backgroundOf(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await backgroundOf(page)).not.toBe(light);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ['/fr/', '/fr/river/', '/fr/rulings/', RULING_PAGE]) {
    test(`${path} needs no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test('a printed ruling page shows the ruling and its address, not the controls', async ({ page }) => {
  await page.goto(RULING_PAGE);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: DICTS.en.nav.label })).toBeHidden();
  await expect(copyLinkButton(page.locator('main'), 'en')).toBeHidden();
  await expect(page.locator('.print-url')).toContainText(`${SITE_ORIGIN}${RULING_PAGE}`);
  await expect(page.locator('.print-url')).toBeVisible();
  // the address prints once: the "cite this" line, which repeats it, is for the screen
  await expect(page.locator('.cite')).toBeHidden();
});
