// The step buttons of a scenario player, answered before its code has arrived. A player's steps are
// drawn at build time (components/widgets/frames.ts, one small file per scenario); client:intent
// (directive.ts) fetches that file with the reader's first intent, and while the island's code is still
// on its way, "Back", "Next" and "Reset" show the step asked for from it: the parts of the widget
// that change are swapped, the live region says the step, and the focus goes where the island's own
// buttons send it (ScenarioPlayer.tsx). The island then hydrates on the step reached: the directive
// gives it as the `start` prop, whose first render is that very frame.
//
// "Try it yourself" on the setup answers from them too: the setup's "try it" mode, the first tile in hand
// and the cells that take it lit, is in the file (`setupTry`), and the island then hydrates in that mode.
// Anything else the reader does (the move itself, explain, change an option, predict) waits for the
// island, which plays it once it listens (the directive holds it); the stepper stands down once the
// code has arrived, or as soon as the reader changes a field, or when the file is missing or does not
// fit the widget on the page.
// Part of the directive's inline script: small, no imports at run time.

interface TryFrame {
  readonly parts: readonly (string | null)[];
  readonly said: string;
}

interface Frames {
  readonly v: 1;
  readonly fp: string;
  readonly steps: number;
  readonly parts: readonly (readonly (string | null)[])[];
  readonly said: readonly string[];
  readonly setupTry?: TryFrame | null;
}

type StepTo = 'back' | 'next' | 'reset' | 'try';

export interface Stepper {
  /**
   * Asks for the frames (once), ahead of any intent or on it, always at the browser's usual priority: a
   * low-priority request waits behind the page's own while it loads (HTTP/1.1), and the reader's first
   * "Next" would wait for it. Resolves when they are there or not.
   */
  fetch(): Promise<boolean>;
  /** Whether the stepper can answer a click on this target now. */
  can(target: Element): boolean;
  /** Answers a click on a step button (`can` was true); false when it could not (the click is then held). */
  step(target: Element, byKey: boolean): boolean;
  /** The code has arrived: the island answers from now on. */
  stop(): void;
}

const isFrames = (f: unknown): f is Frames => {
  const o = f as Frames | null;
  return !!o && o.v === 1 && Number.isInteger(o.steps) && Array.isArray(o.parts) && Array.isArray(o.said)
    && o.parts.length === o.steps + 1 && o.said.length === o.steps + 1
    && (o.setupTry == null || (Array.isArray(o.setupTry.parts) && o.setupTry.parts.length === o.parts[0]?.length && typeof o.setupTry.said === 'string'));
};

/** The step button a click landed on, if any. */
const stepButton = (target: Element): HTMLButtonElement | null => target.closest<HTMLButtonElement>('button[data-step-to]');

/**
 * The stepper of the player island `el`, whose frames are at `url` with the fingerprint `fp` (a file of
 * another build, whose frames might not be this page's, is not used).
 */
export function stepperFor(el: HTMLElement, url: string, fp: string): Stepper {
  let frames: Frames | null = null;
  let asked: Promise<boolean> | null = null;
  let live = true;
  const root = (): HTMLElement | null => el.querySelector<HTMLElement>(':scope > .cb-player');
  // a field changed (a rule option, a prediction): the frames no longer show what the island will. Set
  // up with the frames' request, which comes before any step they answer (and before a field can be
  // changed: focusing it is an intent), not as the page is parsed.
  const watchFields = (): void => {
    el.addEventListener('input', () => { live = false; }, true);
    el.addEventListener('change', () => { live = false; }, true);
  };

  /**
   * The island's props with `start` and `trying` (Astro's serialised values: [0, value]): Astro reads
   * them when it hydrates (astro-island.js).
   */
  const setStart = (p: number, trying = false): boolean => {
    try {
      const props = JSON.parse(el.getAttribute('props') ?? '{}') as Record<string, unknown>;
      if (p === 0) delete props.start;
      else props.start = [0, p];
      if (trying) props.trying = [0, true];
      else delete props.trying;
      el.setAttribute('props', JSON.stringify(props));
      return true;
    } catch {
      return false;
    }
  };

  /** Shows position `p`, or the setup's "try it" mode (`p` 0 and `trying`). */
  const show = (p: number, trying = false): boolean => {
    const r = root();
    const parts = trying ? frames!.setupTry!.parts : frames!.parts[p]!;
    const kids = r ? [...r.children] : [];
    if (!r || kids.length !== parts.length || !setStart(p, trying)) return false;
    parts.forEach((html, i) => {
      if (html === null) return;
      const t = document.createElement('template');
      t.innerHTML = html;
      const node = t.content.firstElementChild;
      const old = kids[i]!;
      if (!node) return;
      // a description the reader unfolded stays unfolded
      if (old instanceof HTMLDetailsElement && node instanceof HTMLDetailsElement) node.open = old.open;
      old.replaceWith(node);
    });
    r.dataset.step = String(p);
    r.dataset.mode = trying ? 'try' : 'steps';
    const status = r.querySelector(':scope > [role=status]');
    if (status) status.textContent = trying ? frames!.setupTry!.said : frames!.said[p]!;
    return true;
  };

  return {
    fetch() {
      if (!asked) watchFields();
      asked ??= fetch(url)
        .then((res) => (res.ok ? res.json() : null))
        .then((f: unknown) => {
          if (isFrames(f) && f.fp === fp && root()?.dataset.step === '0') frames = f;
          return frames !== null;
        })
        .catch(() => false);
      return asked;
    },
    can(target) {
      const b = stepButton(target);
      const r = root();
      return live && frames !== null && !!b && !b.disabled && el.contains(b) && r?.children.length === frames.parts[0]!.length
        // "Try it yourself": the setup's only
        && (b.dataset.stepTo !== 'try' || (!!frames.setupTry && r.dataset.step === '0'));
    },
    step(target, byKey) {
      const b = stepButton(target)!;
      const to = b.dataset.stepTo as StepTo;
      if (to === 'try') {
        if (!show(0, true)) {
          live = false;
          return false;
        }
        // as the island's own "Try it yourself" does: the focus on the cell under the cursor, which
        // the arrow keys move once the island listens (BoardFrame.tsx)
        root()!.querySelector<HTMLElement>('.cb-cell[tabindex="0"]')?.focus({ preventScroll: true });
        return true;
      }
      const now = Number(root()?.dataset.step ?? 0);
      const p = to === 'reset' ? 0 : Math.max(0, Math.min(frames!.steps, now + (to === 'next' ? 1 : -1)));
      const hadFocus = document.activeElement === b;
      if (!show(p)) {
        live = false;
        return false;
      }
      // as the island's own buttons do: at either end the button pressed turns disabled, and the focus
      // goes on ("Next" from the setup; "Try it yourself", else "Reset", from the last step)
      const r = root()!;
      const button = (k: string): HTMLButtonElement | null => r.querySelector<HTMLButtonElement>(`button[data-step-to="${k}"]`);
      const end = to !== 'reset' && (p === 0 || p >= frames!.steps);
      const next = end ? (p === 0 ? button('next') : button('try') ?? button('reset')) : hadFocus ? button(to) : null;
      next?.focus({ preventScroll: !byKey });
      return true;
    },
    stop() {
      live = false;
    },
  };
}
