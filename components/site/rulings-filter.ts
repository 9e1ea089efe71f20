// The rulings index filters: toggle `hidden` on list items and keep the choice in the URL query.
import { makeFilterQuery, matchesFilter, parseFilter, type Filter } from '../lib/filters.ts';

function apply(form: HTMLFormElement, filter: Filter): void {
  const items = [...document.querySelectorAll<HTMLElement>('li[data-area][data-category]')];
  let shown = 0;
  for (const item of items) {
    const visible = matchesFilter({ area: item.dataset.area ?? '', category: item.dataset.category ?? '' }, filter);
    item.hidden = !visible;
    if (visible) shown += 1;
  }
  for (const section of document.querySelectorAll<HTMLElement>('[data-filter-section]')) {
    section.hidden = !section.querySelector('li:not([hidden])');
  }
  const none = document.querySelector<HTMLElement>('[data-none]');
  if (none) none.hidden = shown > 0;
  const count = form.querySelector<HTMLElement>('[data-count]');
  if (count) {
    count.textContent = (count.dataset.template ?? '')
      .replace('{shown}', String(shown))
      .replace('{total}', String(items.length));
  }
}

function readForm(form: HTMLFormElement): Filter {
  const data = new FormData(form);
  return parseFilter(`?${new URLSearchParams({ expansion: String(data.get('expansion') ?? ''), category: String(data.get('category') ?? '') })}`);
}

export function startRulingsFilter(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-filters]');
  if (!form) return;
  const filter = parseFilter(location.search);
  for (const [name, value] of Object.entries(filter)) {
    const select = form.elements.namedItem(name);
    if (select instanceof HTMLSelectElement) select.value = value ?? '';
  }
  form.hidden = false;
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', () => {
    const next = readForm(form);
    history.replaceState(null, '', `${location.pathname}${makeFilterQuery(next)}${location.hash}`);
    apply(form, next);
  });
  apply(form, filter);
}
