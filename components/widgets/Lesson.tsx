// Try mode as a lesson (lesson.ts): the task above the board's controls, then, once the reader has
// acted, "well done" with the scenario's ruling or a word on trying again, and the way on.
import type { JSX } from 'preact';
import type { Ref } from 'preact';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import type { Beyond, LessonVerdict } from './lesson.ts';
import { langAttr } from './scenario-text.ts';
import type { LocalText } from './scenario-text.ts';
import { RulingRef } from './Verdict.tsx';
import { rulingLink } from './view.ts';

export function LessonTask({ task, lang, dict }: { task: LocalText; lang: WidgetLang; dict: WidgetDict }): JSX.Element {
  return (
    <p class="cb-task">
      <strong>{dict.lesson.task}</strong> <span lang={langAttr(task, lang)}>{task.text}</span>
    </p>
  );
}

export interface LessonOutcomeProps {
  readonly verdict: LessonVerdict;
  /** the ruling the scenario illustrates, linked after "well done" */
  readonly ruling: string | undefined;
  /** what "well done" says: the goal met, the refusal met, or (no goal) a legal move */
  readonly praise?: string;
  /** why a legal move missed the goal, and the file's hint */
  readonly miss?: string;
  readonly hint?: LocalText | null;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
}

export function LessonOutcome({ verdict, ruling, praise, miss, hint, lang, dict }: LessonOutcomeProps): JSX.Element | null {
  if (verdict === 'retry') return <p class="cb-lesson" data-lesson="retry">{dict.lesson.retry}</p>;
  if (verdict === 'missed') {
    return (
      <div class="cb-lesson" data-lesson="missed">
        <p>{miss}</p>
        {hint && <p class="cb-hint"><strong>{dict.lesson.hintLabel}</strong> <span lang={langAttr(hint, lang)}>{hint.text}</span></p>}
      </div>
    );
  }
  if (verdict !== 'success') return null;
  return (
    <p class="cb-lesson" data-lesson="success">
      <strong>{praise ?? dict.lesson.wellDone}</strong>
      {ruling && <> <span>{dict.verdict.because}</span> <RulingRef link={rulingLink(ruling, lang)} /></>}
    </p>
  );
}

export interface LessonNextProps {
  /** the scenario's following position, when it has one */
  readonly step: number | null;
  readonly beyond: Beyond;
  readonly dict: WidgetDict;
  readonly onStep: (pos: number) => void;
  readonly onScenario: (el: HTMLElement, title: string) => void;
  readonly buttonRef?: Ref<HTMLButtonElement>;
}

/** "Next": the following step; after the last, the next scenario on the page or the next ruling's page. */
export function LessonNext({ step, beyond, dict, onStep, onScenario, buttonRef }: LessonNextProps): JSX.Element | null {
  if (step !== null) return <button type="button" ref={buttonRef} data-lesson-next="step" onClick={() => onStep(step)}>{dict.lesson.nextStep}</button>;
  if (beyond?.kind === 'scenario') {
    return <button type="button" ref={buttonRef} data-lesson-next="scenario" onClick={() => onScenario(beyond.el, beyond.title)}>{dict.lesson.nextScenario}</button>;
  }
  if (beyond?.kind === 'ruling') return <a href={beyond.href} class="cb-next-ruling" data-lesson-next="ruling">{dict.lesson.nextRuling}</a>;
  if (beyond?.kind === 'lesson') return <a href={beyond.href} class="cb-next-ruling" data-lesson-next="lesson">{dict.lesson.nextLesson}</a>;
  return null;
}
