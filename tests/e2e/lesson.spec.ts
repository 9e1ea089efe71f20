// Try mode as a lesson, on the built site: the task when try mode opens, nothing refused before the
// reader acts, a refused move with its ruling link, the move that meets the goal with "well done", and
// "Next" on to the next scenario of the page (goals and their misses: lesson-goals.spec.ts). Every step waits for the widget's own state
// (data-mode, data-step, what it shows), never for when its script happened to start.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { en } from '../../components/widgets/i18n-en.ts';
import { fr } from '../../components/widgets/i18n-fr.ts';
import { cellAt, expect, test } from './fixtures.ts';
import { turnTo } from './try-helpers.ts';

interface ScenarioFile {
  readonly task: string;
  readonly fr: { readonly task: string };
  readonly steps: readonly { readonly place?: { readonly at: readonly [number, number]; readonly rot: number } }[];
}

const scenario = JSON.parse(readFileSync('content/scenarios/river-no-u-turn.json', 'utf8')) as ScenarioFile;
const PAGE = '/en/rulings/river-no-u-turn/';
/** The scenario's own U-turn (refused) and the one curve the rules allow there. */
const U_TURN = scenario.steps[1]!.place!;
const LEGAL = scenario.steps[2]!.place!;

/** The page's first scenario widget, scrolled to and pointed at, as a reader would. */
async function firstWidget(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const w = page.locator('.cb-player').first();
  await w.scrollIntoViewIfNeeded();
  await w.hover();
  return w;
}

/**
 * Clicks "Try it yourself" until the widget is in try mode: a click that lands before the widget's
 * script has started is lost, whenever that start happens.
 */
async function startTrying(w: Locator, label: string): Promise<void> {
  await expect(async () => {
    if ((await w.getAttribute('data-mode')) !== 'try') await w.getByRole('button', { name: label, exact: true }).click({ timeout: 2_000 });
    await expect(w).toHaveAttribute('data-mode', 'try', { timeout: 1_500 });
  }).toPass({ timeout: 20_000 });
}


const cell = (w: Locator, at: readonly [number, number]) => cellAt(w, at[0], at[1]);

test('try mode opens on the task, with nothing refused before the reader acts', async ({ page }) => {
  const w = await firstWidget(page, PAGE);
  await startTrying(w, en.player.tryIt);
  await expect(w.locator('.cb-task')).toHaveText(`${en.lesson.task} ${scenario.task}`);
  await expect(w.getByRole('status')).toContainText(scenario.task);
  // the tile waits in hand: no verdict, no lesson line, no red ghost at the cursor
  await expect(w.locator('.cb-hand')).toBeVisible();
  await expect(w.locator('.cb-verdict')).toHaveCount(0);
  await expect(w.locator('.cb-lesson')).toHaveCount(0);
  await expect(w.locator('[data-ghost="refused"]')).toHaveCount(0);
});

test('a refused move says why with its ruling; the one that meets the goal is "well done"; Next goes on to the next scenario', async ({ page }) => {
  const w = await firstWidget(page, PAGE);
  await startTrying(w, en.player.tryIt);
  await turnTo(page, w, U_TURN.rot);
  await cell(w, U_TURN.at).click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'refused');
  await expect(verdict.getByRole('link', { name: 'river-no-u-turn' })).toHaveAttribute('href', '/en/rulings/river-no-u-turn/');
  // the sentence says where from a tile the reader sees, never by coordinates
  await expect(verdict).toContainText(/(North|East|South|West) of the [a-z -]+, this tile would/);
  await expect(verdict).not.toContainText(/\(-?\d+, -?\d+\)/);
  await expect(w.locator('.cb-lesson')).toHaveAttribute('data-lesson', 'retry');
  await expect(w.getByRole('status')).toContainText(en.lesson.retry);
  await expect(w.locator('[data-lesson="success"]')).toHaveCount(0);

  await turnTo(page, w, LEGAL.rot);
  await cell(w, LEGAL.at).click();
  await w.getByRole('button', { name: en.tryit.noFollower }).click();
  const success = w.locator('.cb-lesson');
  await expect(success).toHaveAttribute('data-lesson', 'success');
  await expect(success).toContainText(en.lesson.goalMet);
  await expect(success.getByRole('link', { name: 'river-no-u-turn' })).toHaveAttribute('href', '/en/rulings/river-no-u-turn/');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(w.getByRole('status')).toContainText(en.lesson.goalMet);
  await w.screenshot({ path: test.info().outputPath('lesson-well-done.png') });

  // the curve was the scenario's last move: the lesson is over, and Next leads on, never back to step 1
  await expect(w.getByRole('button', { name: en.lesson.nextStep })).toHaveCount(0);
  await w.getByRole('button', { name: en.lesson.nextScenario }).click();
  await expect(page.locator('.cb-player').nth(1).locator('.cb-title')).toBeFocused();
});

test('after the last step, Next goes to the next scenario on the page, by keyboard', async ({ page }) => {
  const w = await firstWidget(page, PAGE);
  const last = scenario.steps.length;
  // step to the end, then try the curve there: the river now runs north-east, and red turns it back east
  await expect(async () => {
    await w.getByRole('button', { name: en.player.next, exact: true }).click({ timeout: 2_000 });
    await expect(w).toHaveAttribute('data-step', String(last), { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await startTrying(w, en.player.tryIt);
  // the scenario's moves are all played: the reader plays freely, with no task
  await expect(w.locator('.cb-hand')).toBeVisible();
  await expect(w.locator('.cb-task')).toHaveCount(0);
  const legal = { at: [2, -1] as const, rot: 90 };
  await turnTo(page, w, legal.rot);
  await cell(w, legal.at).click();
  await w.getByRole('button', { name: en.tryit.noFollower }).click();
  await expect(w.locator('.cb-lesson')).toHaveAttribute('data-lesson', 'success');
  await expect(w.getByRole('button', { name: en.lesson.nextStep })).toHaveCount(0);
  const next = w.getByRole('button', { name: en.lesson.nextScenario });
  await next.focus();
  await page.keyboard.press('Enter');
  const second = page.locator('.cb-player').nth(1);
  await expect(second.locator('.cb-title')).toBeFocused();
  await expect(second.locator('.cb-title')).toBeInViewport();
  await expect(w).toHaveAttribute('data-mode', 'steps');
});

test('the French page gives the French task', async ({ page }) => {
  const w = await firstWidget(page, PAGE.replace('/en/', '/fr/'));
  await startTrying(w, fr.player.tryIt);
  await expect(w.locator('.cb-task')).toHaveText(`${fr.lesson.task} ${scenario.fr.task}`);
});

test('on a ruling\'s own page with one scenario, the lesson ends with a link to the next ruling', async ({ page }) => {
  const w = await firstWidget(page, '/en/rulings/river-splits-fields/');
  await expect(page.locator('.cb-player')).toHaveCount(1);
  await expect(async () => {
    if ((await w.getAttribute('data-step')) !== '2') await w.getByRole('button', { name: en.player.next, exact: true }).click({ timeout: 2_000 });
    await expect(w).toHaveAttribute('data-step', '2', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await startTrying(w, en.player.tryIt);
  // west of the spring's field, the curve turned half round: a move the engine accepts there
  await turnTo(page, w, 180);
  await cell(w, [-1, 0]).click();
  await w.getByRole('button', { name: en.tryit.noFollower }).click();
  await expect(w.locator('.cb-lesson')).toHaveAttribute('data-lesson', 'success');
  const href = await page.locator('a[rel="next"]').getAttribute('href');
  expect(href).toMatch(/^\/en\/rulings\/[a-z0-9-]+\/$/);
  await expect(w.getByRole('link', { name: en.lesson.nextRuling })).toHaveAttribute('href', href!);
});
