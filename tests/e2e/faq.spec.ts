// The FAQ lists every ruling's player question, grouped by expansion, with the rulings index's
// filters, and each question opens its ruling.
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import type { Page } from '@playwright/test';
import { DICTS, expect, rulingBlock, test } from './fixtures.ts';

function visibleQuestions(page: Page): Promise<Array<{ id: string; category: string }>> {
  return page.locator('li[data-faq]').evaluateAll((items) =>
    items
      .filter((li) => (li as HTMLElement).checkVisibility())
      .map((li) => ({ id: (li as HTMLElement).dataset.faq ?? '', category: (li as HTMLElement).dataset.category ?? '' })),
  );
}

for (const lang of ['en', 'fr'] as const) {
  const dict = DICTS[lang];

  test(`the FAQ is in the navigation and lists every question, filtered like the index (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await page.getByRole('navigation', { name: dict.nav.label }).getByRole('link', { name: dict.nav.faq, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/faq/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(dict.faq.title);
    expect((await visibleQuestions(page)).length).toBe(RULINGS.length);

    await page.getByRole('combobox', { name: dict.index.category }).selectOption({ label: dict.categories.house });
    const house = RULINGS.filter((r) => r.category === 'house').map((r) => r.id).sort();
    await expect.poll(async () => (await visibleQuestions(page)).map((q) => q.id).sort()).toEqual(house);
    await expect(page).toHaveURL(/\?category=house$/);
    await expect(page.locator('[data-count]')).toHaveText(dict.faq.count(house.length, RULINGS.length));
  });

  test(`a question opens its ruling (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/faq/?expansion=river`);
    const entry = page.locator('li[data-faq="river-no-u-turn"]');
    await entry.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/rulings/river-no-u-turn/$`));
    await expect(rulingBlock(page, 'river-no-u-turn').locator('.ruling-question')).toBeVisible();
  });
}
