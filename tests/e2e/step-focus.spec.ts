// A keyboard reader stepping through a scenario keeps the focus in the widget at both ends: "Next" on
// the last step and "Back" on the setup turn become disabled under them, which used to drop the focus to
// the page (the next Tab started again from the top). The focus goes on to what follows instead.
import { expect, focusedName, tabTo, test } from './fixtures.ts';
import { en } from '../../components/widgets/i18n-en.ts';
import { fr } from '../../components/widgets/i18n-fr.ts';

for (const [lang, d, path] of [['en', en, '/en/rulings/base-road-score/'], ['fr', fr, '/fr/rulings/river-no-u-turn/']] as const) {
  test(`the focus stays in the widget at both ends of a scenario's steps (${lang})`, async ({ page }) => {
    await page.goto(path);
    const w = page.locator('.cb-player').first();
    await tabTo(page, d.player.next, 80);
    // the last step by Enter: the focus goes on to "Try it yourself" (or to "Reset" where nothing can be tried)
    for (let i = 0; i < 12 && (await w.getByRole('button', { name: d.player.next }).isEnabled()); i++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(50);
    }
    await expect(w.getByRole('button', { name: d.player.next })).toBeDisabled();
    const tryable = (await w.getByRole('button', { name: d.player.tryIt }).count()) > 0;
    await expect.poll(() => focusedName(page)).toBe(tryable ? d.player.tryIt : d.player.reset);
    expect(await page.evaluate(() => document.activeElement?.closest('.cb-player') !== null)).toBe(true);
    // back to the setup by Back: the focus goes on to "Next"
    for (let i = 0; i < 10 && (await focusedName(page)) !== d.player.back; i++) await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe(d.player.back);
    for (let i = 0; i < 12 && (await w.getByRole('button', { name: d.player.back }).isEnabled()); i++) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(50);
    }
    await expect(w.getByRole('button', { name: d.player.back })).toBeDisabled();
    await expect.poll(() => focusedName(page)).toBe(d.player.next);
    // and Enter steps on again from there
    await page.keyboard.press('Enter');
    await expect(w.locator('.cb-step')).toBeVisible();
  });
}
