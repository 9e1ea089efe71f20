// The reader's turn with The Ferries and The Wheel of Fortune on the built site: a lake tile and its
// ferry, then a ferry moved along the road a new tile extends, once by pointer and once by keyboard
// only (and a ferry set by touch); a refused ferry explained with its ruling; a crown space taken on the
// wheel after the plague's victims are chosen; a Wheel game set up from the sandbox's settings; axe on
// the Ferries page in both languages and in play.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { makeSandboxPath } from '../../engine/scenario/link.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { cellAt, expect, focusedName, tabTo, tabToCell, test, wake, walkCursorTo } from './fixtures.ts';
import { FERRIES, WHEEL } from './positions.ts';


async function open(page: Page, s: Scenario, lang: 'en' | 'fr' = 'en'): Promise<Locator> {
  await page.goto(makeSandboxPath(s, lang));
  const w = page.locator('.cb-sandbox');
  await wake(w);
  await expect(w.getByRole('status')).toHaveText(lang === 'en' ? 'Position opened from the link.' : 'Position ouverte depuis le lien.');
  return w;
}

const jetty = (w: Locator, at: string, side: string) => w.locator(`[data-target="jetty"][data-key="${at}:${side}"]`);
/** The jetty buttons and the ferry lists name the lake as a player would, never by coordinates. */
async function noCoordinates(w: Locator): Promise<void> {
  const labels = await w.locator('[data-target="jetty"], .cb-ferry-group').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(label).not.toMatch(/\(-?\d+, -?\d+\)/);
}
const ferryOn = (w: Locator, tile: string) => w.locator(`.cb-board-svg > [data-tile="${tile}"] [data-ferry]`);

test('by pointer: a lake tile, a refused ferry, its ferry on two jetties, then a ferry moved and the turn ended', async ({ page }) => {
  const w = await open(page, FERRIES);
  await cellAt(w, 1, 0).click();
  await w.getByRole('button', { name: 'No follower' }).click();
  await expect(w.getByRole('group', { name: 'Where does the ferry go?' }).first()).toBeVisible();
  await expect(jetty(w, '1,0', 'S')).toHaveAccessibleName('South jetty of the lake with three jetties east of the start tile');
  await noCoordinates(w);
  // the same jetty twice: the engine refuses, with its ruling and a sentence
  await jetty(w, '1,0', 'S').click();
  await expect(jetty(w, '1,0', 'S')).toHaveAttribute('aria-pressed', 'true');
  await jetty(w, '1,0', 'S').click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'refused');
  await expect(verdict).toContainText('A ferry joins two different jetties, not the south jetty to itself.');
  await expect(verdict.getByRole('link', { name: 'ferries-place-ferry' })).toHaveAttribute('href', '/en/rulings/ferries-place-ferry/');
  await jetty(w, '1,0', 'W').click();
  await jetty(w, '1,0', 'E').click();
  await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'W-E');
  await expect(w.locator('.cb-help').first()).toContainText('2 tiles left');

  // the straight road west of the start tile extends the road to the lake's west jetty
  await cellAt(w, -1, 0).click();
  await w.getByRole('button', { name: 'No follower' }).click();
  // the jetty buttons and the list below the board are both named for the step
  await expect(w.getByRole('group', { name: 'Move ferries?' })).toHaveCount(2);
  await expect(w.locator('[data-mark="ferry"]')).toHaveCount(1);
  await expect(w.locator('[data-road]').first()).toBeAttached();
  // the lake and its jetties are named as a player says where they are, never by coordinates
  await noCoordinates(w);
  await expect(w.getByRole('group', { name: 'Ferry of the lake with three jetties east of the start tile, joining the west and east jetties' })).toBeVisible();
  await jetty(w, '1,0', 'S').click();
  await jetty(w, '1,0', 'E').click();
  await expect(w.getByRole('status')).toHaveText('The ferry of the lake with three jetties east of the start tile now joins the south and east jetties.');
  await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'S-E');
  await w.getByRole('button', { name: 'Done: end the turn' }).click();
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'S-E');
  await expect(w.locator('.cb-help').first()).toContainText('1 tile left');
  // undo takes the whole turn back, the move with it
  await w.getByRole('button', { name: 'Undo' }).click();
  await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'W-E');
});

test.describe('by touch', () => {
  test.use({ hasTouch: true });
  test('the lake tile and its ferry tapped on the board', async ({ page }) => {
    const w = await open(page, FERRIES);
    await cellAt(w, 1, 0).tap();
    await w.getByRole('button', { name: 'No follower' }).tap();
    await jetty(w, '1,0', 'S').tap();
    await jetty(w, '1,0', 'E').tap();
    await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'S-E');
  });
});

test('by keyboard only: the lake tile placed, its ferry set on the jetties, then a ferry moved and the turn ended', async ({ page }) => {
  const w = await open(page, FERRIES);
  await tabToCell(page, 120);
  await walkCursorTo(page, [1, 0]);
  await expect.poll(() => focusedName(page)).toContain('fits here as turned');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('button', { name: 'No follower' })).toBeVisible();
  await tabTo(page, 'No follower');
  await page.keyboard.press('Enter');
  // the jetties take the focus: arrows go round them, Enter picks one end, then the other
  await expect.poll(() => focusedName(page)).toBe('East jetty of the lake with three jetties east of the start tile');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('status')).toHaveText('The east jetty is chosen; now pick the other end.');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).toBe('West jetty of the lake with three jetties east of the start tile');
  await page.keyboard.press(' ');
  await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'E-W');

  // focus is back on the board for the next tile
  await walkCursorTo(page, [-1, 0]);
  await page.keyboard.press('Enter');
  await expect(w.getByRole('button', { name: 'No follower' })).toBeVisible();
  await tabTo(page, 'No follower');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedName(page)).toBe('East jetty of the lake with three jetties east of the start tile');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focusedName(page)).toBe('West jetty of the lake with three jetties east of the start tile');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('status')).toHaveText('The ferry of the lake with three jetties east of the start tile now joins the west and south jetties.');
  await tabTo(page, 'Done: end the turn');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('status')).toContainText('Accepted');
  await expect(ferryOn(w, 'ferries/lake-3')).toHaveAttribute('data-ferry', 'W-S');
});

test('a crown space taken on the wheel board, after the plague\'s victims are chosen in the rule\'s order', async ({ page }) => {
  const w = await open(page, WHEEL);
  await expect(w.locator('[data-pig="inquisition"]')).toHaveCount(1);
  // wheel/U1 turns the pig onto the plague: blue chooses first, then red
  await expect(w.locator('[data-spin="plague"]')).toBeVisible();
  const plague = w.locator('[data-phase="plague"]');
  await expect(plague).toHaveAttribute('data-player', 'blue');
  await expect(w.locator('[data-mark="victim"]')).toHaveCount(1);
  await plague.getByRole('button', { name: 'Blue’s follower on the cloister north of the Wheel of Fortune board' }).click();
  await expect(plague).toHaveAttribute('data-player', 'red');
  // the board's candidate is a pointer shortcut for the same choice
  await w.locator('[data-target="victim"]').click();
  await expect(plague).toHaveCount(0);
  await expect(w.locator('[data-pig="plague"]')).toHaveCount(1);
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await w.getByRole('button', { name: 'Rotate (R)' }).click();
  await w.locator('[data-cell="fits-now"]').first().click();
  await expect(w.getByRole('button', { name: 'Follower on crown space 2 of Storm' })).toBeVisible();
  await w.locator('[data-target="crown"][data-key="storm-2"]').click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(verdict).toContainText('The wheel turns: the pig stops on Plague.');
  await expect(verdict.getByRole('link', { name: 'wheel-plague' }).first()).toHaveAttribute('href', '/en/rulings/wheel-plague/');
  await expect(w.locator('[data-crowned="storm-2"] [data-player="blue"]')).toHaveCount(1);
});

test('a Wheel of Fortune game set up in the sandbox: the board as start, 71 tiles, the pig on Fortune, a turn played', async ({ page }) => {
  await page.goto('/en/sandbox/');
  const w = page.locator('.cb-sandbox');
  await wake(w);
  await w.getByRole('checkbox', { name: 'Base game' }).uncheck();
  await w.getByRole('checkbox', { name: 'The Wheel of Fortune' }).check();
  await w.getByRole('button', { name: 'Start again' }).click();
  await expect(w.locator('.cb-help').first()).toContainText('71 tiles left in the pile');
  await expect(w.locator('.cb-board-svg > [data-tile="wheel/board"]')).toHaveCount(1);
  await expect(w.locator('[data-pig="fortune"]')).toHaveCount(1);
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await w.getByRole('button', { name: 'Rotate (R)' }).click();
  await w.locator('[data-cell="fits-now"]').first().click();
  await expect(w.locator('[data-target="crown"]')).toHaveCount(9);
  await w.getByRole('button', { name: 'No follower' }).click();
  await expect(w.locator('.cb-help').first()).toContainText('70 tiles left');
  await expect(w.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'accepted');
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe: no violations on /${lang}/ferries/ once its widgets are live, nor with the ferry to place`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/ferries/`);
    for (const w of await page.locator('.cb-widget').all()) {
      await wake(w);
    }
    const violations = async (): Promise<string[]> =>
      (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await violations()).toEqual([]);
    const w = await open(page, FERRIES, lang);
    await cellAt(w, 1, 0).click();
    await w.getByRole('button', { name: lang === 'en' ? 'No follower' : 'Pas de partisan' }).click();
    await expect(jetty(w, '1,0', 'W')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
