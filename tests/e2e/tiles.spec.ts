// The tile-set page's "Open in the sandbox": following the link under a tile opens the sandbox (which
// hydrates at once for a #s= address, with no gesture) on a position with that tile on the board.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { tileAnchor } from '../../src/lib/tile-rulings.ts';

const OPEN = { en: 'Open in the sandbox', fr: 'Ouvrir dans le bac à sable' } as const;
const OPENED = { en: 'Position opened from the link.', fr: 'Position ouverte depuis le lien.' } as const;

async function openFromTilesPage(page: Page, lang: 'en' | 'fr', tile: string): Promise<void> {
  await page.goto(`/${lang}/tiles/`);
  const link = page.locator(`[id="${tileAnchor(tile)}"] a.tile-sandbox`);
  await expect(link).toHaveText(new RegExp(`^${OPEN[lang]}`));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/sandbox/#s=2\\.`));
  const sandbox = page.locator('.cb-sandbox');
  await expect(sandbox).toHaveAttribute('data-ready', '');
  await expect(sandbox.getByRole('status')).toHaveText(OPENED[lang]);
  await expect(sandbox.locator(`.cb-board-svg [data-tile="${tile}"]`)).toHaveCount(1);
}

for (const [lang, tile] of [
  ['en', 'base/U'],
  ['en', 'river1/curve'],
  ['en', 'ferries/lake-3'],
  ['en', 'wheel/ic-corner-road-e'],
  ['fr', 'river2/pig-herd'],
] as const) {
  test(`${lang}: ${tile} opens in the sandbox with the tile on the board`, async ({ page }) => {
    await openFromTilesPage(page, lang, tile);
  });
}

test('a lake tile opens with its ferry, a wheel tile beside the wheel board', async ({ page }) => {
  await openFromTilesPage(page, 'en', 'ferries/lake-3');
  await expect(page.locator('.cb-sandbox .cb-board-svg [data-tile="ferries/lake-3"] [data-ferry]')).toHaveCount(1);
  await openFromTilesPage(page, 'en', 'wheel/A');
  await expect(page.locator('.cb-sandbox .cb-board-svg [data-tile="wheel/board"]')).toHaveCount(1);
});

test('the ruling links under a tile: folded when many, shown when few, and lead to the ruling', async ({ page }) => {
  await page.goto('/en/tiles/');
  const many = page.locator(`[id="${tileAnchor('river2/pig-herd')}"] details.tile-rulings`);
  const herd = many.getByRole('link', { name: 'The pig-herd: one more point per city' });
  await expect(herd).toBeHidden();
  await many.locator('summary').click();
  await expect(herd).toBeVisible();
  const few = page.locator(`[id="${tileAnchor('river1/city-city')}"] .tile-rulings`);
  await expect(few.locator('summary')).toHaveCount(0);
  await expect(few.getByRole('link')).toHaveCount(1);
  await expect(few.getByRole('link')).toBeVisible();
  await herd.click();
  await expect(page).toHaveURL(/\/en\/rulings\/river2-pig-herd\/$/);
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe: no violations on /${lang}/tiles/ with its ruling lists open`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/tiles/`);
    await page.locator('details.tile-rulings').evaluateAll((els) => els.forEach((e) => e.setAttribute('open', '')));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('screenshots: the River tiles on a phone and on a desktop', async ({ page }) => {
  for (const [name, width] of [['phone', 390], ['desktop', 1100]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/tiles/');
    await page.locator(`[id="${tileAnchor('river2/pig-herd')}"] summary`).click();
    await page.locator('#set-river2').screenshot({ path: test.info().outputPath(`tiles-river2-${name}.png`) });
  }
});
