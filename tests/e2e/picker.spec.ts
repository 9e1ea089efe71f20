// The sandbox's tile picker on the built site: thumbnails named with the tile and how many remain,
// grouped by set; the count goes down once a tile is laid; the tile in hand beside the board, drawn
// turned with its turn in words; a tile picked by keyboard only; new settings that keep the board, and
// ones that cannot (said in both languages). Every step waits for the widget's own state, and the
// widget is first pointed at, so the tests hold whenever the island wakes up.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, focusedName, test } from './fixtures.ts';

async function sandbox(page: Page, lang: 'en' | 'fr' = 'en'): Promise<Locator> {
  await page.goto(`/${lang}/sandbox/`);
  const w = page.locator('.cb-sandbox');
  await w.hover();
  await expect(w).toHaveAttribute('data-ready', '');
  return w;
}

/** Free play: any tile picked from the thumbnails. */
async function freePlay(w: Locator): Promise<void> {
  await w.getByLabel('any tile I pick').check();
  await w.getByRole('button', { name: 'Start again' }).click();
  await expect(w.locator('[data-picker]')).toBeVisible();
}

const WORDS = { en: { rotate: 'Rotate (R)', none: 'No follower' }, fr: { rotate: 'Tourner (R)', none: 'Pas de partisan' } } as const;

/** Lays the tile in hand on the first cell that takes it as turned (turning it until one does). */
async function playTurn(w: Locator, lang: 'en' | 'fr' = 'en'): Promise<void> {
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) {
    await w.getByRole('button', { name: WORDS[lang].rotate }).click();
  }
  await w.locator('[data-cell="fits-now"]').first().click();
  await w.getByRole('button', { name: WORDS[lang].none }).click();
  await expect(w.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'accepted');
}

/** The settings fold away once a tile is down. */
async function openSettings(w: Locator): Promise<void> {
  const settings = w.locator('.cb-settings-box');
  if ((await settings.getAttribute('open')) === null) await settings.locator('summary').click();
  await expect(settings).toHaveAttribute('open', '');
}

const tilesOnBoard = (w: Locator) => w.locator('.cb-board-svg > [data-tile]');
const hand = (w: Locator) => w.locator('.cb-play-hand');

test('thumbnails named with the tile and how many remain, by set; the count goes down once one is laid', async ({ page }) => {
  const w = await sandbox(page);
  await freePlay(w);
  const base = w.getByRole('group', { name: 'Base game' });
  await expect(base.getByRole('heading', { name: 'Base game' })).toBeVisible();
  // the start tile is one of the four "city with a straight road"
  await expect(base.getByRole('button', { name: 'City with a straight road, 3 left' })).toBeVisible();
  const curve = base.getByRole('button', { name: 'Road curve, 9 left' });
  await expect(curve.locator('svg [data-tile="base/V"]')).toHaveCount(1);
  await expect(curve).toContainText('Road curve');
  // touch friendly: every thumbnail is at least 24 px each way
  for (const box of await base.locator('[data-thumb]').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await curve.click();
  await expect(w.locator('.cb-hand-tile')).toHaveAttribute('data-tile', 'base/V');
  await expect(base.getByRole('button', { name: 'Road curve, 9 left' })).toHaveAttribute('aria-pressed', 'true');
  await playTurn(w);
  await expect(tilesOnBoard(w)).toHaveCount(2);
  await expect(base.getByRole('button', { name: 'Road curve, 8 left' })).toHaveAttribute('data-left', '8');
});

test('with a shuffled pile, what the pile still holds, the tile drawn one fewer after the turn', async ({ page }) => {
  const w = await sandbox(page);
  const box = w.locator('[data-pile-box]');
  // folded, the list is not drawn at all (the island wakes and each turn renders without its nodes)
  await expect(box.locator('li')).toHaveCount(0);
  await box.locator('summary').click();
  const drawn = (await w.locator('.cb-hand-tile').getAttribute('data-tile'))!;
  const thumb = box.locator(`li[data-tile="${drawn}"]`);
  const before = Number(await thumb.getAttribute('data-left'));
  expect(before).toBeGreaterThan(0);
  await expect(thumb).toContainText(`${before} left`);
  await playTurn(w);
  await expect(thumb).toHaveAttribute('data-left', String(before - 1));
});

test('the tile in hand beside the board, drawn as turned, its turn said in words, turned both ways', async ({ page }) => {
  const w = await sandbox(page);
  await freePlay(w);
  // the road curve looks different at every turn
  await w.getByRole('button', { name: 'Road curve, 9 left' }).click();
  const h = hand(w);
  await expect(h.locator('.cb-hand-tile')).toHaveAttribute('data-tile', 'base/V');
  await expect(h).toContainText('not turned');
  // on a desktop screen the hand stands to the right of the board, level with it
  const board = await w.locator('.cb-board').boundingBox();
  const aside = await h.boundingBox();
  expect(board && aside).toBeTruthy();
  expect(aside!.x).toBeGreaterThanOrEqual(board!.x + board!.width - 1);
  expect(aside!.y).toBeLessThan(board!.y + board!.height);
  const drawing = h.locator('.cb-hand-tile svg');
  const flat = await drawing.innerHTML();
  await h.getByRole('button', { name: 'Rotate (R)' }).click();
  await expect(h).toContainText('turned a quarter clockwise');
  await expect(h.locator('.cb-hand-tile [data-rot="90"]')).toHaveCount(1);
  expect(await drawing.innerHTML()).not.toBe(flat);
  await h.getByRole('button', { name: 'Rotate anticlockwise (Shift+R)' }).click();
  await expect(h).toContainText('not turned');
  await h.getByRole('button', { name: 'Rotate anticlockwise (Shift+R)' }).click();
  await expect(h).toContainText('turned a quarter anticlockwise');
  await expect(h.locator('.cb-hand-tile [data-rot="270"]')).toHaveCount(1);
  // the keys: R turns it on, Shift+R back
  await h.getByRole('button', { name: 'Rotate (R)' }).focus();
  await page.keyboard.press('r');
  await expect(h).toContainText('not turned');
  await page.keyboard.press('Shift+R');
  await expect(h).toContainText('turned a quarter anticlockwise');
});

test('the board keeps its size while the hand steps aside for the follower choice (hidden, its room kept)', async ({ page }) => {
  const w = await sandbox(page);
  const width = async (): Promise<number> => (await w.locator('.cb-board').boundingBox())!.width;
  const before = await width();
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) await w.getByRole('button', { name: 'Rotate (R)' }).click();
  await w.locator('[data-cell="fits-now"]').first().click();
  await expect(w.getByRole('button', { name: 'No follower' })).toBeVisible();
  await expect(w.locator('.cb-hand')).toBeHidden();
  await expect(w.getByRole('button', { name: 'Rotate (R)' })).toHaveCount(0);
  expect(await width()).toBe(before);
});

test('by keyboard: the thumbnails are one Tab stop, arrows move between them, Enter takes one', async ({ page }) => {
  const w = await sandbox(page);
  await freePlay(w);
  // the Tab stop is the tile in hand, the first of the base game
  const stop = w.locator('[data-thumb][tabindex="0"]');
  await expect(stop).toHaveCount(1);
  const first = await stop.getAttribute('aria-label');
  await stop.focus();
  await expect.poll(() => focusedName(page)).toBe(first);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focusedName(page)).not.toBe(first);
  const second = await focusedName(page);
  expect(second).toMatch(/, \d+ left$/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedName(page)).not.toBe(second);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedName(page)).toBe(second);
  await page.keyboard.press('Enter');
  const chosen = w.locator('[data-thumb][aria-pressed="true"]');
  await expect(chosen).toHaveAttribute('aria-label', second);
  await expect(w.locator('.cb-hand-tile')).toHaveAttribute('data-tile', (await chosen.getAttribute('data-tile'))!);
  // the focus ring is visible on the focused thumbnail
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe('none');
  // one Tab leaves the picker altogether
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[data-picker]') === null)).toBe(true);
});

test('new settings keep the board when the engine replays it, and say why when they cannot', async ({ page }) => {
  const w = await sandbox(page);
  await playTurn(w);
  await expect(tilesOnBoard(w)).toHaveCount(2);
  const placed = await tilesOnBoard(w).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tile')}@${e.getAttribute('transform')}`));
  await openSettings(w);
  await w.getByRole('checkbox', { name: 'The Ferries' }).check();
  await w.getByRole('button', { name: 'Apply (keeps the board if it can)' }).click();
  await expect(w.locator('[data-reconfigured]')).toHaveText('New settings applied; the board is kept.');
  expect(await tilesOnBoard(w).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tile')}@${e.getAttribute('transform')}`))).toEqual(placed);
  // the ferries' eight tiles join the 70 left
  await expect(w.locator('.cb-help').first()).toContainText('78 tiles left in the pile');
  // a rule option changed keeps it too (the River's, listed as soon as the River is ticked)
  await expect(w.getByLabel('River U-turns')).toHaveCount(0);
  await w.getByRole('checkbox', { name: 'The River', exact: true }).check();
  await w.getByLabel('River U-turns').selectOption('any');
  await expect(w.locator('[data-reconfigured]')).toHaveText('New settings applied; the board is kept.');
  await expect(tilesOnBoard(w)).toHaveCount(2);

  // the River moves the start to its spring: the move played no longer stands
  await w.getByRole('button', { name: 'Apply (keeps the board if it can)' }).click();
  await expect(w.locator('[data-reconfigured]')).toContainText('The board was reset: under the new settings the engine refuses move 1');
  await expect(tilesOnBoard(w)).toHaveCount(1);
  await expect(w.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('in French: the picker’s names and counts, and a reset said in French', async ({ page }) => {
  const w = await sandbox(page, 'fr');
  await w.getByLabel('de mon choix').check();
  await w.getByRole('button', { name: 'Recommencer' }).click();
  const base = w.getByRole('group', { name: 'Jeu de base' });
  await expect(base.getByRole('button', { name: 'Virage, 9 restantes' })).toBeVisible();
  await expect(w.getByRole('heading', { name: 'Choisir une tuile' })).toBeVisible();
  await playTurn(w, 'fr');
  await expect(tilesOnBoard(w)).toHaveCount(2);
  await openSettings(w);
  await w.getByRole('checkbox', { name: 'Jeu de base' }).uncheck();
  await w.getByRole('checkbox', { name: 'La Rivière', exact: true }).check();
  await w.getByRole('button', { name: 'Appliquer (garde le plateau si possible)' }).click();
  await expect(w.locator('[data-reconfigured]')).toContainText('Le plateau a été remis à zéro');
  await expect(tilesOnBoard(w)).toHaveCount(1);
  await w.locator('[data-picker]').screenshot({ path: test.info().outputPath('picker-fr.png') });
});

test('axe: no violations in the sandbox with the picker, the tile in hand and the pile’s list open', async ({ page }) => {
  test.setTimeout(90_000);
  const w = await sandbox(page);
  await w.locator('[data-pile-box] summary').click();
  const seen = async (): Promise<string[]> =>
    (await new AxeBuilder({ page }).include('.cb-sandbox').analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(await seen()).toEqual([]);
  await freePlay(w);
  await w.getByRole('button', { name: 'Road curve, 9 left' }).click();
  expect(await seen()).toEqual([]);
});
