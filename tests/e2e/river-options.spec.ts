// The rule options of the River page's scenario widgets (OptionsForm): in the server's HTML each is text,
// its label and its current value, since a select could change nothing before the island runs (and the
// page's score of selects cost the browser a style and layout pass each while parsing); once the reader
// shows an intent (a pointer over the widget, the focus coming into it) the widget hydrates and each
// option is a select holding the value that was shown, on the same line at the same height.
import type { Locator, Page } from '@playwright/test';
import { allDrawn, expect, test, wake } from './fixtures.ts';

/** The River page's scenario widget whose `key` option shows `value` as text (before hydration). */
async function widgetShowing(page: Page, key: string, value: string): Promise<Locator> {
  await allDrawn(page);
  const players = page.locator('.cb-player');
  const i = await players.evaluateAll(
    (els, [k, v]) => els.findIndex((e) => e.querySelector(`[data-option-value="${k}"]`)?.textContent === v),
    [key, value] as const,
  );
  expect(i, `a widget on the page shows ${key}: ${value}`).toBeGreaterThanOrEqual(0);
  return players.nth(i);
}

/** Each option of the widget as text: its key, the label beside it and the value shown. */
const shownOptions = (w: Locator): Promise<{ key: string; label: string; value: string }[]> =>
  w.locator('.cb-option:has([data-option-value])').evaluateAll((ps) => ps.map((p) => {
    const value = p.querySelector<HTMLElement>('[data-option-value]')!;
    return { key: value.dataset.optionValue!, label: p.querySelector('span')!.textContent!, value: value.textContent! };
  }));

/** Each option line's height, to check nothing jumps when the selects come. */
const lineHeights = (w: Locator): Promise<number[]> => w.locator('.cb-options .cb-option').evaluateAll((ps) => ps.map((p) => p.getBoundingClientRect().height));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  const SHOWN = { en: ['Order of the river tiles', 'in the bag'], fr: ['Ordre des tuiles de rivière', 'dans le sac'] } as const;
  for (const lang of ['en', 'fr'] as const) {
    test(`/${lang}/river/ shows each rule option as its label and value, with no select`, async ({ page }) => {
      await page.goto(`/${lang}/river/`);
      await expect(page.locator('select[data-option]')).toHaveCount(0);
      await expect(page.locator('.cb-options label')).toHaveCount(0);
      // every option line of every widget has its value as text
      const lines = page.locator('.cb-options .cb-option');
      expect(await lines.count()).toBeGreaterThan(0);
      await expect(page.locator('.cb-options .cb-option:not(:has(> strong[data-option-value]))')).toHaveCount(0);
      const [label, value] = SHOWN[lang];
      const w = await widgetShowing(page, 'riverOrder', value);
      const line = w.locator('.cb-option', { has: page.locator('[data-option-value="riverOrder"]') });
      await expect(line.locator('span').first()).toHaveText(label);
      await expect(line.locator('[data-option-value]')).toBeVisible();
      await expect(line.locator('a.cb-ruling')).toHaveAttribute('href', `/${lang}/rulings/house-river-all-in-bag/`);
    });
  }
});

test('a pointer over a widget puts a select in place of each option\'s text, holding the value shown', async ({ page }) => {
  await page.goto('/en/river/');
  const w = await widgetShowing(page, 'riverOrder', 'in the bag');
  await w.scrollIntoViewIfNeeded();
  const shown = await shownOptions(w);
  const heights = await lineHeights(w);
  await expect(w.locator('select[data-option]')).toHaveCount(0);
  await wake(w);
  await expect(w.locator('[data-option-value]')).toHaveCount(0);
  await expect(w.locator('select[data-option]')).toHaveCount(shown.length);
  for (const { key, label, value } of shown) {
    const select = w.getByLabel(label, { exact: true });
    await expect(select).toHaveAttribute('data-option', key);
    await expect(select.locator('option:checked')).toHaveText(value);
  }
  // the same lines at the same height (within a pixel): nothing below them moved
  const after = await lineHeights(w);
  expect(after).toHaveLength(heights.length);
  after.forEach((h, i) => expect(Math.abs(h - heights[i]!), `option line ${i}: ${heights[i]} px, then ${h} px`).toBeLessThanOrEqual(1));
  // and the select works: the scenario's own choice, then back
  await w.getByLabel('Order of the river tiles', { exact: true }).selectOption('stack');
  await expect(w.locator('a.cb-ruling[href="/en/rulings/river-setup-stack/"]')).toBeVisible();
});

test('a keyboard reader whose focus comes into a widget wakes it, then reaches the select with Tab', async ({ page }) => {
  await page.goto('/fr/river/');
  const w = await widgetShowing(page, 'riverOrder', 'dans le sac');
  await w.scrollIntoViewIfNeeded();
  expect(await w.getAttribute('data-ready'), 'asleep before the focus comes').toBeNull();
  // the focus comes into the widget (focusin is an intent): it hydrates and the select takes the text's place
  await w.getByRole('button', { name: 'Suivant', exact: true }).focus();
  await expect(w).toHaveAttribute('data-ready', '');
  const select = w.locator('select[data-option="riverOrder"]');
  await expect(select.locator('option:checked')).toHaveText('dans le sac');
  for (let i = 0; i < 12 && !(await select.evaluate((s) => s === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(select).toBeFocused();
  await expect(w.getByLabel('Ordre des tuiles de rivière', { exact: true })).toBeFocused();
});
