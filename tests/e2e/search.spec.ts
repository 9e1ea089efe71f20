// Search opens on demand (button or Ctrl-K), finds rulings by a word in either
// language, and a result lands on the ruling's anchor.
import type { Page } from '@playwright/test';
import { AREAS, type Lang } from '../../src/lib/vocabulary.ts';
import { DICTS, expect, rulingBlock, test } from './fixtures.ts';

const cases: Array<{ lang: Lang; word: string; id: string }> = [
  { lang: 'en', word: 'robber', id: 'ferries-meeple-on-road-end' },
  { lang: 'en', word: 'volcano', id: 'river2-volcano-last' },
  { lang: 'fr', word: 'brigand', id: 'ferries-meeple-on-road-end' },
  { lang: 'fr', word: 'volcan', id: 'river2-volcano-last' },
];

function searchDialog(page: Page, lang: Lang) {
  return page.getByRole('dialog', { name: DICTS[lang].search.title });
}

async function searchFor(page: Page, lang: Lang, word: string) {
  const dialog = searchDialog(page, lang);
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first();
  await expect(input, 'opening search puts the cursor in its field').toBeFocused();
  await input.fill(word);
  return dialog;
}

for (const { lang, word, id } of cases) {
  test(`Ctrl-K, "${word}" (${lang}) lands on #${id}`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await page.keyboard.press('Control+k');
    const dialog = await searchFor(page, lang, word);
    const result = dialog.locator(`a[href*="#${id}"]`).first();
    await expect(result, `a result linking to #${id}`).toBeVisible({ timeout: 10_000 });
    await result.click();
    await expect(page).toHaveURL(new RegExp(`^[^#]*/${lang}/[^#]*#${id}$`));
    await expect(rulingBlock(page, id)).toBeInViewport();
  });
}

test('Cmd-K opens search too', async ({ page }) => {
  await page.goto('/fr/ferries/');
  await page.keyboard.press('Meta+k');
  await expect(searchDialog(page, 'fr')).toBeVisible();
});

test('the search index loads only when the reader opens search', async ({ page }) => {
  const pagefindRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) pagefindRequests.push(request.url());
  });
  await page.goto('/en/river/');
  await page.waitForLoadState('networkidle');
  expect(pagefindRequests, 'Pagefind files fetched before search was opened').toEqual([]);
  await page.getByRole('button', { name: DICTS.en.search.open }).first().click();
  const dialog = await searchFor(page, 'en', 'lake');
  await expect(dialog.getByRole('link').first()).toBeVisible({ timeout: 10_000 });
  expect(pagefindRequests.length).toBeGreaterThan(0);
});

for (const lang of ['en', 'fr'] as const) {
  test(`the ${lang} index offers filters by expansion and by category`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const filters = await page.evaluate(async () => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      return (await pagefind.filters()) as Record<string, Record<string, number>>;
    });
    const dict = DICTS[lang];
    expect(Object.keys(filters.expansion ?? {}).sort()).toEqual(AREAS.map((a) => dict.areas[a]).sort());
    expect(Object.keys(filters.category ?? {}).sort()).toEqual(Object.values(dict.categories).sort());
  });
}
