// Each page ships only its own language's words: a widget page, hydrated and played, downloads the
// words of its language and none of the other's. Sentinels are taken from the language packs
// themselves (every phrase of one language's tables that appears nowhere in the other's), so a
// table added to a pack is checked too. The engine's own English (its messages for developers and the
// fallback of a refusal without a sentence) is shared code, not a language pack: phrases it also
// contains are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pack as enPack } from '../../components/widgets/lang/en.ts';
import { pack as frPack } from '../../components/widgets/lang/fr.ts';

type Lang = 'en' | 'fr';

/** Every plain string of a table, however deep (functions are skipped: their text is code). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The engine's source, but for the language tables that the packs carry. */
const ENGINE_TEXT = readdirSync('engine', { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !/messages-(en|fr)\.ts$/.test(f))
  .map((f) => readFileSync(join('engine', f), 'utf8'))
  .join('\n');

/** Phrases (two words or more: never an identifier) of `lang`'s pack, absent from the other pack and the engine. */
function sentinels(lang: Lang): string[] {
  const [mine, theirs] = lang === 'en' ? [enPack, frPack] : [frPack, enPack];
  const other = strings(theirs).join('\n');
  return [...new Set(strings(mine))].filter((s) => s.length >= 10 && s.includes(' ') && !other.includes(s) && !ENGINE_TEXT.includes(s));
}

/** Open a page, let the first widget hydrate and play one step; the text of every JS file it loaded. */
async function loadedJs(page: Page, path: string, next: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.push(r.text());
  });
  await page.goto(path);
  const w = page.locator('.cb-player').first();
  await w.scrollIntoViewIfNeeded();
  const button = w.getByRole('button', { name: next });
  await button.click();
  await expect(w).toHaveAttribute('data-ready', '');
  // The first click may be the one that wakes the island (hydration on first interaction); if it was
  // not replayed, the next one plays the step.
  await expect(async () => {
    if (!(await w.locator('.cb-verdict').isVisible())) await button.click();
    await expect(w.locator('.cb-verdict')).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.waitForLoadState('networkidle');
  return Promise.all(bodies);
}

const PAGES: Record<Lang, { path: string; next: string }> = {
  en: { path: '/en/rulings/base-road-score/', next: 'Next' },
  fr: { path: '/fr/rulings/base-road-score/', next: 'Suivant' },
};

for (const lang of ['en', 'fr'] as const) {
  const other: Lang = lang === 'en' ? 'fr' : 'en';
  test(`a ${lang} widget page loads its own words and none of the ${other} ones`, async ({ page }) => {
    // the bundler writes a non-breaking space (French typography) as an escape: read the text as the browser does
    const js = (await loadedJs(page, PAGES[lang].path, PAGES[lang].next)).join('\n')
      .replace(/\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})/g, (_, x: string | undefined, u: string | undefined) => String.fromCharCode(parseInt(x ?? u!, 16)));
    const own = sentinels(lang);
    const foreign = sentinels(other);
    expect(own.length, 'sentinels of the page language').toBeGreaterThan(100);
    expect(foreign.length, 'sentinels of the other language').toBeGreaterThan(100);
    // The page's words arrived (so the check below looks at the right files); a few phrases are put
    // together at run time from the vocabulary's terms, so they are not in the files as such...
    const missing = own.filter((s) => !js.includes(s));
    expect(missing.length, `${lang} words missing from the loaded JS: ${missing.join(' | ')}`).toBeLessThan(own.length / 10);
    // ...and not one of the other language's.
    expect(foreign.filter((s) => js.includes(s)), `${other} words in the loaded JS`).toEqual([]);
  });
}

/** The sandbox and the wheel spinner: each page, once its widget is live, holds none of the other language's phrases. */
for (const [widget, slug] of [['.cb-sandbox', 'sandbox'], ['.cb-spinner', 'wheel-of-fortune']] as const) {
  for (const lang of ['en', 'fr'] as const) {
    const other: Lang = lang === 'en' ? 'fr' : 'en';
    test(`the ${lang} ${slug} page loads no ${other} words`, async ({ page }) => {
      const bodies: Promise<string>[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('.js')) bodies.push(r.text());
      });
      await page.goto(`/${lang}/${slug}/`);
      const w = page.locator(widget).first();
      await w.scrollIntoViewIfNeeded();
      await w.click({ position: { x: 2, y: 2 } });
      await expect(w).toHaveAttribute('data-ready', '');
      await page.waitForLoadState('networkidle');
      const js = (await Promise.all(bodies)).join('\n');
      expect(sentinels(lang).filter((s) => js.includes(s)).length, `${lang} words in the loaded JS`).toBeGreaterThan(50);
      expect(sentinels(other).filter((s) => js.includes(s)), `${other} words in the loaded JS`).toEqual([]);
    });
  }
}
