// "Spin the wheel" on the Wheel of Fortune page: a spin by pointer (the pig walking sector by sector)
// and by keyboard only, a drawn tile moving the pig by its icon, a crown space taken (and one refused),
// the plague's list refused out of order then applied, the famine reading, reset, reduced motion, the
// page without JavaScript, French, and axe on the whole page in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, focusedName, tabTo, test, wake } from './fixtures.ts';

async function spinner(page: Page, lang: 'en' | 'fr' = 'en'): Promise<Locator> {
  await page.goto(`/${lang}/wheel-of-fortune/`);
  const w = page.locator('.cb-spinner');
  await wake(w);
  return w;
}

const pigText = (w: Locator) => w.locator('.cb-spin-pig');
const pigOnBoard = (w: Locator) => w.locator('svg [data-pig]');
const result = (w: Locator) => w.locator('.cb-verdict[data-sector]');
const scoreOf = (w: Locator, player: string) => w.locator(`.cb-spin-players > li[data-player="${player}"]`);

test('a spin by pointer: the pig walks Fortune then Taxes, and each player’s score is broken down with its rulings', async ({ page }) => {
  const w = await spinner(page);
  await expect(pigText(w)).toHaveText('The pig stands on Plague.');
  await w.getByRole('button', { name: '2 sectors' }).click();
  // the first sector passed shows before the stop
  await expect(pigText(w)).toHaveText('The pig moves: Fortune…');
  await expect(pigOnBoard(w)).toHaveAttribute('data-pig', 'fortune');
  await expect(pigText(w)).toHaveText('The pig stands on Taxes.');
  await expect(pigOnBoard(w)).toHaveAttribute('data-pig', 'taxes');
  const r = result(w);
  await expect(r).toContainText('The pig moves 2 sectors (Fortune, Taxes) and stops on Taxes.');
  const blue = r.locator('li[data-player="blue"]');
  await expect(blue).toHaveAttribute('data-points', '9');
  await expect(blue).toContainText('Blue scores 6 points');
  await expect(blue).toContainText('2 knights (4 pts), 1 shield (2 pts)');
  await expect(blue.getByRole('link', { name: /wheel-taxes$/ })).toHaveAttribute('href', '/en/rulings/wheel-taxes/');
  await expect(blue.getByRole('link', { name: 'wheel-crown-scoring' })).toHaveAttribute('href', '/en/rulings/wheel-crown-scoring/');
  await expect(r.locator('li[data-player="red"]')).toHaveAttribute('data-points', '2');
  await expect(r.locator('li[data-player="green"]')).toHaveAttribute('data-points', '3');
  await expect(scoreOf(w, 'blue')).toHaveAttribute('data-points', '9');
  // the Taxes crowns went home
  await expect(w.locator('[data-crowned^="taxes-"]')).toHaveCount(0);
  await expect(w.getByRole('status')).toContainText('Blue scores 6 points (Taxes: knights collect from their cities)');
  // reset brings the starting position back
  await w.getByRole('button', { name: 'Reset the position' }).click();
  await expect(pigText(w)).toHaveText('The pig stands on Plague.');
  await expect(scoreOf(w, 'blue')).toHaveAttribute('data-points', '0');
  await expect(w.locator('[data-crowned]')).toHaveCount(4);
});

test('a drawn wheel tile shows its name and icon and moves the pig by that number', async ({ page }) => {
  const w = await spinner(page);
  await w.getByRole('button', { name: 'Draw a wheel tile' }).click();
  const drawn = w.locator('.cb-spin-drawn');
  await expect(drawn.locator('span')).toHaveText(/^Drawn: (City corner|Straight road|Road curve|Crossroads|Two road curves), wheel icon [123]\.$/);
  await expect(drawn.locator('svg[role="img"]')).toHaveAttribute('aria-label', /wheel icon [123]/);
  const steps = Number(await drawn.getAttribute('data-steps'));
  const stop = ['Fortune', 'Taxes', 'Famine'][steps - 1]!;
  await expect(pigText(w)).toHaveText(`The pig stands on ${stop}.`);
  await expect(result(w)).toContainText(`stops on ${stop}.`);
  await expect(w.getByRole('status')).toContainText(/^Drawn: .*, wheel icon [123]\. The pig moves/);
  // a number picked by hand afterwards: the drawn tile no longer stands for the move
  await w.getByRole('button', { name: '1 sector' }).click();
  await expect(drawn).toHaveCount(0);
});

test('by keyboard only: spin to Famine, then to the plague, choose the victims and apply', async ({ page }) => {
  const w = await spinner(page);
  await w.getByRole('combobox', { name: 'Whose turn' }).focus();
  await page.keyboard.press('Tab');
  await tabTo(page, '3 sectors');
  await page.keyboard.press('Enter');
  await expect(result(w)).toHaveAttribute('data-sector', 'famine');
  await expect(result(w).locator('li[data-player="green"]')).toHaveAttribute('data-points', '2');
  expect(await focusedName(page)).toBe('3 sectors');
  await page.keyboard.press('Enter');
  // the pig stops on the plague: the list opens and takes the focus, Blue (whose turn it is) first
  const plague = w.locator('[data-phase="plague"]');
  await expect(plague).toBeVisible();
  await expect(plague.locator('ol > li').first()).toHaveAttribute('data-player', 'blue');
  await expect.poll(() => focusedName(page)).toMatch(/^Blue /);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Red /);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Green /);
  await page.keyboard.press('Enter');
  await expect(plague.locator('[data-picks]')).toHaveAttribute('data-picks', '3');
  await tabTo(page, 'Apply the plague');
  await page.keyboard.press('Enter');
  await expect(result(w)).toHaveAttribute('data-sector', 'plague');
  await expect(result(w)).toContainText('Blue returns 1 follower to supply');
  await expect(page.locator(':focus')).toHaveText('What the spin gives');
  await expect(w.getByRole('status')).toContainText('Green returns 1 follower to supply (Plague: every player loses one follower)');
  await expect(scoreOf(w, 'blue')).toHaveAttribute('data-supply', '3');
});

test('a crown space taken from the list and from the board; one too many is refused with its ruling', async ({ page }) => {
  const w = await spinner(page);
  await w.getByRole('button', { name: 'Follower on crown space 1 of Famine' }).click();
  await expect(w.getByRole('status')).toHaveText('Blue puts a follower on crown space 1 of Famine.');
  await expect(w.locator('[data-crowned="famine-1"] [data-player="blue"]')).toHaveCount(1);
  await expect(scoreOf(w, 'blue')).toHaveAttribute('data-supply', '1');
  await w.locator('[data-target="crown"][data-key="storm-2"]').click();
  await expect(w.locator('[data-crowned="storm-2"] [data-player="blue"]')).toHaveCount(1);
  await expect(scoreOf(w, 'blue')).toHaveAttribute('data-supply', '0');
  await w.getByRole('button', { name: 'Follower on crown space 1 of Plague' }).click();
  const refused = w.locator('.cb-verdict[data-verdict="refused"]');
  await expect(refused).toContainText('Blue has no follower left to put on the wheel.');
  await expect(refused.getByRole('link', { name: 'wheel-crown-placement' })).toHaveAttribute('href', '/en/rulings/wheel-crown-placement/');
  // Famine's single crown space pays 3 when the pig stops there
  await w.getByRole('button', { name: '3 sectors' }).click();
  await expect(result(w).locator('li[data-player="blue"]')).toHaveAttribute('data-points', '4');
  await expect(w.locator('[data-crowned="famine-1"]')).toHaveCount(0);
});

test('the plague’s list out of order is refused with its ruling; in order it is applied', async ({ page }) => {
  const w = await spinner(page);
  await w.getByRole('combobox', { name: 'Whose turn' }).selectOption('red');
  await w.getByRole('button', { name: '3 sectors' }).click();
  await expect(result(w)).toHaveAttribute('data-sector', 'famine');
  await w.getByRole('button', { name: '3 sectors' }).click();
  const plague = w.locator('[data-phase="plague"]');
  await expect(plague.locator('ol > li').nth(0)).toHaveAttribute('data-player', 'red');
  await expect(w.locator('[data-mark="victim"]')).toHaveCount(9);
  await plague.getByRole('button', { name: 'Green farmer on the board’s landscape, west of the wheel' }).click();
  await plague.getByRole('button', { name: 'Red monk on the tile west of the wheel' }).click();
  await plague.getByRole('button', { name: 'Blue robber on the board’s landscape, south-east of the wheel' }).click();
  await plague.getByRole('button', { name: 'Apply the plague' }).click();
  const refused = w.locator('.cb-verdict[data-verdict="refused"]');
  await expect(refused).toContainText('The plague takes followers in turn: Red chooses before Green.');
  await expect(refused.getByRole('link', { name: 'wheel-plague' })).toHaveAttribute('href', '/en/rulings/wheel-plague/');
  await plague.getByRole('button', { name: 'Clear the list' }).click();
  await plague.getByRole('button', { name: 'Red monk on the tile west of the wheel' }).click();
  // the board's ring is a pointer shortcut for the same choice
  const greenWest = plague.getByRole('button', { name: 'Green farmer on the board’s landscape, west of the wheel' });
  const key = await greenWest.getAttribute('data-victim');
  await w.locator(`[data-target="victim"][data-key="${key}"]`).click();
  await expect(greenWest).toHaveAttribute('aria-pressed', 'true');
  await plague.getByRole('button', { name: 'Blue robber on the board’s landscape, south-east of the wheel' }).click();
  await plague.getByRole('button', { name: 'Apply the plague' }).click();
  await expect(refused).toHaveCount(0);
  await expect(result(w)).toContainText('Red returns 1 follower to supply');
  // the monk has left the cloister
  await expect(w.locator('svg [data-followers-of="wheel/B"] [data-player]')).toHaveCount(0);
});

test('the famine reading: with the older rule only the majority scores, on a farm named as the explain panel names it', async ({ page }) => {
  // the farms' naming (the explain panel's, in a chunk of its own) is not part of the spinner's code on
  // waking: it is fetched once the older reading is chosen
  const explainChunk = (): Promise<string[]> => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()!).filter((n) => /^(explain|i18n-en-explain)\.[\w-]+\.js$/.test(n)));
  const w = await spinner(page);
  expect(await explainChunk(), 'the spinner woke without the farms\' naming').toEqual([]);
  const option = w.getByRole('checkbox', { name: 'Famine needs a majority (the rule before Big Box 5)' });
  await expect(w.locator('.cb-spin-options a.cb-ruling')).toHaveAttribute('href', '/en/rulings/wheel-famine-no-majority/');
  await option.check();
  await expect(w.getByRole('status')).toHaveText('Famine now pays only the farmers who hold the majority in their field.');
  await expect.poll(() => explainChunk()).toHaveLength(2);
  await w.getByRole('button', { name: '3 sectors' }).click();
  await expect(result(w).locator('li[data-player="blue"]')).toHaveAttribute('data-points', '0');
  // the farm by its name ("the field south of …"), not the words used when the naming could not arrive
  await expect(result(w).locator('li[data-player="blue"]')).toContainText(/Blue: nothing this time, outnumbered by Green on the field \S[^.]*\./);
  await expect(result(w).locator('li[data-player="blue"]')).not.toContainText('on the field.');
  await expect(result(w).locator('li[data-player="green"]')).toHaveAttribute('data-points', '2');
});

test('the famine reading with the farms\' naming out of reach still spins, and says "the field"', async ({ page }) => {
  // aborted as a dropped connection would be (the fixture counts any other failed request as a fault)
  await page.route(/\/_astro\/(explain|spinner-farms|i18n-en-explain)\.[\w-]+\.js$/, (route) => route.abort('aborted'));
  const w = await spinner(page);
  await w.getByRole('checkbox', { name: 'Famine needs a majority (the rule before Big Box 5)' }).check();
  await w.getByRole('button', { name: '3 sectors' }).click();
  await expect(result(w).locator('li[data-player="blue"]')).toHaveAttribute('data-points', '0');
  await expect(result(w).locator('li[data-player="blue"]')).toContainText('Blue: nothing this time, outnumbered by Green on the field.');
  await expect(result(w).locator('li[data-player="green"]')).toHaveAttribute('data-points', '2');
});

test('under prefers-reduced-motion the pig moves at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const w = await spinner(page);
  await w.getByRole('button', { name: '3 sectors' }).click();
  // no walk: the stop and the result are there at once, and the walk's text never shows
  await expect(result(w)).toHaveAttribute('data-sector', 'famine', { timeout: 300 });
  await expect(pigText(w)).toHaveText('The pig stands on Famine.');
  await expect(w).not.toHaveAttribute('data-busy', '');
});

test('in French', async ({ page }) => {
  const w = await spinner(page, 'fr');
  await expect(pigText(w)).toHaveText('Le cochon est sur Peste.');
  await w.getByRole('button', { name: '1 secteur' }).click();
  await expect(result(w)).toContainText('Le cochon avance de 1 secteur (Fortune) et s’arrête sur Fortune.');
  await expect(result(w).locator('li[data-player="blue"]')).toContainText('Bleu marque 3 points');
  await expect(result(w).getByRole('link', { name: 'wheel-fortune' }).first()).toHaveAttribute('href', '/fr/rulings/wheel-fortune/');
  await w.getByRole('button', { name: 'Partisan sur la case Couronne 1 de Famine' }).click();
  await expect(w.getByRole('status')).toHaveText('Bleu pose un partisan sur la case Couronne 1 de Famine.');
});

test('without JavaScript the page shows the board and the starting position', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/wheel-of-fortune/');
  const w = page.locator('.cb-spinner');
  await expect(w.locator('svg [data-tile="wheel/board"]')).toHaveCount(1);
  await expect(w.locator('[data-crowned]')).toHaveCount(4);
  await expect(w.locator('svg [data-followers-of="wheel/S"] [data-player="red"]')).toHaveCount(1);
  await expect(pigText(w)).toHaveText('The pig stands on Plague.');
  await expect(w.locator('svg')).not.toHaveCount(0);
  const box = await w.locator('.cb-spin-board').boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(200);
  await context.close();
});

for (const lang of ['en', 'fr'] as const) {
  test(`axe: no violations on /${lang}/wheel-of-fortune/, the spinner at rest, with a result and with the plague's list`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const w = await spinner(page, lang);
    for (const other of await page.locator('.cb-widget').all()) {
      await wake(other);
    }
    const check = async (scope?: string) => {
      const axe = new AxeBuilder({ page });
      const results = await (scope ? axe.include(scope) : axe).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    };
    await check();
    const three = lang === 'en' ? '3 sectors' : '3 secteurs';
    await w.getByRole('button', { name: three }).click();
    await expect(result(w)).toBeVisible();
    await w.getByRole('button', { name: three }).click();
    await expect(w.locator('[data-phase="plague"]')).toBeVisible();
    await check('.cb-spinner');
  });
}
