// axe-core finds no violation on the pages with widgets, the sandbox and the tile pages, in both
// languages, at rest and in play; and screenshots of the tile sets, a widget and the sandbox are kept
// under test-results/screenshots/ for a person to look at.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { allDrawn, cellAt, expect, test, wake } from './fixtures.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shot = (name: string) => join(test.info().project.outputDir, 'screenshots', `${name}.png`);
const PLAY = { en: 'Try it yourself', fr: 'À vous de jouer' } as const;

for (const lang of LANGS) {
  for (const rest of ['sandbox/', 'tiles/', 'rulings/base-road-score/', 'base/']) {
    const path = `/${lang}/${rest}`;
    test(`axe: no violations on ${path} once its widgets are live`, async ({ page }) => {
      // the tile pages draw every tile and the base page holds many widgets: axe takes its time
      test.setTimeout(120_000);
      await page.goto(path);
      // every widget of the page, those a long page draws after loading too
      await allDrawn(page);
      for (const w of await page.locator('.cb-widget').all()) {
        await wake(w);
      }
      expect(await violations(page)).toEqual([]);
    });
  }

  test(`axe: no violations on a widget in play (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`/${lang}/rulings/base-road-score/`);
    const w = page.locator('.cb-player').first();
    await wake(w);
    await w.getByRole('button', { name: PLAY[lang] }).click();
    expect(await violations(page)).toEqual([]);
    await cellAt(w, 1, 0).click();
    expect(await violations(page)).toEqual([]);
    await w.screenshot({ path: shot(`widget-try-${lang}`) });
  });
}

test('screenshots: each tile set, a widget at each step, the sandbox', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto('/en/tiles/');
  for (const set of SET_IDS) {
    const section = page.locator(`#set-${set}`);
    await expect(section).toBeVisible();
    await section.screenshot({ path: shot(`tiles-${set}`) });
  }
  await page.goto('/en/rulings/base-edges-match/');
  const w = page.locator('.cb-player').first();
  await wake(w);
  for (let step = 0; step < 3; step++) {
    await w.screenshot({ path: shot(`widget-base-edges-match-${step}`) });
    await w.getByRole('button', { name: 'Next' }).click();
  }
  await page.goto('/fr/sandbox/');
  const s = page.locator('.cb-sandbox');
  await wake(s);
  await s.screenshot({ path: shot('sandbox-fr') });
});
