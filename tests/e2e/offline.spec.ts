// Offline at the table: after one visit and "Keep the whole site", with the network cut, every kind of
// page opens and works (a ruling and its widget, an expansion page, the FAQ, search, the sandbox and a
// dispute link), in both languages; a page not kept shows the offline page with the kept ones; the
// manifest and its icons load; and a second deploy's worker replaces the first without a mix.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { makeSandboxPath } from '../../engine/scenario/link.ts';
import { LANGS, type Lang } from '../../components/lib/vocabulary.ts';
import { DISPUTE_POSITION } from '../helpers/dispute-position.ts';
import { serveDist } from '../helpers/static-server.ts';
import { DICTS, expect, test, wake } from './fixtures.ts';

const KEEP_TIMEOUT = 120_000;

// The rest of the suite blocks service workers (playwright.config.ts); these tests are about it.
test.use({ serviceWorkers: 'allow' });

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => Boolean(navigator.serviceWorker.controller)), undefined, { timeout: 20_000 });
}

/** True when a file the worker never keeps (a link preview) cannot be fetched: the network is really cut. */
async function networkIsCut(context: BrowserContext, origin: string): Promise<boolean> {
  const probe = await context.newPage();
  await probe.goto(`${origin}/en/`);
  const reached = await probe.evaluate(() => fetch('/og/en/home.png', { cache: 'no-store' }).then((r) => r.ok, () => false));
  await probe.close();
  return !reached;
}

const prefix = (template: string) => template.split('{')[0]!.trim();

for (const lang of LANGS) {
  const dict = DICTS[lang];

  test(`${lang}: kept from the About page, then offline: ruling and widget, expansion page, FAQ, search, sandbox and dispute link`, async ({ page, context, baseURL }) => {
    test.setTimeout(KEEP_TIMEOUT + 60_000);
    await page.goto(`/${lang}/about/`);
    await controlled(page);
    const keep = page.locator('main [data-keep-offline]');
    await expect(keep.locator('[data-keep-size]')).toContainText(lang === 'en' ? ' MB' : '\u00a0Mo');
    const axe = await new AxeBuilder({ page }).include('[data-keep-offline]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`), 'the keep controls pass axe').toEqual([]);
    await keep.getByRole('button', { name: dict.offline.keep }).click();
    await expect(keep.locator('progress')).toBeVisible();
    await expect(keep.getByRole('status')).toContainText(prefix(dict.offline.kept('{pages}', '{mb}')), { timeout: KEEP_TIMEOUT });
    await expect(page.locator('footer [data-keep-offline]').getByRole('status'), 'the footer says the same').toContainText(prefix(dict.offline.kept('{pages}', '{mb}')));

    await context.setOffline(true);
    expect(await networkIsCut(context, baseURL!), 'offline means offline: a link preview cannot load').toBe(true);

    // A ruling whose scenario plays: its widget wakes and steps with code and words from the cache.
    await page.goto(`/${lang}/rulings/base-road-score/`);
    const player = await wake(page.locator('.cb-player').first());
    await player.getByRole('button', { name: lang === 'en' ? 'Next' : 'Suivant', exact: true }).click();
    await expect(player.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'accepted');

    await page.goto(`/${lang}/river/`);
    await expect(page.locator('h1')).toHaveText(lang === 'en' ? 'The River' : 'La Rivière');
    await page.goto(`/${lang}/faq/`);
    await expect(page.locator('h1')).toHaveText(dict.faq.title);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: dict.search.title });
    await dialog.getByRole('searchbox').fill('river-no-u-turn');
    await expect.poll(() => page.locator('[data-search-results] li').first().getAttribute('data-ruling'), { timeout: 15_000 }).toBe('river-no-u-turn');
    await page.keyboard.press('Escape');

    await page.goto(`/${lang}/sandbox/`);
    await wake(page.locator('.cb-sandbox'));
    await page.goto(makeSandboxPath({ ...DISPUTE_POSITION, dispute: { ruling: 'base-farm-score' } }, lang));
    await page.reload();
    const sandbox = await wake(page.locator('.cb-sandbox'));
    await expect(sandbox.locator('[data-ruling-card="base-farm-score"]').getByRole('link').first()).toHaveAttribute('href', `/${lang}/rulings/base-farm-score/`);
  });
}

test('a page not kept shows the offline page in its language, listing the pages that are', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/fr/');
  await controlled(page);
  // The shell is fetched after the first visit; wait until it is.
  await page.waitForFunction(() => localStorage.getItem('casebook-offline-shell-fr') !== null, undefined, { timeout: 90_000 });
  await page.goto('/fr/tiles/');
  await context.setOffline(true);
  await page.goto('/fr/faq/');
  await expect(page.locator('h1')).toHaveText(DICTS.fr.offline.title);
  const kept = page.locator('[data-kept-list] a');
  await expect(kept.first()).toBeVisible();
  const hrefs = await kept.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining(['/fr/', '/fr/tiles/']));
  expect(hrefs).not.toContain('/fr/faq/');
  await page.locator('[data-kept-list] a[href="/fr/tiles/"]').click();
  await expect(page).toHaveURL(/\/fr\/tiles\/$/);
});

test('the shell of one language holds none of the other language’s words or index', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/');
  await controlled(page);
  await page.waitForFunction(() => localStorage.getItem('casebook-offline-shell-en') !== null, undefined, { timeout: 90_000 });
  const cachedNow = () =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
  // Workbox answers once every response is in hand; the last writes to the cache may follow a moment later.
  await expect.poll(async () => (await cachedNow()).filter((u) => u === '/en/' || /^\/_astro\/en\.|^\/pagefind\/wasm\.en\./.test(u)).length, { timeout: 15_000 }).toBe(3);
  const cached = await cachedNow();
  expect(cached.filter((u) => /^\/_astro\/(?:[\w-]*-)?fr\.|\/wasm\.fr\.|\/fr_|^\/fr\/[^o]|^\/og\//.test(u))).toEqual([]);
});

test('the manifest of each language and its icons load', async ({ page }) => {
  for (const lang of LANGS as readonly Lang[]) {
    await page.goto(`/${lang}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`/${lang}/manifest.webmanifest`);
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest.start_url).toBe(`/${lang}/`);
    for (const icon of manifest.icons as Array<{ src: string }>) {
      const response = await page.request.get(icon.src);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()['content-type']).toContain('image/png');
    }
  }
});

test('on a first visit the worker waits while a widget the reader tapped is waking, then registers', async ({ page }) => {
  // as on a slow link: the sandbox's own code, and the page's script (which registers the worker once
  // the page is loaded and idle), are held back until the test lets them through
  const held = (pattern: RegExp) => {
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const state = { asked: false, release };
    void page.route(pattern, async (route) => {
      state.asked = true;
      await released;
      await route.continue();
    });
    return state;
  };
  const code = held(/\/_astro\/Sandbox\.[^/?]*\.js(\?.*)?$/);
  const script = held(/\/_astro\/Base\.astro_astro_type_script[^/?]*\.js(\?.*)?$/);
  const registered = () => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r !== undefined));
  await page.goto('/en/sandbox/', { waitUntil: 'commit' });
  const w = page.locator('.cb-sandbox');
  // the reader taps before the page has loaded, once it is parsed (the widget listens from then on)
  await page.waitForFunction(() => document.readyState !== 'loading');
  await w.getByRole('button', { name: 'Final scoring' }).dispatchEvent('pointerover');
  await expect.poll(() => code.asked, { message: 'the tap asked for the sandbox’s code' }).toBe(true);
  await expect(page.locator('astro-island[data-waking]')).toHaveCount(1);
  script.release();
  await page.waitForFunction(() => document.readyState === 'complete');
  // loaded, idle, and still no worker: it waits for the widget (3 s here; the idle wait is 5 s at most)
  await page.waitForTimeout(3000);
  expect(await registered(), 'no worker while the widget wakes').toBe(false);
  code.release();
  await expect(w).toHaveAttribute('data-ready', '');
  await expect(page.locator('astro-island[data-waking]')).toHaveCount(0);
  await controlled(page);
  expect(await registered()).toBe(true);
});

test('a widget whose code cannot load does not keep the worker from registering', async ({ page }) => {
  // the island's own module, and Astro's one retry of it, aborted (as a dropped connection)
  await page.route(/\/_astro\/Sandbox\.[^/?]*\.js(\?.*)?$/, (route) => route.abort('aborted'));
  await page.goto('/en/sandbox/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  const island = page.locator('astro-island').filter({ has: page.locator('.cb-sandbox') });
  await island.locator('.cb-sandbox').dispatchEvent('pointerover', { pointerType: 'mouse' });
  await expect(island.getByRole('alert')).toContainText('This board could not load its code', { timeout: 15_000 });
  await expect(page.locator('astro-island[data-waking]')).toHaveCount(0);
  await controlled(page);
});

test('a second deploy’s worker replaces the first: one worker, the new shell only, the new offline page', async ({ browser }) => {
  test.setTimeout(150_000);
  const server = await serveDist();
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}/en/`);
    await controlled(page);
    await page.waitForFunction(() => localStorage.getItem('casebook-offline-shell-en') !== null, undefined, { timeout: 90_000 });
    const firstBuild = await page.evaluate(() => localStorage.getItem('casebook-offline-shell-en'));

    // The second build: a changed offline page, so a new revision in the worker's precache list, and a new build id.
    const res = (path: string) => page.request.get(`${server.origin}${path}`).then((r) => r.text());
    const [sw, offlineHtml, list] = await Promise.all([res('/sw.js'), res('/en/offline/index.html'), res('/en/offline.json')]);
    const oldRevision = /url:"en\/offline\/index\.html",revision:"([0-9a-f]+)"/.exec(sw)?.[1];
    expect(oldRevision, 'sw.js precaches en/offline/index.html with a revision').toBeDefined();
    const newRevision = 'f'.repeat(32);
    server.override('/sw.js', sw.replace(`url:"en/offline/index.html",revision:"${oldRevision}"`, `url:"en/offline/index.html",revision:"${newRevision}"`));
    server.override('/en/offline/index.html', offlineHtml.replace('<h1>', '<h1 data-second-build>'));
    server.override('/en/offline.json', list.replace(`"build":"${firstBuild}"`, '"build":"second-build"'));

    const changed = page.evaluate(() => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })));
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await changed;
    await page.reload();
    await controlled(page);
    await page.waitForFunction(() => localStorage.getItem('casebook-offline-shell-en') === 'second-build', undefined, { timeout: 90_000 });

    const state = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      const keys: string[] = [];
      for (const name of await caches.keys()) if (name.includes('precache')) for (const r of await (await caches.open(name)).keys()) keys.push(r.url);
      return { waiting: Boolean(registration.waiting), installing: Boolean(registration.installing), offlineKeys: keys.filter((k) => k.includes('en/offline/index.html')) };
    });
    expect(state.waiting || state.installing, 'no second worker left waiting').toBe(false);
    expect(state.offlineKeys, 'only the new revision of the offline page is precached').toEqual([`${server.origin}/en/offline/index.html?__WB_REVISION__=${newRevision}`]);

    await context.setOffline(true);
    await page.goto(`${server.origin}/en/faq/`);
    await expect(page.locator('h1[data-second-build]'), 'offline, the new build’s offline page answers').toBeVisible();
  } finally {
    await context.close();
    await server.close();
  }
});
