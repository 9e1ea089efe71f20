// A lesson per expansion, in both languages, judged by the engine's goal: a legal move that misses the
// goal gets no "well done" but the reason it misses, and a way back; the move that meets it gets "well
// done"; "Next" then goes on (the next step, scenario or ruling), never back to the start.
import type { Locator, Page } from '@playwright/test';
import { en } from '../../components/widgets/i18n-en.ts';
import { fr } from '../../components/widgets/i18n-fr.ts';
import { cellAt, expect, test } from './fixtures.ts';
import { turnTo } from './try-helpers.ts';

const DICT = { en, fr } as const;
type Lang = keyof typeof DICT;

async function lesson(page: Page, lang: Lang, ruling: string): Promise<Locator> {
  await page.goto(`/${lang}/rulings/${ruling}/`);
  // what the reader's progress hears: one event per lesson met
  await page.evaluate(() => {
    const heard: unknown[] = [];
    Object.assign(window, { heard });
    document.addEventListener('casebook:lesson', (e) => heard.push((e as CustomEvent).detail));
  });
  const w = page.locator('.cb-player').first();
  await w.scrollIntoViewIfNeeded();
  await w.hover();
  // a click that lands before the widget's script has started is lost: click until try mode is on
  await expect(async () => {
    if ((await w.getAttribute('data-mode')) !== 'try') await w.getByRole('button', { name: DICT[lang].player.tryIt, exact: true }).click({ timeout: 2_000 });
    await expect(w).toHaveAttribute('data-mode', 'try', { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
  return w;
}


const heard = (page: Page): Promise<unknown> => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);

const cell = (w: Locator, x: number, y: number) => cellAt(w, x, y);
const jetty = (w: Locator, side: string) => w.locator(`[data-target="jetty"][data-key="1,0:${side}"]`);

/** The miss is said, with no praise and no way on; "Try again" takes the move back. */
async function missed(w: Locator, lang: Lang, why: string): Promise<void> {
  const d = DICT[lang];
  await expect(w.locator('[data-lesson="missed"]')).toContainText(d.lesson.missed(why));
  await expect(w.getByRole('status')).toContainText(d.lesson.missed(why));
  await expect(w.locator('[data-lesson="success"]')).toHaveCount(0);
  await expect(w.locator('[data-lesson-next]')).toHaveCount(0);
  await w.getByRole('button', { name: d.player.tryAgain }).click();
  await expect(w.locator('.cb-lesson')).toHaveCount(0);
}

async function wellDone(w: Locator, lang: Lang): Promise<void> {
  await expect(w.locator('[data-lesson="success"]')).toContainText(DICT[lang].lesson.goalMet);
  await expect(w.locator('[data-lesson="missed"]')).toHaveCount(0);
}

for (const lang of ['en', 'fr'] as const) {
  const d = DICT[lang];
  const red = lang === 'en' ? 'Red' : 'Rouge';

  test(`${lang}: base game, close red's city; Next goes to the next scenario`, async ({ page }) => {
    const w = await lesson(page, lang, 'base-city-score');
    // the city edge below the start tile, turned away: legal, but the city stays open
    await turnTo(page, w, 180);
    await cell(w, 0, 1).click();
    await w.getByRole('button', { name: d.tryit.noFollower }).click();
    await missed(w, lang, d.lesson.why.stillOpen(d.lesson.features.city, red));
    expect(await heard(page)).toEqual([]);
    await turnTo(page, w, 270);
    await cell(w, 1, -1).click();
    await w.getByRole('button', { name: d.tryit.noFollower }).click();
    await wellDone(w, lang);
    await expect.poll(() => heard(page)).toEqual([{ scenario: 'base-city-score', result: 'done' }]);
    // the lesson is met: no step of it is left, so Next leads to the page's next scenario
    await expect(w.getByRole('button', { name: d.lesson.nextStep })).toHaveCount(0);
    await w.getByRole('button', { name: d.lesson.nextScenario }).click();
    await expect(page.locator('.cb-player').nth(1).locator('.cb-title')).toBeFocused();
    await expect(w).toHaveAttribute('data-mode', 'steps');
  });

  test(`${lang}: Ferries, a ferry that ends red's road; Next goes to the next ruling`, async ({ page }) => {
    const w = await lesson(page, lang, 'ferries-place-ferry');
    await cell(w, 1, 0).click();
    await w.getByRole('button', { name: d.tryit.noFollower }).click();
    // the ferry carries the start tile's road onto red's: legal, but red's road runs on, open
    await jetty(w, 'W').click();
    await jetty(w, 'S').click();
    await missed(w, lang, d.lesson.why.stillOpen(d.lesson.features.road, red));
    await cell(w, 1, 0).click();
    await w.getByRole('button', { name: d.tryit.noFollower }).click();
    await jetty(w, 'W').click();
    await jetty(w, 'E').click();
    await wellDone(w, lang);
    const href = await page.locator('a[rel="next"]').getAttribute('href');
    await expect(w.getByRole('link', { name: d.lesson.nextRuling })).toHaveAttribute('href', href!);
  });

  test(`${lang}: Wheel of Fortune, a follower on a crown; Next goes to the following step`, async ({ page }) => {
    const w = await lesson(page, lang, 'wheel-crown-placement');
    await cell(w, 1, -1).click();
    await w.getByRole('button', { name: d.tryit.noFollower }).click();
    await missed(w, lang, d.lesson.why.noCrown(null));
    await cell(w, 1, -1).click();
    await w.locator('[data-target="crown"][data-key="taxes-1"]').click();
    await wellDone(w, lang);
    // more of the scenario's moves are to come: the lesson is not over yet
    expect(await heard(page)).toEqual([]);
    await w.getByRole('button', { name: d.lesson.nextStep }).click();
    await expect(w).toHaveAttribute('data-mode', 'steps');
    await expect(w).toHaveAttribute('data-step', '1');
    await expect(w.getByRole('button', { name: d.player.tryIt, exact: true })).toBeFocused();
  });
}
