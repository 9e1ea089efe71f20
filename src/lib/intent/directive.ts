// `client:intent`: an island hydrates when the reader first shows an intent to use it (a pointer over it,
// a touch, the focus coming into it, a key pressed in it), not when the page loads. The HTML the server
// rendered from the same component is the first frame; hydration keeps its nodes (Preact's hydrate).
// What the reader did before the code arrived is not lost: clicks (and Enter or Space on a button, which
// the browser turns into clicks) and other keys are held, then played again on the same nodes once the
// island listens. This script is inlined in every page with such an island, so it stays small and
// imports nothing at run time.
//
// The island's whole module graph, with its language pack and the expansions it plays, is listed at
// build time in its `data-graph` attribute (graph.ts, written by integration.ts): on intent every file
// is asked for at once (`<link rel=modulepreload>`), so a slow link pays one round trip, not one per
// level of imports. An island that has been on screen for a moment (SEEN_MS) is fetched (and compiled)
// ahead, at low priority when the browser is idle (as the page loads, for an island that is what its page
// is for, the sandbox: `ahead: 'load'`), unless the reader saves data or the link is 2G; its
// modules then run in idle periods, its data is prepared, and it is rendered once off the page and thrown
// away (PreparedComponent `warm`), so the code the tap will run is compiled and optimised and the engine's
// positions are cached. It still hydrates on intent only, which then takes a few tens of milliseconds.
//
// A scenario player's steps are drawn at build time too (its value's `frames`): fetched with the first
// intent (or ahead, with the code), they let its step buttons answer before the code has arrived
// (stepper.ts); the island then hydrates on the step the reader reached.
import type { ClientDirective } from 'astro';
import type { IntentValue, PreparedComponent } from '../../../components/widgets/intent-types.ts';
import { frugal } from '../../../components/widgets/frugal.ts';
import { WAKING, WOKEN } from '../../../components/widgets/waking.ts';
import { stepperFor } from './stepper.ts';
import { drawLater, WARMING } from './later.ts';

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
/** How long an island stays on screen before its code is fetched ahead (ms). */
const SEEN_MS = 400;
const CONTROL = 'button, a[href], input, select, textarea, summary, [role=button]';
/** A picture whose controls (a board's cells) the failure note never takes the place of: it goes above it. */
const NOTE_ABOVE = '[data-note-above]';
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

const asked = new Set<string>();
const ran = new Set<string>();

/** The island's graph: the files of its `data-graph` (or of the island it names), as addresses. */
function graphOf(el: Element): string[] {
  const from = new URL(el.getAttribute('component-url') ?? '', location.href);
  const as = el.getAttribute('data-graph-as');
  const list = as === null ? el.getAttribute('data-graph') : document.querySelector(`astro-island[uid="${as}"]`)?.getAttribute('data-graph');
  return (list?.split(' ') ?? []).filter(Boolean).map((name) => new URL(name, from).href);
}

/** The current idle period's end (performance.now() time), or 0 outside one. */
let idleUntil = 0;
/**
 * Resolves in an idle moment: at once while the current idle period has a few milliseconds left (so a
 * quiet page runs ahead in a few periods rather than one module per frame), else at the next one.
 */
const idle = (): Promise<unknown> =>
  performance.now() < idleUntil - 8
    ? Promise.resolve()
    : new Promise((resolve) => {
      if (typeof requestIdleCallback !== 'function') return void setTimeout(resolve, 50);
      requestIdleCallback((deadline) => {
        idleUntil = deadline.didTimeout ? 0 : performance.now() + deadline.timeRemaining();
        resolve(deadline);
      }, { timeout: 2000 });
    });

/**
 * Runs the graph's modules ahead in idle periods, the files imported last first, so that no single task
 * runs the whole graph (a long page stays responsive) and the reader's tap only hydrates.
 */
async function runAhead(files: readonly string[]): Promise<void> {
  for (const href of [...files].reverse()) {
    if (ran.has(href)) continue;
    ran.add(href);
    await idle();
    await import(/* @vite-ignore */ href).catch(() => ran.delete(href));
  }
}

/**
 * The island's props as Astro's island script revives them (astro-island.js: each value a [type, value]
 * pair), for the plain data islands receive (objects, arrays, strings, numbers, booleans); undefined
 * when the attribute holds anything else, which is then left to the island's own hydration.
 */
function propsOf(el: Element): Record<string, unknown> | undefined {
  const revive = (pair: unknown): unknown => {
    if (!Array.isArray(pair)) throw new TypeError('not a prop');
    const [type, v] = pair as [number, unknown];
    if (type === 1) return (v as unknown[]).map(revive);
    if (type !== 0) throw new TypeError('not plain data');
    return typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)])) : v;
  };
  try {
    const raw = JSON.parse(el.getAttribute('props') ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(raw).map(([k, x]) => [k, revive(x)]));
  } catch {
    return undefined;
  }
}

/** Asks for every file of the island's graph at once; `low` for a fetch ahead of any intent. */
function preload(el: Element, low: boolean): void {
  for (const href of graphOf(el)) {
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (low) link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}


/** An island watched for being on screen: its children, those showing, and the timer running. */
interface Seen {
  readonly kids: readonly Element[];
  readonly showing: Set<Element>;
  timer?: ReturnType<typeof setTimeout>;
  readonly then: () => void;
}
const seenOf = new WeakMap<Element, Seen>();
let seen: IntersectionObserver | null = null;

/**
 * Calls `then` once `el` has stayed on screen for SEEN_MS and the browser is idle. The island itself is
 * `display: contents` (it has no box, so an observer never sees it on screen): its children are watched,
 * by one observer for all the page's islands (a long page has dozens).
 */
function whenSeen(el: Element, then: () => void): void {
  if (typeof IntersectionObserver !== 'function') return;
  seen ??= new IntersectionObserver((entries) => {
    const changed = new Set<Seen>();
    for (const entry of entries) {
      const s = seenOf.get(entry.target);
      if (!s) continue;
      if (entry.isIntersecting) s.showing.add(entry.target);
      else s.showing.delete(entry.target);
      changed.add(s);
    }
    for (const s of changed) {
      clearTimeout(s.timer);
      if (s.showing.size === 0) continue;
      s.timer = setTimeout(() => {
        for (const kid of s.kids) seen?.unobserve(kid);
        void idle().then(s.then);
      }, SEEN_MS);
    }
  });
  const s: Seen = { kids: [...el.children], showing: new Set(), then };
  for (const kid of s.kids) {
    seenOf.set(kid, s);
    seen.observe(kid);
  }
}

/** What an island does with the reader's events while it waits for its code: hold them, and wake. */
interface Watch {
  /** holds clicks and keys (and notes the control pressed), until the island has hydrated */
  hold: ((e: Event) => void) | null;
  /** wakes the island, on the first intent (again after a failure) */
  start: (() => void) | null;
  /** takes over Astro's report of a failed import or hydration (`astro:hydration-error`, which bubbles) */
  readonly fail: (e: Event) => void;
}
const watched = new WeakMap<Element, Watch>();
const HELD_TYPES = new Set(['click', 'keydown', 'pointerdown']);
const INTENT_TYPES = new Set<string>(INTENT);

/**
 * One listener per kind of event on the document (capture), for every island of the page, rather than
 * nine on each: a long page has dozens of islands, whose listeners were set up while it was parsed. An
 * event goes to the island around its target, first to be held, then as an intent; Astro's report of a
 * failure, to the island it names.
 */
function delegate(): void {
  if (delegating) return;
  delegating = true;
  const route = (e: Event): void => {
    const island = e.target instanceof Element ? e.target.closest('astro-island') : null;
    const w = island ? watched.get(island) : undefined;
    if (!w) return;
    if (w.hold && HELD_TYPES.has(e.type)) w.hold(e);
    if (w.start && INTENT_TYPES.has(e.type)) w.start();
  };
  document.addEventListener('astro:hydration-error', (e) => {
    const w = e.target instanceof Element ? watched.get(e.target) : undefined;
    w?.fail(e);
  }, true);
  for (const type of new Set([...HELD_TYPES, ...INTENT_TYPES])) {
    // a held click is cancelled (preventDefault): that listener cannot be passive
    document.addEventListener(type, route, { capture: true, passive: type !== 'click' && type !== 'keydown' });
  }
}
let delegating = false;

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
  /** The control the reader last pressed in the island, where a failure is said. */
  let pressed: HTMLElement | null = null;
  /** The note saying the code did not arrive, and the control it stands in for (hidden meanwhile). */
  let note: { readonly p: HTMLElement; readonly control: HTMLElement | null } | null = null;
  // Astro retries a failed import once, then reports it (and a hydration that throws) with this event
  // instead of rejecting: the directive takes it over, so the reader hears of it rather than the console.
  let failed: unknown = null;
  const { frames } = value;
  const stepper = typeof frames?.url === 'string' && typeof frames.fp === 'string'
    ? stepperFor(el as HTMLElement, new URL(frames.url, location.href).href, frames.fp)
    : null;
  const fail = (e: Event): void => {
    e.preventDefault();
    failed = (e as CustomEvent<{ error?: unknown }>).detail?.error ?? e;
  };

  const hold = (e: Event): void => {
    const target = e.target instanceof Element ? e.target : null;
    if (!target || !el.contains(target)) return;
    const control = target.closest(CONTROL);
    if (control instanceof HTMLElement && el.contains(control)) pressed = control;
    if (e.type === 'pointerdown') return;
    if (e.type === 'click') {
      // links keep working as links; fields the reader types into keep their own behaviour
      if (target.closest('a[href], input[type=file]') || target.closest(TYPED_INTO)) return;
      e.preventDefault();
      // a step button, answered from the frames while the code is on its way (nothing held before it)
      if (held.length === 0 && stepper?.can(target) && stepper.step(target, (e as MouseEvent).detail === 0)) {
        // answered: a failure to load the code is not said in its place
        pressed = null;
        performance.mark('cb-intent-answered', { detail: { by: 'frames' } });
        return;
      }
    } else {
      const k = e as KeyboardEvent;
      if (NATIVE_KEYS.has(k.key) || target.closest(TYPED_INTO)) return;
      if (CLICKING_KEYS.has(k.key) && target.closest('button, summary, a[href], input, [role=button]')) return;
    }
    held.push({ target, path: pathOf(target, el), event: e });
  };

  /** The step-button clicks held before the frames arrived, answered from them (the first ones only, in order). */
  const playStepsHeld = (): void => {
    let answered = false;
    while (held.length > 0 && held[0]!.event.type === 'click') {
      // a click held after an earlier one swapped its button finds the new one in the same place
      const target = current(held[0]!, el);
      if (!target || !stepper?.can(target) || !stepper.step(target, (held[0]!.event as MouseEvent).detail === 0)) break;
      held.shift();
      performance.mark('cb-intent-answered', { detail: { by: 'frames' } });
      answered = true;
    }
    // every press answered: a failure to load the code is not said in the place of the last one
    if (answered && held.length === 0) pressed = null;
  };

  const watch: Watch = { hold, start: null, fail };
  const listen = (): void => {
    watch.start = () => void start();
  };
  const start = async (): Promise<void> => {
    if (started) return;
    started = true;
    watch.start = null;
    removeEventListener('hashchange', onHash);
    failed = null;
    // the page's background work (the service worker) waits while the reader waits for this (waking.ts)
    el.setAttribute(WAKING, '');
    // the frames first, so that a slow link brings the step the reader asked for before the code
    void stepper?.fetch().then((ok) => {
      if (ok) playStepsHeld();
    });
    preload(el, false);
    try {
      const hydrate = await load();
      if (failed) throw failed;
      // the island answers from now on (its props are read as it hydrates: no step may change them now)
      stepper?.stop();
      // an island may need data before its first client render (its language, its expansions)
      const component = (el as HTMLElement & { Component?: PreparedComponent }).Component;
      if (component?.prepare) await component.prepare(value);
      // the note of an earlier failure stays through the retry (no blinking) and goes before hydration
      if (note) {
        note.p.remove();
        if (note.control) note.control.hidden = false;
        if (document.activeElement === note.p) note.control?.focus();
        note = null;
      }
      const active = document.activeElement;
      const focus = active && el.contains(active) ? { target: active, path: pathOf(active, el) } : null;
      await hydrate();
      if (failed) throw failed;
      watch.hold = null;
      if (focus) {
        const now = current(focus, el);
        if (now !== document.activeElement && now instanceof HTMLElement) now.focus();
      }
      for (const h of held) current(h, el)?.dispatchEvent(again(h.event));
      performance.mark('cb-intent-answered');
      woken();
    } catch (error) {
      // The code did not arrive (offline, a deploy that replaced it): the first frame stays, what was
      // held is dropped, the next intent retries, and the reader is told in the page's language where
      // they acted: the note takes the place of the control they pressed (else the island's first one).
      held.length = 0;
      if (!note) {
        const p = document.createElement('p');
        p.className = FAILED;
        p.setAttribute('role', 'alert');
        p.tabIndex = -1;
        p.textContent = LOAD_FAILED[value.lang ?? 'en'];
        // a control drawn on a picture (a board's cell) keeps its place: the note goes above the picture
        const drawing = pressed?.closest(NOTE_ABOVE) ?? null;
        const control = drawing ? null : pressed ?? [...el.querySelectorAll<HTMLElement>('button')].find((b) => !b.closest(NOTE_ABOVE)) ?? null;
        const hadFocus = !!control && control === document.activeElement;
        if (drawing) drawing.before(p);
        else if (control) {
          control.before(p);
          control.hidden = true;
        } else el.prepend(p);
        if (hadFocus) p.focus();
        note = { p, control };
      }
      console.warn('client:intent: the widget could not load', error);
      started = false;
      listen();
      woken();
    }
  };
  const woken = (): void => {
    el.removeAttribute(WAKING);
    document.dispatchEvent(new Event(WOKEN));
  };
  const onHash = (): void => {
    if (addressWants(value.now)) void start();
  };

  watched.set(el, watch);
  delegate();
  listen();
  whenSeen(el, () => {
    if (started || frugal()) return;
    // the frames, a few kilobytes, at the usual priority (stepper.ts), the code at a low one
    void stepper?.fetch();
    preload(el, true);
    // the boards a long page draws in idle moments wait for this (later.ts): the reader may tap it next
    el.setAttribute(WARMING, '');
    void runAhead(graphOf(el)).then(async () => {
      // the code has run: the island's data (its language, its expansions) and a first render off the
      // page, each in an idle moment, so the tap finds them ready (PreparedComponent `warm`)
      const url = el.getAttribute('component-url');
      if (started || !url) return;
      const component = ((await import(/* @vite-ignore */ new URL(url, location.href).href)) as { default?: PreparedComponent }).default;
      await idle();
      if (started) return;
      await component?.prepare?.(value);
      const warm = component?.warm;
      const props = warm && propsOf(el);
      if (!props) return;
      await idle();
      if (started) return;
      warm(props);
      performance.mark('cb-intent-warmed', { detail: { component: url } });
    }).catch(() => undefined).finally(() => el.removeAttribute(WARMING));
  });
  // the page's own widget: its files asked for now, at low priority (the page's styles and text first)
  if (value.ahead === 'load' && !frugal()) preload(el, true);
  if (value.now?.startsWith('#')) addEventListener('hashchange', onHash);
  if (addressWants(value.now) || storageHolds(value.stored)) void start();
};

// the islands a long page holds for later are drawn as they near the screen (later.ts)
drawLater();

export default intent;
