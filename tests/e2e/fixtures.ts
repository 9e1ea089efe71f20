// Every browser test runs with a watcher on the page: a console error, an uncaught
// exception or a failed request on any page the test visits fails that test.
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { en } from '../../components/i18n/en.ts';
import { fr } from '../../components/i18n/fr.ts';
import type { Lang } from '../../components/lib/vocabulary.ts';

export const DICTS = { en, fr } as const;

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console error on ${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught exception on ${page.url()}: ${error.message}`));
      page.on('requestfailed', (request) => {
        // Leaving a page cancels its pending requests; that is the browser, not a fault of the site.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        errors.push(`request failed on ${page.url()}: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
      });
      await use(errors);
      expect(errors, 'console errors, page errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every board a long page held while it loaded is drawn (src/lib/intent/later.ts): for a test that reads
 * all the widgets of such a page at once, as a reader scrolling through it would find them.
 */
export async function allDrawn(page: Page): Promise<void> {
  // without JavaScript (the page's scripts never ran) each holder's noscript shows its board already
  if (!(await page.evaluate(() => 'Astro' in window))) return;
  await expect(page.locator('[data-cb-later]')).toHaveCount(0, { timeout: 15_000 });
}

/** The block of one ruling (the element carrying its id). */
export function rulingBlock(page: Page, id: string): Locator {
  return page.locator(`[id="${id}"]`);
}

/**
 * The copy-link control, named by the short or the long label. The site renders it as a link to the
 * ruling's page that copies instead when scripts run, so both roles are accepted.
 */
export function copyLinkButton(scope: Locator, lang: Lang): Locator {
  const dict = DICTS[lang].ruling;
  const longPrefix = dict.copyLinkLabel('\u0000').split('\u0000')[0]!.replace(/[“«"\s\u00a0]+$/u, '');
  const name = new RegExp(`^(${escapeRegExp(dict.copyLink)}|${escapeRegExp(longPrefix)})`, 'i');
  return scope.getByRole('button', { name }).or(scope.getByRole('link', { name }));
}

/** The accessible name of the focused element: its aria-label, or else its text. */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');

/** Presses Tab until the focused element has that name (keyboard-only tests). */
export async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const now = await focusedName(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`the keyboard never reached ${String(name)}`);
}

/**
 * The board cell the focus is on, as its engine coordinates [x, y] (the cell's data-x and data-y, which
 * the reader never hears: its name says where it lies, "the cell east of the start tile"), or null.
 */
export const focusedCell = (page: Page): Promise<[number, number] | null> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.classList.contains('cb-cell') ? [Number(el.getAttribute('data-x')), Number(el.getAttribute('data-y'))] as [number, number] : null;
  });

/** Presses Tab until the focus is on a board cell. */
export async function tabToCell(page: Page, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if ((await focusedCell(page)) !== null) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached a board cell');
}

/** A board cell by its engine coordinates (data-x, data-y). */
export const cellAt = (w: Locator, x: number, y: number): Locator => w.locator(`.cb-cell[data-x="${x}"][data-y="${y}"]`);

/**
 * Walks the board's cursor (the focused cell) to `target` with the arrow keys. Each press
 * waits for the focus to reach the next cell, since the widget moves it after its own render: reading the
 * name at once would race that render on a busy machine and press one arrow too many.
 */
export async function walkCursorTo(page: Page, target: readonly [number, number], limit = 12): Promise<void> {
  await expect.poll(async () => (await focusedCell(page)) !== null, { message: 'the focus is on a board cell' }).toBe(true);
  for (let i = 0; i < limit; i++) {
    const [x, y] = (await focusedCell(page))!;
    if (x === target[0] && y === target[1]) return;
    await page.keyboard.press(x < target[0] ? 'ArrowRight' : x > target[0] ? 'ArrowLeft' : y < target[1] ? 'ArrowDown' : 'ArrowUp');
    await expect.poll(() => focusedCell(page)).not.toEqual([x, y]);
  }
  throw new Error(`the cursor never reached (${target[0]}, ${target[1]})`);
}

/**
 * Wakes a widget as a reader would and waits until it is interactive. Widgets hydrate on the reader's
 * first intent (client:intent, src/lib/intent): a pointer coming over the widget is that intent here,
 * sent as an event so that the mouse does not move onto a board cell.
 */
export async function wake(w: Locator): Promise<Locator> {
  await w.scrollIntoViewIfNeeded();
  await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect(w).toHaveAttribute('data-ready', '');
  return w;
}

/** The first ScenarioPlayer on a page, scrolled into view and hydrated. */
export async function player(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  return wake(page.locator('.cb-player').first());
}
