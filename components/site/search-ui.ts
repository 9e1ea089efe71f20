// The search dialog's behaviour, on Pagefind's JavaScript API (its default UI weighs three times
// this and cannot show a ruling's badge or count rulings). Loaded on first opening by
// search-loader.ts; Pagefind's files are fetched by URL, never bundled, as `pagefind --site dist`
// writes them next to the site. Each ruling is one record (its own page); see Ruling.astro.
import { BADGE_ICONS } from '../badge-icons.ts';
import { RULINGS } from '../lib/ruling-ids.ts';
import { countText, searchFilters } from './search-model.ts';
import { PAGEFIND_OPTIONS, runQuery, type PagefindData, type PagefindResult, type QueryContext, type SearchEngine } from './search-query.ts';
import { parseVocabulary, type Vocabulary } from './search-typos.ts';

interface Pagefind extends SearchEngine {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<unknown>;
}

/** Results loaded and drawn at a time; the rest come with "More results". */
const PAGE_SIZE = 6;
/** Typing pauses this long before a search: a word typed key by key is searched once, not per letter. */
const DEBOUNCE_MS = 250;
const SVG = 'http://www.w3.org/2000/svg';

async function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
  await pagefind.options(PAGEFIND_OPTIONS);
  await pagefind.init();
  // Loads the filter indexes now: until then a search reports no per-category counts.
  await pagefind.filters();
  return pagefind;
}

/** The page's vocabulary for typo correction, fetched once, on the first word that matches nothing. */
function vocabularyLoader(lang: string): () => Promise<Vocabulary> {
  let loading: Promise<Vocabulary> | undefined;
  return () => {
    loading ??= fetch(`/${lang}/search-words.txt`)
      .then((r) => (r.ok ? r.text() : ''))
      .catch(() => '')
      .then(parseVocabulary);
    return loading;
  };
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
  const note = dialog.querySelector<HTMLElement>('[data-search-corrected]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  if (!form || !status || !list || !more || !note || !input) throw new Error('search dialog markup is incomplete');
  const noteText = note.querySelector<HTMLElement>('[data-search-corrected-text]');
  const exactButton = note.querySelector<HTMLButtonElement>('[data-search-exact]');
  if (!noteText || !exactButton) throw new Error('search dialog markup is incomplete');
  const categoryOptions = [...form.querySelectorAll<HTMLOptionElement>('select[name="category"] option[data-key]')];
  const categoryLabels = new Map(categoryOptions.map((o) => [o.dataset.key ?? '', o.value]));
  status.textContent = status.dataset.loading ?? '';
  const pagefind = await loadPagefind();
  status.textContent = '';
  const ctx: QueryContext = {
    engine: pagefind,
    vocabulary: vocabularyLoader(document.documentElement.lang || 'en'),
    rulingIds: RULINGS.map((r) => r.id),
    categoryLabels: categoryOptions.map((o) => o.value),
    pageSize: PAGE_SIZE,
  };

  let pending: readonly PagefindResult[] = [];
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const draw = (data: readonly PagefindData[]): void => {
    list.append(...data.map((d) => resultItem(d, categoryLabels)));
    more.hidden = pending.length === 0;
  };

  const showMore = async (mine: number): Promise<void> => {
    const next = pending.slice(0, PAGE_SIZE);
    pending = pending.slice(PAGE_SIZE);
    more.hidden = true;
    const data = await Promise.all(next.map((r) => r.data()));
    if (mine === generation) draw(data);
  };

  const run = async (exact = false): Promise<void> => {
    const mine = ++generation;
    const query = new FormData(form);
    const text = String(query.get('q') ?? '');
    const outcome = await runQuery(ctx, text, searchFilters(query), exact);
    if (mine !== generation) return;
    list.replaceChildren();
    note.hidden = outcome?.corrected === undefined;
    if (outcome?.corrected !== undefined) {
      noteText.textContent = (note.dataset.template ?? '').replace('{words}', outcome.corrected);
      exactButton.textContent = (exactButton.dataset.template ?? '').replace('{words}', text.trim());
    }
    if (!outcome) {
      status.textContent = '';
      more.hidden = true;
      pending = [];
      return;
    }
    pending = outcome.rest;
    status.textContent = countText(outcome.counts, status.dataset);
    draw(outcome.first);
  };

  form.addEventListener('input', (event) => {
    clearTimeout(timer);
    // A filter applies at once; typing waits for a pause.
    timer = setTimeout(() => void run(), event.target === input ? DEBOUNCE_MS : 0);
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    list.querySelector('a')?.click();
  });
  exactButton.addEventListener('click', () => {
    void run(true);
    input.focus();
  });
  more.addEventListener('click', () => void showMore(generation));
  // What was typed while search loaded: searched after the same pause, in case the reader is still typing.
  timer = setTimeout(() => void run(), DEBOUNCE_MS);
}
