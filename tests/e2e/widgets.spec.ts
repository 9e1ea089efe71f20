// The ScenarioPlayer on the built site: steps and verdicts, the reader's own move by mouse and by
// keyboard only, refusals with their ruling link, options switched in place, the HTML without
// JavaScript, French pages in French (scenario texts, sandbox problems), and the time from visible
// to interactive.
import type { Locator, Page } from '@playwright/test';
import { expect, player, test, walkCursorTo } from './fixtures.ts';

const status = (w: Locator) => w.getByRole('status');

test('stepping through a scenario shows each verdict with its ruling and the score breakdown', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  await expect(w.locator('.cb-step')).toHaveText('Starting position');
  await expect(w.getByRole('button', { name: 'Back' })).toBeDisabled();
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-step')).toContainText('Step 1 of 1');
  // the caption names the tile and places it from a neighbour; the engine's cell and turn wait in a details line
  await expect(w.locator('.cb-action')).toContainText('Red places the three-way junction east of the start tile');
  await expect(w.locator('.cb-action')).not.toContainText(/base\/|\(\d+, -?\d+\)/);
  await expect(w.locator('.cb-where')).toContainText('(1, 0)');
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(verdict).toContainText('Blue scores 3 points');
  await expect(verdict.getByRole('link', { name: 'base-road-score' })).toHaveAttribute('href', '/en/rulings/base-road-score/');
  await expect(verdict).toContainText('3 tiles: 3 pts');
  await expect(w.locator('.cb-scores [data-player="blue"]')).toHaveAttribute('data-points', '3');
  await expect(status(w)).toContainText('Step 1 of 1');
  await w.getByRole('button', { name: 'Reset' }).click();
  await expect(w.locator('.cb-step')).toHaveText('Starting position');
});

test('a refused step names the ruling that forbids it, linked to its page', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-edges-match/');
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-note', { hasText: 'The city edge fits in 4 ways' })).toBeVisible();
  // four (cell, turn) pairs over two cells: above and below the start tile
  await expect(w.locator('[data-fits]')).toHaveCount(2);
  await w.getByRole('button', { name: 'Next' }).click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'refused');
  await expect(verdict).toContainText('would meet the field edge');
  await expect(verdict.getByRole('link', { name: 'base-edges-match' })).toHaveAttribute('href', '/en/rulings/base-edges-match/');
  await expect(w.locator('[data-ghost="refused"]')).toHaveCount(1);
});

test('by mouse: try it, a refusal on a taken cell, then the road completed and scored', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await expect(w.locator('[data-cell="fits"], [data-cell="fits-now"]').first()).toBeVisible();
  await w.getByRole('button', { name: /^\(0, 0\)/ }).click();
  await expect(w.locator('.cb-verdict')).toHaveAttribute('data-verdict', 'refused');
  await expect(w.locator('.cb-verdict').getByRole('link', { name: 'base-cell-free' })).toHaveAttribute('href', '/en/rulings/base-cell-free/');
  // drag the tile from the hand onto the cell east of the start tile
  const cell = w.getByRole('button', { name: /^\(1, 0\)/ });
  await w.locator('.cb-hand-tile').dragTo(cell);
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  await w.getByRole('button', { name: 'No follower' }).click();
  const verdict = w.locator('.cb-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'accepted');
  await expect(verdict).toContainText('Blue scores 3 points');
  await expect(verdict.getByRole('link', { name: 'base-road-score' })).toHaveAttribute('href', '/en/rulings/base-road-score/');
  await expect(status(w)).toContainText('Blue scores 3 points (base-road-score)');
});

/** Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('the keyboard never reached the control');
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** In try mode on base-road-score, lays the junction at (1, 0) with the keyboard alone, up to the follower choice. */
async function junctionByKeyboard(page: Page): Promise<Locator> {
  const w = await player(page, '/en/rulings/base-road-score/');
  await tabTo(page, w.getByRole('button', { name: 'Try it yourself' }));
  await page.keyboard.press('Enter');
  // focus moves to the board's cursor once try mode has rendered: wait for it rather than race it
  await expect.poll(() => focusedName(page)).toMatch(/^\(-?\d+, -?\d+\)/);
  // walk the cursor to (1, 0) from wherever it starts
  await walkCursorTo(page, [1, 0]);
  expect(await focusedName(page)).toMatch(/^\(1, 0\)/);
  // four turns bring the tile back to where it started; the engine's answer stays the same
  for (let i = 0; i < 4; i++) await page.keyboard.press('r');
  await expect(w.locator('.cb-hand')).toContainText('turned 0°');
  await page.keyboard.press('Enter');
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toBeVisible();
  return w;
}

test('by keyboard only: cursor, R to rotate, Enter to place, Tab to the follower choice', async ({ page }) => {
  const w = await junctionByKeyboard(page);
  const none = w.getByRole('button', { name: 'No follower' });
  await tabTo(page, none, 10);
  await page.keyboard.press('Enter');
  await expect(status(w)).toContainText('Blue scores 3 points (base-road-score)');
  await expect.poll(() => focusedName(page)).toBe('Try again');
});

test('follower spots are named as players say them, and the one focused or hovered lights up on the board', async ({ page }) => {
  const w = await junctionByKeyboard(page);
  const buttons = w.locator('.cb-followers [data-spot]');
  const names = await buttons.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  // the junction's roads by the side they leave from, its fields by where they lie from the road
  for (const name of names) expect(name).toMatch(/^Follower on the (road to the (east|south)|field (north|south|east|west)[a-z-]* of the road)$/);
  const marker = (spot: string | null) => w.locator(`.cb-spot[data-spot="${spot}"]`);
  const [first, second] = [await buttons.nth(0).getAttribute('data-spot'), await buttons.nth(1).getAttribute('data-spot')];
  await buttons.nth(0).focus();
  await expect(marker(first)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(marker(second)).toHaveCSS('background-color', 'rgb(255, 210, 63)');
  await buttons.nth(1).hover();
  await expect(marker(second)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  // markers big enough to hit and apart from each other at the default zoom
  const boxes = await w.locator('.cb-spot').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  for (const a of boxes) {
    expect(Math.min(a.width, a.height)).toBeGreaterThanOrEqual(24);
    for (const b of boxes) {
      if (a === b) continue;
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, JSON.stringify([a, b])).toBe(true);
    }
  }
});

test('a rule option switched in place replays the scenario under that reading', async ({ page }) => {
  const w = await player(page, '/en/rulings/inns-inn-road/');
  await w.getByRole('button', { name: 'Next' }).click();
  await expect(w.locator('.cb-verdict')).toContainText('Blue scores 6 points');
  await w.getByLabel('Inns score as in Inns & Cathedrals').selectOption('false');
  await expect(w.locator('.cb-step')).toContainText('Step 1 of 1');
  await expect(w.locator('.cb-verdict')).toContainText('Blue scores 3 points');
  await expect(w.locator('.cb-verdict').getByRole('link', { name: 'base-road-score' })).toBeVisible();
});

test('French pages name every control in French', async ({ page }) => {
  const w = await player(page, '/fr/rulings/base-road-score/');
  for (const name of ['Précédent', 'Suivant', 'Recommencer', 'À vous de jouer', 'Agrandir (+)', 'Réduire (−)', 'Tout afficher']) {
    await expect(w.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await w.getByRole('button', { name: 'Suivant' }).click();
  await expect(w.locator('.cb-verdict')).toContainText('Bleu marque 3 points');
  await expect(w.locator('.cb-verdict').getByRole('link', { name: 'base-road-score' })).toHaveAttribute('href', '/fr/rulings/base-road-score/');
});

test('French pages show the scenario in French: title, description and step notes', async ({ page }) => {
  const w = await player(page, '/fr/rulings/base-edges-match/');
  await expect(w.locator('.cb-title')).toHaveText('Un bord de ville ne peut pas toucher un pré');
  await expect(w.locator('.cb-title')).not.toHaveAttribute('lang', /./);
  await expect(w.locator('.cb-description')).not.toBeEmpty();
  await expect(w.locator('[lang="en"]')).toHaveCount(0);
  await w.getByRole('button', { name: 'Suivant' }).click();
  await expect(w.locator('.cb-note').first()).toContainText('la ville doit regarder vers le sud');
  await w.getByRole('button', { name: 'Suivant' }).click();
  await expect(w.locator('.cb-note')).toHaveText('Sa ville toucherait le pré de la tuile de départ.');
  await expect(w.locator('.cb-note')).not.toHaveAttribute('lang', /./);
});

test('on the French sandbox, a damaged link and a broken file are explained in French', async ({ page }) => {
  await page.goto('/fr/sandbox/#s=1.AAAA-damaged');
  const w = page.locator('.cb-sandbox');
  const alert = w.getByRole('alert');
  await expect(alert).toContainText('Ce lien n’ouvre pas de position');
  await expect(alert.locator('[data-problems] li')).toHaveText(/^link: Le lien ne peut pas être ouvert : .+\.$/);
  await expect(alert).not.toContainText('cannot');
  await alert.getByRole('button', { name: 'Ouvrir un bac à sable vierge' }).click();
  await w.getByLabel('Importer un fichier de scénario').setInputFiles({ name: 'cassé.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "casebook/1", "title": "x", "rules": {"sets": ["base"]}, "players": []}') });
  await expect(w.getByRole('alert')).toContainText('Ce fichier n’est pas un scénario que le site sait ouvrir');
  await expect(w.getByRole('alert').locator('[data-problems] li')).toHaveText('players: doit nommer au moins un joueur');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the board and the caption are in the HTML', async ({ page }) => {
    await page.goto('/en/rulings/base-road-score/');
    const w = page.locator('.cb-player').first();
    await expect(w.getByRole('img', { name: 'Board with 2 tiles' })).toBeVisible();
    await expect(w.locator('[data-tile="base/D"]')).toHaveCount(1);
    await expect(w.getByText('A finished road scores a point per tile')).toBeVisible();
    await expect(w.locator('.cb-step')).toHaveText('Starting position');
  });
});

test('pan and zoom: buttons, keys and fit to view', async ({ page }) => {
  const w = await player(page, '/en/rulings/base-road-score/');
  const stage = w.locator('.cb-stage');
  await w.getByRole('button', { name: 'Zoom in (+)' }).click();
  await expect(stage).toHaveAttribute('style', /scale\(1\.25\)/);
  await w.getByRole('button', { name: 'Try it yourself' }).click();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('+');
  await expect(stage).toHaveAttribute('style', /scale\(1\.5625\)/);
  // a drag pans the zoomed board (a board as wide as the column may lie partly above the window by now)
  await w.locator('.cb-viewport').scrollIntoViewIfNeeded();
  const box = (await w.locator('.cb-viewport').boundingBox())!;
  const before = await stage.getAttribute('style');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  await expect(stage).not.toHaveAttribute('style', before!);
  // the press that ended the drag played no cell
  await expect(w.getByRole('group', { name: 'Put a follower?' })).toHaveCount(0);
  await expect(w.locator('.cb-verdict')).toHaveCount(0);
  await w.getByRole('button', { name: 'Fit to view' }).click();
  await expect(stage).toHaveAttribute('style', /translate\(0px, 0px\) scale\(1\)/);
});

/** Per widget: when it first entered the viewport and when it said it was ready (page clock, ms). */
interface WidgetTimes {
  visible?: number;
  ready?: number;
}

/**
 * Watches every widget of the next page from its first paint: an IntersectionObserver with no margin
 * records when each one enters the viewport (the entry's own timestamp), a MutationObserver when the
 * island sets `data-ready` (markReady, in components/widgets/dom.ts). Kept per element, so one
 * widget's time never borrows another's start or end.
 */
async function watchWidgets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times = new WeakMap<Element, WidgetTimes>();
    (window as unknown as { cbTimes: typeof times }).cbTimes = times;
    const of = (el: Element): WidgetTimes => times.get(el) ?? times.set(el, {}).get(el)!;
    const io = new IntersectionObserver((entries) => {
      for (const e of entries) if (e.isIntersecting) of(e.target).visible ??= e.time;
    });
    const mo = new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records) if (r.target instanceof Element && r.target.matches('.cb-widget')) of(r.target).ready ??= now;
    });
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('.cb-widget').forEach((el) => io.observe(el));
      mo.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
  });
}

/**
 * Scrolls a widget into view and returns the milliseconds from visible to ready. Scrolling and
 * waiting happen inside the page: Playwright's own polling (locators, toHaveAttribute) runs on the
 * page's main thread and would be timed along with the island.
 */
async function timeToReady(w: Locator): Promise<number> {
  const t = await w.evaluate(
    (el) =>
      new Promise<WidgetTimes>((done, fail) => {
        const times = (window as unknown as { cbTimes: WeakMap<Element, WidgetTimes> }).cbTimes;
        const settled = (): boolean => times.get(el)?.ready !== undefined;
        // notified after the watcher's own observer, which was created first and records the time
        const mo = new MutationObserver(() => settled() && finish());
        const timer = setTimeout(() => { mo.disconnect(); fail(new Error('the widget never became ready')); }, 10_000);
        const finish = (): void => { mo.disconnect(); clearTimeout(timer); done(times.get(el)!); };
        mo.observe(el, { attributes: true, attributeFilter: ['data-ready'] });
        el.scrollIntoView({ block: 'center' });
        if (settled()) finish();
      }),
  );
  if (t.visible === undefined || t.ready === undefined) throw new Error(`widget not timed: ${JSON.stringify(t)}`);
  return t.ready - t.visible;
}

const SAMPLES = 5;

test('a widget is interactive soon after it becomes visible', async ({ page }) => {
  await watchWidgets(page);
  await page.goto('/en/river/');
  const widgets = page.locator('.cb-player');
  // the first widget waits for the island's modules to come over the network: reported, not judged
  const cold = await timeToReady(widgets.first());
  const n = await widgets.count();
  expect(n, 'the page needs widgets far apart to time each on its own').toBeGreaterThanOrEqual(SAMPLES * 4);
  // Widgets spread down the page, each far below the last, so none was started on the way there and
  // each sample is the island's own start-up with its code already loaded.
  const samples: number[] = [];
  for (let k = 1; k <= SAMPLES; k++) {
    const w = widgets.nth(Math.round((k * (n - 1)) / SAMPLES));
    expect(await w.getAttribute('data-ready'), 'a timed widget must not start before it is scrolled to').toBeNull();
    samples.push(await timeToReady(w));
    // let neighbours that started with it finish, so they do not count against the next sample
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const [min, median, max] = [sorted[0]!, sorted[Math.floor(SAMPLES / 2)]!, sorted.at(-1)!];
  const note = `${SAMPLES} widgets with the island loaded: min ${min.toFixed(1)} ms, median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms; first widget on the page ${cold.toFixed(1)} ms (module download included)`;
  test.info().annotations.push({ type: 'time-to-interactive', description: note });
  console.log(`widget time to interactive after visible: ${note}`);
  expect(median).toBeLessThan(100);
});
