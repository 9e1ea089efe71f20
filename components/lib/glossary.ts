// The words players use for the same thing across editions and languages, said once as data. Search
// adds a ruling's synonyms to its record (so "meeple", "voleur" or "highwayman" find what the text
// calls a follower or a robber). The site's own word for each concept, and the words its interface
// avoids, come from the vocabulary (components/i18n/terms.ts), which the interface and the widgets use too.
import type { Area, Lang } from './vocabulary.ts';
import { AVOID, TERMS, type TermKey } from '../i18n/terms.ts';

export interface GlossaryEntry {
  /** A stable key for the concept (what the widgets look up). */
  readonly key: string;
  /** Every word for it in each language, the site's own word first; other editions' words follow. */
  readonly terms: Readonly<Record<Lang, readonly string[]>>;
  /** Only rulings of these areas get the entry (a ferry lake is not the river's mouth). */
  readonly areas?: readonly Area[];
}

/**
 * A concept the site has a term for: the vocabulary's word first (components/i18n/terms-*.ts), then the words
 * the interface avoids for it (they are still what some players type), then other search words.
 */
function site(term: TermKey, more: Partial<Record<Lang, readonly string[]>> = {}): GlossaryEntry['terms'] {
  const words = (lang: Lang): readonly string[] => [
    ...new Set([TERMS[lang][term].one, ...(AVOID[lang][term] ?? []), ...(more[lang] ?? [])]),
  ];
  return { en: words('en'), fr: words('fr') };
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { key: 'follower', terms: site('follower', { en: ['figure'] }) },
  // Road followers: "thief" (RGG), "robber" (Z-Man), "highwayman" (older English editions).
  { key: 'robber', terms: site('robber', { en: ['brigand'] }) },
  { key: 'knight', terms: site('knight') },
  { key: 'farmer', terms: site('farmer') },
  { key: 'monk', terms: site('monk', { en: ['abbot'], fr: ['abbé'] }) },
  { key: 'cloister', terms: site('cloister') },
  { key: 'field', terms: site('field') },
  { key: 'city', terms: site('city', { en: ['town'] }) },
  { key: 'road', terms: site('road', { en: ['track'], fr: ['chemin'] }) },
  { key: 'shield', terms: site('shield') },
  { key: 'start-tile', terms: site('startTile', { en: ['starting tile'] }) },
  { key: 'river', terms: site('river', { en: ['stream'], fr: ['fleuve', 'cours d’eau'] }) },
  { key: 'u-turn', terms: site('uTurn', { en: ['hairpin', '180° turn', 'turn back'], fr: ['épingle', 'virage à 180°'] }) },
  { key: 'spring', terms: site('spring', { en: ['source'] }) },
  { key: 'river-lake', terms: site('lake', { en: ['mouth', 'pond', 'estuary'], fr: ['embouchure', 'étang'] }), areas: ['base', 'river'] },
  { key: 'fork', terms: site('fork', { en: ['river split'] }) },
  { key: 'volcano', terms: site('volcano') },
  { key: 'pig-herd', terms: site('pigHerd') },
  { key: 'pig', terms: site('pig', { en: ['hog'], fr: ['porc'] }) },
  { key: 'inn', terms: site('inn', { en: ['tavern'], fr: ['taverne'] }) },
  { key: 'barn', terms: { en: ['barn'], fr: ['grange'] } },
  { key: 'builder', terms: { en: ['builder'], fr: ['bâtisseur'] } },
  { key: 'ferry', terms: site('ferry', { en: ['boat', 'raft'], fr: ['bateau', 'radeau'] }) },
  { key: 'jetty', terms: site('jetty') },
  { key: 'ferry-lake', terms: site('lake', { en: ['lake tile'], fr: ['tuile lac'] }), areas: ['ferries'] },
  { key: 'wheel', terms: site('wheel', { en: ['wheel of fortune'], fr: ['roue de la fortune'] }) },
  { key: 'crown', terms: site('crown', { en: ['crown space'], fr: ['case couronne'] }) },
  { key: 'plague', terms: site('plague') },
  { key: 'storm', terms: { en: ['storm', 'tempest'], fr: ['orage', 'tempête'] } },
  { key: 'famine', terms: { en: ['famine', 'hunger'], fr: ['famine', 'disette'] } },
  { key: 'taxes', terms: { en: ['taxes', 'tax', 'tribute'], fr: ['taxes', 'impôt', 'tribut'] } },
  { key: 'dragon', terms: { en: ['dragon'], fr: ['dragon'] } },
  { key: 'supply', terms: site('supply') },
  // Expansion names as each language's boxes print them.
  { key: 'inns-cathedrals', terms: { en: ['Inns & Cathedrals'], fr: ['Auberges et Cathédrales'] } },
  { key: 'traders-builders', terms: { en: ['Traders & Builders'], fr: ['Marchands et Bâtisseurs'] } },
  { key: 'princess-dragon', terms: { en: ['Princess & the Dragon', 'Princess & Dragon'], fr: ['Princesse et Dragon'] } },
  { key: 'abbey-mayor', terms: { en: ['Abbey & Mayor'], fr: ['Abbaye et Maire', 'Maire et Monastères'] } },
  { key: 'hills-sheep', terms: { en: ['Hills & Sheep'], fr: ['Moutons et Collines'] } },
  { key: 'count', terms: { en: ['Count of Carcassonne'], fr: ['Comte de Carcassonne'] } },
  { key: 'the-ferries', terms: { en: ['The Ferries'], fr: ['Les Bacs'] } },
];

/** Lower case, one kind of apostrophe, words kept apart by single spaces; accents are kept, so "près" is not "pré". */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}°&]+/gu, ' ')
    .trim()} `;
}

/** The forms of a term's last word that count as the term: as written, and its regular plurals. */
function forms(words: string): string[] {
  const out = [words, `${words}s`, `${words}es`, `${words}x`];
  if (/[^aeiou]y$/.test(words)) out.push(`${words.slice(0, -1)}ies`);
  return out;
}

/** Does the text contain the term as whole words (its last word possibly in a plural form)? */
export function mentions(normalisedText: string, term: string): boolean {
  const words = normalise(term).trim();
  if (words === '') return false;
  return forms(words).some((form) => normalisedText.includes(` ${form} `));
}

/** Entries a text speaks of, in glossary order. */
export function entriesIn(text: string, area?: Area): GlossaryEntry[] {
  const normalised = normalise(text);
  return GLOSSARY.filter(
    (entry) =>
      (!entry.areas || !area || entry.areas.includes(area)) &&
      Object.values(entry.terms).some((terms) => terms.some((term) => mentions(normalised, term))),
  );
}

/**
 * Every word, in both languages, for the concepts a text speaks of: what a ruling's search record
 * adds so that a reader using another edition's or another language's word still finds it.
 */
export function synonymsFor(text: string, area?: Area): string[] {
  const out = new Set<string>();
  for (const entry of entriesIn(text, area)) {
    for (const terms of Object.values(entry.terms)) for (const term of terms) out.add(term);
  }
  return [...out];
}

/** The glossary's words for one concept in one language (the site's own word first). */
export function termsFor(key: string, lang: Lang): readonly string[] {
  return GLOSSARY.find((entry) => entry.key === key)?.terms[lang] ?? [];
}
