// The search dialog's behaviour, on Pagefind's JavaScript API (its default UI weighs three times
// this and cannot show a ruling's badge or count rulings). Loaded on first opening by
// search-loader.ts; Pagefind's files are fetched by URL, never bundled, as `pagefind --site dist`
// writes them next to the site. Each ruling is one record (its own page); see Ruling.astro.
import { BADGE_ICONS } from '../badge-icons.ts';
import { RULINGS } from '../../src/lib/ruling-ids.ts';
import { countText, idMatches, searchFilters, type SearchCounts } from './search-model.ts';

interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
}
interface PagefindResult {
  readonly id: string;
  data(): Promise<PagefindData>;
}
interface PagefindResponse {
  readonly results: readonly PagefindResult[];
  /** Per filter value, how many of these results carry it. */
  readonly filters?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}
interface Pagefind {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<unknown>;
  search(query: string | null, options?: object): Promise<PagefindResponse>;
  debouncedSearch(query: string | null, options?: object, ms?: number): Promise<PagefindResponse | null>;
}

/** Results loaded and drawn at a time; the rest come with "More results". */
const PAGE_SIZE = 6;
const SVG = 'http://www.w3.org/2000/svg';

// The id is meta with the heaviest weight, so typing one finds its ruling; synonyms of what a
// ruling is about (its title and question) count a little, those of the rest of its text less,
// so they never outrank the words a ruling really uses. The worker is left out: for an index this
// size it saves nothing a reader notices, and costs 12 KB.
const PAGEFIND_OPTIONS = {
  noWorker: true,
  excerptLength: 18,
  ranking: { metaWeights: { id: 20, title: 5, synonyms: 2, keywords: 0.5, category: 0 } },
};
const RULING_IDS = RULINGS.map((r) => r.id);

/**
 * The record of one ruling. Rulings whose ids share words tie on an id search (wheel-famine,
 * wheel-famine-bonuses…), so the candidates' meta says which is which.
 */
async function findRuling(pagefind: Pagefind, id: string, filters: object): Promise<PagefindResult | undefined> {
  const response = await pagefind.search(id, { filters });
  for (const result of response.results.slice(0, 8)) {
    if ((await result.data()).meta.id === id) return result;
  }
  return undefined;
}

async function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
  await pagefind.options(PAGEFIND_OPTIONS);
  await pagefind.init();
  // Loads the filter indexes now: until then a search reports no per-category counts.
  await pagefind.filters();
  return pagefind;
}

function badge(key: string, label: string): HTMLElement {
  const span = document.createElement('span');
  span.className = `badge badge-${key}`;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'badge-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', BADGE_ICONS[key as keyof typeof BADGE_ICONS] ?? '');
  for (const [k, v] of Object.entries({ fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' })) {
    path.setAttribute(k, v);
  }
  svg.append(path);
  const text = document.createElement('span');
  text.className = 'badge-label';
  text.textContent = label;
  span.append(svg, text);
  return span;
}

function resultItem(data: PagefindData, categoryLabels: ReadonlyMap<string, string>): HTMLLIElement {
  const li = document.createElement('li');
  li.className = 'search-result';
  const link = document.createElement('a');
  link.href = data.url;
  link.className = 'search-result-title';
  link.textContent = data.meta.title ?? data.url;
  li.append(link);
  const key = data.meta.category;
  if (data.meta.id) li.dataset.ruling = data.meta.id;
  if (key) {
    li.dataset.category = key;
    li.append(' ', badge(key, categoryLabels.get(key) ?? key));
  }
  const excerpt = document.createElement('p');
  excerpt.className = 'search-excerpt';
  // Pagefind escapes the page text before adding its <mark> elements, so this is safe as HTML.
  excerpt.innerHTML = data.excerpt;
  li.append(excerpt);
  return li;
}

export async function mountSearch(dialog: HTMLDialogElement): Promise<void> {
  const form = dialog.querySelector<HTMLFormElement>('[data-search-form]');
  const status = dialog.querySelector<HTMLElement>('[data-search-status]');
  const list = dialog.querySelector<HTMLOListElement>('[data-search-results]');
  const more = dialog.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !status || !list || !more) throw new Error('search dialog markup is incomplete');
  const categoryLabels = new Map(
    [...form.querySelectorAll<HTMLOptionElement>('select[name="category"] option[data-key]')].map((o) => [o.dataset.key ?? '', o.value]),
  );
  status.textContent = status.dataset.loading ?? '';
  const pagefind = await loadPagefind();
  status.textContent = '';

  let pending: readonly PagefindResult[] = [];
  let generation = 0;

  const showMore = async (mine: number): Promise<void> => {
    const next = pending.slice(0, PAGE_SIZE);
    pending = pending.slice(PAGE_SIZE);
    more.hidden = true;
    const data = await Promise.all(next.map((r) => r.data()));
    if (mine !== generation) return;
    list.append(...data.map((d) => resultItem(d, categoryLabels)));
    more.hidden = pending.length === 0;
  };

  const run = async (): Promise<void> => {
    const mine = ++generation;
    const query = new FormData(form);
    const text = String(query.get('q') ?? '').trim();
    const filters = searchFilters(query);
    if (text === '' && Object.keys(filters).length === 0) {
      list.replaceChildren();
      status.textContent = '';
      more.hidden = true;
      return;
    }
    const response = await pagefind.debouncedSearch(text === '' ? null : text, { filters }, 150);
    if (response === null || mine !== generation) return;
    // A ruling id typed in full or in part puts that ruling first.
    const named = (await Promise.all(idMatches(text, RULING_IDS).map((id) => findRuling(pagefind, id, filters)))).filter(
      (r): r is PagefindResult => r !== undefined,
    );
    if (mine !== generation) return;
    const first = new Set(named.map((r) => r.id));
    const added = named.filter((r) => !response.results.some((other) => other.id === r.id)).length;
    list.replaceChildren();
    pending = [...named, ...response.results.filter((r) => !first.has(r.id))];
    const categories = { ...(response.filters?.category ?? {}), '': added };
    const counts: SearchCounts = { results: response.results.length + added, categories };
    status.textContent = countText(counts, status.dataset);
    await showMore(mine);
  };

  form.addEventListener('input', () => void run());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.querySelector('a')?.click();
  });
  more.addEventListener('click', () => void showMore(generation));
  await run();
}
