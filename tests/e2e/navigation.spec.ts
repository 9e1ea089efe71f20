// Moving around the site with its main navigation, in both languages, and the
// root address sending readers to their browser's language.
import { AREA_SLUGS, AREAS, LANGS } from '../../components/lib/vocabulary.ts';
import { DICTS, escapeRegExp, expect, test } from './fixtures.ts';

for (const lang of LANGS) {
  test(`the main navigation reaches every section (${lang})`, async ({ page }) => {
    const nav = DICTS[lang].nav;
    const targets = [
      ...AREAS.map((area) => ({ name: nav[area], path: `/${lang}/${AREA_SLUGS[area]}/` })),
      { name: nav.rulings, path: `/${lang}/rulings/` },
      { name: nav.about, path: `/${lang}/about/` },
    ];
    await page.goto(`/${lang}/`);
    for (const target of targets) {
      const menu = page.getByRole('navigation', { name: nav.label });
      await menu.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.path)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });
}

test.describe('the root address', () => {
  test('sends an English browser to /en/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('sends it to /fr/', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\/$/);
    });
  });

  test.describe('with a browser in another language', () => {
    test.use({ locale: 'de-DE' });
    test('falls back to English', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\/$/);
    });
  });
});
