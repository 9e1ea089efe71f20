// The language switch keeps the reader on the same page and on the same ruling.
import type { Lang } from '../../components/lib/vocabulary.ts';
import { DICTS, escapeRegExp, expect, rulingBlock, test } from './fixtures.ts';

const OTHER: Record<Lang, Lang> = { en: 'fr', fr: 'en' };

const cases: Array<{ from: Lang; path: string; anchor?: string }> = [
  { from: 'en', path: '/en/river/', anchor: 'river-u-turn-immediate' },
  { from: 'fr', path: '/fr/wheel-of-fortune/', anchor: 'wheel-famine-no-majority' },
  { from: 'en', path: '/en/ferries/', anchor: 'ferries-first-ferry-only' },
  { from: 'en', path: '/en/rulings/river-no-u-turn/' },
  { from: 'fr', path: '/fr/rulings/' },
  { from: 'fr', path: '/fr/about/' },
];

for (const { from, path, anchor } of cases) {
  const to = OTHER[from];
  const start = anchor ? `${path}#${anchor}` : path;
  test(`switching from ${start} keeps the page${anchor ? ' and the anchor' : ''}`, async ({ page }) => {
    await page.goto(start);
    await page.getByRole('link', { name: DICTS[from].langSwitch.label }).click();
    const expected = `/${to}${path.slice(3)}${anchor ? `#${anchor}` : ''}`;
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(expected)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', to);
    if (anchor) await expect(rulingBlock(page, anchor)).toBeInViewport();
  });
}

test('the anchor the reader scrolled to by a link is kept too', async ({ page }) => {
  await page.goto('/en/river/');
  await page.evaluate(() => {
    location.hash = 'river-lake-last';
  });
  await page.getByRole('link', { name: DICTS.en.langSwitch.label }).click();
  await expect(page).toHaveURL(/\/fr\/river\/#river-lake-last$/);
  await expect(rulingBlock(page, 'river-lake-last')).toBeInViewport();
});
