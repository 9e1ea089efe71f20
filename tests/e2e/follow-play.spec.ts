// A whole 72-tile sandbox game on a phone, without ever pressing "Fit to view": after every move the
// tile just laid and at least one cell where the next tile fits are inside the board's visible box,
// tiles are never drawn under 40 px nor followers under 12 px. Turns are played by mouse, by keyboard
// and by touch; half the game with reduced motion (the board jumps), half without (it glides).
import type { Locator, Page } from '@playwright/test';
import { expect, focusedCell, test, walkCursorTo } from './fixtures.ts';

interface Seen {
  readonly tiles: number;
  readonly lastInView: boolean;
  readonly fits: number;
  readonly fitsInView: readonly [number, number][];
  readonly cellPx: number;
  readonly followerPx: number;
  readonly pileEmpty: boolean;
}

/** What the board shows now, measured on screen against the viewport's box. */
const look = (w: Locator): Promise<Seen> =>
  w.evaluate((root) => {
    const vp = root.querySelector('.cb-viewport')!.getBoundingClientRect();
    const inside = (r: DOMRect): boolean => r.left >= vp.left - 1 && r.right <= vp.right + 1 && r.top >= vp.top - 1 && r.bottom <= vp.bottom + 1;
    const last = root.querySelector('rect[data-last]');
    const fits = [...root.querySelectorAll<HTMLElement>('.cb-cell[data-cell="fits"], .cb-cell[data-cell="fits-now"]')];
    const cell = root.querySelector('.cb-cell')!.getBoundingClientRect();
    const followers = [...root.querySelectorAll('.cb-board-svg g[data-player]')].map((g) => {
      const r = g.getBoundingClientRect();
      return Math.min(r.width, r.height);
    });
    const tiles = root.querySelectorAll('.cb-board-svg > [data-tile]').length;
    return {
      tiles,
      // the start tile alone is no tile laid
      lastInView: last ? inside(last.getBoundingClientRect()) : tiles === 1,
      fits: fits.length,
      fitsInView: fits.filter((c) => inside(c.getBoundingClientRect())).map((c) => [Number(c.dataset.x), Number(c.dataset.y)] as [number, number]),
      cellPx: Math.min(cell.width, cell.height),
      followerPx: followers.length ? Math.min(...followers) : Infinity,
      debug: JSON.stringify({ vp: [vp.left, vp.top, vp.width, vp.height], last: last && [last.getBoundingClientRect().left, last.getBoundingClientRect().top, last.getAttribute('x'), last.getAttribute('y')], stage: root.querySelector('.cb-stage')!.getAttribute('style'), scroll: [root.querySelector('.cb-viewport')!.scrollLeft, root.querySelector('.cb-viewport')!.scrollTop], cells: [root.querySelector('.cb-cell')!.getAttribute('data-x'), root.querySelector('.cb-cell')!.getAttribute('data-y')], n: root.querySelectorAll('.cb-cell').length }),
      pileEmpty: (root.querySelector('.cb-help')?.textContent ?? '').includes('The pile is empty.'),
    };
  });

/** After a move: the play in view and the sizes kept (polled: the board may still be gliding). */
async function checkInView(w: Locator, turn: number): Promise<Seen> {
  let seen = await look(w);
  await expect
    .poll(async () => {
      seen = await look(w);
      return seen.lastInView && (seen.fits === 0 || seen.fitsInView.length > 0);
    }, { message: `turn ${turn}: the last tile and a cell for the next tile in view (${JSON.stringify(await look(w))})`, timeout: 8000 })
    .toBe(true);
  expect(seen.cellPx, `turn ${turn}: tile size`).toBeGreaterThanOrEqual(40);
  expect(seen.followerPx, `turn ${turn}: follower size`).toBeGreaterThanOrEqual(12);
  return seen;
}

const focused = (page: Page): Promise<string> => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
const cellKey = (c: readonly [number, number]): string => `[data-x="${c[0]}"][data-y="${c[1]}"]`;

/** A visible cell where the tile fits as turned, turning it (by `rotate`) until one does. */
async function visibleFitNow(w: Locator, rotate: () => Promise<void>): Promise<readonly [number, number]> {
  for (let i = 0; i < 4; i++) {
    const seen = await look(w);
    for (const c of seen.fitsInView) if ((await w.locator(`.cb-cell${cellKey(c)}`).getAttribute('data-cell')) === 'fits-now') return c;
    const hand = await w.locator('.cb-hand').innerText();
    await rotate();
    await expect.poll(() => w.locator('.cb-hand').innerText()).not.toBe(hand);
  }
  throw new Error('no visible cell takes the tile in any turn');
}

test('a whole game on a phone keeps the play in view, by mouse, keyboard and touch, without "Fit to view"', async ({ browser }) => {
  test.setTimeout(600_000);
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/en/sandbox/');
  const w = page.locator('.cb-sandbox');
  await w.scrollIntoViewIfNeeded();
  await w.dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect(w).toHaveAttribute('data-ready', '', { timeout: 30_000 });
  await expect(w.locator('.cb-help').first()).toContainText('Seed 1 · 71 tiles left in the pile');
  let seen = await checkInView(w, 0);
  let widest = 0;
  for (let turn = 1; !seen.pileEmpty; turn++) {
    expect(turn, 'the game ends with the pile').toBeLessThan(80);
    if (turn === 36) await page.emulateMedia({ reducedMotion: 'no-preference' });
    const before = seen.tiles;
    const pile = await w.locator('.cb-help').first().innerText();
    if (seen.fits === 0) {
      await w.getByRole('button', { name: 'Put the tile aside (fits nowhere)' }).click();
    } else if (turn % 5 === 4) {
      // by keyboard: the focus is on the board after each turn; walk to a visible cell, turn, Enter
      const cell = await visibleFitNow(w, () => page.keyboard.press('r'));
      if ((await focusedCell(page)) === null) await w.locator(`.cb-cell${cellKey(cell)}`).focus();
      await walkCursorTo(page, cell, 30);
      await page.keyboard.press('Enter');
      await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
      for (let i = 0; i < 20 && (await focused(page)) !== 'No follower'; i++) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
    } else if (turn % 5 === 2) {
      // by touch
      const cell = await visibleFitNow(w, () => w.getByRole('button', { name: 'Rotate (R)' }).tap());
      await w.locator(`.cb-cell${cellKey(cell)}`).tap();
      await w.getByRole('button', { name: 'No follower' }).tap();
    } else {
      // by mouse; every third turn a follower on the first spot offered
      const cell = await visibleFitNow(w, () => w.getByRole('button', { name: 'Rotate (R)' }).click());
      await w.locator(`.cb-cell${cellKey(cell)}`).click();
      const spots = w.locator('.cb-followers [data-spot]');
      await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
      if (turn % 3 === 0 && (await spots.count()) > 0) await spots.first().click();
      else await w.getByRole('button', { name: 'No follower' }).click();
    }
    await expect(w.locator('.cb-help').first(), `turn ${turn}: the next tile is drawn`).not.toHaveText(pile);
    if (seen.fits > 0) expect((await look(w)).tiles, `turn ${turn}: the tile is laid`).toBe(before + 1);
    seen = await checkInView(w, turn);
    widest = Math.max(widest, await w.locator('.cb-board-svg').evaluate((s) => s.getBoundingClientRect().width));
  }
  expect(seen.tiles).toBeGreaterThan(60);
  // the board came to be larger than the screen, so following the play did something
  expect(widest).toBeGreaterThan(375);
  expect(errors).toEqual([]);
  await context.close();
});
