// When a widget's code cannot be loaded (offline, a deploy that replaced the files), the reader is told
// in the page's language above the first frame, which stays; the next intent tries again.
import { expect, test } from './fixtures.ts';

const MESSAGES = {
  en: 'This board could not load its code',
  fr: 'Ce plateau n’a pas pu charger son code',
} as const;

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
    await expect(alert).toContainText(MESSAGES[lang]);
    // the first frame is still there, and the widget did not claim to be ready
    await expect(w.locator('svg').first()).toBeVisible();
    await expect(w).not.toHaveAttribute('data-ready', '');
    // the connection is back: the next intent removes the note and wakes the widget
    blocked = false;
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(w).toHaveAttribute('data-ready', '');
    await expect(island.getByRole('alert')).toHaveCount(0);
    await w.getByRole('button', { name: lang === 'en' ? 'Next' : 'Suivant' }).click();
    await expect(w.locator('.cb-step')).toContainText(lang === 'en' ? 'Step 1 of 1' : 'Étape 1 sur 1');
  });
}
