// Try mode as a lesson: what the reader's move means for the scenario's task, and where "Next" leads.
// The task is met when the engine accepts the whole turn (the widget holds no rule of its own); a refusal
// at any part of the turn asks for another try; before the reader acts there is nothing to say.
import type { TryOutcome } from './turn-model.ts';

export type LessonVerdict = 'success' | 'retry' | null;

export function lessonVerdict(outcome: TryOutcome | null): LessonVerdict {
  if (outcome === null) return null;
  if (outcome.kind === 'done') return 'success';
  if (outcome.kind === 'refused' || outcome.refusal !== undefined) return 'retry';
  return null;
}

/** The scenario's following position after the task at `position`, or null when its steps are done. */
export const nextStepAfter = (position: number, total: number): number | null => (position < total ? position + 1 : null);

/** What follows a widget whose steps are done: the next scenario on the page, else the next ruling's page. */
export type Beyond =
  | { readonly kind: 'scenario'; readonly el: HTMLElement; readonly title: string }
  | { readonly kind: 'ruling'; readonly href: string }
  /** a Learn path's next lesson (its page's a[rel="next"] carries data-next="lesson") */
  | { readonly kind: 'lesson'; readonly href: string }
  | null;

/**
 * Read from the page, so it works whether or not the next widget has started yet: its server-rendered
 * title is there either way. On a ruling's own page the neighbours' navigation gives the next ruling.
 */
export function beyondWidget(root: HTMLElement | null): Beyond {
  if (!root) return null;
  const widgets = [...document.querySelectorAll<HTMLElement>('.cb-player')];
  const next = widgets[widgets.indexOf(root) + 1];
  if (next) return { kind: 'scenario', el: next, title: next.querySelector('.cb-title')?.textContent ?? '' };
  const link = document.querySelector<HTMLAnchorElement>('a[rel="next"]');
  if (!link) return null;
  return { kind: link.dataset['next'] === 'lesson' ? 'lesson' : 'ruling', href: link.getAttribute('href') ?? link.href };
}

/** Brings the next widget into view and puts the keyboard on its title, as a screen reader then says it. */
export function goToWidget(el: HTMLElement): void {
  const title = el.querySelector<HTMLElement>('.cb-title');
  // focusable from script only, so Tab still goes from control to control
  title?.setAttribute('tabindex', '-1');
  el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  (title ?? el).focus({ preventScroll: true });
}
