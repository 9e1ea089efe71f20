// What a lesson tells the page when the reader meets its goal or answers its prediction: one DOM event,
// so the widget needs no part of the progress store, and the store (progress.ts) needs no widget code.
// Agreed with the goals work of issue 18: `scenario` is the scenario file's name without `.json`.

export const LESSON_EVENT = 'casebook:lesson';

export const LESSON_RESULTS = ['done', 'predicted-right', 'predicted-wrong'] as const;
export type LessonResult = (typeof LESSON_RESULTS)[number];

export interface LessonDetail {
  readonly scenario: string;
  readonly result: LessonResult;
}

/** Says a lesson's result to whoever keeps progress on this page; nothing without a scenario name. */
export function tellLesson(scenario: string | undefined, result: LessonResult): void {
  if (!scenario || typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<LessonDetail>(LESSON_EVENT, { detail: { scenario, result } }));
}
