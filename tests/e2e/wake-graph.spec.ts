// On the reader's intent, client:intent asks for an island's whole module graph at once (its
// `data-graph`, written at build time by src/lib/intent/graph.ts), so a slow link pays one round trip.
// A file the island needs before it is ready but its graph leaves out is found only when the code that
// imports it runs: a second round trip after the first. "Predict the score" was such a file, on every
// scenario that asks for a prediction. Here, for each kind of island, with nothing fetched ahead (the
// reader saves data), every script fetched from the intent until the widget is ready is in its graph.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ISLANDS = [
  { path: '/en/rulings/base-road-score/', widget: '.cb-player', what: 'a scenario that asks for a prediction' },
  { path: '/fr/rulings/river-no-u-turn/', widget: '.cb-player', what: 'a River scenario' },
  { path: '/en/rulings/ferries-place-ferry/', widget: '.cb-player', what: 'a Ferries scenario' },
  { path: '/fr/rulings/wheel-crown-placement/', widget: '.cb-player', what: 'a Wheel scenario' },
  { path: '/fr/river/', widget: '.cb-river', what: 'the River builder' },
  { path: '/fr/wheel-of-fortune/', widget: '.cb-spinner', what: 'the spinner' },
  { path: '/fr/sandbox/', widget: '.cb-sandbox', what: 'the sandbox' },
];

/** The island's graph: its own `data-graph`, or that of the island it names. */
const graphOf = (w: Locator): Promise<string[]> =>
  w.evaluate((el) => {
    const island = el.closest('astro-island')!;
    const as = island.getAttribute('data-graph-as');
    const list = as === null ? island.getAttribute('data-graph') : document.querySelector(`astro-island[uid="${as}"]`)?.getAttribute('data-graph');
    return (list ?? '').split(' ').filter(Boolean);
  });

/** Scripts whose request started between `from` and `to` (page time, ms). */
const scriptsBetween = (page: Page, from: number, to: number): Promise<string[]> =>
  page.evaluate(
    ([a, b]) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= a && e.startTime <= b && /\.js$/.test(new URL(e.name).pathname))
        .map((e) => new URL(e.name).pathname.split('/').pop()!),
    [from, to] as const,
  );

for (const { path, widget, what } of ISLANDS) {
  test(`waking ${what} fetches nothing its graph leaves out (${path})`, async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
    await page.goto(path, { waitUntil: 'load' });
    const w = page.locator(widget).first();
    await w.scrollIntoViewIfNeeded();
    const graph = await graphOf(w);
    expect(graph.length, 'the island has a graph').toBeGreaterThan(0);
    const from = await page.evaluate(() => performance.now());
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(w).toHaveAttribute('data-ready', '', { timeout: 30_000 });
    const to = await page.evaluate(() => Math.max(...performance.getEntriesByName('cb-widget-ready').map((m) => m.startTime)));
    const fetched = await scriptsBetween(page, from, to);
    expect(fetched.length, 'the intent fetched the island\'s code').toBeGreaterThan(0);
    expect(fetched.filter((f) => !graph.includes(f)), 'fetched on waking but missing from the graph').toEqual([]);
  });
}
