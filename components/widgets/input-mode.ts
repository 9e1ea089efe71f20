// Whether the reader's last act on the page was a key (rather than a tap or a click), for the widgets'
// focus moves. A widget hands the focus on after a move (to the follower choice, to "try again", to the
// board); at the keyboard the page scrolls to it, as a reader who tabs expects. Under a finger or a
// mouse it must not: the page would slide a moment after the tap, and the reader's next tap, aimed at
// what was there, would land on whatever slid under it (a link in the verdict, another cell).
// It listens from the moment a widget's code loads, before any widget wakes, so the act that wakes one is
// already counted; on the server there is nothing to listen to.
let byKey = false;
if (typeof addEventListener === 'function') {
  addEventListener('keydown', () => { byKey = true; }, { capture: true, passive: true });
  addEventListener('pointerdown', () => { byKey = false; }, { capture: true, passive: true });
}

/** Was the reader's last act a key? */
export const lastActByKey = (): boolean => byKey;

/** Gives `el` the focus after the reader's act; the page scrolls to it only after a key. */
export function focusAfterAct(el: HTMLElement | null | undefined): void {
  el?.focus({ preventScroll: !byKey });
}
