// Build time: the titles of the rulings a scenario names (the ruling it illustrates, those its steps
// expect) that the tables its island loads do not hold (the base table in the language pack, and its
// sets' expansions' tables, lang/title-parts.ts). They travel with the scenario as the island's `titles`
// prop (Ruling.astro), so that a page ships the titles its widgets can show and no others.
import type { Scenario } from '../../engine/scenario/types.ts';
import { RULING_IDS } from '../../engine/scenario/ruling-ids.ts';
import type { PackLang } from './lang/registry.ts';
import { titlePartsOf, type TitlePart } from './lang/title-parts.ts';
import { frenchSpaces } from './french-spaces.ts';
import { en as baseEn } from './ruling-titles-en.ts';
import { fr as baseFr } from './ruling-titles-fr.ts';
import { en as riverEn } from './ruling-titles-en-river.ts';
import { fr as riverFr } from './ruling-titles-fr-river.ts';
import { en as ferriesEn } from './ruling-titles-en-ferries.ts';
import { fr as ferriesFr } from './ruling-titles-fr-ferries.ts';
import { en as wheelEn } from './ruling-titles-en-wheel.ts';
import { fr as wheelFr } from './ruling-titles-fr-wheel.ts';

type Table = Readonly<Record<string, string>>;
const TABLES: { readonly [L in PackLang]: { readonly base: Table } & { readonly [P in TitlePart]: Table } } = {
  en: { base: baseEn, river: riverEn, ferries: ferriesEn, wheel: wheelEn },
  fr: { base: baseFr, river: riverFr, ferries: ferriesFr, wheel: wheelFr },
};

/** Every catalogue id among the scenario's strings, at any depth. */
function namedRulings(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if ((RULING_IDS as readonly string[]).includes(value)) out.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => namedRulings(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => namedRulings(v, out));
  return out;
}

/**
 * id → title of the rulings `scenario` names beyond its island's tables, or undefined when there are none.
 * `titleOf`: a ruling's title in `lang`, as the site writes it; French spacing is made non-breaking here.
 */
export function scenarioTitles(scenario: Scenario, lang: PackLang, titleOf: (id: string) => string | undefined): Record<string, string> | undefined {
  const tables = TABLES[lang];
  const held = (id: string): boolean => id in tables.base || titlePartsOf(scenario.rules.sets).some((p) => id in tables[p]);
  const beyond = [...namedRulings(scenario)].filter((id) => !held(id)).sort();
  if (beyond.length === 0) return undefined;
  return Object.fromEntries(beyond.map((id) => {
    const title = titleOf(id);
    if (title === undefined) throw new Error(`scenario "${scenario.title}" names ruling ${id}, which has no ${lang} title`);
    return [id, lang === 'fr' ? frenchSpaces(title) : title];
  }));
}
