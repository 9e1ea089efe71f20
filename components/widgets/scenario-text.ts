// A scenario's words for the reader (title, description, step notes, tasks) in the page's language. The
// files carry English at the top and French in `fr` blocks; both ship together, so `missingFrench`
// lets the build refuse a file that says something in English only. Pure: server and browser agree.
import type { Goal, Scenario, ScenarioStep } from '../../engine/scenario/types.ts';
import type { WidgetLang } from './i18n.ts';

/** A text and the language it is actually written in (English when a translation is missing). */
export interface LocalText {
  readonly text: string;
  readonly lang: WidgetLang;
}

const pick = (english: string, french: string | undefined, lang: WidgetLang): LocalText =>
  lang === 'fr' && french ? { text: french, lang: 'fr' } : { text: english, lang: 'en' };

export const scenarioTitle = (s: Scenario, lang: WidgetLang): LocalText => pick(s.title, s.fr?.title, lang);

export function scenarioDescription(s: Scenario, lang: WidgetLang): LocalText | null {
  return s.description ? pick(s.description, s.fr?.description, lang) : null;
}

export function stepNote(step: ScenarioStep | undefined, lang: WidgetLang): LocalText | null {
  return step?.note ? pick(step.note, step.fr?.note, lang) : null;
}

/** A step that makes a move the reader could make instead (placing or putting aside a tile). */
const isMove = (st: ScenarioStep): boolean => st.place !== undefined || st.discard !== undefined;

/**
 * The reader's task when trying the move at `position`: the task of the next move of the scenario (steps
 * that only look at the position, or end the game, are passed over, as the tile in hand comes from that
 * move), else the scenario's. Once the scenario's moves are all played the reader plays freely: null, as
 * when the file sets no task.
 */
export function scenarioTask(s: Scenario, position: number, lang: WidgetLang): LocalText | null {
  const steps = s.steps ?? [];
  const step = steps.slice(position).find(isMove);
  if (step?.task) return pick(step.task, step.fr?.task, lang);
  if (step === undefined && steps.some(isMove)) return null;
  return s.task ? pick(s.task, s.fr?.task, lang) : null;
}

/**
 * The goal of the reader's move at `position`, found as the task is (the next move's own goal, else the
 * scenario's; none once the scenario's moves are played), with its hint in the page's language.
 */
export function scenarioGoal(s: Scenario, position: number, lang: WidgetLang): { readonly goal: Goal; readonly hint: LocalText | null } | null {
  const steps = s.steps ?? [];
  const step = steps.slice(position).find(isMove);
  const goal = step?.goal ?? (step === undefined && steps.some(isMove) ? undefined : s.goal);
  if (goal === undefined) return null;
  return { goal, hint: goal.hint ? pick(goal.hint, goal.fr?.hint, lang) : null };
}

/** The step whose move the reader plays at `position` (the next move), or null after the last one. */
export function playedStepAt(s: Scenario, position: number): number | null {
  const i = (s.steps ?? []).findIndex((st, k) => k >= position && isMove(st));
  return i < 0 ? null : i;
}

/**
 * The `lang` attribute a text needs inside a page in `pageLang`: none when they agree, so screen
 * readers switch voice only for a text that really is in the other language.
 */
export const langAttr = (t: LocalText, pageLang: WidgetLang): WidgetLang | undefined => (t.lang === pageLang ? undefined : t.lang);

/** Paths of the English texts that have no French counterpart (empty when the file is complete). */
export function missingFrench(s: Scenario): string[] {
  const out: string[] = [];
  if (!s.fr?.title) out.push('fr.title');
  if (s.description && !s.fr?.description) out.push('fr.description');
  if (s.task && !s.fr?.task) out.push('fr.task');
  if (s.goal?.hint && !s.goal.fr?.hint) out.push('goal.fr.hint');
  (s.steps ?? []).forEach((step, i) => {
    if (step.note && !step.fr?.note) out.push(`steps[${i}].fr.note`);
    if (step.task && !step.fr?.task) out.push(`steps[${i}].fr.task`);
    if (step.goal?.hint && !step.goal.fr?.hint) out.push(`steps[${i}].goal.fr.hint`);
  });
  return out;
}

type Texts = { readonly fr?: Readonly<Record<string, unknown>> };

/** One object's texts in `lang`: English drops the `fr` block; French puts each of its texts on top. */
function textsIn<T extends Texts>(o: T, lang: WidgetLang): T {
  if (!o.fr) return o;
  if (lang === 'fr') return { ...o, ...o.fr };
  const { fr: _fr, ...rest } = o;
  return rest as T;
}

/**
 * The scenario as a page in `lang` passes it to its widget: no text of the other language. On an English
 * page the `fr` blocks go; on a French page each English text gives way to its French one (the `fr` block
 * stays, so the functions above still know the text is French; repeated, it costs next to nothing
 * gzipped). Every text field of a `fr` block is handled, whatever its name. The rules, positions and
 * expectations are untouched.
 */
export function scenarioForLang(s: Scenario, lang: WidgetLang): Scenario {
  const local = <T extends Texts & { readonly goal?: Goal }>(o: T): T => (o.goal ? { ...textsIn(o, lang), goal: textsIn(o.goal, lang) } : textsIn(o, lang));
  const out = local(s);
  return s.steps ? { ...out, steps: s.steps.map(local) } : out;
}
