// When the control the reader just used goes away (a crown space taken, the plague's last choice made,
// "Done" pressed), the browser drops the keyboard focus to the page and the reader must Tab back from
// the top. This hook notices it after the widget's own focus moves have run and hands the focus to the
// next thing to do: the first of `next` (selectors, in order of preference) present in the widget.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { lastActByKey } from './input-mode.ts';

const usable = (el: HTMLElement): boolean => !el.matches(':disabled') && el.getClientRects().length > 0;

/** The first element of `next`, in that order of preference, that can take the focus in `root`. */
export function nextTarget(root: ParentNode, next: readonly string[]): HTMLElement | null {
  for (const sel of next) {
    const el = [...root.querySelectorAll<HTMLElement>(sel)].find(usable);
    if (el) return el;
  }
  return null;
}

export function useFocusRescue(inside: RefObject<HTMLElement>, next: readonly string[]): void {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = inside.current?.closest<HTMLElement>('.cb-widget') ?? inside.current;
    if (!root) return;
    const seen = (e: FocusEvent): void => { last.current = e.target as HTMLElement; };
    root.addEventListener('focusin', seen);
    return () => root.removeEventListener('focusin', seen);
  }, []);
  useEffect(() => {
    const gone = last.current;
    if (!gone || gone.isConnected) return;
    // after the other effects of this render, which may have placed the focus themselves
    const id = setTimeout(() => {
      const root = inside.current?.closest<HTMLElement>('.cb-widget') ?? inside.current;
      const active = document.activeElement;
      if (!root || (active && active !== document.body)) return;
      const to = nextTarget(root, next);
      if (!to) return;
      last.current = to;
      // a board scrolled by focus() would slip under its pan and zoom: the page scrolls to the board instead,
      // and only for a reader at the keyboard (input-mode.ts)
      const board = to.closest('.cb-viewport');
      const byKey = lastActByKey();
      to.focus({ preventScroll: board !== null || !byKey });
      if (byKey) board?.scrollIntoView({ block: 'nearest' });
    });
    return () => clearTimeout(id);
  });
}
