// When a widget's code cannot be loaded (offline, a deploy that replaced the files), the reader is told
// in the page's language where they acted: the note takes the place of the control they pressed (or of
// the widget's first control when they only pointed at it), the first frame stays, and the next intent
// tries again with the note kept in place until the widget is ready (it does not blink).
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const MESSAGES = {
  en: 'This board could not load its code',
  fr: 'Ce plateau n’a pas pu charger son code',
} as const;

/** Records, from now on, each time the failure note is added to or removed from the island. */
async function watchNotes(island: Locator): Promise<void> {
  await island.evaluate((el) => {
    const seen: string[] = [];
    (el as HTMLElement & { notesSeen?: string[] }).notesSeen = seen;
    const isNote = (n: Node): boolean => n instanceof HTMLElement && n.classList.contains('cb-load-failed');
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) if (isNote(n)) seen.push('added');
        for (const n of r.removedNodes) if (isNote(n)) seen.push('removed');
      }
    }).observe(el, { childList: true, subtree: true });
  });
}

const notesSeen = (island: Locator): Promise<string[]> =>
  island.evaluate((el) => (el as HTMLElement & { notesSeen?: string[] }).notesSeen ?? []);

for (const lang of ['en', 'fr'] as const) {
  test(`a widget whose code does not arrive says so in the page's language, then loads on a later try (${lang})`, async ({ page }) => {
    let blocked = true;
    // the island's own module, and Astro's one retry of it: aborted (as a dropped connection) while `blocked` holds
    await page.route(/\/_astro\/ScenarioPlayer\.[^/?]*\.js(\?.*)?$/, (route) => (blocked ? route.abort('aborted') : route.continue()));
    await page.goto(`/${lang}/rulings/base-road-score/`);
    const island = page.locator('astro-island').filter({ has: page.locator('.cb-player') }).first();
    const w = island.locator('.cb-player');
    await w.scrollIntoViewIfNeeded();
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    const alert = island.getByRole('alert');
    // Astro tries the import a second time after a second before giving up: allow for a slow machine
    await expect(alert).toContainText(MESSAGES[lang], { timeout: 15_000 });
    // the first frame is still there, and the widget did not claim to be ready
    await expect(w.locator('svg').first()).toBeVisible();
    await expect(w).not.toHaveAttribute('data-ready', '');
    // the connection is back: the next intent wakes the widget; the note stays until then
    await watchNotes(island);
    blocked = false;
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(w).toHaveAttribute('data-ready', '', { timeout: 15_000 });
    expect(await notesSeen(island), 'the note goes once, when the widget is ready, and never comes back').toEqual(['removed']);
    await expect(island.getByRole('alert')).toHaveCount(0);
    await w.getByRole('button', { name: lang === 'en' ? 'Next' : 'Suivant' }).click();
    await expect(w.locator('.cb-step')).toContainText(lang === 'en' ? 'Step 1 of 1' : 'Étape 1 sur 1');
  });
}

test('the note takes the place of the control the reader pressed, and gives it back once the widget is ready', async ({ page }) => {
  let blocked = true;
  await page.route(/\/_astro\/ScenarioPlayer\.[^/?]*\.js(\?.*)?$/, (route) => (blocked ? route.abort('aborted') : route.continue()));
  await page.goto('/en/rulings/base-road-score/');
  const island = page.locator('astro-island').filter({ has: page.locator('.cb-player') }).first();
  const w = island.locator('.cb-player');
  // "Try it yourself" on the setup is answered from the scenario's frames (step-ahead.spec.ts); "Back to
  // the steps" in that mode needs the code
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(w).toHaveAttribute('data-mode', 'try');
  const back = w.getByRole('button', { name: 'Back to the steps' });
  await back.click();
  const alert = island.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.en, { timeout: 15_000 });
  // in the very place of the pressed button, which is hidden meanwhile; one note, not one per try
  await expect(back).toBeHidden();
  expect(await alert.evaluate((p) => (p.nextElementSibling as HTMLElement | null)?.textContent?.trim())).toBe('Back to the steps');
  // another try while still offline: the same note stays, it does not blink
  await watchNotes(island);
  await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
  await page.waitForTimeout(1500);
  expect(await notesSeen(island)).toEqual([]);
  await expect(alert).toHaveCount(1);
  blocked = false;
  await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect(w).toHaveAttribute('data-ready', '');
  await expect(alert).toHaveCount(0);
  expect(await notesSeen(island)).toEqual(['removed']);
  // the island woke in the mode the reader was shown, and its button works
  await expect(w).toHaveAttribute('data-mode', 'try');
  await expect(back).toBeVisible();
  await back.click();
  await expect(w).toHaveAttribute('data-mode', 'steps');
});

test('a "try it" frame whose code does not arrive says so above the board, not in place of a cell', async ({ page }) => {
  await page.route(/\/_astro\/ScenarioPlayer\.[^/?]*\.js(\?.*)?$/, (route) => route.abort('aborted'));
  await page.goto('/en/rulings/base-road-score/');
  const island = page.locator('astro-island').filter({ has: page.locator('.cb-player') }).first();
  const w = island.locator('.cb-player');
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(w).toHaveAttribute('data-mode', 'try');
  // a move on the frame, lost with the code: the reader is told, and every cell stays in its place
  const cells = await w.locator('.cb-cell').count();
  await w.locator('.cb-cell[data-cell=fits-now]').first().click();
  const alert = island.getByRole('alert');
  await expect(alert).toContainText(MESSAGES.en, { timeout: 15_000 });
  await expect(w.locator('.cb-cell')).toHaveCount(cells);
  await expect(w.locator('.cb-cell:not([hidden])')).toHaveCount(cells);
  // right above the drawing, outside it
  expect(await alert.evaluate((p) => !p.closest('.cb-viewport') && !!p.nextElementSibling?.matches('.cb-viewport'))).toBe(true);
});
