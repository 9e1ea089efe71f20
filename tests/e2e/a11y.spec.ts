// axe-core finds no violation on the main kinds of page, in both languages.
import AxeBuilder from '@axe-core/playwright';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { allDrawn, expect, test } from './fixtures.ts';

const PAGES = ['', 'river/', 'rulings/river-no-u-turn/', 'rulings/', 'faq/', 'learn/ferries/', 'learn/wheel-of-fortune/wheel-storm/'];

for (const lang of LANGS) {
  for (const rest of PAGES) {
    const path = `/${lang}/${rest}`;
    test(`axe: no violations on ${path}`, async ({ page }) => {
      // An expansion page holds dozens of rulings; axe takes 20 s or more on it on a slow machine.
      test.setTimeout(120_000);
      await page.goto(path);
      // the boards a long page draws after loading are checked too
      await allDrawn(page);
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(summary).toEqual([]);
    });
  }
}
