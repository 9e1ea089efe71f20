// A long page holds its boards after the first two as text while it loads (integration.ts
// `withLaterIslands`) and draws them as they near the screen or in idle moments (later.ts): every board is
// there soon after load, in both languages; without JavaScript every first frame shows at once; a link to
// a ruling far down keeps that ruling in view while the boards above it are drawn; a reader who jumps to
// the bottom finds the board there drawn and playable.
import { expect, test } from './fixtures.ts';

const PAGES = [
  { path: '/en/river/', boards: 39 },
  { path: '/fr/river/', boards: 39 },
  { path: '/en/wheel-of-fortune/', boards: 24 },
] as const;

for (const { path, boards } of PAGES) {
  test(`${path}: the boards held while the page loads are all drawn soon after`, async ({ page }) => {
    // held in the page as sent: all but the first two
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<div data-cb-later><noscript><astro-island /g)?.length).toBe(boards - 2);
    await page.goto(path);
    await expect(page.locator('[data-cb-later]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('astro-island')).toHaveCount(boards);
  });
}

test('without JavaScript, every board of a long page shows its first frame', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/river/');
  const players = page.locator('.cb-player');
  await expect(players).toHaveCount(38);
  await players.last().scrollIntoViewIfNeeded();
  await expect(players.last().locator('svg').first()).toBeVisible();
  await context.close();
});

test('a link to a ruling far down a long page keeps it in view while the boards above are drawn', async ({ page }) => {
  await page.goto('/en/river/#river-lake-last');
  const ruling = page.locator('[id="river-lake-last"]');
  await expect(page.locator('[data-cb-later]')).toHaveCount(0, { timeout: 15_000 });
  const top = await ruling.evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  // the ruling's own board is there and plays
  const w = ruling.locator('.cb-player');
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-step')).toContainText('Step 1 of');
});

test('a reader who jumps to the bottom of a long page at once finds its last board drawn and playable', async ({ page }) => {
  await page.goto('/fr/river/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  // the board on the screen is drawn at once, with every one above it
  await expect(page.locator('[data-cb-later]')).toHaveCount(0, { timeout: 3_000 });
  const last = page.locator('.cb-player').last();
  await last.getByRole('button', { name: 'Suivant' }).click();
  await expect(last.locator('.cb-step')).toContainText('Étape 1 sur');
  await expect(last).toHaveAttribute('data-ready', '');
});
