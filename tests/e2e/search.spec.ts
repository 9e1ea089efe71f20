// Search opens on demand (button or Ctrl-K). Each ruling is one result (its own page), found by its
// id or a piece of it, by a word of another edition or language (the glossary's synonyms), or by the
// words of its player question; the filters apply per ruling and the count counts rulings.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { AREAS, type Lang } from '../../components/lib/vocabulary.ts';
import { DICTS, expect, rulingBlock, test } from './fixtures.ts';

function searchDialog(page: Page, lang: Lang) {
  return page.getByRole('dialog', { name: DICTS[lang].search.title });
}

async function searchFor(page: Page, lang: Lang, words: string) {
  const dialog = searchDialog(page, lang);
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('searchbox');
  await expect(input, 'opening search puts the cursor in its field').toBeFocused();
  await input.fill(words);
  return dialog;
}

/** The ruling ids of the results shown, in order. */
function resultIds(page: Page): Promise<string[]> {
  return page.locator('[data-search-results] li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.ruling ?? ''));
}

const cases: Array<{ lang: Lang; what: string; words: string; id: string }> = [
  { lang: 'en', what: 'an id', words: 'river-no-u-turn', id: 'river-no-u-turn' },
  { lang: 'en', what: 'a piece of an id', words: 'pig-herd', id: 'river2-pig-herd' },
  { lang: 'fr', what: 'an id shared in part by three others', words: 'wheel-famine', id: 'wheel-famine' },
  { lang: 'en', what: 'a word of another edition', words: 'highwayman', id: 'ferries-meeple-on-road-end' },
  { lang: 'en', what: 'a French word', words: 'voleur', id: 'ferries-meeple-on-road-end' },
  { lang: 'fr', what: 'a synonym the French text does not use', words: 'embarcadère', id: 'ferries-needs-ferry-on-road' },
  { lang: 'fr', what: 'the words of a French question', words: 'peut-elle faire demi-tour', id: 'river-no-u-turn' },
  { lang: 'en', what: 'the words of a question', words: 'when do I get my followers back', id: 'base-followers-return' },
  { lang: 'en', what: 'a plain word, whose defining ruling comes before its edge cases', words: 'famine', id: 'wheel-famine' },
  { lang: 'fr', what: 'a plain word, before the house rule on it', words: 'troupeau de cochons', id: 'river2-pig-herd' },
  { lang: 'fr', what: 'a question as a sentence', words: 'puis-je déplacer un bac deux fois', id: 'ferries-once-per-turn' },
  { lang: 'fr', what: 'a word without its accent', words: 'Riviere', id: 'river-setup-stack' },
];

for (const { lang, what, words, id } of cases) {
  test(`${what}: "${words}" (${lang}) puts ${id} first and lands on it`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    await page.keyboard.press('Control+k');
    const dialog = await searchFor(page, lang, words);
    await expect.poll(() => resultIds(page).then((ids) => ids[0]), { timeout: 10_000 }).toBe(id);
    const first = dialog.locator('[data-search-results] li').first();
    await expect(first.locator('.badge'), 'the result shows its category badge').toBeVisible();
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/rulings/${id}/$`));
    await expect(rulingBlock(page, id)).toBeVisible();
  });
}

for (const { lang, typo, word, id } of [
  { lang: 'en', typo: 'plauge', word: 'plague', id: 'wheel-plague' },
  { lang: 'fr', typo: 'pste', word: 'peste', id: 'wheel-plague' },
] as const) {
  test(`a typo: "${typo}" (${lang}) shows the results for "${word}", with the reader's own word one click away`, async ({ page }) => {
    const dict = DICTS[lang].search;
    await page.goto(`/${lang}/`);
    await page.keyboard.press('Control+k');
    const dialog = await searchFor(page, lang, typo);
    await expect.poll(() => resultIds(page).then((ids) => ids[0]), { timeout: 10_000 }).toBe(id);
    await expect(dialog.getByText(dict.corrected.replace('{words}', word))).toBeVisible();
    await dialog.getByRole('button', { name: dict.exact.replace('{words}', typo) }).click();
    await expect(dialog.getByRole('status')).toHaveText(dict.none);
    await expect(dialog.getByText(dict.corrected.replace('{words}', word))).toBeHidden();
    await expect(dialog.getByRole('searchbox'), 'the field keeps the focus').toBeFocused();
  });
}

test('typing key by key searches once the reader pauses, not for every partial word', async ({ page }) => {
  const pieces: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/index/')) pieces.push(request.url());
  });
  await page.goto('/fr/');
  await page.keyboard.press('Control+k');
  const input = searchDialog(page, 'fr').getByRole('searchbox');
  await input.pressSequentially('rivière', { delay: 60 });
  await expect.poll(() => resultIds(page).then((ids) => ids.length), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(pieces.length, 'index pieces fetched').toBeLessThanOrEqual(2);
});

test('Enter opens the first result, keyboard only', async ({ page }) => {
  await page.goto('/fr/');
  await page.keyboard.press('Control+k');
  await searchFor(page, 'fr', 'inns-inn-road');
  await expect.poll(() => resultIds(page).then((ids) => ids[0]), { timeout: 10_000 }).toBe('inns-inn-road');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fr\/rulings\/inns-inn-road\/$/);
});

test('each ruling is its own result, and the count counts rulings', async ({ page }) => {
  await page.goto('/en/river/');
  await page.getByRole('button', { name: DICTS.en.search.open }).first().click();
  const dialog = await searchFor(page, 'en', 'u-turn');
  await expect.poll(() => resultIds(page).then((ids) => ids.slice(0, 3)), { timeout: 10_000 }).toEqual([
    'river-no-u-turn',
    'river-u-turn-immediate',
    'house-river-all-u-turns',
  ]);
  const ids = await resultIds(page);
  expect(new Set(ids).size, 'no ruling appears twice').toBe(ids.length);
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/^\d+ rulings/);
  const counted = Number((await status.textContent())?.match(/^(\d+)/)?.[1]);
  const shownRulings = ids.filter(Boolean).length;
  expect(counted).toBeGreaterThanOrEqual(shownRulings);
});

for (const lang of ['en', 'fr'] as const) {
  test(`ticking "House rule" keeps only house rules, and lists them all (${lang})`, async ({ page }) => {
    const dict = DICTS[lang];
    await page.goto(`/${lang}/`);
    await page.keyboard.press('Control+k');
    const dialog = searchDialog(page, lang);
    await dialog.getByRole('combobox', { name: dict.index.category }).selectOption({ label: dict.categories.house });
    const more = dialog.getByRole('button', { name: dict.search.more });
    await expect.poll(() => resultIds(page).then((ids) => ids.length), { timeout: 10_000 }).toBeGreaterThan(0);
    const houseIds = RULINGS.filter((r) => r.category === 'house').map((r) => r.id).sort();
    await expect(async () => {
      if (await more.isVisible()) await more.click();
      expect((await resultIds(page)).sort()).toEqual(houseIds);
    }).toPass({ timeout: 10_000 });
    await expect(dialog.getByRole('status')).toHaveText(dict.search.rulingsMany.replace('{n}', String(houseIds.length)));
    // With words too, every result is still a house rule.
    await dialog.getByRole('searchbox').fill(lang === 'en' ? 'river' : 'rivière');
    await expect.poll(() => resultIds(page).then((ids) => ids.length > 0 && ids.every((id) => houseIds.includes(id))), { timeout: 10_000 }).toBe(true);
    const categories = await page.locator('[data-search-results] li').evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.category));
    expect(new Set(categories)).toEqual(new Set(['house']));
  });
}

test("an expansion page's introduction is still found", async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Control+k');
  const dialog = await searchFor(page, 'en', 'glance');
  await expect(dialog.locator('[data-search-results] a[href="/en/river/"]')).toBeVisible({ timeout: 10_000 });
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe: no violation in the search dialog with results and filters (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/faq/`);
    await page.keyboard.press('Control+k');
    await searchFor(page, lang, 'lake');
    await expect(page.locator('[data-search-results] li').first()).toBeVisible({ timeout: 10_000 });
    const results = await new AxeBuilder({ page }).include('[data-search-dialog]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test(`axe: no violation on the FAQ (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`/${lang}/faq/`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
  test(`the ${lang} index offers filters by expansion and by category, one record per ruling`, async ({ page }) => {
    await page.goto(`/${lang}/`);
    const filters = await page.evaluate(async () => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      return (await pagefind.filters()) as Record<string, Record<string, number>>;
    });
    const dict = DICTS[lang];
    expect(Object.keys(filters.expansion ?? {}).sort()).toEqual(AREAS.map((a) => dict.areas[a]).sort());
    expect(Object.keys(filters.category ?? {}).sort()).toEqual(Object.values(dict.categories).sort());
    const perCategory = Object.values(filters.category ?? {}).reduce((a, b) => a + b, 0);
    expect(perCategory, 'every ruling is one record with its category').toBe(RULINGS.length);
    expect(filters.category?.[dict.categories.house]).toBe(RULINGS.filter((r) => r.category === 'house').length);
  });
}
