// Loads Pagefind's UI on first use. Pagefind writes its files next to the site at build time
// (`pagefind --site dist`), so they are fetched by URL, never bundled.

interface PagefindUIOptions {
  element: string;
  showSubResults: boolean;
  showImages: boolean;
  resetStyles: boolean;
}
type PagefindUIConstructor = new (options: PagefindUIOptions) => unknown;

declare global {
  interface Window {
    PagefindUI?: PagefindUIConstructor;
  }
}

let loading: Promise<void> | undefined;

function addStylesheet(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * Pagefind shows filter keys as they are ("Expansion", "Category"); the keys stay English for the
 * index, so the labels are swapped for the page's language (data-filter-<key> on the dialog).
 */
function relabelFilters(root: HTMLElement, labels: DOMStringMap): void {
  const relabel = () => {
    for (const el of root.querySelectorAll('.pagefind-ui__filter-name, .pagefind-ui__filter-group-label')) {
      const label = labels[`filter${el.textContent?.trim().toLowerCase().replace(/^\w/, (c) => c.toUpperCase())}`];
      if (label && el.textContent !== label) el.textContent = label;
    }
  };
  new MutationObserver(relabel).observe(root, { childList: true, subtree: true });
}

async function mountSearch(root: HTMLElement, labels: DOMStringMap): Promise<void> {
  addStylesheet('/pagefind/pagefind-ui.css');
  await addScript('/pagefind/pagefind-ui.js');
  if (!window.PagefindUI) throw new Error('Pagefind UI did not load');
  root.textContent = '';
  relabelFilters(root, labels);
  // Pagefind picks the index matching <html lang>, so each language searches its own pages.
  new window.PagefindUI({ element: '#search-root', showSubResults: true, showImages: false, resetStyles: false });
}

function focusInput(dialog: HTMLDialogElement): void {
  dialog.querySelector<HTMLInputElement>('input')?.focus();
}

export async function openSearch(): Promise<void> {
  const dialog = document.querySelector<HTMLDialogElement>('[data-search-dialog]');
  const root = document.getElementById('search-root');
  if (!dialog || !root) return;
  if (!dialog.open) dialog.showModal();
  loading ??= mountSearch(root, dialog.dataset).catch(() => {
    root.textContent = dialog.dataset.failed ?? '';
    loading = undefined;
  });
  await loading;
  focusInput(dialog);
}
