// The search dialog's small decisions, kept apart from the DOM so they can be tested: which filters a
// form asks for, and how the result count reads.

export interface SearchCounts {
  /** Every result: rulings and the other indexed pages (expansion introductions, home, about). */
  readonly results: number;
  /** Results per category label; only rulings have a category, so their sum counts rulings. */
  readonly categories: Readonly<Record<string, number>>;
}

/** The count sentence's templates, as the dialog carries them (data-none, data-one, data-many, data-page, data-pages). */
export interface CountTemplates {
  readonly none?: string | undefined;
  readonly one?: string | undefined;
  readonly many?: string | undefined;
  readonly page?: string | undefined;
  readonly pages?: string | undefined;
}

/** Pagefind filters from the dialog's form: only the ones set, by their stored value (the label). */
export function searchFilters(form: { get(name: string): FormDataEntryValue | null }): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const name of ['expansion', 'category']) {
    const value = String(form.get(name) ?? '');
    if (value !== '') filters[name] = value;
  }
  return filters;
}

export function rulingCount(counts: SearchCounts): number {
  return Object.values(counts.categories).reduce((sum, n) => sum + n, 0);
}

/** "3 rulings", "1 ruling, and 2 other pages", or the no-match sentence. */
export function countText(counts: SearchCounts, templates: CountTemplates): string {
  if (counts.results === 0) return templates.none ?? '';
  const rulings = rulingCount(counts);
  const others = counts.results - rulings;
  const main = (rulings === 1 ? templates.one : templates.many)?.replace('{n}', String(rulings)) ?? '';
  if (others <= 0) return main;
  return ((others === 1 ? templates.page : templates.pages) ?? '').replace('{rulings}', main).replace('{pages}', String(others));
}

/** How many rulings an id-like query may lift to the top. */
const MAX_ID_MATCHES = 3;

/**
 * Ruling ids a query names, best first, when the query looks like an id or a piece of one
 * ("river-no-u-turn", "pig-herd", "u-turn-immediate"): the exact id, then ids where the piece
 * stands between hyphens, then the shortest. A plain word ("lake") is left to the ranking, since
 * it is a word of the text before it is part of an id.
 */
export function idMatches(query: string, ids: readonly string[]): string[] {
  const q = query.trim().toLowerCase();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*-?$/.test(q)) return [];
  if (!q.includes('-') && !ids.includes(q)) return [];
  const whole = (id: string) => `-${id}-`.includes(`-${q.replace(/-$/, '')}-`);
  return ids
    .filter((id) => id.includes(q))
    .sort((a, b) => Number(b === q) - Number(a === q) || Number(whole(b)) - Number(whole(a)) || a.length - b.length || a.localeCompare(b))
    .slice(0, MAX_ID_MATCHES);
}
