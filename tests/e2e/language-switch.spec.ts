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

// The code that finds the reader's place (components/site/lang-switch.ts) is fetched only when the reader
// heads for the switch (a scroll paused away from it only notes where the anchors stood); a click before
// it has arrived waits for it.
test('the place-finding code loads only when the reader heads for the switch, and a click waits for it', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => { if (/\/lang-switch\.[\w-]+\.js$/.test(r.url())) fetched.push(r.url()); });
  await page.route(/\/lang-switch\.[\w-]+\.js$/, async (route) => {
    await new Promise((ok) => setTimeout(ok, 800));
    await route.continue();
  });
  await page.goto('/en/river/#river-lake-last');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(fetched, 'nothing fetched before the reader heads for the switch').toEqual([]);
  await page.getByRole('link', { name: DICTS.en.langSwitch.label }).click();
  await expect(page).toHaveURL(/\/fr\/river\/#river-lake-last$/);
  expect(fetched).toHaveLength(1);
});

const fetchedSwitch = (page: import('@playwright/test').Page): Promise<boolean> =>
  page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/lang-switch\.[\w-]+\.js$/.test(e.name)));

test('the ruling the reader paused on, away from the header, is the one opened in the other language', async ({ page }) => {
  await page.goto('/en/river/');
  await rulingBlock(page, 'river-lake-last').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // the ruling the page counts as read: the last one whose top is in the top quarter of the screen
  const read = await page.evaluate(() => {
    let id = '';
    for (const el of document.querySelectorAll<HTMLElement>('main section[data-ruling][id], main :is(h2, h3)[id]')) if (el.getBoundingClientRect().top <= innerHeight / 4) id = el.id;
    return id;
  });
  expect(read).not.toBe('');
  await page.waitForTimeout(1200);
  expect(await fetchedSwitch(page), 'a pause fetches no code').toBe(false);
  await page.evaluate(() => scrollTo(0, 0));
  await page.getByRole('link', { name: DICTS.en.langSwitch.label }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/river/#${escapeRegExp(read)}$`));
});
