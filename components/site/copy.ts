// Copying to the clipboard for the "Copy link" links and the "cite this" button, fetched on the reader's
// first move towards one (copy-boot.ts, in every page's script, does the rest). A click copies, then
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

/** Copies what `control` stands for and says whether it worked (called by copy-boot.ts on a click). */
export async function copy(control: HTMLElement): Promise<void> {
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
