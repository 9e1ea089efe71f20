// Settling a dispute from a position, on the built site: a link that carries the ruling in question and a
// note (the ruling's card, the note as plain text), "Explain this position" (a farm chosen in the list and
// shown on the board, a follower chosen on the board chooses its feature, the totals if the game ended
// now), a damaged ruling id named while the position still opens, a dispute attached through the share
// control, a scenario step opened in the sandbox; axe on the sandbox with the panel open, in both languages.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { makeSandboxPath } from '../../engine/scenario/link.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { DISPUTE_POSITION } from '../helpers/dispute-position.ts';
import { expect, test, wake } from './fixtures.ts';

const POSITION = DISPUTE_POSITION;
const NOTE = 'Does my <b>html</b> farm touch that city? & "why"';
const TEXT = {
  en: { explain: 'Explain this position', opened: 'Position opened from the link.', end: 'If the game ended now' },
  fr: { explain: 'Expliquer cette position', opened: 'Position ouverte depuis le lien.', end: 'Si la partie s’arrêtait maintenant' },
} as const;

async function open(page: Page, s: Scenario, lang: 'en' | 'fr' = 'en'): Promise<Locator> {
  await page.goto(makeSandboxPath(s, lang));
  const w = page.locator('.cb-sandbox');
  await wake(w);
  await expect(w.getByRole('status')).toHaveText(TEXT[lang].opened);
  return w;
}

async function openPanel(w: Locator, lang: 'en' | 'fr' = 'en'): Promise<Locator> {
  const panel = w.locator('details.cb-explain');
  await panel.locator('summary').filter({ hasText: TEXT[lang].explain }).click();
  await expect(panel.locator('[data-totals]')).toBeVisible();
  return panel;
}

test('a link with a ruling and a note: the ruling\'s card, the note as plain text, above the board', async ({ page }) => {
  const cards = await (await page.request.get('/en/sandbox/rulings.json')).json() as { id: string; title: string; summary: string; label: string }[];
  const farm = cards.find((c) => c.id === 'base-farm-score')!;
  const w = await open(page, { ...POSITION, dispute: { ruling: 'base-farm-score', note: NOTE } });
  const dispute = w.getByRole('group', { name: 'The ruling in question' });
  const card = dispute.locator('[data-ruling-card="base-farm-score"]');
  await expect(card.getByRole('link', { name: farm.title, exact: true })).toHaveAttribute('href', '/en/rulings/base-farm-score/');
  await expect(card.locator('.badge')).toHaveText(farm.label);
  await expect(card).toContainText(farm.summary);
  const note = dispute.locator('[data-note]');
  await expect(note).toHaveText(NOTE);
  expect(await note.locator('b').count()).toBe(0);
  // above the board
  const [cardBox, boardBox] = [await card.boundingBox(), await w.locator('.cb-board').boundingBox()];
  expect(cardBox!.y).toBeLessThan(boardBox!.y);
});

test('a farm chosen in the list is highlighted on the board; a follower on the board chooses its feature', async ({ page }) => {
  const w = await open(page, POSITION);
  const panel = await openPanel(w);
  const farm = panel.getByRole('button', { name: 'The field north of the road on the straight road', exact: true });
  await farm.click();
  await expect(farm).toHaveAttribute('aria-pressed', 'true');
  const chosen = w.locator('.cb-board-svg [data-explain="chosen"]');
  await expect(chosen).toHaveCount(2);
  // the city the farm touches is drawn too, dashed, on its three tiles
  await expect(w.locator('.cb-board-svg [data-explain="touch"]')).toHaveCount(3);
  await expect(panel.locator('li[data-chosen]')).toContainText('The city on the city corridor with a shield (complete: it counts)');
  await expect(w.getByRole('status')).toHaveText('The field north of the road on the straight road: shown on the board.');
  // red's thief, chosen on the board, chooses the road in the list
  await w.locator('[data-target="follower"][title^="Red’s follower"]').click();
  const road = panel.getByRole('button', { name: 'The road on the straight road', exact: true });
  await expect(road).toHaveAttribute('aria-pressed', 'true');
  await expect(farm).toHaveAttribute('aria-pressed', 'false');
  await expect(chosen).toHaveCount(1);
});

test('the panel opens with each player\'s points now and if the game ended now; then what the end adds, the position unchanged', async ({ page }) => {
  const w = await open(page, POSITION);
  const panel = await openPanel(w);
  const totals = panel.getByRole('group', { name: 'Points' });
  await expect(totals.locator('li[data-player="blue"] > strong')).toHaveText('Blue: 0 now, 3 if the game ended now');
  await expect(totals.locator('li[data-player="red"] > strong')).toHaveText('Red: 2 now, 3 if the game ended now');
  await expect(panel.locator('details[data-group="others"] > summary')).toHaveText('5 more features hold no follower');
  const end = panel.getByRole('group', { name: TEXT.en.end });
  await expect(end.locator('li[data-player="blue"]').getByRole('link', { name: /^Fields pay three points per completed city/ })).toHaveAttribute('href', '/en/rulings/base-farm-score/');
  await expect(w.locator('.cb-scores [data-player="red"]')).toHaveAttribute('data-points', '2');
  await expect(w.getByRole('button', { name: 'Final scoring' })).toBeEnabled();
});

test('an unknown ruling id in the link is named, and the position and the note still open', async ({ page }) => {
  const w = await open(page, { ...POSITION, dispute: { ruling: 'base-farm-scores', note: 'still here' } } as unknown as Scenario);
  const setAside = w.locator('[data-set-aside]');
  await expect(setAside).toContainText('unknown ruling id "base-farm-scores"');
  await expect(setAside).toContainText('dispute.ruling');
  await expect(w.locator('[data-note]')).toHaveText('still here');
  await expect(w.locator('.cb-board-svg > [data-tile]')).toHaveCount(4);
});

test('the share control attaches a ruling and a note, and the link opens with both', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = await open(page, POSITION);
  await w.locator('.cb-dispute-form > summary').click();
  const select = w.getByLabel('Ruling in question', { exact: true });
  await expect(select.locator('option[value="base-majority"]')).toHaveCount(1);
  await select.selectOption('base-majority');
  await w.getByLabel('Note (plain text, up to 500 characters)').fill(NOTE);
  await w.getByRole('button', { name: 'Copy a link to this position' }).click();
  const link = await w.locator('[data-link]').inputValue();
  const other = await context.newPage();
  await other.goto(link);
  const opened = other.locator('.cb-sandbox');
  await expect(opened.getByRole('status')).toHaveText(TEXT.en.opened);
  await expect(opened.locator('[data-ruling-card="base-majority"]')).toBeVisible();
  await expect(opened.locator('[data-note]')).toHaveText(NOTE);
  await expect(opened.getByLabel('Ruling in question', { exact: true })).toHaveValue('base-majority');
});

test('without the rulings\' catalogue, the share control still lists every ruling by its id', async ({ page }) => {
  // aborted as a dropped connection would be (the fixture counts any other failed request as a fault)
  await page.route('**/en/sandbox/rulings.json', (route) => route.abort('aborted'));
  const w = await open(page, POSITION);
  await w.locator('.cb-dispute-form > summary').click();
  const select = w.getByLabel('Ruling in question', { exact: true });
  // the ids come with the form, fetched only then (the sandbox does not wake with them)
  await expect(select.locator('option[value="base-majority"]')).toHaveCount(1);
  expect(await select.locator('option').count()).toBeGreaterThan(40);
  await select.selectOption('base-majority');
  await expect(select).toHaveValue('base-majority');
});

test('every scenario step opens its position in the sandbox', async ({ page }) => {
  await page.goto('/en/rulings/base-road-score/');
  const player = page.locator('.cb-player').first();
  await wake(player);
  await player.getByRole('button', { name: 'Next' }).click();
  const tiles = await player.locator('.cb-board-svg > [data-tile]').count();
  const link = player.getByRole('link', { name: 'Open this position in the sandbox' });
  await link.hover();
  await expect(link).toHaveAttribute('data-sandbox-link', 'ready');
  await link.click();
  await page.waitForURL(/\/en\/sandbox\/#s=2\./);
  const w = page.locator('.cb-sandbox');
  await expect(w.getByRole('status')).toHaveText(TEXT.en.opened);
  await expect(w.locator('.cb-board-svg > [data-tile]')).toHaveCount(tiles);
  // the step's position: red's junction closed blue's road, blue has 3
  await expect(w.locator('.cb-scores [data-player="blue"]')).toHaveAttribute('data-points', '3');
});

test('a scenario step explains its position too', async ({ page }) => {
  await page.goto('/fr/rulings/base-road-score/');
  const player = page.locator('.cb-player').first();
  await wake(player);
  const panel = await openPanel(player, 'fr');
  await expect(panel.locator('[data-totals] li[data-player="blue"] > strong')).toHaveText('Bleu\u00a0: 0 maintenant, 2 si la partie s’arrêtait maintenant');
  await panel.locator('[data-group="held"] li[data-kind="road"] button').first().click();
  await expect(player.locator('.cb-board-svg [data-explain="chosen"]')).toHaveCount(2);
});

for (const lang of LANGS) {
  test(`axe: no violations on the sandbox with a dispute and the panel open (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = await open(page, { ...POSITION, dispute: { ruling: 'base-farm-score', note: NOTE } }, lang);
    await expect(w.locator('[data-ruling-card] .badge')).toBeVisible();
    const panel = await openPanel(w, lang);
    await panel.locator('[data-group="held"] li[data-kind="field"] button').first().click();
    await w.locator('.cb-dispute-form > summary').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
