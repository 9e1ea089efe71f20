// The ferries' and the wheel's rules load only where they are played (engine/load.ts: ensureSets, awaited
// by each island before its first render), and so do their widget parts (components/widgets/
// expansion-ui.ts: the wheel board's drawing, the crown and plague choices, the ferries' lists and jetty
// buttons): the JavaScript a page requests while the reader plays a base or a River scenario holds none
// of these chunks; the Wheel of Fortune page and a Ferries scenario load their own and play a turn with
// them (a follower on a crown space, a ferry set on two jetties).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { cellAt, expect, test, wake } from './fixtures.ts';

const ASTRO = join(import.meta.dirname, '..', '..', 'dist', '_astro');

/** The built chunk of one expansion: its rules and its widget parts, in one file named after it
 * (src/lib/intent/chunks.ts). */
function chunk(name: 'wheel' | 'ferries'): string {
  const files = readdirSync(ASTRO).filter((f) => new RegExp(`^${name}\\.[\\w-]+\\.js$`).test(f));
  expect(files, `one ${name} chunk in dist/_astro`).toHaveLength(1);
  return files[0]!;
}

/** The names of the JS files the page requests from now on. */
function scripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) seen.add(name);
  });
  return seen;
}

test('playing a base and a River scenario loads neither the wheel nor the ferries rules', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  for (const path of ['/en/rulings/base-road-score/', '/en/rulings/river-no-u-turn/']) {
    await page.goto(path);
    const w = page.locator('.cb-player').first();
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.locator('.cb-step')).toContainText('Step 1 of');
    await w.getByRole('button', { name: 'Try it yourself' }).click();
    await expect(w.locator('[data-cell="fits"], [data-cell="fits-now"]').first()).toBeVisible();
  }
  // the widgets' own code did load: the check looks at the right requests
  expect([...seen].some((f) => f.startsWith('ScenarioPlayer.'))).toBe(true);
  expect(seen.has(wheel), `${wheel} requested`).toBe(false);
  expect(seen.has(ferries), `${ferries} requested`).toBe(false);
  // nor any file of an expansion's widget parts apart from its chunk
  expect([...seen].filter((f) => /^expansion-ui-/.test(f))).toEqual([]);
});

/** Clicks "Try it yourself" until the player is in try mode (a click before its script started is lost). */
async function tryIt(w: Locator): Promise<void> {
  await expect(async () => {
    if ((await w.getAttribute('data-mode')) !== 'try') await w.getByRole('button', { name: 'Try it yourself', exact: true }).click({ timeout: 2_000 });
    await expect(w).toHaveAttribute('data-mode', 'try', { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}

/** Places the tile in hand on the first cell where it fits, turning it until it fits somewhere. */
async function placeAnywhere(w: Locator): Promise<void> {
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await w.getByRole('button', { name: 'Rotate (R)' }).click();
  await w.locator('[data-cell="fits-now"]').first().click();
}

test('on the Wheel page a scenario loads the wheel parts, draws the wheel board and takes a follower on a crown space', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  await page.goto('/en/wheel-of-fortune/');
  const w = page.locator('#wheel-crown-placement .cb-player').first();
  expect(seen.has(wheel), 'nothing of the wheel before the reader acts').toBe(false);
  await wake(w);
  expect(seen.has(wheel)).toBe(true);
  expect(seen.has(ferries)).toBe(false);
  // the board drawn by the client still has its wheel (the drawing came with the parts)
  await expect(w.locator('.cb-board-svg > [data-tile="wheel/board"] [data-pig]')).toHaveCount(1);
  await tryIt(w);
  await placeAnywhere(w);
  // crown spaces offered on the board and in the list, both from the wheel's parts
  await expect(w.locator('[data-target="crown"]').first()).toBeVisible();
  await w.locator('.cb-followers [data-crown="taxes-1"]').click();
  await expect(w.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'accepted');
  await expect(w.locator('[data-crowned="taxes-1"] [data-player="blue"]')).toHaveCount(1);
});

test('the wheel page loads the wheel rules and parts when the spinner wakes, and not the ferries', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  await page.goto('/en/wheel-of-fortune/');
  expect(seen.has(wheel), 'nothing of the wheel before the reader acts').toBe(false);
  await wake(page.locator('.cb-spinner'));
  expect(seen.has(wheel)).toBe(true);
  expect(seen.has(ferries)).toBe(false);
});

test('a Ferries scenario loads the ferries rules and parts, and a ferry is set on two jetties', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  await page.goto('/en/rulings/ferries-place-ferry/');
  const w = page.locator('.cb-player').first();
  await wake(w);
  expect(seen.has(ferries)).toBe(true);
  expect(seen.has(wheel)).toBe(false);
  await tryIt(w);
  await cellAt(w, 1, 0).click();
  await w.getByRole('button', { name: 'No follower' }).click();
  // the ferry's step: jetty buttons on the board and the pairs in the list, both from the ferries' parts
  await expect(w.locator('fieldset.cb-ferries[data-phase="ferry"]')).toBeVisible();
  await w.locator('[data-target="jetty"][data-key="1,0:W"]').click();
  await w.locator('[data-target="jetty"][data-key="1,0:E"]').click();
  await expect(w.locator('.cb-board-svg > [data-tile="ferries/lake-3"] [data-ferry]')).toHaveAttribute('data-ferry', 'W-E');
});

// The sandbox wakes with a fresh game's sets (the base game): an expansion's rules, parts and words come
// when the reader ticks it, and a game of it starts only once they are in (components/widgets/use-sets.tsx).
test('the sandbox wakes without any expansion, and brings in the wheel when the reader ticks it', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  // the wheel's chunk held back until the test lets it through
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(`**/_astro/${wheel}`, async (route) => {
    await released;
    await route.continue();
  });
  // the reader saves data: nothing is fetched ahead, so only what the reader asks for comes
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  await page.goto('/en/sandbox/');
  const w = page.locator('.cb-sandbox');
  await wake(w);
  expect(seen.has(wheel), 'the fresh sandbox fetched the wheel').toBe(false);
  expect(seen.has(ferries), 'the fresh sandbox fetched the ferries').toBe(false);
  await w.getByRole('checkbox', { name: 'The Wheel of Fortune' }).check();
  await w.getByRole('button', { name: 'Apply' }).click();
  // the game waits for the wheel's rules, and says so; the base game stays on the board meanwhile
  await expect(w.locator('[data-sets-loading]')).toHaveText('Loading the rules of The Wheel of Fortune…');
  await expect(w.locator('.cb-board-svg > [data-tile="wheel/board"]')).toHaveCount(0);
  expect(seen.has(wheel)).toBe(true);
  expect(seen.has(ferries)).toBe(false);
  release();
  await expect(w.locator('.cb-board-svg > [data-tile="wheel/board"]')).toHaveCount(1);
  await expect(w.locator('[data-sets-loading]')).toHaveCount(0);
  // the wheel's rule options are offered with their rulings' titles, not their ids alone
  const links = await w.locator('.cb-settings-box a[href*="/rulings/wheel-"]').evaluateAll((as) =>
    as.map((a) => ({ id: a.getAttribute('href')!.split('/').filter(Boolean).pop()!, text: a.textContent!.trim() })));
  expect(links.length, 'the wheel\'s options link their rulings').toBeGreaterThan(0);
  for (const { id, text } of links) expect(text.replace(id, '').trim(), `the title of ${id}`).not.toBe('');
});

test('once the sandbox is awake, every set\'s code is fetched ahead, so a set ticked later needs no download', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  await page.goto('/en/sandbox/');
  const w = page.locator('.cb-sandbox');
  await wake(w);
  await expect.poll(() => seen.has(wheel) && seen.has(ferries), { timeout: 10_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  // from now on any expansion code asked for is refused: ticking the wheel must not need it
  const asked: string[] = [];
  await page.route(/\/_astro\/(wheel|ferries|river|expansion-ui-|i18n-en-(wheel|ferries)|ruling-titles-en-)/, (route) => {
    asked.push(route.request().url());
    return route.abort('aborted');
  });
  await w.getByRole('checkbox', { name: 'The Wheel of Fortune' }).check();
  await w.getByRole('button', { name: 'Apply' }).click();
  await expect(w.locator('.cb-board-svg > [data-tile="wheel/board"]')).toHaveCount(1);
  await expect(w.locator('[data-sets-loading], [data-sets-failed]')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('in French, a set whose code cannot be fetched is said, and the game in progress stays', async ({ page }) => {
  const ferries = chunk('ferries');
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true }));
  // aborted as a dropped connection would be (the fixture counts any other failed request as a fault)
  await page.route(`**/_astro/${ferries}`, (route) => route.abort('aborted'));
  await page.goto('/fr/sandbox/');
  const w = page.locator('.cb-sandbox');
  await wake(w);
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await w.getByRole('button', { name: 'Tourner (R)' }).click();
  await w.locator('[data-cell="fits-now"]').first().click();
  await w.getByRole('button', { name: 'Pas de partisan' }).click();
  await expect(w.locator('.cb-board-svg > [data-tile]')).toHaveCount(2);
  await w.locator('.cb-settings-box summary').click();
  await w.getByRole('checkbox', { name: 'Les Bacs' }).check();
  await w.getByRole('button', { name: 'Appliquer' }).click();
  await expect(w.locator('[data-sets-failed]')).toHaveText(/^Les règles n’ont pas pu être chargées \(Les Bacs\)\u00a0: vérifiez la connexion, puis réessayez\.$/);
  await expect(w.locator('[data-sets-failed]')).toHaveAttribute('role', 'alert');
  // nothing was played without the ferries' rules: the two tiles of the game stay, and no lake
  await expect(w.locator('.cb-board-svg > [data-tile]')).toHaveCount(2);
  await expect(w.locator('.cb-board-svg > [data-tile^="ferries/"]')).toHaveCount(0);
  // the connection is back: "Apply" again brings them in
  await page.unroute(`**/_astro/${ferries}`);
  await w.getByRole('button', { name: 'Appliquer' }).click();
  await expect(w.locator('[data-sets-failed]')).toHaveCount(0);
  await expect(w.locator('[data-reconfigured]')).toBeVisible();
});
