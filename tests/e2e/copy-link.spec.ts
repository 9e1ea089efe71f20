// The copy-link button puts the absolute address of the ruling's own page on the clipboard and says
// so, in a live region and in a visible note beside the button; a ruling's page also offers a
// "cite this" line that copies as text. The copying's code is fetched on the reader's first move towards
// a control (components/site/copy-boot.ts): a click that comes first waits for it, and is not lost.
import { SITE_ORIGIN } from '../helpers/dist.ts';
import { copyLinkButton, DICTS, expect, rulingBlock, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const cases = [
  { lang: 'en', path: '/en/river/', id: 'river-no-u-turn' },
  { lang: 'fr', path: '/fr/ferries/', id: 'ferries-move-ferry' },
  { lang: 'en', path: '/en/rulings/wheel-storm/', id: 'wheel-storm' },
] as const;

for (const { lang, path, id } of cases) {
  test(`copy link for ${id} on ${path}`, async ({ page, baseURL }) => {
    await page.goto(path);
    const block = rulingBlock(page, id);
    const note = block.locator('[data-copy-note]').first();
    await expect(note).toBeEmpty();
    await copyLinkButton(block, lang).click();
    // the copying's code comes on the reader's first move towards a control: the note says when it is done
    await expect(note).toHaveText(DICTS[lang].ruling.linkCopied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(copied);
    expect([SITE_ORIGIN, new URL(baseURL!).origin], 'the copied address is absolute, on this site').toContain(url.origin);
    expect(url.pathname + url.hash).toBe(`/${lang}/rulings/${id}/`);
    const announced = page.locator('[aria-live], [role="status"]').filter({ hasText: DICTS[lang].ruling.linkCopied });
    await expect(announced.first()).toBeAttached();
    // the visible sign, beside the button that was pressed
    await expect(note).toBeVisible();
    await expect(note).toHaveText(DICTS[lang].ruling.linkCopied);
    const [button, sign] = await Promise.all([copyLinkButton(block, lang).boundingBox(), note.boundingBox()]);
    expect(Math.abs(sign!.y + sign!.height / 2 - (button!.y + button!.height / 2)), 'on the same line as the button').toBeLessThan(button!.height);
    // only the note of the pressed button speaks
    await expect(page.locator('[data-copy-note]:not(:empty)')).toHaveCount(1);
  });
}

for (const lang of ['en', 'fr'] as const) {
  test(`a ruling page's citation copies as text, with the address the page was opened from (${lang})`, async ({ page, baseURL }) => {
    const dict = DICTS[lang];
    await page.goto(`/${lang}/rulings/river-lake-last/`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const line = page.locator('.cite');
    const live = new URL(baseURL!).origin;
    const expected = dict.cite.line(title, 'river-lake-last', dict.siteName, `${live}/${lang}/rulings/river-lake-last/`);
    await expect(line).toContainText(dict.cite.label);
    await expect(line.locator('.cite-text')).toHaveText(expected);
    await line.getByRole('button', { name: dict.cite.copy }).click();
    await expect(line.locator('[data-copy-note]')).toHaveText(dict.cite.copied);
    // the clipboard may carry French typography's non-breaking spaces as plain ones: the words and the address count
    const spaced = (t: string): string => t.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(await page.evaluate(() => navigator.clipboard.readText()))).toBe(spaced(expected));
    await expect(line.locator('[data-copy-note]')).toHaveText(dict.cite.copied);
    await expect(line.locator('[data-copy-note]')).toBeVisible();
  });
}

test('"Copy link" and "cite this" give the same address, whatever address the build was given', async ({ page }) => {
  await page.goto('/fr/rulings/wheel-storm/');
  await copyLinkButton(rulingBlock(page, 'wheel-storm'), 'fr').click();
  await expect(rulingBlock(page, 'wheel-storm').locator('[data-copy-note]').first()).toHaveText(DICTS.fr.ruling.linkCopied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL('/fr/rulings/wheel-storm/', page.url()).href);
  await expect(page.locator('.cite-text')).toContainText(copied);
});

test('a click before the copying code has arrived waits for it, and nothing is fetched before the reader heads for a control', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => { if (/\/copy\.[\w-]+\.js$/.test(r.url())) fetched.push(r.url()); });
  await page.route(/\/copy\.[\w-]+\.js$/, async (route) => {
    await new Promise((ok) => setTimeout(ok, 800));
    await route.continue();
  });
  await page.goto('/en/rulings/river-lake-last/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(fetched).toEqual([]);
  const block = rulingBlock(page, 'river-lake-last');
  await copyLinkButton(block, 'en').click();
  await expect(block.locator('[data-copy-note]').first()).toHaveText(DICTS.en.ruling.linkCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/en/rulings/river-lake-last/', page.url()).href);
  expect(fetched).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the citation is still there to select, without a button that could not copy', async ({ page }) => {
    await page.goto('/en/rulings/river-lake-last/');
    await expect(page.locator('.cite-text')).toContainText(`${SITE_ORIGIN}/en/rulings/river-lake-last/`);
    await expect(page.getByRole('button', { name: DICTS.en.cite.copy })).toBeHidden();
  });
});
