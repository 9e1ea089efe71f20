// Feedback where the eye is: on a phone the spin's result shows in view of the button that caused it
// and is announced; after a crown is placed, a plague choice is made or "Done" is pressed, the keyboard
// focus goes on to the next thing to do instead of falling to the page.
import type { Locator, Page } from '@playwright/test';
import { makeSandboxPath } from '../../engine/scenario/link.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { expect, focusedCell, focusedName, tabTo, tabToCell, test, wake, walkCursorTo } from './fixtures.ts';
import { FERRIES, WHEEL } from './positions.ts';

// a busy machine wakes a widget slowly; each test plays a few steps
test.describe.configure({ timeout: 90_000 });

/** The focused element is inside the widget, never the page itself. */
const focusInside = (page: Page, widget: string): Promise<boolean> =>
  page.evaluate((sel) => document.activeElement !== document.body && document.activeElement?.closest(sel) !== null, widget);

async function spinner(page: Page): Promise<Locator> {
  await page.goto('/en/wheel-of-fortune/');
  return wake(page.locator('.cb-spinner'));
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

  for (const motion of ['reduce', 'no-preference'] as const) {
    test(`the spin's result is in view once the pig stops, and announced (motion: ${motion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      const w = await spinner(page);
      const button = w.getByRole('button', { name: '2 sectors' });
      await button.scrollIntoViewIfNeeded();
      await button.tap();
      const result = w.locator('.cb-verdict[data-sector]');
      await expect(result).toContainText('stops on Taxes', { timeout: 15_000 });
      await expect(result.locator('.cb-title')).toBeInViewport();
      await expect(w.getByRole('status')).toContainText('Blue scores 6 points (Taxes: knights collect from their cities)');
      // the button pressed is still on screen too: the result sits right under the spin buttons
      await expect(button).toBeInViewport();
    });
  }

  test('a crown space refused shows its reason in view', async ({ page }) => {
    const w = await spinner(page);
    // Blue has two followers in supply: a third crown is refused
    for (const name of ['Follower on crown space 1 of Famine', 'Follower on crown space 2 of Storm', 'Follower on crown space 1 of Plague']) {
      const b = w.getByRole('button', { name });
      await b.scrollIntoViewIfNeeded();
      await b.tap();
    }
    const refusal = w.locator('.cb-verdict[data-verdict="refused"]');
    await expect(refusal).toContainText('Blue has no follower left to put on the wheel.');
    await expect(refusal).toBeInViewport();
    await expect(w.getByRole('status')).toContainText('Blue has no follower left');
  });
});

test('the spinner: a crown placed from the list sends the focus on to the spin, not to the page', async ({ page }) => {
  const w = await spinner(page);
  await w.getByRole('button', { name: 'Follower on crown space 1 of Famine' }).focus();
  await page.keyboard.press('Enter');
  await expect(w.getByRole('status')).toHaveText('Blue puts a follower on crown space 1 of Famine.');
  await expect.poll(() => focusInside(page, '.cb-spinner')).toBe(true);
  expect(await focusedName(page)).toBe('Draw a wheel tile');
});


async function sandbox(page: Page, s: Scenario): Promise<Locator> {
  await page.goto(makeSandboxPath(s, 'en'));
  const w = page.locator('.cb-sandbox');
  await wake(w);
  await expect(w.getByRole('status')).toHaveText('Position opened from the link.');
  return w;
}

test('the sandbox by keyboard: each plague choice, the last one and the crown placed keep the focus in play', async ({ page }) => {
  const w = await sandbox(page, WHEEL);
  const plague = w.locator('[data-phase="plague"]');
  await expect(plague).toHaveAttribute('data-player', 'blue');
  await expect.poll(() => focusedName(page)).toMatch(/^Blue/);
  await page.keyboard.press('Enter');
  await expect(plague).toHaveAttribute('data-player', 'red');
  await expect.poll(() => focusInside(page, '.cb-sandbox')).toBe(true);
  await expect.poll(() => focusedName(page)).toMatch(/^Red/);
  await page.keyboard.press('Enter');
  await expect(plague).toHaveCount(0);
  // the plague chosen, the tile in hand is next: the focus is on the board
  await expect.poll(() => focusedCell(page)).not.toBeNull();
  for (let i = 0; i < 8 && !(await focusedName(page)).includes('fits here as turned'); i++) {
    const before = await focusedName(page);
    await page.keyboard.press(i % 4 === 3 ? 'ArrowRight' : 'r');
    if (i % 4 === 3) await expect.poll(() => focusedName(page)).not.toBe(before);
    else await page.waitForTimeout(50);
  }
  await page.keyboard.press('Enter');
  await tabTo(page, 'Follower on crown space 2 of Storm');
  await page.keyboard.press('Enter');
  await expect(w.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'accepted');
  await expect.poll(() => focusInside(page, '.cb-sandbox')).toBe(true);
  await expect.poll(() => focusedCell(page)).not.toBeNull();
});

test('the sandbox by keyboard: "Done" ends the turn and the focus goes back to the board', async ({ page }) => {
  const w = await sandbox(page, FERRIES);
  await tabToCell(page, 120);
  await walkCursorTo(page, [1, 0]);
  await page.keyboard.press('Enter');
  await tabTo(page, 'No follower');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toBe('East jetty of the lake with three jetties east of the start tile');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(w.locator('.cb-board-svg > [data-tile="ferries/lake-3"] [data-ferry]')).toHaveAttribute('data-ferry', 'E-W');
  await expect.poll(() => focusedCell(page)).not.toBeNull();
  await walkCursorTo(page, [-1, 0]);
  await page.keyboard.press('Enter');
  await tabTo(page, 'No follower');
  await page.keyboard.press('Enter');
  await tabTo(page, 'Done: end the turn');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('status')).toContainText('Accepted');
  await expect.poll(() => focusInside(page, '.cb-sandbox')).toBe(true);
  await expect.poll(() => focusedCell(page)).not.toBeNull();
});
