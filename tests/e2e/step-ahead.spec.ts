// A scenario's step buttons answer before the island's code has arrived: its steps are drawn at build
// time (components/widgets/frames.ts) and fetched with the reader's first intent (src/lib/intent/
// stepper.ts). The island then hydrates on the step the reader reached and carries on from there.
// The island's code is held back here (as a slow link would) until the test lets it through.
import type { Locator, Page } from '@playwright/test';
import { expect, focusedName, test } from './fixtures.ts';

const WORDS = {
  en: { next: 'Next', back: 'Back', reset: 'Reset', tryIt: 'Try it yourself', step: (n: number, of: number) => `Step ${n} of ${of}`, setup: 'Starting position',
    turn: /^Your task: .*\. Red to play\.$/, placed: 'Placed.', stopTrying: 'Back to the steps' },
  fr: { next: 'Suivant', back: 'Précédent', reset: 'Recommencer', tryIt: 'À vous de jouer', step: (n: number, of: number) => `Étape ${n} sur ${of}`, setup: 'Position de départ',
    turn: /^Consigne\s?: .*\. Au tour de Rouge\.$/, placed: 'Tuile posée.', stopTrying: 'Revenir aux étapes' },
} as const;

/** Holds the scenario player's own module back until the returned function is called. */
async function holdCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/_astro\/ScenarioPlayer\.[^/?]*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

for (const lang of ['en', 'fr'] as const) {
  test(`the step buttons answer before the code arrives, and the island wakes on the step reached (${lang})`, async ({ page }) => {
    const w = WORDS[lang];
    const release = await holdCode(page);
    await page.goto(`/${lang}/rulings/wheel-crown-placement/`);
    const player = page.locator('.cb-player').first();
    await player.scrollIntoViewIfNeeded();
    const button = (name: string) => player.getByRole('button', { name, exact: true });
    const caption = player.locator('.cb-step');
    const status = player.getByRole('status');

    await button(w.next).click();
    await expect(caption).toContainText(w.step(1, 7));
    await expect(status).toHaveText(new RegExp(`^${w.step(1, 7)}\\. `));
    await expect(player).toHaveAttribute('data-step', '1');
    // the focus stays on "Next", a new node in the same place
    expect(await focusedName(page)).toBe(w.next);
    await button(w.next).click();
    await expect(caption).toContainText(w.step(2, 7));
    await button(w.back).click();
    await expect(caption).toContainText(w.step(1, 7));
    await button(w.reset).click();
    await expect(player).toHaveAttribute('data-step', '0');
    await expect(status).toHaveText(w.setup);
    // at the keyboard too
    await button(w.next).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(caption).toContainText(w.step(2, 7));
    // all of it without the island's code
    await expect(player).not.toHaveAttribute('data-ready', '');
    const board = await player.locator('.cb-board svg').first().innerHTML();

    release();
    await expect(player).toHaveAttribute('data-ready', '');
    await expect(player).toHaveAttribute('data-step', '2');
    await expect(caption).toContainText(w.step(2, 7));
    expect(await player.locator('.cb-board svg').first().innerHTML(), 'the island drew the same board on waking').toBe(board);
    await button(w.next).click();
    await expect(caption).toContainText(w.step(3, 7));
    await button(w.back).click();
    await button(w.back).click();
    await expect(caption).toContainText(w.step(1, 7));
  });
}

test('on the last step the focus goes on to "Try it yourself", as the island\'s own buttons send it', async ({ page }) => {
  await holdCode(page);
  await page.goto('/en/rulings/base-road-score/');
  const player = page.locator('.cb-player').first();
  await player.scrollIntoViewIfNeeded();
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(player.locator('.cb-step')).toContainText('Step 1 of 1');
  await expect(player.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  expect(await focusedName(page)).toBe('Try it yourself');
  await expect(player).not.toHaveAttribute('data-ready', '');
});

/** With the code held back, "Try it yourself" on the setup of the base game's road scenario. */
async function tryOnSetup(page: Page, lang: 'en' | 'fr'): Promise<{ release: () => void; player: Locator }> {
  const release = await holdCode(page);
  await page.goto(`/${lang}/rulings/base-road-score/`);
  const player = page.locator('.cb-player').first();
  await player.scrollIntoViewIfNeeded();
  await player.getByRole('button', { name: WORDS[lang].tryIt, exact: true }).click();
  return { release, player };
}

for (const lang of ['en', 'fr'] as const) {
  test(`"Try it yourself" on the setup answers from the frames, and the island wakes in that mode (${lang})`, async ({ page }) => {
    const w = WORDS[lang];
    const { release, player } = await tryOnSetup(page, lang);
    // the tile in hand, the cells that take it lit, the task and whose turn said, the focus on the cursor's cell
    await expect(player).toHaveAttribute('data-mode', 'try');
    await expect(player.getByRole('status')).toHaveText(w.turn);
    await expect(player.locator('.cb-cell[data-cell=fits-now]').first()).toBeVisible();
    await expect(player.locator('.cb-try')).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.matches('.cb-player .cb-cell[tabindex="0"]') ?? false)).toBe(true);
    await expect(player).not.toHaveAttribute('data-ready', '');
    const board = await player.locator('.cb-board svg').first().innerHTML();

    release();
    await expect(player).toHaveAttribute('data-ready', '');
    await expect(player).toHaveAttribute('data-mode', 'try');
    expect(await player.locator('.cb-board svg').first().innerHTML(), 'the island drew the same board on waking').toBe(board);
    expect(await page.evaluate(() => document.activeElement?.matches('.cb-player .cb-cell[tabindex="0"]') ?? false), 'the focus stayed on the cursor').toBe(true);
    // and plays the move
    await player.locator('.cb-cell[data-cell=fits-now]').first().click();
    await expect(player.getByRole('status')).toContainText(w.placed);
  });
}

test('a move made on the setup\'s "try it" frame before the code arrives is played once the island listens', async ({ page }) => {
  const { release, player } = await tryOnSetup(page, 'en');
  await expect(player).toHaveAttribute('data-mode', 'try');
  await player.locator('.cb-cell[data-cell=fits-now]').first().click();
  await page.waitForTimeout(300);
  await expect(player.locator('.cb-spot')).toHaveCount(0);
  release();
  await expect(player).toHaveAttribute('data-ready', '');
  await expect(player.getByRole('status')).toContainText('Placed.');
  await expect(player.locator('.cb-spot').first()).toBeAttached();
});

test('"Back to the steps" on the "try it" frame waits for the island, which goes back to the setup', async ({ page }) => {
  const { release, player } = await tryOnSetup(page, 'fr');
  await expect(player).toHaveAttribute('data-mode', 'try');
  await player.getByRole('button', { name: WORDS.fr.stopTrying, exact: true }).click();
  release();
  await expect(player).toHaveAttribute('data-ready', '');
  await expect(player).toHaveAttribute('data-mode', 'steps');
  await expect(player).toHaveAttribute('data-step', '0');
  await player.getByRole('button', { name: WORDS.fr.next, exact: true }).click();
  await expect(player.locator('.cb-step')).toContainText(WORDS.fr.step(1, 1));
});

/** With the code held back: "Next" on the Wheel's crown scenario (answered from its frames), then "Try it yourself". */
async function stepThenTry(page: Page): Promise<{ release: () => void; player: Locator }> {
  const release = await holdCode(page);
  await page.goto('/en/rulings/wheel-crown-placement/');
  const player = page.locator('.cb-player').first();
  await player.scrollIntoViewIfNeeded();
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(player).toHaveAttribute('data-step', '1');
  await player.getByRole('button', { name: 'Try it yourself' }).click();
  return { release, player };
}

test('what the frames cannot answer waits for the island, which plays it on the step reached', async ({ page }) => {
  const { release, player } = await stepThenTry(page);
  await page.waitForTimeout(300);
  await expect(player).toHaveAttribute('data-mode', 'steps');
  release();
  await expect(player).toHaveAttribute('data-ready', '');
  await expect(player).toHaveAttribute('data-mode', 'try');
  await expect(player).toHaveAttribute('data-step', '1');
});

test('a step pressed after something held waits too, and is played after it, in order', async ({ page }) => {
  // "Try it yourself" needs the code: held; "Next" after it must not step ahead of it
  const { release, player } = await stepThenTry(page);
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForTimeout(300);
  await expect(player).toHaveAttribute('data-step', '1');
  const answered = await page.evaluate(() => performance.getEntriesByName('cb-intent-answered').length);
  expect(answered, 'only the first "Next" was answered from the frames').toBe(1);
  release();
  await expect(player).toHaveAttribute('data-ready', '');
  // both played on the island, in the order pressed: "Try it", then "Next", which leaves the try for step 2
  await expect(player).toHaveAttribute('data-step', '2');
});

/** With the code held back, "Next" on the Wheel's crown scenario waits for the island, which then plays it. */
async function nextWaitsForIsland(page: Page, release: () => void): Promise<void> {
  await page.goto('/en/rulings/wheel-crown-placement/');
  const player = page.locator('.cb-player').first();
  await player.scrollIntoViewIfNeeded();
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForTimeout(300);
  await expect(player).toHaveAttribute('data-step', '0');
  release();
  await expect(player).toHaveAttribute('data-ready', '');
  await expect(player.locator('.cb-step')).toContainText('Step 1 of 7');
}

test('without its frames, a step waits for the island as before', async ({ page }) => {
  const release = await holdCode(page);
  await page.route(/\/frames\/[\w-]+\.json$/, (route) => route.abort('aborted'));
  await nextWaitsForIsland(page, release);
});

type FramesFile = { fp: string; parts: (string | null)[][] };

/** Serves the frames files altered by `alter`. */
async function alterFrames(page: Page, alter: (f: FramesFile) => FramesFile): Promise<void> {
  await page.route(/\/frames\/[\w-]+\.json$/, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: alter(await res.json() as FramesFile) });
  });
}

test('frames of another build (their fingerprint is not the page\'s) are not used', async ({ page }) => {
  const release = await holdCode(page);
  await alterFrames(page, (f) => ({ ...f, fp: `${f.fp}x` }));
  await nextWaitsForIsland(page, release);
});

test('frames that do not fit the widget on the page are not used, and the step is not lost', async ({ page }) => {
  const release = await holdCode(page);
  await alterFrames(page, (f) => ({ ...f, parts: f.parts.map((parts) => [...parts, null]) }));
  await nextWaitsForIsland(page, release);
});

test('a field filled in before the island wakes (a prediction) stops the frames: the step waits for the island', async ({ page }) => {
  const release = await holdCode(page);
  await page.goto('/en/rulings/base-road-score/');
  const player = page.locator('.cb-player').first();
  await player.scrollIntoViewIfNeeded();
  await player.locator('input[type=number]').first().fill('3');
  await player.getByRole('button', { name: 'Next', exact: true }).click();
  await page.waitForTimeout(300);
  await expect(player).toHaveAttribute('data-step', '0');
  release();
  await expect(player).toHaveAttribute('data-ready', '');
  await expect(player).toHaveAttribute('data-step', '1');
});
