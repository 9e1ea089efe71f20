// The ferries' and the wheel's rules load only where they are played (engine/load.ts: ensureSets, awaited
// by each island before its first render): the JavaScript a page requests while the reader plays a base
// or a River scenario holds neither chunk; the Wheel of Fortune and the Ferries pages load their own.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, wake } from './fixtures.ts';

const ASTRO = join(import.meta.dirname, '..', '..', 'dist', '_astro');

/** The built chunk of one expansion's rules (named after its module folder by the bundler). */
function chunk(name: 'wheel' | 'ferries'): string {
  const files = readdirSync(ASTRO).filter((f) => new RegExp(`^${name}\\.[\\w-]+\\.js$`).test(f));
  expect(files, `one ${name} chunk in dist/_astro`).toHaveLength(1);
  return files[0]!;
}

/** The names of the JS files the page requests from now on. */
function scripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) seen.add(name);
  });
  return seen;
}

test('playing a base and a River scenario loads neither the wheel nor the ferries rules', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  for (const path of ['/en/rulings/base-road-score/', '/en/rulings/river-no-u-turn/']) {
    await page.goto(path);
    const w = page.locator('.cb-player').first();
    await w.getByRole('button', { name: 'Next' }).click();
    await expect(w.locator('.cb-step')).toContainText('Step 1 of');
    await w.getByRole('button', { name: 'Try it yourself' }).click();
    await expect(w.locator('[data-cell="fits"], [data-cell="fits-now"]').first()).toBeVisible();
  }
  // the widgets' own code did load: the check looks at the right requests
  expect([...seen].some((f) => f.startsWith('ScenarioPlayer.'))).toBe(true);
  expect(seen.has(wheel), `${wheel} requested`).toBe(false);
  expect(seen.has(ferries), `${ferries} requested`).toBe(false);
});

test('the wheel page loads the wheel rules when the spinner wakes, and not the ferries', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  await page.goto('/en/wheel-of-fortune/');
  expect(seen.has(wheel), 'nothing of the wheel before the reader acts').toBe(false);
  await wake(page.locator('.cb-spinner'));
  expect(seen.has(wheel)).toBe(true);
  expect(seen.has(ferries)).toBe(false);
});

test('a Ferries scenario loads the ferries rules', async ({ page }) => {
  const [wheel, ferries] = [chunk('wheel'), chunk('ferries')];
  const seen = scripts(page);
  await page.goto('/en/rulings/ferries-move-ferry/');
  await wake(page.locator('.cb-player').first());
  expect(seen.has(ferries)).toBe(true);
  expect(seen.has(wheel)).toBe(false);
});
