// How search reads words, shared by the search dialog (the reader's query) and the build (the site's
// vocabulary, search-vocabulary.ts): folded to lower case without accents, split into words, and the
// little words of both languages set aside, since a question typed as a sentence ("can I move a ferry
// twice", "est-ce que la peste touche la roue") is found by its other words.

/** Lower case, accents removed, one kind of apostrophe: "Rivière" and "riviere" read the same. */
export function fold(text: string): string {
  return lower(text.normalize('NFD').replace(/\p{M}+/gu, ''));
}

/** Lower case and one kind of apostrophe, accents kept (NFC): how the vocabulary writes its words. */
export function lower(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/[’‘`]/g, "'");
}

// Written folded. Words a rule can hinge on stay out ("not", "only", "without", "sans", "seul"…), and
// so do the game's own short words ("pré", "lac", "bac", "tour").
const ENGLISH = `a about after an and any are as at be been before but by can could did do does doing for from
  had has have how i if in into is it its it's me my of off on onto or our so some than that the their them then
  there these they this those to too us was we were what when where whether which while who whom why will with
  would you your yours i'm can't don't doesn't`;
const FRENCH = `a afin ai aie aient ais ait alors au aux avec avoir c ca ce ceci cela celle celles celui ces cet cette
  chaque comme comment d dans de des donc du elle elles en es est et etc eux il ils j je l la le les leur leurs lui m
  ma mais me meme mes moi mon n ne nos notre nous on ont ou par peut peuvent peux pour pourquoi puis puisque qu quand
  que quel quelle quelles quels qui quoi s sa se ses si son sont sur t ta te tes toi ton tu un une vos votre vous y
  faut dois doit doivent`;

/** The little words of both languages, folded. */
export const STOP_WORDS: ReadonlySet<string> = new Set(fold(`${ENGLISH} ${FRENCH}`).split(/\s+/).filter(Boolean));

/** French elisions ("l'auberge", "qu'un") drop their first part. */
const ELIDED = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)'/;

/**
 * The words of a text in order, folded: letters and digits, a hyphenated word kept whole ("pig-herd",
 * "demi-tour"); folded unless `keepAccents`.
 */
export function tokens(text: string, keepAccents = false): string[] {
  const out: string[] = [];
  for (const raw of (keepAccents ? lower(text) : fold(text)).match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []) {
    const word = raw.replace(ELIDED, '');
    if (word.includes("'")) out.push(...word.split("'").filter(Boolean));
    else out.push(word);
  }
  return out;
}

/** Is this word one the query can do without? Hyphenated words only when every part is ("est-ce"). */
export function isStopWord(word: string): boolean {
  return fold(word).split('-').every((part) => STOP_WORDS.has(part));
}

/** The words of a query that carry its meaning, folded, in order, without repeats. */
export function contentWords(text: string): string[] {
  return [...new Set(tokens(text).filter((w) => !isStopWord(w)))];
}

/**
 * The piece of the site's vocabulary a word is looked up in (search-typos.ts): its first letter,
 * folded, or "_" for any other first character. A piece is a file of its own, so correcting a word
 * fetches about a twentieth of the vocabulary.
 */
export function shardOf(word: string): string {
  const first = fold(word).charAt(0);
  return /^[a-z0-9]$/.test(first) ? first : '_';
}
