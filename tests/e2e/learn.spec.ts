// The Learn paths on the built site: a prediction right and one wrong (the engine's points beside the
// guess), a lesson done in try mode whose "Next" goes to the path's next lesson, progress kept through a
// reload and shown on the path and the expansion page, and the reset that clears it after a confirm.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { parseScenario } from '../../engine/scenario/parse.ts';
import { predictedStep, scoredBetween } from '../../engine/scenario/predict.ts';
import { runScenario } from '../../engine/scenario/run.ts';
import { en as core } from '../../components/widgets/i18n-en.ts';
import { en as predictEn } from '../../components/widgets/i18n-en-predict.ts';
import { fr as predictFr } from '../../components/widgets/i18n-fr-predict.ts';
import { LEARN_PATHS } from '../../components/learn/paths.ts';
import { cellAt, DICTS, expect, test, wake } from './fixtures.ts';

const wEn = { ...core, ...predictEn };
const wFr = predictFr;

/** What the engine gives each player on the step the scenario asks about, as the widget will say it. */
function answer(name: string): { player: string; points: number }[] {
  const parsed = parseScenario(readFileSync(`content/scenarios/${name}.json`, 'utf8'), 'json');
  if (!parsed.ok) throw new Error(name);
  const run = runScenario(parsed.value);
  if (!run.ok) throw new Error(name);
  const at = predictedStep(run.value.positions)!;
  return scoredBetween(run.value.positions[at - 1]!, run.value.positions[at]!);
}

async function lesson(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  return wake(page.locator('.cb-player').first());
}

/** Types one guess per player (by the field's label, the player's colour) and asks for the answer. */
async function predict(w: Locator, guesses: readonly { points: number }[], fields: readonly string[], check: string): Promise<void> {
  for (let i = 0; i < fields.length; i++) await w.getByLabel(fields[i]!, { exact: true }).fill(String(guesses[i]!.points));
  await w.getByRole('button', { name: check }).click();
}

test('predictions: right, then wrong; the best is kept through a reload and counted on the path', async ({ page }) => {
  const name = 'wheel-storm';
  const truth = answer(name);
  const fields = truth.map((t) => wEn.predict.field(t.player[0]!.toUpperCase() + t.player.slice(1)));
  const w = await lesson(page, `/en/learn/wheel-of-fortune/${name}/`);
  // a field left empty is named, nothing is shown
  await w.getByRole('button', { name: wEn.predict.check }).click();
  await expect(w.getByRole('alert')).toContainText(wEn.predict.missing('').split(' for ')[0]!);
  await predict(w, truth, fields, wEn.predict.check);
  const result = w.locator('[data-predict="right"]');
  await expect(result).toContainText(wEn.predict.allRight);
  // the engine's breakdown beside the guess, with each event's ruling by title
  await expect(result.locator('[data-player="red"] .cb-ruling[data-ruling="wheel-storm"]').first()).toBeVisible();
  await expect(page.locator('.lesson [data-lesson-mark]').first()).toHaveText(DICTS.en.learn.marks.right);
  await result.screenshot({ path: test.info().outputPath('prediction-right.png') });

  await w.getByRole('button', { name: wEn.predict.again }).click();
  const wrong = truth.map((t, i) => ({ points: i === 0 ? t.points + 1 : t.points }));
  await predict(w, wrong, fields, wEn.predict.check);
  await expect(w.locator('[data-predict="wrong"]')).toBeVisible();
  await expect(w.locator(`[data-player="${truth[0]!.player}"][data-right="false"]`)).toContainText(wEn.predict.wrong);
  await expect(w.locator(`[data-player="${truth[1]!.player}"][data-right="true"]`)).toContainText(wEn.predict.right);

  await page.reload();
  await expect(page.locator('.lesson [data-lesson-mark]').first()).toHaveText(DICTS.en.learn.marks.right);
  await page.goto('/en/learn/wheel-of-fortune/');
  const total = LEARN_PATHS.wheel.length;
  await expect(page.locator('.learn-progress [data-progress-count]')).toHaveText(`Lessons done: 1 of ${total}`);
  await expect(page.locator(`[data-lesson-id="${name}"]`)).toHaveAttribute('data-state', 'right');
  await page.goto('/en/wheel-of-fortune/');
  await expect(page.locator('.learn-line [data-progress-count]')).toHaveText(`Lessons done: 1 of ${total}`);
});

test('in French, on a Ferries lesson: a wrong prediction says so, player by player', async ({ page }) => {
  const name = 'ferries-scoring';
  const truth = answer(name);
  const names: Record<string, string> = { blue: 'Bleu', red: 'Rouge' };
  const fields = truth.map((t) => wFr.predict.field(names[t.player]!));
  const w = await lesson(page, `/fr/learn/ferries/${name}/`);
  await predict(w, truth.map((t) => ({ points: t.points + 2 })), fields, wFr.predict.check);
  await expect(w.locator('[data-predict="wrong"]')).toContainText(wFr.predict.someWrong(0, truth.length));
  await expect(w.locator('[data-right="false"]')).toHaveCount(truth.length);
  await expect(page.locator('.lesson [data-lesson-mark]').first()).toHaveText(DICTS.fr.learn.marks.wrong);
  await page.goto('/fr/learn/ferries/');
  await expect(page.locator(`[data-lesson-id="${name}"]`)).toHaveAttribute('data-state', 'wrong');
  await expect(page.locator('.learn-progress [data-progress-count]')).toHaveText(`Leçons terminées\u00a0: 0 sur ${LEARN_PATHS.ferries.length}`);
});

test('a River lesson done in try mode: "Next" goes to the next lesson; kept through a reload; reset clears it', async ({ page }) => {
  const name = 'river-no-u-turn';
  const list = LEARN_PATHS.river;
  const next = list[list.indexOf(name) + 1]!;
  const w = await lesson(page, `/en/learn/river/${name}/`);
  // the lesson's own move: the curve laid where its goal asks (the scenario's last step), from the start
  const legal = (JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')) as { steps: { place?: { at: [number, number]; rot: number } }[] }).steps.at(-1)!.place!;
  await expect(async () => {
    if ((await w.getAttribute('data-mode')) !== 'try') await w.getByRole('button', { name: wEn.player.tryIt, exact: true }).click({ timeout: 2_000 });
    await expect(w).toHaveAttribute('data-mode', 'try', { timeout: 1_500 });
  }).toPass({ timeout: 15_000 });
  const turned = w.locator('.cb-hand [data-turned]');
  for (let i = 0; i < 4 && (await turned.getAttribute('data-turned')) !== String(legal.rot); i++) await page.keyboard.press('r');
  await expect(turned).toHaveAttribute('data-turned', String(legal.rot));
  await cellAt(w, legal.at[0], legal.at[1]).click();
  await w.getByRole('button', { name: wEn.tryit.noFollower }).click();
  await expect(w.locator('.cb-lesson')).toHaveAttribute('data-lesson', 'success');
  await expect(page.locator('.lesson [data-lesson-mark]').first()).toHaveText(DICTS.en.learn.marks.done);
  const onward = w.getByRole('link', { name: wEn.lesson.nextLesson });
  await expect(onward).toHaveAttribute('href', `/en/learn/river/${next}/`);
  await onward.click();
  await expect(page).toHaveURL(new RegExp(`/en/learn/river/${next}/$`));

  await page.goto('/en/learn/river/');
  await page.reload();
  const count = page.locator('.learn-progress [data-progress-count]');
  await expect(count).toHaveText(`Lessons done: 1 of ${list.length}`);
  await expect(page.locator(`[data-lesson-id="${name}"]`)).toHaveAttribute('data-state', 'done');
  // the reset asks first: dismissed, nothing changes; accepted, the path starts again
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: DICTS.en.learn.reset }).click();
  await expect(count).toHaveText(`Lessons done: 1 of ${list.length}`);
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: DICTS.en.learn.reset }).click();
  await expect(count).toHaveText(`Lessons done: 0 of ${list.length}`);
  await page.reload();
  await expect(count).toHaveText(`Lessons done: 0 of ${list.length}`);
  await expect(page.locator(`[data-lesson-id="${name}"]`)).toHaveAttribute('data-state', '');
});

test('damaged progress gives a message on the path, not a broken page', async ({ page }) => {
  await page.goto('/en/learn/base/');
  await page.evaluate(() => localStorage.setItem('casebook:lessons', '{not json'));
  await page.reload();
  await expect(page.locator('[data-progress-problem]')).toHaveText(DICTS.en.learn.damaged);
  await expect(page.locator('.learn-progress [data-progress-count]')).toHaveText(`Lessons done: 0 of ${LEARN_PATHS.base.length}`);
});
