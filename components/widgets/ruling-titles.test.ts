// The titles the widgets' ruling links show are the rulings' own: the generated tables match the
// rulings' frontmatter and the code's citations (run `node scripts/ruling-titles.mjs` after changing a
// title or what the code cites), and a widget holds the title of every ruling it can show: those its
// code cites (the base table and its sets' tables) and those its scenario names (scenario-titles.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { explainPosition } from '../../engine/core/explain.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import { RULINGS, RULING_IDS } from '../../engine/scenario/ruling-ids.ts';
import { rulingTitles, titlesByPart, titlesFile, titlesModule, TITLE_PARTS } from '../../scripts/ruling-titles-lib.mjs';
import { en } from './ruling-titles-en.ts';
import { fr } from './ruling-titles-fr.ts';
import { en as riverEn } from './ruling-titles-en-river.ts';
import { en as ferriesEn } from './ruling-titles-en-ferries.ts';
import { en as wheelEn } from './ruling-titles-en-wheel.ts';
import { fr as riverFr } from './ruling-titles-fr-river.ts';
import { fr as ferriesFr } from './ruling-titles-fr-ferries.ts';
import { fr as wheelFr } from './ruling-titles-fr-wheel.ts';
import { rulingLink } from './view.ts';
import { optionLabel, optionRulings } from './options.ts';
import { playScenario } from './player-model.ts';
import { scenarioTitles } from './scenario-titles.ts';
import { titlePartsOf } from './lang/title-parts.ts';

const TABLES = {
  en: { base: en, river: riverEn, ferries: ferriesEn, wheel: wheelEn },
  fr: { base: fr, river: riverFr, ferries: ferriesFr, wheel: wheelFr },
} as const;

describe('the rulings\' titles in the widgets', () => {
  test.each(['en', 'fr'] as const)('the %s tables are up to date with content/rulings and the code\'s citations', (lang) => {
    const all = rulingTitles(lang) as Record<string, string>;
    const byPart = titlesByPart(lang) as Record<string, Record<string, string>>;
    expect(Object.keys(byPart).sort()).toEqual(['base', ...TITLE_PARTS].sort());
    for (const [part, titles] of Object.entries(byPart)) {
      expect(TABLES[lang][part as keyof (typeof TABLES)['en']]).toEqual(titles);
      expect(readFileSync(titlesFile(lang, part), 'utf8')).toBe(titlesModule(lang, titles, part));
      for (const [id, title] of Object.entries(titles)) expect(title).toBe(all[id]);
    }
  });

  test('the base table is not the catalogue: an expansion\'s own rulings load with it', () => {
    expect(Object.keys(en).length).toBeLessThan(RULINGS.length / 2);
    expect(riverEn).toHaveProperty('river-no-u-turn');
    expect(wheelEn).toHaveProperty('wheel-plague');
    expect(ferriesEn).toHaveProperty('ferries-place-ferry');
    for (const part of TITLE_PARTS) for (const id of Object.keys(TABLES.en[part as 'river'])) expect(en).not.toHaveProperty(id);
  });

  test('the title parts the generator writes are those the sets load', () => {
    expect(titlePartsOf(['base', 'river1', 'river2', 'river3', 'gq11', 'ferries', 'wheel']).sort()).toEqual([...TITLE_PARTS].sort());
    expect(titlePartsOf(['base'])).toEqual([]);
    expect(titlePartsOf(['river2', 'gq11'])).toEqual(['river']);
  });

  test('the famine option\'s label and the ruling it links agree: both readings, the edition named in both', () => {
    // the wheel's option, cited by the wheel's module: its title comes with the wheel's table
    for (const [lang, table, both] of [['en', wheelEn, /with or without a majority/], ['fr', wheelFr, /avec ou sans majorité/]] as const) {
      const label = optionLabel('famineMajority', lang);
      const ruling = optionRulings('famineMajority')[0]!;
      expect(table[ruling]).toMatch(both);
      expect(label).toMatch(/Big Box 5/);
      expect(table[ruling]).toMatch(/Big Box 5/);
    }
  });

  test('every ruling id has a title in both languages, which its link shows', () => {
    const all = { en: rulingTitles('en') as Record<string, string>, fr: rulingTitles('fr') as Record<string, string> };
    for (const { id } of RULINGS) {
      expect(all.en[id], id).toBeTruthy();
      expect(all.fr[id], id).toBeTruthy();
    }
    // the server and the tests register every table (lang/all.ts)
    for (const id of [...Object.keys(en), ...Object.keys(wheelFr)]) expect(rulingLink(id, 'fr')).toEqual({ id, title: all.fr[id], href: `/fr/rulings/${id}/` });
    expect(rulingLink('procedure', 'en')).toEqual({ id: 'procedure', title: 'The order of play', href: null });
  });
});

/** Every catalogue id among the strings of `value`, at any depth. */
function rulingsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (RULING_IDS.includes(value)) out.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => rulingsIn(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => rulingsIn(v, out));
  return out;
}

describe('a scenario\'s widget holds the title of every ruling it shows', () => {
  const files = readdirSync('content/scenarios').filter((f) => f.endsWith('.json'));
  test.each(files)('%s', (file) => {
    const parsed = parseValue(JSON.parse(readFileSync(`content/scenarios/${file}`, 'utf8')));
    if (!parsed.ok) throw new Error(`${file} does not parse`);
    const s = parsed.value;
    for (const lang of ['en', 'fr'] as const) {
      const own = scenarioTitles(s, lang, (id) => (rulingTitles(lang) as Record<string, string>)[id]) ?? {};
      const held = new Set([...Object.keys(TABLES[lang].base), ...titlePartsOf(s.rules.sets).flatMap((p) => Object.keys(TABLES[lang][p])), ...Object.keys(own)]);
      const played = playScenario(s, lang);
      if (!played.ok) throw new Error(`${file} does not play`);
      // what its steps show (verdicts, score events), what the explain panel shows, what it names itself
      const shown = rulingsIn([played.value.steps, played.value.positions.map((p) => explainPosition(p)), s]);
      for (const id of shown) expect(held.has(id), `${file} (${lang}) shows ${id} without its title`).toBe(true);
      expect(shown.size).toBeGreaterThan(0);
    }
  });
});
