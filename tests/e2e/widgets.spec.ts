// The ScenarioPlayer on the built site: steps and verdicts, the reader's own move by mouse and by
// keyboard only, refusals with their ruling link, options switched in place, the HTML without
// JavaScript, and the time from visible to interactive.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The first player on a page, once hydrated. */
async function player(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const w = page.locator('.cb-player').first();
  await w.scrollIntoViewIfNeeded();
  await expect(w).toHaveAttribute('data-ready', '');
  return w;
}

const status = (w: Locator) => w.getByRole('status');

test('stepping through a scenario shows each verdict with its ruling and the score breakdown', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  await expect(w.locator('.cb-step')).toHaveText('Starting position');
  await expect(w.getByRole('button', { name: 'Back' })).toBeDisabled();
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-step')).toContainText('Step 1 of 1');
  await expect(w.locator('.cb-step')).toContainText('Red places base/W at (1, 0)');
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(verdict).toContainText('Blue scores 3 points');
  await expect(verdict.getByRole('link', { name: 'base-road-score' })).toHaveAttribute('href', '/en/rulings/base-road-score/');
  await expect(verdict).toContainText('3 tiles: 3 pts');
  await expect(w.locator('.cb-scores [data-player="blue"]')).toHaveAttribute('data-points', '3');
  await expect(status(w)).toContainText('Step 1 of 1');
  await w.getByRole('button', { name: 'Reset' }).click();
  await expect(w.locator('.cb-step')).toHaveText('Starting position');
});

test('a refused step names the ruling that forbids it, linked to its page', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-edges-match/');
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-note', { hasText: 'base/E fits in 4 ways' })).toBeVisible();
  // four (cell, turn) pairs over two cells: above and below the start tile
  await expect(w.locator('[data-fits]')).toHaveCount(2);
  await w.getByRole('button', { name: 'Next' }).click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'refused');
  await expect(verdict).toContainText('would meet the field edge');
  await expect(verdict.getByRole('link', { name: 'base-edges-match' })).toHaveAttribute('href', '/en/rulings/base-edges-match/');
  await expect(w.locator('[data-ghost="refused"]')).toHaveCount(1);
});

test('by mouse: try it, a refusal on a taken cell, then the road completed and scored', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(w.locator('[data-cell="fits"], [data-cell="fits-now"]').first()).toBeVisible();
  await w.getByRole('button', { name: /^\(0, 0\)/ }).click();
  await expect(w.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'refused');
  await expect(w.locator('.cb-verdict').getByRole('link', { name: 'base-cell-free' })).toHaveAttribute('href', '/en/rulings/base-cell-free/');
  // drag the tile from the hand onto the cell east of the start tile
  const cell = w.getByRole('button', { name: /^\(1, 0\)/ });
  await w.locator('.cb-hand-tile').dragTo(cell);
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  await w.getByRole('button', { name: 'No follower' }).click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(verdict).toContainText('Blue scores 3 points');
  await expect(verdict.getByRole('link', { name: 'base-road-score' })).toHaveAttribute('href', '/en/rulings/base-road-score/');
  await expect(status(w)).toContainText('Blue scores 3 points (base-road-score)');
});

/** Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the keyboard never reached the control');
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

test('by keyboard only: cursor, R to rotate, Enter to place, Tab to the follower choice', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  await tabTo(page, w.getByRole('button', { name: 'Try it yourself' }));
  await page.keyboard.press('Enter');
  expect(await focusedName(page)).toMatch(/^\(-?\d+, -?\d+\)/);
  // walk the cursor to (1, 0) from wherever it starts
  for (let i = 0; i < 6; i++) {
    const [x, y] = (await focusedName(page)).match(/-?\d+/g)!.map(Number) as [number, number];
    if (x === 1 && y === 0) break;
    await page.keyboard.press(x < 1 ? 'ArrowRight' : x > 1 ? 'ArrowLeft' : y < 0 ? 'ArrowDown' : 'ArrowUp');
  }
  expect(await focusedName(page)).toMatch(/^\(1, 0\)/);
  // four turns bring the tile back to where it started; the engine's answer stays the same
  for (let i = 0; i < 4; i++) await page.keyboard.press('r');
  await expect(w.locator('.cb-hand')).toContainText('turned 0°');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  const none = w.getByRole('button', { name: 'No follower' });
  await tabTo(page, none, 10);
  await page.keyboard.press('Enter');
  await expect(status(w)).toContainText('Blue scores 3 points (base-road-score)');
  expect(await focusedName(page)).toBe('Try again');
});

test('a rule option switched in place replays the scenario under that reading', async ({ page }) => {
  const w = await player(page, '/en/rulings/inns-inn-road/');
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-verdict')).toContainText('Blue scores 6 points');
  await w.getByLabel('Inns score as in Inns & Cathedrals').selectOption('false');
  await expect(w.locator('.cb-step')).toContainText('Step 1 of 1');
  await expect(w.locator('.cb-verdict')).toContainText('Blue scores 3 points');
  await expect(w.locator('.cb-verdict').getByRole('link', { name: 'base-road-score' })).toBeVisible();
});

test('French pages name every control in French', async ({ page }) => {
  const w = await player(page, '/fr/rulings/base-road-score/');
  for (const name of ['Précédent', 'Suivant', 'Recommencer', 'À vous de jouer', 'Agrandir (+)', 'Réduire (−)', 'Tout afficher']) {
    await expect(w.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await w.getByRole('button', { name: 'Suivant' }).click();
  await expect(w.locator('.cb-verdict')).toContainText('Bleu marque 3 points');
  await expect(w.locator('.cb-verdict').getByRole('link', { name: 'base-road-score' })).toHaveAttribute('href', '/fr/rulings/base-road-score/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the board and the caption are in the HTML', async ({ page }) => {
    await page.goto('/en/rulings/base-road-score/');
    const w = page.locator('.cb-player').first();
    await expect(w.getByRole('img', { name: 'Board with 2 tiles' })).toBeVisible();
    await expect(w.locator('[data-tile="base/D"]')).toHaveCount(1);
    await expect(w.getByText('A finished road scores a point per tile')).toBeVisible();
    await expect(w.locator('.cb-step')).toHaveText('Starting position');
  });
});

test('pan and zoom: buttons, keys and fit to view', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  const stage = w.locator('.cb-stage');
  await w.getByRole('button', { name: 'Zoom in (+)' }).click();
  await expect(stage).toHaveAttribute('style', /scale\(1\.25\)/);
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('+');
  await expect(stage).toHaveAttribute('style', /scale\(1\.5625\)/);
  // a drag pans the zoomed board
  const box = (await w.locator('.cb-viewport').boundingBox())!;
  const before = await stage.getAttribute('style');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  await expect(stage).not.toHaveAttribute('style', before!);
  // the press that ended the drag played no cell
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toHaveCount(0);
  await expect(w.locator('.cb-verdict')).toHaveCount(0);
  await w.getByRole('button', { name: 'Fit to view' }).click();
  await expect(stage).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\)/);
});

test('a widget is interactive soon after it becomes visible', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting && !seen.has(e.target)) {
          seen.add(e.target);
          performance.mark('cb-widget-visible');
        }
      }
    });
    document.addEventListener('DOMContentLoaded', () => document.querySelectorAll('.cb-widget').forEach((el) => io.observe(el)));
  });
  /** From the first widget seen after `since` to the last one ready: an upper bound for each of them. */
  const span = (since: number) =>
    page.evaluate((t) => {
      const after = (name: string) => performance.getEntriesByName(name).map((m) => m.startTime).filter((x) => x >= t);
      return Math.max(...after('cb-widget-ready')) - Math.min(...after('cb-widget-visible'));
    }, since);
  // the first widget on a page waits for the island's modules to come over the network
  const first = await player(page, '/en/base/');
  const cold = await span(0);
  // a widget further down the page: the modules are loaded, so this is the island's own start-up
  const before = await page.evaluate(() => performance.now());
  const last = page.locator('.cb-player').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-ready', '');
  const warm = await span(before);
  expect(await first.getAttribute('data-ready')).toBe('');
  const note = `first widget on the page ${cold.toFixed(1)} ms (module download included), later widget ${warm.toFixed(1)} ms`;
  test.info().annotations.push({ type: 'time-to-interactive', description: note });
  console.log(`widget time to interactive after visible: ${note}`);
  expect(warm).toBeLessThan(100);
});
