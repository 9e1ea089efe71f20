// The copy-link button puts the absolute address of the ruling's own page on the
// clipboard and says so in a live region.
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
    await copyLinkButton(rulingBlock(page, id), lang).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(copied);
    expect([SITE_ORIGIN, new URL(baseURL!).origin], 'the copied address is absolute, on this site').toContain(url.origin);
    expect(url.pathname + url.hash).toBe(`/${lang}/rulings/${id}/`);
    const announced = page.locator('[aria-live], [role="status"]').filter({ hasText: DICTS[lang].ruling.linkCopied });
    await expect(announced.first()).toBeAttached();
  });
}

