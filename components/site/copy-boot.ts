// The "Copy link" links and the "cite this" button, in every page's script (page.ts): what must happen
// up front (a citation names the address the page is read at; the buttons show where the clipboard
// works) and the click, whose work (copy.ts) is fetched when the reader heads for a control.
type Code = typeof import('./copy.ts');

const CONTROL = 'a[data-copy-link], button[data-copy-text]';

/** "Cite this" names the address the page is read at, as "Copy link" does (a link's href is live). */
function liveCitations(): void {
  for (const cite of document.querySelectorAll<HTMLElement>('[data-cite-address][data-cite-path]')) {
    const { citeAddress = '', citePath = '' } = cite.dataset;
    const live = new URL(citePath, location.origin).href;
    if (citeAddress && live !== citeAddress) cite.textContent = (cite.textContent ?? '').replace(citeAddress, live);
  }
}

export function bootCopying(): void {
  liveCitations();
  if (!navigator.clipboard || !document.querySelector(CONTROL)) return;
  for (const button of document.querySelectorAll<HTMLElement>('button[data-copy-text][hidden]')) button.hidden = false;
  let code: Promise<Code> | undefined;
  const load = (): Promise<Code> => (code ??= import('./copy.ts'));
  const near = (event: Event): void => {
    if ((event.target as Element | null)?.closest?.(CONTROL)) void load();
  };
  document.addEventListener('pointerover', near, { passive: true });
  document.addEventListener('focusin', near, { passive: true });
  document.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROL);
    if (!control || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    // the click's permission to write to the clipboard lasts a few seconds: the code comes from the cache
    void load().then((m) => m.copy(control));
  });
}
