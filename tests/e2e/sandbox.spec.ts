// The sandbox on the built site: play a turn, share the position as a link that opens the same
// position, undo, damaged and foreign links, scenario files out and in.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, focusedCell, tabToCell, test, wake } from './fixtures.ts';

async function sandbox(page: Page, path = '/en/sandbox/'): Promise<Locator> {
  await page.goto(path);
  const w = page.locator('.cb-sandbox');
  await wake(w);
  return w;
}

/** Lays the tile in hand on the first cell that takes it as turned (turning it until one does). */
async function playTurn(w: Locator): Promise<void> {
  for (let i = 0; i < 4 && (await w.locator('[data-cell="fits-now"]').count()) === 0; i++) {
    await w.getByRole('button', { name: 'Rotate (R)' }).click();
  }
  await w.locator('[data-cell="fits-now"]').first().click();
  await w.getByRole('button', { name: 'No follower' }).click();
}

// placed tiles only: a ghost of the tile in hand is drawn inside a [data-ghost] group
const tilesOnBoard = (w: Locator) => w.locator('.cb-board-svg > [data-tile]');

test('a turn played, shared as a link, opens the same position', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = await sandbox(page);
  await expect(w.locator('.cb-help').first()).toContainText('Seed 1 · 71 tiles left in the pile');
  await playTurn(w);
  await expect(tilesOnBoard(w)).toHaveCount(2);
  await expect(w.locator('.cb-help').first()).toContainText('70 tiles left');
  const before = await tilesOnBoard(w).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tile')}@${e.getAttribute('transform')}`));
  await w.getByRole('button', { name: 'Copy a link to this position' }).click();
  const link = await w.locator('[data-link]').inputValue();
  expect(link).toMatch(/\/en\/sandbox\/#s=2\./);
  expect(page.url()).toBe(link);

  const other = await context.newPage();
  await other.goto(link);
  const opened = other.locator('.cb-sandbox');
  await expect(opened.getByRole('status')).toHaveText('Position opened from the link.');
  await expect(tilesOnBoard(opened)).toHaveCount(2);
  const after = await tilesOnBoard(opened).evaluateAll((els) => els.map((e) => `${e.getAttribute('data-tile')}@${e.getAttribute('transform')}`));
  expect(after).toEqual(before);
  await expect(opened.locator('.cb-help').first()).toContainText('70 tiles left');
});

test('undo takes back the last turn', async ({ page }) => {
  const w = await sandbox(page);
  await playTurn(w);
  await expect(tilesOnBoard(w)).toHaveCount(2);
  await w.getByRole('button', { name: 'Undo' }).click();
  await expect(tilesOnBoard(w)).toHaveCount(1);
  await expect(w.getByRole('button', { name: 'Undo' })).toBeDisabled();
});

test('a damaged link says what is wrong and offers a fresh sandbox', async ({ page }) => {
  const w = await sandbox(page, '/en/sandbox/#s=1.AAAA-damaged');
  const alert = w.getByRole('alert');
  await expect(alert).toContainText('This link does not open a position:');
  await expect(alert.locator('[data-problems] li')).toHaveCount(1);
  await expect(alert).toContainText('The link cannot be opened');
  // the page still works underneath
  await expect(tilesOnBoard(w)).toHaveCount(1);
  await alert.getByRole('button', { name: 'Start a fresh sandbox' }).click();
  await expect(w.getByRole('alert')).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('a damaged character in a link is refused, and an older unchecked link opens with a note', async ({ page, context }) => {
  const w = await sandbox(page);
  await playTurn(w);
  await w.getByRole('button', { name: 'Copy a link to this position' }).click();
  const link = await w.locator('[data-link]').inputValue();
  // one character changed in the middle of the data: the check code no longer matches
  const i = link.length - 10;
  const damaged = link.slice(0, i) + (link[i] === 'A' ? 'B' : 'A') + link.slice(i + 1);
  // a fresh page each time: on the page that shared it, only the hash would change
  const broken = await sandbox(await context.newPage(), damaged.replace(/^https?:\/\/[^/]+/, ''));
  await expect(broken.getByRole('alert')).toContainText('changed on the way');
  await expect(tilesOnBoard(broken)).toHaveCount(1);
  // version 1 (no check code) of the fresh sandbox's position still opens, flagged
  const v1 = JSON.stringify({ format: 'casebook/1', title: 'Old link', rules: { sets: ['base'] }, players: ['blue', 'red'], setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }] } });
  const payload = await page.evaluate(async (text) => {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }, v1);
  const old = await sandbox(await context.newPage(), `/en/sandbox/#s=1.${payload}`);
  await expect(old.getByRole('note')).toContainText('older version with no check code');
  await expect(tilesOnBoard(old)).toHaveCount(1);
});

test('a link from another version is named as such', async ({ page }) => {
  const w = await sandbox(page, '/fr/sandbox/#s=9.abcd');
  await expect(w.getByRole('alert')).toContainText('Ce lien n’ouvre pas de position');
  await expect(w.getByRole('alert')).toContainText('version 9');
  await expect(w.getByRole('button', { name: 'Ouvrir un bac à sable vierge' })).toBeVisible();
});

test('the position exports as a scenario file, and an invalid file lists its problems', async ({ page }) => {
  const w = await sandbox(page);
  await playTurn(w);
  const [download] = await Promise.all([page.waitForEvent('download'), w.getByRole('button', { name: 'Export as a scenario file' }).click()]);
  const file = await download.path();
  const scenario = JSON.parse(readFileSync(file, 'utf8'));
  expect(scenario.format).toBe('casebook/1');
  expect(scenario.setup.tiles).toHaveLength(2);
  expect(scenario.setup.deck).toHaveLength(70);

  const input = w.getByLabel('Import a scenario file');
  await input.setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...scenario, players: ['purple'] })) });
  await expect(w.getByRole('alert')).toContainText('players[0]');
  await w.getByRole('button', { name: 'Start a fresh sandbox' }).click();

  await input.setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(scenario)) });
  await expect(w.getByRole('status')).toHaveText('Scenario imported.');
  await expect(tilesOnBoard(w)).toHaveCount(2);
});

test('any tile can be picked, and each rule option links to its ruling', async ({ page }) => {
  const w = await sandbox(page);
  // the River's options show once the River is ticked
  await expect(w.getByRole('link', { name: 'river-u-turn-immediate' })).toHaveCount(0);
  await w.getByRole('checkbox', { name: 'The River', exact: true }).check();
  await expect(w.getByRole('link', { name: 'river-u-turn-immediate' })).toHaveAttribute('href', '/en/rulings/river-u-turn-immediate/');
  await w.getByLabel('Order of the river tiles').selectOption('bag');
  await expect(w.getByRole('link', { name: 'house-river-all-in-bag' })).toBeVisible();
  await w.getByLabel('any tile I pick').check();
  await w.getByRole('button', { name: 'Start again' }).click();
  await w.getByRole('group', { name: 'Base game' }).getByRole('button', { name: 'Road curve, 9 left' }).click();
  await expect(w.locator('.cb-hand-tile')).toHaveAttribute('data-tile', 'base/V');
  await playTurn(w);
  await expect(w.locator('.cb-board-svg > [data-tile="base/V"]')).toHaveCount(1);
});

test('by keyboard only: a turn laid and the next one ready on the board', async ({ page }) => {
  const w = await sandbox(page);
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
  await tabToCell(page, 120);
  // turn the tile until the cell under the cursor takes it as turned, moving right when no turn does
  // each key press waits for the widget's own render (the hand's turn, or the cursor) before the next
  for (let moves = 0; moves < 12 && !(await focusedName()).includes('fits here as turned'); moves++) {
    const hand = await w.locator('.cb-hand').innerText();
    const cell = await focusedName();
    await page.keyboard.press(moves % 4 === 3 ? 'ArrowRight' : 'r');
    if (moves % 4 === 3) await expect.poll(focusedName).not.toBe(cell);
    else await expect.poll(() => w.locator('.cb-hand').innerText()).not.toBe(hand);
  }
  await expect.poll(focusedName).toContain('fits here as turned');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  for (let i = 0; i < 12 && (await focusedName()) !== 'No follower'; i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(tilesOnBoard(w)).toHaveCount(2);
  await expect(w.getByRole('status')).toContainText('Accepted');
  // focus is back on the board for the next tile
  await expect.poll(() => focusedCell(page)).not.toBeNull();
});

test('any address fragment that is not a position is named, a part of the page is not, and %20 in a link is ignored', async ({ page, context }) => {
  const w = await sandbox(page);
  await playTurn(w);
  await w.getByRole('button', { name: 'Copy a link to this position' }).click();
  const link = (await w.locator('[data-link]').inputValue()).replace(/^https?:\/\/[^/]+/, '');
  const data = link.slice(link.indexOf('#s=') + 3);
  // the prefix damaged: named, in the reader's language, never a fresh sandbox with no word
  const damaged = await sandbox(await context.newPage(), `/en/sandbox/#S=${data}`);
  await expect(damaged.getByRole('alert')).toContainText('The link cannot be opened: the address ends in "#S=2.');
  const french = await sandbox(await context.newPage(), `/fr/sandbox/#s%3D${data}`);
  await expect(french.getByRole('alert')).toContainText('Le lien ne peut pas être ouvert : l’adresse se termine par « #s%3D2.');
  // the page's own anchor (the skip link's target) is not a link to open
  const anchor = await sandbox(await context.newPage(), '/en/sandbox/#main');
  await expect(anchor.getByRole('alert')).toHaveCount(0);
  // a link wrapped by a mail client and pasted whole: the address bar writes its spaces %20
  const spaced = await sandbox(await context.newPage(), `/en/sandbox/#s=${data.slice(0, 20)} ${data.slice(20)}`);
  await expect(spaced.getByRole('alert')).toHaveCount(0);
  await expect(tilesOnBoard(spaced)).toHaveCount(2);
});

test('a file is weighed before it is read, a UTF-16 file opens, and a long problem list is cut at fifty', async ({ page }) => {
  const w = await sandbox(page);
  const input = w.getByLabel('Import a scenario file');
  await input.setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(2_500_000, 32) });
  await expect(w.getByRole('alert')).toContainText('(file): is 2500000 bytes, more than the 1000000 a scenario file may hold');
  await w.getByRole('button', { name: 'Start a fresh sandbox' }).click();
  const scenario = { format: 'casebook/1', title: 'Two tiles', rules: { sets: ['base'] }, players: ['blue', 'red'], setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: 0 }] } };
  const many: Record<string, unknown> = { ...scenario };
  for (let i = 0; i < 5000; i++) many[`k${i}`] = 0;
  await input.setInputFiles({ name: 'many.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(many)) });
  await expect(w.locator('[data-problems] li')).toHaveCount(51);
  await expect(w.getByRole('alert')).toContainText('4950 more problems not listed');
  await w.getByRole('button', { name: 'Start a fresh sandbox' }).click();
  const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(scenario), 'utf16le')]);
  await input.setInputFiles({ name: 'utf16.json', mimeType: 'application/json', buffer: utf16 });
  await expect(w.getByRole('status')).toHaveText('Scenario imported.');
  await expect(tilesOnBoard(w)).toHaveCount(2);
});
