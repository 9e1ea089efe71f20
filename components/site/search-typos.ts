// Typos forgiven: a word of the query that matches nothing is replaced by the nearest word of the
// site's own vocabulary (/<lang>/search-words/<letter>.txt, made at build time by search-vocabulary.ts),
// by Levenshtein distance (the `leven` package). Each file has two lines of words: first the words of
// what rulings are about (titles, questions, `defines`, synonyms, ids), then the other words of their
// text; a word of the first line wins a tie.
import leven from 'leven';
import { fold } from './search-text.ts';

export interface Vocabulary {
  /** Each word as the site writes it, with its folded form and its line (0: subject, 1: text). */
  readonly words: readonly { readonly word: string; readonly folded: string; readonly tier: number }[];
}

export function parseVocabulary(text: string): Vocabulary {
  const words = text
    .split('\n')
    .slice(0, 2)
    .flatMap((line, tier) => line.split(' ').filter(Boolean).map((word) => ({ word, folded: fold(word), tier })));
  return { words };
}

/** How far a word may be from the one meant: one edit for short words, two from five letters on. */
export function allowedDistance(word: string): number {
  return word.length < 5 ? 1 : 2;
}

/** Same letters in another order ("plauge", "plague"): a swap, the commonest slip, beats other edits. */
function sameLetters(a: string, b: string): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

/** Two pieces of the vocabulary as one. */
export function joinVocabularies(a: Vocabulary, b: Vocabulary): Vocabulary {
  return { words: [...a.words, ...b.words] };
}

/**
 * The word of the vocabulary nearest to `word` (folded or not), as the site writes it, or undefined
 * when none is close enough. Ties go to a swap of letters, then to a word no shorter than the one
 * typed, then to the subject line, then to a word with the same first letter, then to the shorter
 * word. A word already in the vocabulary is left alone.
 */
export function nearestWord(word: string, vocabulary: Vocabulary): string | undefined {
  return nearestMatch(word, vocabulary)?.word;
}

/** The same, with its cost: the number of edits, a swap of two letters counting as one. */
export function nearestMatch(word: string, vocabulary: Vocabulary): { word: string; edits: number } | undefined {
  const w = fold(word);
  if (w.length < 3) return undefined;
  if (vocabulary.words.some((entry) => entry.folded === w)) return undefined;
  const max = allowedDistance(w);
  let best: { word: string; key: number[] } | undefined;
  for (const entry of vocabulary.words) {
    // A word without digits is not a typo of "river2" (a piece of an id).
    if (Math.abs(entry.folded.length - w.length) > max || (!/\d/.test(w) && /\d/.test(entry.folded))) continue;
    const distance = leven(w, entry.folded, { maxDistance: max + 1 });
    // A swap costs two edits to Levenshtein; it counts as one here, as in Damerau's distance, so a
    // short word's swap ("roeu") is mended too.
    const swap = distance === 2 && sameLetters(w, entry.folded);
    if (distance > max && !swap) continue;
    // A letter left out is a commoner slip than one too many: "rivère" is "rivière" before "river".
    const key = [swap ? 1 : distance, swap ? 0 : 1, entry.folded.length < w.length ? 1 : 0, entry.tier, entry.folded[0] === w[0] ? 0 : 1, entry.folded.length];
    if (!best || compare(key, best.key) < 0) best = { word: entry.word, key };
  }
  return best && { word: best.word, edits: best.key[0] ?? 0 };
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}
