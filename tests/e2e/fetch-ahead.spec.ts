// client:intent fetches a widget's code ahead once the widget has been on screen for a moment and the
// browser is idle, runs it and renders the island once off the page ("warm"), but hydrates only on the
// reader's intent; a reader who saves data gets nothing ahead, and a widget never scrolled to is never
// fetched. The island itself is `display: contents` (no box of its own), so these tests also catch an
// observer that can never see it on screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The widget chunks the page has fetched so far (its `_astro` JavaScript beyond what loaded up front). */
const scripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/_astro\/.*\.js$/.test(n)).map((n) => n.split('/').pop()!));

const marks = (page: Page, name: string): Promise<number> => page.evaluate((n) => performance.getEntriesByName(n).length, name);

test('a widget on screen has its code fetched and warmed ahead, and hydrates only when the reader acts', async ({ page }) => {
  await page.goto('/en/rulings/base-road-score/');
  const w = page.locator('.cb-player').first();
  // the page's nodes, less the files asked for ahead: on a busy machine the widget, on screen from the
  // start, may have had its files asked for before this first count
  const nodes = (): Promise<number> => page.evaluate(() => document.querySelectorAll('*').length - document.querySelectorAll('link[rel=modulepreload]').length);
  const before = await nodes();
  await w.scrollIntoViewIfNeeded();
  await expect.poll(() => marks(page, 'cb-intent-warmed'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect((await scripts(page)).some((f) => f.startsWith('ScenarioPlayer.'))).toBe(true);
  // warmed off the page: the island is still the server's first frame, not hydrated, the address unchanged
  await expect(w).not.toHaveAttribute('data-ready');
  expect(await marks(page, 'cb-widget-ready')).toBe(0);
  expect(new URL(page.url()).search).toBe('');
  // nothing added to the page but the files asked for ahead (one <link rel=modulepreload> each)
  expect(await page.locator('link[rel=modulepreload]').count()).toBeGreaterThan(0);
  expect(await nodes()).toBe(before);
  // the reader's click: hydrated then, and answered
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w).toHaveAttribute('data-ready', '');
  await expect(w.locator('.cb-step')).toContainText('Step 1 of 1');
});

test('the River builder warmed ahead leaves the address and the page as they were', async ({ page }) => {
  await page.goto('/en/river/');
  const w = page.locator('.cb-river').first();
  await w.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('cb-intent-warmed').some((m) => String((m as PerformanceMark).detail?.component).includes('/RiverBuilder.'))), { timeout: 15_000 }).toBe(true);
  expect(new URL(page.url()).search).toBe('');
  await expect(w).not.toHaveAttribute('data-ready');
  await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect(w).toHaveAttribute('data-ready', '');
});

test('a reader who saves data gets no widget code before acting', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  await page.goto('/en/rulings/base-road-score/');
  const w = page.locator('.cb-player').first();
  await w.scrollIntoViewIfNeeded();
  const before = await scripts(page);
  await page.waitForTimeout(3000);
  expect(await scripts(page)).toEqual(before);
  expect(await marks(page, 'cb-intent-warmed')).toBe(0);
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-step')).toContainText('Step 1 of 1');
});

test('a widget far below the fold is not fetched ahead', async ({ page }) => {
  // in a short window, the ruling's board starts below the first screen
  await page.setViewportSize({ width: 800, height: 300 });
  await page.goto('/en/rulings/base-road-score/');
  await page.evaluate(() => window.scrollTo(0, 0));
  const w = page.locator('.cb-player').first();
  const below = await w.evaluate((el) => el.getBoundingClientRect().top > innerHeight);
  expect(below, 'the widget must start below the first screen for this test').toBe(true);
  await page.waitForTimeout(3000);
  expect((await scripts(page)).some((f) => f.startsWith('ScenarioPlayer.'))).toBe(false);
});
