// The titles the widgets' ruling links show are the rulings' own: the generated tables match the
// rulings' frontmatter (run `node scripts/ruling-titles.mjs` after changing a title), and every ruling id
// the engine may cite has a title in both languages.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { RULINGS } from '../../engine/scenario/ruling-ids.ts';
import { rulingTitles, titlesModule } from '../../scripts/ruling-titles-lib.mjs';
import { en } from './ruling-titles-en.ts';
import { fr } from './ruling-titles-fr.ts';
import { rulingLink } from './view.ts';
import { optionLabel, optionRulings } from './options.ts';

describe('the rulings\' titles in the widgets', () => {
  test.each([['en', en], ['fr', fr]] as const)('ruling-titles-%s.ts is up to date with content/rulings', (lang, table) => {
    const titles = rulingTitles(lang) as Record<string, string>;
    expect(table).toEqual(titles);
    expect(readFileSync(`components/widgets/ruling-titles-${lang}.ts`, 'utf8')).toBe(titlesModule(lang, titles));
  });

  test('the famine option\'s label and the ruling it links agree: both readings, the edition named in both', () => {
    for (const [lang, table, both] of [['en', en, /with or without a majority/], ['fr', fr, /avec ou sans majorité/]] as const) {
      const label = optionLabel('famineMajority', lang);
      const ruling = optionRulings('famineMajority')[0]!;
      expect(table[ruling]).toMatch(both);
      expect(label).toMatch(/Big Box 5/);
      expect(table[ruling]).toMatch(/Big Box 5/);
    }
  });

  test('every ruling id has a title in both languages, which its link shows', () => {
    for (const { id } of RULINGS) {
      expect(en[id], id).toBeTruthy();
      expect(fr[id], id).toBeTruthy();
      expect(rulingLink(id, 'fr')).toEqual({ id, title: fr[id], href: `/fr/rulings/${id}/` });
    }
    expect(rulingLink('procedure', 'en')).toEqual({ id: 'procedure', title: 'The order of play', href: null });
  });
});
