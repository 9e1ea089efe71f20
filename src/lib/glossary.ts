// The words players use for the same thing across editions and languages, said once as data. Search
// adds a ruling's synonyms to its record (so "meeple", "voleur" or "highwayman" find what the text
// calls a follower, a robber or a thief); the widgets can read the same entries to name pieces.
import type { Area, Lang } from './vocabulary.ts';

export interface GlossaryEntry {
  /** A stable key for the concept (what the widgets look up). */
  readonly key: string;
  /** Every word for it in each language, the site's own word first; other editions' words follow. */
  readonly terms: Readonly<Record<Lang, readonly string[]>>;
  /** Only rulings of these areas get the entry (a ferry lake is not the river's mouth). */
  readonly areas?: readonly Area[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { key: 'follower', terms: { en: ['follower', 'meeple', 'figure'], fr: ['partisan', 'meeple', 'pion'] } },
  // Road followers: "thief" (RGG), "robber" (Z-Man), "highwayman" (older English editions).
  { key: 'robber', terms: { en: ['thief', 'robber', 'highwayman', 'brigand', 'bandit'], fr: ['voleur', 'brigand'] } },
  { key: 'knight', terms: { en: ['knight'], fr: ['chevalier'] } },
  { key: 'farmer', terms: { en: ['farmer', 'peasant'], fr: ['paysan', 'fermier'] } },
  { key: 'monk', terms: { en: ['monk', 'abbot'], fr: ['moine', 'abbé'] } },
  { key: 'cloister', terms: { en: ['cloister', 'monastery', 'abbey'], fr: ['abbaye', 'monastère', 'cloître'] } },
  { key: 'field', terms: { en: ['field', 'farm', 'meadow', 'pasture'], fr: ['pré', 'prairie', 'champ'] } },
  { key: 'city', terms: { en: ['city', 'town'], fr: ['ville', 'cité'] } },
  { key: 'road', terms: { en: ['road', 'track'], fr: ['route', 'chemin'] } },
  { key: 'shield', terms: { en: ['shield', 'coat of arms', 'pennant'], fr: ['blason', 'écusson', 'fanion'] } },
  { key: 'start-tile', terms: { en: ['starting tile', 'start tile'], fr: ['tuile de départ'] } },
  { key: 'river', terms: { en: ['river', 'stream'], fr: ['rivière', 'fleuve', 'cours d’eau'] } },
  { key: 'u-turn', terms: { en: ['U-turn', 'hairpin', '180° turn', 'turn back'], fr: ['demi-tour', 'épingle', 'virage à 180°'] } },
  { key: 'spring', terms: { en: ['spring', 'source'], fr: ['source'] } },
  { key: 'river-lake', terms: { en: ['lake', 'mouth', 'pond', 'estuary'], fr: ['lac', 'embouchure', 'étang'] }, areas: ['base', 'river'] },
  { key: 'fork', terms: { en: ['fork', 'bifurcation', 'river split'], fr: ['bifurcation', 'fourche'] } },
  { key: 'volcano', terms: { en: ['volcano'], fr: ['volcan'] } },
  { key: 'pig-herd', terms: { en: ['pig-herd', 'herd of pigs', 'pigsty'], fr: ['troupeau de cochons', 'porcherie'] } },
  { key: 'pig', terms: { en: ['pig', 'hog'], fr: ['cochon', 'porc'] } },
  { key: 'inn', terms: { en: ['inn', 'tavern'], fr: ['auberge', 'taverne'] } },
  { key: 'barn', terms: { en: ['barn'], fr: ['grange'] } },
  { key: 'builder', terms: { en: ['builder'], fr: ['bâtisseur'] } },
  { key: 'ferry', terms: { en: ['ferry', 'boat', 'raft'], fr: ['bac', 'bateau', 'radeau'] } },
  { key: 'jetty', terms: { en: ['jetty', 'pier', 'dock', 'landing stage'], fr: ['quai', 'embarcadère', 'ponton'] } },
  { key: 'ferry-lake', terms: { en: ['lake', 'lake tile'], fr: ['lac', 'tuile lac'] }, areas: ['ferries'] },
  { key: 'wheel', terms: { en: ['wheel', 'wheel of fortune'], fr: ['roue', 'roue de la fortune'] } },
  { key: 'crown', terms: { en: ['crown', 'crown space'], fr: ['couronne', 'case couronne'] } },
  { key: 'plague', terms: { en: ['plague', 'pestilence', 'epidemic'], fr: ['peste', 'fléau', 'pestilence', 'épidémie'] } },
  { key: 'storm', terms: { en: ['storm', 'tempest'], fr: ['orage', 'tempête'] } },
  { key: 'famine', terms: { en: ['famine', 'hunger'], fr: ['famine', 'disette'] } },
  { key: 'taxes', terms: { en: ['taxes', 'tax', 'tribute'], fr: ['taxes', 'impôt', 'tribut'] } },
  { key: 'dragon', terms: { en: ['dragon'], fr: ['dragon'] } },
  { key: 'supply', terms: { en: ['supply', 'reserve', 'stock'], fr: ['réserve', 'stock'] } },
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
