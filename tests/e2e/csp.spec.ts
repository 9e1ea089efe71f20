// The Content-Security-Policy (src/lib/csp.ts): every kind of page carries it, and nothing the site does
// breaks it - pages load, islands hydrate, search loads Pagefind's WebAssembly, widgets are played.
// A violation is caught from the page's own `securitypolicyviolation` events (the fixtures also fail a
// test on the console error Chromium logs for one).
import type { Page } from '@playwright/test';
import { DICTS, expect, test, wake } from './fixtures.ts';

/** Records every CSP violation the page reports, from the first script on. */
async function watch(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`);
    });
  });
  return seen;
}

const PAGES = [
  '/en/', '/fr/', '/en/base/', '/fr/river/', '/en/ferries/', '/fr/wheel-of-fortune/', '/en/rulings/',
  '/fr/rulings/river-no-u-turn/', '/en/rulings/ferries-move-ferry/', '/en/sandbox/', '/fr/tiles/', '/en/about/',
];

test('every kind of page carries the policy and loads without a violation', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = await watch(page);
  for (const path of PAGES) {
    await page.goto(path);
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy, path).toContain("default-src 'self'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy, path).not.toMatch(/https?:/);
    await page.waitForLoadState('load');
  }
  expect(seen).toEqual([]);
});

test('the root page redirects by language with its inline script allowed', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/');
  await page.waitForURL(/\/(en|fr)\/$/);
  expect(seen).toEqual([]);
});

test('search, a widget played and the sandbox raise no violation', async ({ page }) => {
  test.setTimeout(90_000);
  const seen = await watch(page);
  await page.goto('/en/river/');
  // search loads Pagefind's script and compiles its WebAssembly: both must pass the policy
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: DICTS.en.search.title });
  const input = dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first();
  await expect(input).toBeFocused({ timeout: 15_000 });
  await input.fill('spring');
  await expect(dialog.locator('a[href*="/en/"]').first()).toBeVisible({ timeout: 20_000 });
  // widgets hydrate through client:intent, an inline script of the site's own: its hash is in the policy
  await page.goto('/en/rulings/base-road-score/');
  const player = page.locator('.cb-player').first();
  await player.getByRole('button', { name: 'Next' }).click();
  await expect(player.locator('.cb-step')).toContainText('Step 1 of 1');
  await page.goto('/en/wheel-of-fortune/');
  await wake(page.locator('.cb-spinner'));
  await page.goto('/en/sandbox/');
  await wake(page.locator('.cb-sandbox'));
  await page.locator('.cb-sandbox [data-cell="fits-now"]').first().click().catch(() => undefined);
  expect(seen).toEqual([]);
});
