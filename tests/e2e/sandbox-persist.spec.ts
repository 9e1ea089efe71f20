// The game is never lost, on a 375 px touch screen: a sandbox game played by touch survives a reload,
// Back then Forward and the language switch (same tiles, same tile in hand, same pile, same player to
// play, the other language); the sandbox opened with no position offers the last game back, in both
// languages; a River builder halfway built survives a reload; the language switch keeps the reader's
// place on a long page; and the sandbox lists only the rule options of the sets in play.
import type { Locator, Page } from '@playwright/test';
import { DICTS, expect, test, wake } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const tilesOnBoard = (w: Locator) => w.locator('.cb-board-svg > [data-tile]');

async function opened(page: Page, path: string, selector = '.cb-sandbox'): Promise<Locator> {
  await page.goto(path);
  return wake(page.locator(selector));
}

/** Lays the tile in hand by touch on the first cell that takes it (turning it until one does), without a follower. */
async function playTurn(w: Locator, lang: 'en' | 'fr' = 'en'): Promise<void> {
  const before = await tilesOnBoard(w).count();
  const rotate = lang === 'en' ? 'Rotate (R)' : 'Tourner (R)';
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await w.getByRole('button', { name: rotate }).first().tap();
  // the board pans to follow the play and clips what is outside its box: tap a cell the reader can see
  const cells = w.locator('[data-cell="fits-now"]');
  await cells.first().evaluate((e) => e.closest('svg')?.scrollIntoView({ block: 'center' }));
  const seen = await cells.evaluateAll((els) => els.findIndex((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === e || e.contains(hit));
  }));
  // After a reload the view may open with no legal cell inside the board's box (a known gap, noted in the
  // issue-17 closing note; follow-play.spec.ts covers the view during play): then the cell is pressed directly.
  if (seen >= 0) await cells.nth(seen).tap();
  else await cells.first().dispatchEvent('click');
  await w.getByRole('button', { name: lang === 'en' ? 'No follower' : 'Pas de partisan' }).tap();
  await expect(tilesOnBoard(w)).toHaveCount(before + 1);
}

/** What makes the position: every tile where it lies, the tile in hand, and the numbers of the help line (pile). */
async function position(w: Locator): Promise<{ tiles: string[]; hand: string | null; pile: string | null }> {
  const tiles = await tilesOnBoard(w).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tile')}@${e.getAttribute('transform')}`));
  const hand = await w.locator('.cb-hand-tile').first().getAttribute('data-tile');
  const pile = /\d+/.exec((await w.locator('.cb-help').first().innerText()).replace(/^[\s\S]*?·/, ''))?.[0] ?? null;
  return { tiles, hand, pile };
}

/** The address is written after the move, in idle time: wait until it holds the position on screen. */
async function addressWritten(page: Page): Promise<void> {
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#s=2\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]+&seed=1$/);
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
}

const TURN = { en: { Blue: 'Blue to play', Red: 'Red to play' }, fr: { Blue: 'Au tour de Bleu', Red: 'Au tour de Rouge' } };

test('a game played by touch survives a reload, Back then Forward, and the language switch', async ({ page }) => {
  await page.goto('/en/');
  const w = await opened(page, '/en/sandbox/');
  for (let i = 0; i < 5; i++) await playTurn(w);
  await addressWritten(page);
  const played = await position(w);
  expect(played.tiles).toHaveLength(6);
  expect(played.pile).toBe('66');
  await expect(w.locator('.cb-help').first()).toContainText(TURN.en.Red);

  await page.reload();
  const reloaded = page.locator('.cb-sandbox');
  await expect(reloaded).toHaveAttribute('data-ready', '');
  await expect(tilesOnBoard(reloaded)).toHaveCount(6);
  expect(await position(reloaded)).toEqual(played);
  // the moves came back with the game (kept in the browser), so undo still reaches back
  await expect(reloaded.getByRole('button', { name: 'Undo' })).toBeEnabled();

  await page.goBack();
  await expect(page).toHaveURL(/\/en\/$/);
  await page.goForward();
  const forward = page.locator('.cb-sandbox');
  await expect(forward).toHaveAttribute('data-ready', '');
  await expect(tilesOnBoard(forward)).toHaveCount(6);
  expect(await position(forward)).toEqual(played);

  await playTurn(forward);
  await addressWritten(page);
  const more = await position(forward);
  await page.getByRole('link', { name: DICTS.en.langSwitch.label }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/fr\/sandbox\/#s=2\./);
  const french = page.locator('.cb-sandbox');
  await expect(french).toHaveAttribute('data-ready', '');
  await expect(tilesOnBoard(french)).toHaveCount(7);
  expect(await position(french)).toEqual(more);
  await expect(french.locator('.cb-help').first()).toContainText(TURN.fr.Blue);
  await expect(french.locator('.cb-help').first()).toContainText('65 tuiles restent dans la pile');
  // and play goes on in French
  await playTurn(french, 'fr');
});

test('the sandbox opened with no position offers the last game back, in both languages', async ({ page }) => {
  const w = await opened(page, '/en/sandbox/');
  for (let i = 0; i < 3; i++) await playTurn(w);
  await addressWritten(page);
  const played = await position(w);

  await page.goto('/en/sandbox/');
  const offer = page.locator('[data-keep="offer"]');
  // a stored game wakes the sandbox at once: no pointer needed to see the offer
  const resume = offer.getByRole('button', { name: /^Resume your game from \d{1,2}:\d{2}, 4 tiles$/ });
  await expect(resume).toBeVisible();
  await resume.tap();
  await expect(offer).toHaveCount(0);
  const back = page.locator('.cb-sandbox');
  expect(await position(back)).toEqual(played);
  await expect(back.getByRole('status')).toHaveText('Game resumed.');
  await expect(page).toHaveURL(/#s=2\./);

  await page.goto('/fr/sandbox/');
  const fr = page.locator('[data-keep="offer"]');
  await expect(fr.getByRole('button', { name: /^Reprendre votre partie \(\d{1,2}:\d{2}, 4 tuiles\)$/ })).toBeVisible();
  await fr.getByRole('button', { name: 'Nouvelle partie' }).tap();
  await expect(fr).toHaveCount(0);
  const fresh = page.locator('.cb-sandbox');
  await expect(tilesOnBoard(fresh)).toHaveCount(1);
  // the new game is the one kept now, and has an address of its own
  await expect.poll(() => new URL(page.url()).hash).toMatch(/^#s=2\./);
});

test('damaged data in the browser is said, never played, and the sandbox still works', async ({ page }) => {
  await page.goto('/en/');
  await page.evaluate(() => localStorage.setItem('casebook:sandbox', '{"v":1,"savedAt":'));
  const w = await opened(page, '/en/sandbox/');
  const note = w.locator('[data-keep="damaged"]');
  await expect(note).toContainText('could not be read back');
  await playTurn(w);
  await expect(note).toHaveCount(0);
  // well shaped, but not a game: the validator lists why, in French
  await page.evaluate(() => localStorage.setItem('casebook:sandbox', JSON.stringify({ v: 1, savedAt: Date.now(), tiles: 2, seed: null, game: { format: 'casebook/1', title: 'x', rules: { sets: ['moon'] }, players: ['blue', 'red'] } })));
  const fr = await opened(page, '/fr/sandbox/');
  await fr.getByRole('button', { name: /^Reprendre votre partie/ }).tap();
  await expect(fr.getByRole('alert')).toContainText('La partie gardée dans ce navigateur n’a pas pu être relue');
  await expect(fr.getByRole('alert').locator('[data-problems] li').first()).toContainText('rules.sets[0]');
  await expect(tilesOnBoard(fr)).toHaveCount(1);
});

test('a river halfway built survives a reload and the language switch', async ({ page }) => {
  const w = await opened(page, '/en/river/?river=both&seed=77', '.cb-river');
  for (let i = 0; i < 3; i++) await playTurn(w);
  await expect.poll(() => new URL(page.url()).searchParams.get('moves')?.split('_').length ?? 0).toBe(3);
  const built = await position(w);
  await page.reload();
  const again = page.locator('.cb-river');
  await expect(again).toHaveAttribute('data-ready', '');
  await expect(tilesOnBoard(again)).toHaveCount(built.tiles.length);
  expect((await position(again)).tiles).toEqual(built.tiles);
  expect((await position(again)).hand).toBe(built.hand);
  await page.getByRole('link', { name: DICTS.en.langSwitch.label }).tap();
  await expect(page).toHaveURL(/\/fr\/river\/\?river=both&seed=77&moves=/);
  const fr = page.locator('.cb-river');
  await expect(fr).toHaveAttribute('data-ready', '');
  expect((await position(fr)).tiles).toEqual(built.tiles);
});

test('the language switch keeps the reader’s place on a long page', async ({ page }) => {
  // two long pages, each loaded twice: slow on a small machine
  test.setTimeout(90_000);
  await page.goto('/en/river/');
  /** Scrolls so that the element's top is `by` pixels above the top of the viewport, then pauses to read. */
  const readAt = async (id: string, by: number): Promise<void> => {
    await page.evaluate(([id, by]) => {
      const el = document.getElementById(id as string)!;
      window.scrollTo(0, el.getBoundingClientRect().top + scrollY + (by as number));
    }, [id, by] as const);
    await page.waitForTimeout(900);
  };
  // halfway into a section under a heading (its id is a slug of each language's words)
  await readAt('build-the-river', 150);
  // reaching the switch at the top of the page scrolls back up: the place read is still the one carried
  await page.getByRole('link', { name: DICTS.en.langSwitch.label }).tap();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/fr\/river\/#construire-la-rivi%C3%A8re$/);
  // the browser scrolls to the anchor once it has laid out the long page: give it time on a busy machine
  await expect(page.locator('[id="construire-la-rivière"]')).toBeInViewport({ timeout: 15_000 });
  // and back from the middle of a ruling, which keeps its id in both languages
  await readAt('river-must-continue', 150);
  await page.getByRole('link', { name: DICTS.fr.langSwitch.label }).tap();
  await expect(page).toHaveURL(/\/en\/river\/#river-must-continue$/);
  await expect(page.locator('[id="river-must-continue"]')).toBeInViewport({ timeout: 15_000 });
});

test('the sandbox lists only the rule options of the sets in play', async ({ page }) => {
  const w = await opened(page, '/en/sandbox/');
  // the settings are open on a game not yet begun
  await expect(w.locator('select[data-option]')).toHaveCount(0);
  await w.getByRole('checkbox', { name: 'The Wheel of Fortune' }).tap();
  await expect(w.locator('select[data-option]')).toHaveCount(3);
  await expect(w.locator('select[data-option="famineMajority"]')).toBeVisible();
  await expect(w.getByRole('link', { name: 'wheel-famine-no-majority' })).toHaveAttribute('href', '/en/rulings/wheel-famine-no-majority/');
  await expect(w.locator('select[data-option="riverUTurn"]')).toHaveCount(0);
  await w.getByRole('checkbox', { name: 'The River II' }).tap();
  await expect(w.locator('select[data-option="pigHerd"]')).toBeVisible();
  await expect(w.locator('select[data-option="riverUTurn"]')).toBeVisible();
  await w.getByRole('checkbox', { name: 'The Wheel of Fortune' }).tap();
  await expect(w.locator('select[data-option="famineMajority"]')).toHaveCount(0);
  await expect(w.locator('select[data-option="inns"]')).toBeVisible();
});
