// client:intent fetches a widget's code ahead once the widget has been on screen for a moment and the
// browser is idle, runs it and renders the island once off the page ("warm"), but hydrates only on the
// reader's intent; a reader who saves data gets nothing ahead, and a widget never scrolled to is never
// fetched. The sandbox, which is what its page is for (`ahead: 'load'`), has its code asked for as the page
// loads. The island itself is `display: contents` (no box of its own), so these tests also catch an
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

/** The sandbox page's graph, and which of its files the page had asked for (modulepreload) by the `load` event. */
async function sandboxAtLoad(page: Page, lang: 'en' | 'fr'): Promise<{ graph: string[]; askedAtLoad: string[] }> {
  await page.addInitScript(() => {
    addEventListener('load', () => {
      (window as unknown as { askedAtLoad: string[] }).askedAtLoad = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => l.href.split('/').pop()!);
    });
  });
  await page.goto(`/${lang}/sandbox/`, { waitUntil: 'load' });
  const graph = (await page.locator('astro-island[data-graph]').first().getAttribute('data-graph'))!.split(' ').filter(Boolean);
  return { graph, askedAtLoad: await page.evaluate(() => (window as unknown as { askedAtLoad: string[] }).askedAtLoad) };
}

for (const lang of ['en', 'fr'] as const) {
  test(`the sandbox's code is asked for as its page loads, before it has been seen a moment, and it hydrates only on intent (${lang})`, async ({ page }) => {
    const { graph, askedAtLoad } = await sandboxAtLoad(page, lang);
    expect(graph.some((f) => f.startsWith('Sandbox.'))).toBe(true);
    expect(graph.filter((f) => !askedAtLoad.includes(f)), 'every file of its graph asked for by the load event').toEqual([]);
    expect(await page.locator('link[rel=modulepreload][fetchpriority=low]').count(), 'at low priority').toBeGreaterThanOrEqual(graph.length);
    const w = page.locator('.cb-sandbox');
    await expect(w).not.toHaveAttribute('data-ready');
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(w).toHaveAttribute('data-ready', '');
  });
}

test('a reader who saves data gets no sandbox code before acting', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  const { graph, askedAtLoad } = await sandboxAtLoad(page, 'en');
  await page.waitForTimeout(1000);
  expect(askedAtLoad).toEqual([]);
  expect(graph.some((f) => f.startsWith('Sandbox.'))).toBe(true);
  expect((await scripts(page)).some((f) => f.startsWith('Sandbox.'))).toBe(false);
});
