// The rulings index filters, shared by the page (to render) and its script (to apply them). The state
// lives in the URL query (?expansion=river&category=house) so a filtered list can be shared.
import { AREAS, CATEGORIES, type Area, type Category } from './vocabulary.ts';

export interface Filter {
  readonly expansion?: Area | undefined;
  readonly category?: Category | undefined;
}

export interface Filterable {
  readonly area: string;
  readonly category: string;
}

function pick<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((v) => v === raw);
}

/** Unknown or empty values mean "all", so a bad link still shows the whole list. */
export function parseFilter(search: string): Filter {
  const params = new URLSearchParams(search);
  return { expansion: pick(AREAS, params.get('expansion')), category: pick(CATEGORIES, params.get('category')) };
}

export function makeFilterQuery(filter: Filter): string {
  const params = new URLSearchParams();
  if (filter.expansion) params.set('expansion', filter.expansion);
  if (filter.category) params.set('category', filter.category);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function matchesFilter(item: Filterable, filter: Filter): boolean {
  return (!filter.expansion || item.area === filter.expansion) && (!filter.category || item.category === filter.category);
}
