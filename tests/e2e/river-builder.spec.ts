// "Build the river" on the River page: first tile by keyboard and by mouse, a refusal with its ruling
// link, a seeded address rebuilding the same river, a damaged address, and axe in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, focusedCell, test, wake, walkCursorTo } from './fixtures.ts';

async function builder(page: Page, path = '/en/river/'): Promise<Locator> {
  await page.goto(path);
  const w = page.locator('.cb-river');
  await wake(w);
  return w;
}

const tilesOnBoard = (w: Locator) => w.locator('.cb-board-svg > [data-tile]');
const drawn = (w: Locator) => w.locator('.cb-hand-tile').getAttribute('data-tile');

/** Turns the tile in hand (with `rotate`) until some cell takes it as turned. */
async function turnUntilItFits(w: Locator, rotate: () => Promise<void>): Promise<void> {
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await rotate();
  await expect(w.locator('[data-cell="fits-now"]').first()).toBeVisible();
}

test('the first river tile laid by keyboard only', async ({ page }) => {
  const w = await builder(page);
  const first = await drawn(w);
  await w.locator('[data-cell]').first().focus();
  await turnUntilItFits(w, () => page.keyboard.press('r'));
  // walk the cursor with the arrow keys to a cell that takes the tile, then Enter
  const target = w.locator('[data-cell="fits-now"]').first();
  const [tx, ty] = [Number(await target.getAttribute('data-x')), Number(await target.getAttribute('data-y'))];
  await walkCursorTo(page, [tx, ty]);
  expect(await focusedCell(page)).toEqual([tx, ty]);
  // the cell is named by where it lies, as players say it, and says the tile fits there as turned
  await expect(page.locator(':focus')).toHaveAccessibleName(/^The .+, empty, the tile fits here as turned$/);
  await expect(page.locator(':focus')).not.toHaveAccessibleName(/\(-?\d+, -?\d+\)/);
  await page.keyboard.press('Enter');
  await w.getByRole('button', { name: 'No follower' }).focus();
  await page.keyboard.press('Enter');
  await expect(tilesOnBoard(w)).toHaveCount(2);
  await expect(w.locator('.cb-board-svg > [data-tile]').nth(1)).toHaveAttribute('data-tile', first!);
  await expect(w.getByRole('status')).not.toBeEmpty();
});

test('the first river tile laid by mouse, and a refusal linked to its ruling', async ({ page }) => {
  const w = await builder(page);
  await turnUntilItFits(w, () => w.getByRole('button', { name: 'Rotate (R)' }).click());
  // a cell by the spring that does not take the tile as turned: the engine refuses and says why
  const wrong = w.locator('[data-cell="fits"], [data-cell="empty"]').first();
  await wrong.click();
  const refusal = w.locator('[data-verdict="refused"]');
  await expect(refusal).toBeVisible();
  await expect(refusal.locator('a.cb-ruling')).toHaveAttribute('href', /^\/en\/rulings\/[a-z0-9-]+\/$/);
  await turnUntilItFits(w, () => w.getByRole('button', { name: 'Rotate (R)' }).click());
  await w.locator('[data-cell="fits-now"]').first().click();
  await w.getByRole('button', { name: 'No follower' }).click();
  await expect(tilesOnBoard(w)).toHaveCount(2);
});

test('a seeded address rebuilds the same river; New river changes the seed in the address', async ({ page }) => {
  const w = await builder(page, '/en/river/?river=both&seed=4242');
  await expect(w.locator('[data-seed]')).toHaveAttribute('data-seed', '4242');
  const first = await drawn(w);
  await turnUntilItFits(w, () => w.getByRole('button', { name: 'Rotate (R)' }).click());
  await w.locator('[data-cell="fits-now"]').first().click();
  await w.getByRole('button', { name: 'No follower' }).click();
  const second = await drawn(w);

  const other = await builder(await page.context().newPage(), '/en/river/?river=both&seed=4242');
  expect(await drawn(other)).toBe(first);
  await turnUntilItFits(other, () => other.getByRole('button', { name: 'Rotate (R)' }).click());
  await other.locator('[data-cell="fits-now"]').first().click();
  await other.getByRole('button', { name: 'No follower' }).click();
  expect(await drawn(other)).toBe(second);

  await w.getByRole('button', { name: 'New river' }).click();
  const seed = await w.locator('[data-seed]').getAttribute('data-seed');
  expect(seed).not.toBe('4242');
  // the address follows once the new river is drawn
  await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toBe(seed);
  expect(new URL(page.url()).searchParams.get('river')).toBe('both');
});

test('a damaged seed says what is wrong and builds a fresh river', async ({ page }) => {
  const w = await builder(page, '/en/river/?river=I&seed=12abc');
  await expect(w.getByRole('alert')).toContainText('“12abc” is not a value for seed');
  await expect(tilesOnBoard(w)).toHaveCount(1);
  await expect(w.locator('.cb-hand-tile')).toHaveAttribute('data-tile', /^river1\//);
  await expect.poll(() => new URL(page.url()).searchParams.get('seed')).toMatch(/^\d+$/);
});

test('an address with no seed says so in French', async ({ page }) => {
  const w = await builder(page, '/fr/river/?river=II');
  await expect(w.getByRole('alert')).toContainText('L’adresse ne donne aucune valeur pour seed.');
  await expect(tilesOnBoard(w)).toHaveCount(1);
});

test('the river played out hands over to the ordinary game, with a link to the sandbox', async ({ page }) => {
  test.slow(); // a whole river, turn by turn
  const w = await builder(page, '/en/river/?river=I&seed=77');
  const handover = w.locator('[data-handover]');
  for (let turn = 0; turn < 20 && !(await handover.isVisible()); turn++) {
    const aside = w.getByRole('button', { name: 'Put the tile aside' });
    if (await aside.isVisible()) {
      await aside.click();
      continue;
    }
    await turnUntilItFits(w, () => w.getByRole('button', { name: 'Rotate (R)' }).click());
    await w.locator('[data-cell="fits-now"]').first().click();
    await w.getByRole('button', { name: 'No follower' }).click();
  }
  await expect(handover).toContainText('The river is done.');
  await expect(handover).toContainText(/Next tile, from the base pile: base\//);
  await expect(handover.getByRole('link', { name: 'Continue this game in the sandbox' })).toHaveAttribute('href', /^\/en\/sandbox\/#s=/);
  await expect(w.locator('.cb-hand-tile')).toHaveCount(0);
  await handover.getByRole('link').click();
  const sandbox = page.locator('.cb-sandbox');
  await expect(sandbox.getByRole('status')).toHaveText('Position opened from the link.');
  expect(await sandbox.locator('.cb-board-svg > [data-tile]').count()).toBeGreaterThan(10);
});

test('without JavaScript the page shows the spring and the first tile drawn', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/river/');
  const w = page.locator('.cb-river');
  await expect(tilesOnBoard(w)).toHaveCount(1);
  await expect(w.locator('.cb-hand-tile')).toHaveAttribute('data-tile', /^river1\//);
  await expect(w.locator('.cb-help')).toContainText('Graine 1 · Tuile piochée');
  await context.close();
});

test('a rule option chosen goes to the address, with the river and seed kept', async ({ page }) => {
  const w = await builder(page, '/en/river/?river=II&seed=9');
  await w.locator('summary').click();
  await w.locator('select[data-option="riverUTurn"]').selectOption('any');
  await expect(w.locator('a.cb-ruling[href="/en/rulings/house-river-all-u-turns/"]')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?river=II&seed=9&riverUTurn=any');
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe: no violations on /${lang}/river/ with the river builder live`, async ({ page }) => {
    await builder(page, `/${lang}/river/`);
    // scoped to the builder: the whole River page (dozens of scenario widgets) takes axe over 30 s
    const results = await new AxeBuilder({ page }).include('.cb-river').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
