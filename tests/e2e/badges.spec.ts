// Every ruling block names its category in words, with an icon of its own, so the
// category never rests on colour alone (issue 2, item 6).
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { CATEGORIES, LANGS } from '../../components/lib/vocabulary.ts';
import { DICTS, expect, test } from './fixtures.ts';

const categoryOf = new Map(RULINGS.map((r) => [r.id, r.category]));

for (const lang of LANGS) {
  test(`each ruling on the expansion pages shows its category label and icon (${lang})`, async ({ page }) => {
    const iconsByCategory = new Map<string, Set<string>>();
    for (const slug of ['base', 'river', 'ferries', 'wheel-of-fortune']) {
      await page.goto(`/${lang}/${slug}/`);
      const blocks = await page.evaluate((ids) => {
        return ids.flatMap((id) => {
          const block = document.getElementById(id);
          if (!block) return [];
          const svg = block.querySelector('svg[aria-hidden="true"]');
          return [{ id, text: block.innerText, icon: svg?.innerHTML ?? '' }];
        });
      }, [...categoryOf.keys()]);
      expect(blocks.length, `ruling blocks on /${lang}/${slug}/`).toBeGreaterThan(0);
      for (const { id, text, icon } of blocks) {
        const category = categoryOf.get(id)!;
        expect(text, `${id} shows "${DICTS[lang].categories[category]}"`).toContain(DICTS[lang].categories[category]);
        expect(icon, `${id} has an icon`).not.toBe('');
        iconsByCategory.set(category, (iconsByCategory.get(category) ?? new Set()).add(icon));
      }
    }
    const icons = CATEGORIES.map((c) => [...(iconsByCategory.get(c) ?? [])]);
    expect(icons.map((set) => set.length), 'one icon per category').toEqual(CATEGORIES.map(() => 1));
    expect(new Set(icons.flat()).size, 'a different icon for each category').toBe(CATEGORIES.length);
  });
}
