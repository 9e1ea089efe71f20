// The rulings index filters by expansion and by category in place, without a reload.
import type { Page } from '@playwright/test';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import type { Area, Category, Lang } from '../../components/lib/vocabulary.ts';
import { DICTS, expect, test } from './fixtures.ts';

/** Ids of the rulings whose links are visible in the main content. */
async function visibleRulingIds(page: Page, lang: Lang): Promise<string[]> {
  const ids = await page.locator('main').evaluate((main, prefix) => {
    const found = new Set<string>();
    for (const link of main.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const path = new URL(link.href).pathname;
      if (path.startsWith(prefix) && path !== prefix && link.checkVisibility()) found.add(path.slice(prefix.length).replace(/\/$/, ''));
    }
    return [...found];
  }, `/${lang}/rulings/`);
  return ids.sort();
}

/** Picks a value in a filter, whether the filter is a select, radio buttons or toggle buttons. */
async function chooseFilter(page: Page, groupLabel: string, optionLabel: string) {
  const select = page.getByRole('combobox', { name: groupLabel });
  if ((await select.count()) > 0) {
    await select.selectOption({ label: optionLabel });
    return;
  }
  const group = page.getByRole('group', { name: groupLabel }).or(page.getByRole('radiogroup', { name: groupLabel }));
  await group.getByRole('radio', { name: optionLabel, exact: true }).or(group.getByRole('button', { name: optionLabel, exact: true })).first().click();
}

const idsWhere = (keep: (r: (typeof RULINGS)[number]) => boolean) => RULINGS.filter(keep).map((r) => r.id).sort();

for (const lang of ['en', 'fr'] as const) {
  const dict = DICTS[lang].index;

  test(`without filters the index lists every ruling (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/rulings/`);
    expect(await visibleRulingIds(page, lang)).toEqual(idsWhere(() => true));
  });

  const area: Area = 'ferries';
  const category: Category = 'house';
  test(`filtering by expansion, then by category, in place (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/rulings/`);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await chooseFilter(page, dict.expansion, DICTS[lang].areas[area]);
    await expect.poll(() => visibleRulingIds(page, lang)).toEqual(idsWhere((r) => r.area === area));
    await chooseFilter(page, dict.expansion, dict.all);
    await chooseFilter(page, dict.category, DICTS[lang].categories[category]);
    await expect.poll(() => visibleRulingIds(page, lang)).toEqual(idsWhere((r) => r.category === category));
    await chooseFilter(page, dict.expansion, DICTS[lang].areas.river);
    await expect.poll(() => visibleRulingIds(page, lang)).toEqual(idsWhere((r) => r.category === category && r.area === 'river'));
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the index is the full list', async ({ page }) => {
    await page.goto('/en/rulings/');
    expect(await visibleRulingIds(page, 'en')).toEqual(idsWhere(() => true));
  });
});
