// Copying to the clipboard for the "Copy link" links and the "cite this" button. A click copies, then
// says so twice: in the page's live region (#announcer, in the layout) for screen readers, and in
// the small visible note right after the control (aria-hidden, so it is not announced twice). A
// control may carry its own messages (data-copied, data-failed); otherwise the live region's are used.
const SHOWN_MS = 4000;

function announce(message: string): void {
  const live = document.getElementById('announcer');
  if (!live) return;
  // Clear first so that copying the same thing twice is announced twice.
  live.textContent = '';
  window.setTimeout(() => (live.textContent = message), 50);
}

const timers = new WeakMap<Element, number>();

function showNote(control: HTMLElement, message: string, ok: boolean): void {
  const note = control.nextElementSibling;
  if (!(note instanceof HTMLElement) || !note.hasAttribute('data-copy-note')) return;
  note.textContent = message;
  note.dataset.state = ok ? 'ok' : 'failed';
  window.clearTimeout(timers.get(note));
  timers.set(note, window.setTimeout(() => {
    note.textContent = '';
    delete note.dataset.state;
  }, SHOWN_MS));
}

/** What a control copies: a link's absolute address, or the text of the element data-copy-text names. */
function textOf(control: HTMLElement): string | undefined {
  if (control instanceof HTMLAnchorElement) return control.href;
  const source = document.getElementById(control.dataset.copyText ?? '');
  return source?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

async function copy(control: HTMLElement): Promise<void> {
  const live = document.getElementById('announcer');
  const copied = control.dataset.copied ?? live?.dataset.copied ?? '';
  const failed = control.dataset.failed ?? live?.dataset.failed ?? '';
  const text = textOf(control);
  let ok = false;
  try {
    if (text) await navigator.clipboard.writeText(text);
    ok = Boolean(text);
  } catch {
    ok = false;
  }
  announce(ok ? copied : failed);
  showNote(control, ok ? copied : failed, ok);
}

let started = false;

/** "Cite this" names the address the page is read at, as "Copy link" does (a link's href is live). */
function liveCitations(): void {
  for (const cite of document.querySelectorAll<HTMLElement>('[data-cite-address][data-cite-path]')) {
    const { citeAddress = '', citePath = '' } = cite.dataset;
    const live = new URL(citePath, location.origin).href;
    if (citeAddress && live !== citeAddress) cite.textContent = (cite.textContent ?? '').replace(citeAddress, live);
  }
}

export function startCopying(): void {
  if (started) return;
  started = true;
  liveCitations();
  if (navigator.clipboard) {
    for (const button of document.querySelectorAll<HTMLElement>('button[data-copy-text][hidden]')) button.hidden = false;
  }
  document.addEventListener('click', (event) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('a[data-copy-link], button[data-copy-text]');
    if (!control || !navigator.clipboard || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void copy(control);
  });
}
