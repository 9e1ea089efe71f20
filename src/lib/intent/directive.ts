// `client:intent`: an island hydrates when the reader first shows an intent to use it (a pointer over it,
// a touch, the focus coming into it, a key pressed in it), not when the page loads. The HTML the server
// rendered from the same component is the first frame; hydration keeps its nodes (Preact's hydrate).
// What the reader did before the code arrived is not lost: clicks (and Enter or Space on a button, which
// the browser turns into clicks) and other keys are held, then played again on the same nodes once the
// island listens. This script is inlined in every page with such an island, so it stays small and
// imports nothing at run time.
import type { ClientDirective } from 'astro';
import type { IntentValue, PreparedComponent } from './types.ts';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** Keys the browser handles by itself: focus moves, and clicks on buttons (held as clicks). */
const NATIVE_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta']);
const CLICKING_KEYS = new Set(['Enter', ' ']);
/** The note shown when the island's code cannot be loaded (removed before the next try). */
const FAILED = 'cb-load-failed';
const LOAD_FAILED = {
  en: 'This board could not load its code: check the connection, then point at it again or reload the page.',
  fr: 'Ce plateau n’a pas pu charger son code : vérifiez la connexion, puis pointez-le de nouveau ou rechargez la page.',
} as const;
const TYPED_INTO = 'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]), textarea, select';

interface Held {
  readonly target: Element;
  /** Child indexes from the island down to the target, in case hydration replaced the node. */
  readonly path: readonly number[];
  readonly event: Event;
}

function pathOf(node: Element, root: Element): number[] {
  const path: number[] = [];
  for (let n: Element | null = node; n && n !== root; n = n.parentElement) {
    path.unshift(n.parentElement ? [...n.parentElement.children].indexOf(n) : 0);
  }
  return path;
}

function nodeAt(path: readonly number[], root: Element): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}

/** The node now standing where `held` was: itself if hydration kept it. */
const current = (held: Omit<Held, 'event'>, root: Element): Element | null =>
  held.target.isConnected ? held.target : nodeAt(held.path, root);

function again(e: Event): Event {
  if (e instanceof KeyboardEvent) {
    const { key, code, location, repeat, shiftKey, ctrlKey, altKey, metaKey } = e;
    return new KeyboardEvent('keydown', { key, code, location, repeat, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true });
  }
  const m = e as MouseEvent;
  const { clientX, clientY, screenX, screenY, button, buttons, detail, shiftKey, ctrlKey, altKey, metaKey } = m;
  return new MouseEvent('click', { clientX, clientY, screenX, screenY, button, buttons, detail, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true, view: window });
}

/** Whether the address asks for the island at once (a shared link it must open, for one). */
function addressWants(now: string | undefined): boolean {
  if (!now) return false;
  const part = now.startsWith('#') ? location.hash : location.search;
  return part.length > 1 && part.startsWith(now);
}

/** Whether the browser's storage holds `key` (reading it throws where storage is blocked). */
function storageHolds(key: string | undefined): boolean {
  try {
    return key !== undefined && localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

const intent: ClientDirective = (load, options, el) => {
  const value = (typeof options.value === 'object' && options.value !== null ? options.value : {}) as IntentValue;
  const held: Held[] = [];
  let started = false;
  // Astro retries a failed import once, then reports it (and a hydration that throws) with this event
  // instead of rejecting: the directive takes it over, so the reader hears of it rather than the console.
  let failed: unknown = null;
  el.addEventListener('astro:hydration-error', (e) => {
    e.preventDefault();
    failed = (e as CustomEvent<{ error?: unknown }>).detail?.error ?? e;
  });

  const hold = (e: Event): void => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !el.contains(target)) return;
    if (e.type === 'click') {
      // links keep working as links; fields the reader types into keep their own behaviour
      if (target.closest('a[href], input[type=file]') || target.closest(TYPED_INTO)) return;
      e.preventDefault();
    } else {
      const k = e as KeyboardEvent;
      if (NATIVE_KEYS.has(k.key) || target.closest(TYPED_INTO)) return;
      if (CLICKING_KEYS.has(k.key) && target.closest('button, summary, a[href], input, [role=button]')) return;
    }
    held.push({ target, path: pathOf(target, el), event: e });
  };

  const listen = (): void => {
    for (const type of INTENT) el.addEventListener(type, start, { capture: true, passive: true });
  };
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const type of INTENT) el.removeEventListener(type, start, true);
    removeEventListener('hashchange', onHash);
    el.querySelector(`:scope > .${FAILED}`)?.remove();
    failed = null;
    try {
      const hydrate = await load();
      if (failed) throw failed;
      // an island may need data before its first client render (its language, its expansions)
      const component = (el as HTMLElement & { Component?: PreparedComponent }).Component;
      if (component?.prepare) await component.prepare(value);
      const active = document.activeElement;
      const focus = active && el.contains(active) ? { target: active, path: pathOf(active, el) } : null;
      await hydrate();
      if (failed) throw failed;
      el.removeEventListener('click', hold, true);
      el.removeEventListener('keydown', hold, true);
      if (focus) {
        const now = current(focus, el);
        if (now !== document.activeElement && now instanceof HTMLElement) now.focus();
      }
      for (const h of held) current(h, el)?.dispatchEvent(again(h.event));
    } catch (error) {
      // The code did not arrive (offline, a deploy that replaced it): the first frame stays, the
      // reader is told in the page's language, what was held is dropped, and the next intent retries.
      held.length = 0;
      const note = document.createElement('p');
      note.className = FAILED;
      note.setAttribute('role', 'alert');
      note.textContent = LOAD_FAILED[value.lang ?? 'en'];
      el.prepend(note);
      console.warn('client:intent: the widget could not load', error);
      started = false;
      listen();
    }
  };
  const onHash = (): void => {
    if (addressWants(value.now)) void start();
  };

  el.addEventListener('click', hold, true);
  el.addEventListener('keydown', hold, true);
  listen();
  if (value.now?.startsWith('#')) addEventListener('hashchange', onHash);
  if (addressWants(value.now) || storageHolds(value.stored)) void start();
};

export default intent;
