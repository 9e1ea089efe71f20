// What a query finds, in order: the search dialog (search-ui.ts) draws it, and the relevance test
// (tests/site/search-relevance.test.ts) runs the same code against the built index. Pagefind ranks;
// this module decides what it is asked and fixes the few cases its ranking cannot know:
// - the little words of a sentence are dropped (search-text.ts), since Pagefind wants every word;
// - a word that matches nothing is replaced by the nearest word of the site (search-typos.ts), and
//   the outcome says so;
// - when no ruling has all the words, the rulings with the most of them come first;
// - a ruling id typed in full or in part puts that ruling first;
// - for a plain word, a house rule or an edition note never comes first unless the word names it.
import { idMatches, type SearchCounts } from './search-model.ts';
import { contentWords, fold, shardOf, tokens } from './search-text.ts';
import { joinVocabularies, nearestMatch, nearestWord, type Vocabulary } from './search-typos.ts';

// A ruling's `defines` words (what it is the reference for) weigh most, so "famine" puts the Famine
// ruling before its edge cases; then its id, its title and the synonyms of what it is about; those of
// the rest of its text count less, so they never outrank the words a ruling really uses. The question
// is the heaviest text (data-pagefind-weight, Ruling.astro). The worker is left out: for an index this
// size it saves nothing a reader notices, and costs 12 KB.
export const PAGEFIND_OPTIONS = {
  noWorker: true,
  excerptLength: 18,
  ranking: { metaWeights: { defines: 12, id: 3, title: 5, synonyms: 2, keywords: 0.5, category: 0 } },
};

export interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindData>;
}
export interface PagefindResponse {
  readonly results: readonly PagefindResult[];
  /** Per filter value, how many of these results carry it. */
  readonly filters?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}
export interface SearchEngine {
  search(query: string | null, options?: { filters?: object }): Promise<PagefindResponse>;
}

export interface QueryContext {
  readonly engine: SearchEngine;
  /** The site's words starting with one letter (shardOf), each letter's fetched on first need. */
  readonly vocabulary: (shard: string) => Promise<Vocabulary>;
  readonly rulingIds: readonly string[];
  /** The category filter's values (labels in the page's language): a result with one is a ruling. */
  readonly categoryLabels: readonly string[];
  readonly pageSize: number;
}

export interface Outcome {
  /** The first page of results, loaded, in order. */
  readonly first: readonly PagefindData[];
  /** The other results, not loaded. */
  readonly rest: readonly PagefindResult[];
  readonly counts: SearchCounts;
  /** The words searched instead of the reader's, when some matched nothing and were corrected. */
  readonly corrected?: string;
}

/** Shortest word searched on its own: "r" or "ri" would fetch much of the index and find little. */
export const MIN_WORD = 3;

/**
 * The words to search for, or [] to wait: the little words dropped, and a last word still being
 * typed (no space after it) left out while it is shorter than MIN_WORD.
 */
export function searchWords(text: string): string[] {
  const words = contentWords(text);
  const last = tokens(text).at(-1);
  if (last !== undefined && !/\s$/.test(text) && last.length < MIN_WORD && words.at(-1) === last) words.pop();
  return words;
}

/** Words that name a house rule or an edition note: with one, such a ruling may come first. */
const NAMES_SIDE_RULINGS = new Set(
  fold('house variant variants homemade custom edition editions printing rulebook older earlier later new maison variante variantes édition éditions règle ancienne nouvelle big box z-man zmg 2009').split(' '),
);
const SIDE_CATEGORIES = new Set(['house', 'edition']);

/**
 * Where the first page's leader should come from: for a plain word (one word searched) that does not
 * name them, a house rule or edition note first gives way to the best ruling of another category.
 */
export function leaderIndex(first: readonly PagefindData[], words: readonly string[]): number {
  if (words.length !== 1 || words.some((w) => NAMES_SIDE_RULINGS.has(w))) return 0;
  if (!SIDE_CATEGORIES.has(first[0]?.meta.category ?? '')) return 0;
  const index = first.findIndex((d) => d.meta.category !== undefined && !SIDE_CATEGORIES.has(d.meta.category));
  return index < 0 ? 0 : index;
}

/** Results carrying the most of the words first, then by the sum of Pagefind's scores. */
function mergeByCoverage(responses: readonly PagefindResponse[]): PagefindResult[] {
  const merged = new Map<string, { result: PagefindResult; words: number; score: number }>();
  for (const response of responses) {
    for (const result of response.results) {
      const seen = merged.get(result.id);
      if (seen) {
        seen.words += 1;
        seen.score += result.score;
      } else merged.set(result.id, { result, words: 1, score: result.score });
    }
  }
  return [...merged.values()].sort((a, b) => b.words - a.words || b.score - a.score).map((m) => m.result);
}

/**
 * The record of one ruling. Rulings whose ids share words tie on an id search (wheel-famine,
 * wheel-famine-bonuses…), so the candidates' meta says which is which.
 */
async function findRuling(engine: SearchEngine, id: string, filters: object): Promise<PagefindResult | undefined> {
  const response = await engine.search(id, { filters });
  for (const result of response.results.slice(0, 8)) {
    if ((await result.data()).meta.id === id) return result;
  }
  return undefined;
}

/** Does the best record for this piece of a word mark a word that starts with it? */
async function startsAWord(engine: SearchEngine, piece: string): Promise<boolean> {
  const first = (await engine.search(piece)).results[0];
  if (!first) return false;
  const marked = (await first.data()).excerpt.match(/<mark>[^<]*<\/mark>/g) ?? [];
  return marked.some((m) => fold(m.replace(/<\/?mark>/g, '')).startsWith(piece));
}

/**
 * The site's nearest word to one the index lacks, from the words sharing its first letter; when none
 * is one edit away, from those starting with its second letter too, for a slip at the start ("lpague",
 * "oplague"). A slip on the first letter itself is not mended.
 */
async function nearestSiteWord(ctx: QueryContext, word: string): Promise<string | undefined> {
  const own = await ctx.vocabulary(shardOf(word));
  const match = nearestMatch(word, own);
  const second = shardOf(word.slice(1));
  if ((match && match.edits <= 1) || second === shardOf(word)) return match?.word;
  return nearestWord(word, joinVocabularies(own, await ctx.vocabulary(second)));
}

/**
 * Replaces the words the index does not hold by the site's nearest words; undefined when none
 * changes. Each word is looked up as an exact word (in quotes): unquoted, Pagefind also matches the
 * start of longer words and the known pieces of an unknown one ("oraeg" finds "or"). A last word
 * still being typed is left alone while it starts a word of the site.
 */
async function correct(ctx: QueryContext, words: readonly string[], typing: boolean, stale: () => boolean): Promise<string[] | undefined> {
  const hits = await Promise.all(words.map((w) => ctx.engine.search(`"${w}"`).then((r) => r.results.length)));
  if (hits.every((n) => n > 0) || stale()) return undefined;
  const last = words.length - 1;
  // The start of a word being typed ("pes"): no need for the vocabulary to know it.
  if (typing && hits.every((n, i) => n > 0 || i === last) && (await startsAWord(ctx.engine, words[last] ?? ''))) return undefined;
  const fixed = await Promise.all(
    words.map(async (w, i) => {
      if (hits[i] !== 0) return w;
      if (typing && i === last && (await ctx.vocabulary(shardOf(w))).words.some((entry) => entry.folded.startsWith(w))) return w;
      return (await nearestSiteWord(ctx, w)) ?? w;
    }),
  );
  return fixed.some((w, i) => w !== words[i]) ? fixed : undefined;
}

/** The reader's text with each corrected word replaced, the rest as typed: "can I move a fery twice" → "… ferry twice". */
export function rewrite(text: string, words: readonly string[], fixed: readonly string[]): string {
  const swaps = new Map(words.flatMap((w, i) => (fixed[i] && fixed[i] !== w ? [[w, fixed[i]] as const] : [])));
  return text
    .trim()
    .split(/(\s+)/)
    .map((part) => part.replace(/[\p{L}\p{N}'’-]+/u, (word) => swaps.get(fold(word)) ?? word))
    .join('');
}

/**
 * Runs a query. `exact` searches the reader's words as typed (the "search instead for" link).
 * Returns undefined when there is nothing to search yet, or once `stale()` says the reader has typed
 * on: a query overtaken fetches no more vocabulary and no results' text.
 */
export async function runQuery(
  ctx: QueryContext,
  text: string,
  filters: Record<string, string>,
  exact = false,
  stale: () => boolean = () => false,
): Promise<Outcome | undefined> {
  const { engine } = ctx;
  let words = searchWords(text);
  const hasFilters = Object.keys(filters).length > 0;
  if (words.length === 0 && !hasFilters) return undefined;
  let corrected: string | undefined;
  const ids = idMatches(text, ctx.rulingIds);
  if (words.length > 0 && !exact && ids.length === 0) {
    const fixed = await correct(ctx, words, !/\s$/.test(text), stale);
    if (fixed) {
      corrected = rewrite(text, words, fixed);
      words = fixed;
    }
  }
  if (stale()) return undefined;
  const main = await engine.search(words.length > 0 ? words.join(' ') : null, { filters });
  let results: readonly PagefindResult[] = main.results;
  let categories: Record<string, number> = { ...(main.filters?.category ?? {}) };
  if (results.length === 0 && words.length > 1) {
    // No record has every word: those with the most of them, and count rulings among them.
    results = mergeByCoverage(await Promise.all(words.map((w) => engine.search(w, { filters }))));
    const rulings = filters.category
      ? results
      : (await engine.search(null, { filters: { ...filters, category: { any: ctx.categoryLabels } } })).results;
    const rulingSet = new Set(rulings.map((r) => r.id));
    categories = { rulings: results.filter((r) => rulingSet.has(r.id)).length };
  }
  // A ruling id typed in full or in part puts that ruling first.
  if (stale()) return undefined;
  const named = (await Promise.all(ids.map((id) => findRuling(engine, id, filters)))).filter(
    (r): r is PagefindResult => r !== undefined,
  );
  const namedIds = new Set(named.map((r) => r.id));
  const added = named.filter((r) => !results.some((other) => other.id === r.id)).length;
  const ordered = [...named, ...results.filter((r) => !namedIds.has(r.id))];
  const first = await Promise.all(ordered.slice(0, ctx.pageSize).map((r) => r.data()));
  const leader = named.length > 0 ? 0 : leaderIndex(first, words);
  if (leader > 0) first.unshift(...first.splice(leader, 1));
  return {
    first,
    rest: ordered.slice(ctx.pageSize),
    // Only the sum of the categories counts (rulingCount): the named rulings join it under a key of their own.
    counts: { results: results.length + added, categories: { ...categories, '\u0000named': added } },
    ...(corrected === undefined ? {} : { corrected }),
  };
}
