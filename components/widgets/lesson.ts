// Try mode as a lesson: what the reader's move means for the scenario's task, and where "Next" leads.
// The engine judges the move twice: the rules (a refusal at any part of the turn asks for another try)
// and the goal (engine/core/goals.ts), checked on the engine's state after the move; a legal move that
// misses the goal is said to miss it, and only a move that meets it earns "well done". Without a goal,
// any legal move does. Before the reader acts there is nothing to say.
import { checkGoal } from '../../engine/core/goals.ts';
import type { Goal, GoalResult } from '../../engine/core/goals.ts';
import type { GameState, PlayerColor } from '../../engine/core/types.ts';
import type { Sector } from '../../engine/play.ts';
import { boardDict } from '../board/i18n.ts';
import type { WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import type { TryOutcome } from './turn-model.ts';
import { playerName } from './view.ts';

export type LessonVerdict = 'success' | 'retry' | 'missed' | null;
export type GoalMiss = Extract<GoalResult, { met: false }>;

export interface Judgement {
  readonly verdict: LessonVerdict;
  /** the goal was a refusal, and the reader met it */
  readonly byRefusal?: true;
  /** why a legal move missed the goal */
  readonly miss?: GoalMiss;
}

const NOTHING: Judgement = { verdict: null };

export function judgeLesson(outcome: TryOutcome | null, goal: Goal | null, before: GameState): Judgement {
  if (outcome === null) return NOTHING;
  const refusal = outcome.kind === 'done' ? undefined : outcome.refusal;
  if (refusal !== undefined) {
    const met = goal?.kind === 'refused' && checkGoal(goal, { refused: true, before, refusal }).met;
    return met ? { verdict: 'success', byRefusal: true } : { verdict: 'retry' };
  }
  if (outcome.kind !== 'done') return NOTHING;
  if (goal === null) return { verdict: 'success' };
  const r = checkGoal(goal, { refused: false, before, after: outcome.state, action: outcome.action, events: outcome.events });
  return r.met ? { verdict: 'success' } : { verdict: 'missed', miss: r };
}

/** "Legal, but …: try again", from the engine's facts, in the reader's words. */
export function missText(miss: GoalMiss, lang: WidgetLang): string {
  const d = widgetDict(lang).lesson;
  const f = miss.facts;
  const feature = (k: unknown): string => d.features[String(k) as keyof typeof d.features] ?? String(k);
  const owners = typeof f['owners'] === 'string' && f['owners'] !== '' ? f['owners'].split(',') : [];
  const owner = owners.length === 1 ? playerName(owners[0] as PlayerColor, lang) : null;
  const sector = typeof f['sector'] === 'string' ? boardDict(lang).sectors[f['sector'] as Sector] : null;
  const w = d.why;
  const why =
    miss.miss === 'elsewhere' ? w.elsewhere()
    : miss.miss === 'stillOpen' ? w.stillOpen(feature(f['feature']), owner)
    : miss.miss === 'alreadyClosed' ? w.alreadyClosed(feature(f['feature']))
    : miss.miss === 'noFeature' ? w.noFeature()
    : miss.miss === 'noFollower' ? w.noFollower(feature(f['feature']))
    : miss.miss === 'otherFeature' ? w.otherFeature(feature(f['feature']), feature(f['placed']))
    : miss.miss === 'points' ? w.points(playerName(f['player'] as PlayerColor, lang), Number(f['gained']), Number(f['want']), f['exact'] === true)
    : miss.miss === 'legal' ? w.legal()
    : miss.miss === 'ferryStayed' ? w.ferryStayed()
    : miss.miss === 'ferryMoved' ? w.ferryMoved()
    : miss.miss === 'ferryElsewhere' ? w.ferryElsewhere()
    : miss.miss === 'noCrown' ? w.noCrown(sector)
    : miss.miss === 'otherVictim' ? w.otherVictim()
    : w.other();
  return d.missed(why);
}

/** Per step of a scenario: whether its own move meets the goal the reader is given there (null: no move, no goal). */
export type StepGoals = readonly (boolean | null)[];

/**
 * Where "Next" leads once the reader has met the goal at `position`: the position after the scenario's
 * move that meets that goal, if a move of the scenario is still to come there; null when the lesson is
 * over (then the next scenario or ruling). Never back to the start.
 */
export function nextAfterSuccess(position: number, goals: StepGoals, moves: readonly boolean[]): number | null {
  let j = goals.findIndex((g, i) => i >= position && g === true);
  // a scenario whose own move does not meet its goal (the tests forbid it): the next move's
  if (j < 0) j = moves.findIndex((m, i) => i >= position && m);
  if (j < 0) return null;
  return moves.some((m, i) => i > j && m) ? j + 1 : null;
}

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
