// On a phone the sandbox's board stays where the reader's finger expects it through a whole turn: from
// the page as served to the woken widget, through laying a tile, the follower choice and the next draw.
// The tile in hand sits above the board there; it used to leave during the follower choice and come back
// after it (173 px each way), grow or shrink with the next tile's name, and the turn line wrapped or not
// with the player's name, so the board moved under the next tap. A tap that came a moment late then
// landed on whatever had slid under it. After a tap or a click the page does not scroll by itself either
// (it does after a key, to keep the focus in view).
import type { Locator, Page } from '@playwright/test';
import { en } from '../../components/widgets/i18n-en.ts';
import { fr } from '../../components/widgets/i18n-fr.ts';
import { en as enRiver } from '../../components/widgets/i18n-en-river.ts';
import { fr as frRiver } from '../../components/widgets/i18n-fr-river.ts';
import { expect, test } from './fixtures.ts';

const DICTS = { en, fr } as const;
const RIVER = { en: enRiver.river, fr: frRiver.river } as const;

/** Where the board and the hand are on the page (not on the screen: the test's own scrolling is not the widget's). */
const place = (w: Locator) =>
  w.evaluate((root) => {
    const at = (sel: string): number[] => {
      const r = root.querySelector(sel)!.getBoundingClientRect();
      return [Math.round(r.top + scrollY), Math.round(r.height)];
    };
    return { board: at('.cb-viewport')[0], hand: at('.cb-play-hand') };
  });

async function phone(page: Page, lang: 'en' | 'fr'): Promise<Locator> {
  await page.goto(`/${lang}/sandbox/`);
  return page.locator('.cb-sandbox');
}

for (const lang of ['en', 'fr'] as const) {
  test(`a turn on a phone moves neither the board nor the hand (${lang})`, async ({ browser }) => {
    const d = DICTS[lang];
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const w = await phone(page, lang);
    await w.scrollIntoViewIfNeeded();
    const served = await place(w);
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(w).toHaveAttribute('data-ready', '', { timeout: 30_000 });
    await expect(w.locator('.cb-hand-tile')).toHaveAttribute('data-tile', /./);
    expect(await place(w), 'woken as served').toEqual(served);
    for (let turn = 1; turn <= 6; turn++) {
      for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) {
        await w.getByRole('button', { name: d.tryit.rotate }).tap();
      }
      const cell = w.locator('[data-cell="fits-now"]').first();
      await cell.scrollIntoViewIfNeeded();
      const scroll = await page.evaluate(() => scrollY);
      await cell.tap();
      await expect(w.getByRole('group', { name: d.tryit.followerTitle })).toBeVisible();
      expect(await place(w), `turn ${turn}: the follower choice`).toEqual(served);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => scrollY), `turn ${turn}: the page did not scroll by itself`).toBe(scroll);
      const pile = await w.locator('.cb-help').first().textContent();
      await w.getByRole('button', { name: d.tryit.noFollower }).tap();
      await expect(w.locator('.cb-help').first()).not.toHaveText(pile!);
      await page.waitForTimeout(100);
      expect(await place(w), `turn ${turn}: the next tile drawn`).toEqual(served);
    }
    await context.close();
  });
}

// The River page's builder does the same on a phone: its tile in hand, above the board, keeps its room
// while the follower is chosen, and the line naming the tile drawn (two to four lines, with the name)
// comes below the board. Before, the board jumped by the hand's height twice a turn and by a line with
// some names.
const riverPlace = (w: Locator) =>
  w.evaluate((root) => {
    const top = (sel: string): number => Math.round(root.querySelector(sel)!.getBoundingClientRect().top + scrollY);
    const hand = root.querySelector('.cb-hand');
    return { board: top('.cb-viewport'), hand: hand ? Math.round(hand.getBoundingClientRect().height) : 0 };
  });

for (const lang of ['en', 'fr'] as const) {
  test(`a river turn on a phone does not move the board (${lang})`, async ({ browser }) => {
    const d = DICTS[lang];
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`/${lang}/river/?river=II&seed=5`);
    const w = page.locator('.cb-river');
    await w.scrollIntoViewIfNeeded();
    const served = await riverPlace(w);
    await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
    await expect(w).toHaveAttribute('data-ready', '', { timeout: 30_000 });
    expect(await riverPlace(w), 'woken as served').toEqual(served);
    let chosen = 0;
    for (let turn = 1; turn <= 6; turn++) {
      const aside = w.getByRole('button', { name: RIVER[lang].discard });
      if (await aside.isVisible()) {
        await aside.tap();
        continue;
      }
      for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) {
        await w.getByRole('button', { name: d.tryit.rotate }).tap();
      }
      const drawnBefore = await w.locator('.cb-help').textContent();
      await w.locator('[data-cell="fits-now"]').first().tap();
      const follower = w.getByRole('group', { name: d.tryit.followerTitle });
      if (await follower.isVisible()) {
        chosen++;
        expect(await riverPlace(w), `turn ${turn}: the follower choice`).toEqual(served);
        await w.getByRole('button', { name: d.tryit.noFollower }).tap();
      }
      await expect(w.locator('.cb-help')).not.toHaveText(drawnBefore!);
      expect(await riverPlace(w), `turn ${turn}: the next tile drawn`).toEqual(served);
    }
    expect(chosen, 'some turns offered a follower').toBeGreaterThan(0);
    await context.close();
  });
}

// A scenario's steps on a phone: "Next" tapped again and again stays under the finger. The caption
// below the board changes height from step to step (each step's sentence, its verdict, its scores), and
// the board's key comes and goes with the marks; the step buttons used to come after both, so they moved
// by up to 130 px between taps, and the next tap landed on the caption (or a ruling link in it).
// A scenario that asks for a prediction folds its description (it gives the answer away); it used to
// unfold it once the question was passed, which moved the board and the buttons down by its height.
const STEPPED = [
  ['en', '/en/rulings/wheel-crown-placement/'],
  ['fr', '/fr/rulings/wheel-crown-placement/'],
  ['en', '/en/rulings/ferries-place-ferry/'],
  ['en', '/en/rulings/base-road-score/'],
  ['fr', '/fr/rulings/base-road-score/'],
] as const;
for (const [lang, path] of STEPPED) {
  test(`stepping through a scenario on a phone keeps Next where it was (${lang}, ${path})`, async ({ browser }) => {
    const d = DICTS[lang];
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(path);
    const w = page.locator('.cb-player').first();
    const next = w.getByRole('button', { name: d.player.next, exact: true });
    await next.scrollIntoViewIfNeeded();
    const at = () => next.evaluate((b) => Math.round(b.getBoundingClientRect().top + scrollY));
    const served = await at();
    let taken = 0;
    for (let i = 0; i < 12 && (await next.isEnabled()); i++) {
      await next.tap();
      await expect(w).toHaveAttribute('data-step', String(i + 1));
      // (within a pixel: the board's height may round differently as the frame is redrawn)
      expect(Math.abs((await at()) - served), `after step ${i + 1}: moved from ${served}`).toBeLessThanOrEqual(1);
      taken++;
    }
    expect(taken, 'Next was tapped').toBeGreaterThan(0);
    await context.close();
  });
}
