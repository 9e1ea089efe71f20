// The home page routes a newcomer: for each expansion, what it is and what can be played there, with
// links to its page, its questions and its rulings (the index filtered to it); then the sandbox and
// the tiles. Both languages.
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { DICTS, escapeRegExp, expect, test } from './fixtures.ts';

for (const lang of LANGS) {
  test(`the home page has a way in to every expansion (${lang})`, async ({ page }) => {
    const dict = DICTS[lang];
    await page.goto(`/${lang}/`);
    for (const area of AREAS) {
      const guide = page.getByRole('region', { name: dict.areas[area], exact: true });
      await expect(guide).toBeVisible();
      await expect(guide.getByRole('link', { name: dict.guide.page })).toHaveAttribute('href', `/${lang}/${AREA_SLUGS[area]}/`);
      await expect(guide.getByRole('link', { name: dict.guide.faq })).toHaveAttribute('href', `/${lang}/faq/?expansion=${area}#faq-${area}`);
      await expect(guide.getByRole('link', { name: dict.guide.rulings })).toHaveAttribute('href', `/${lang}/rulings/?expansion=${area}#area-${area}`);
      await expect(guide).toContainText(/\d+/);
    }
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="/${lang}/sandbox/"]`)).toBeVisible();
    await expect(main.locator(`a[href="/${lang}/tiles/"]`)).toBeVisible();
  });
}

test('"All its rulings" opens the rulings index showing that expansion only', async ({ page }) => {
  await page.goto('/fr/');
  const guide = page.getByRole('region', { name: DICTS.fr.areas.ferries, exact: true });
  await guide.getByRole('link', { name: DICTS.fr.guide.rulings }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp('/fr/rulings/?expansion=ferries')}#area-ferries$`));
  const shown = page.locator('li[data-area]:visible');
  await expect(shown.first()).toBeVisible();
  expect(await shown.evaluateAll((items) => [...new Set(items.map((li) => li.getAttribute('data-area')))])).toEqual(['ferries']);
});

test('"Read the page" lands on the expansion page', async ({ page }) => {
  await page.goto('/en/');
  const guide = page.getByRole('region', { name: DICTS.en.areas.wheel, exact: true });
  await guide.getByRole('link', { name: DICTS.en.guide.page }).click();
  await expect(page).toHaveURL(/\/en\/wheel-of-fortune\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
