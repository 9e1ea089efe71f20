// The progress shown on the Learn pages and the expansion pages: a few lines of DOM over progress.ts,
// and the one listener that records a lesson's result (lesson-event.ts). The words come from the page
// (data attributes written at build time), so this script carries none of either language. It is the
// only script those pages add: no widget code (tests/site/weight.test.ts measures it).
import { LESSON_EVENT, LESSON_RESULTS } from './lesson-event.ts';
import type { LessonDetail } from './lesson-event.ts';
import { countDone, PROGRESS_KEY, readProgress, recordLesson, resetProgress } from './progress.ts';
import type { ReadProgress } from './progress.ts';

const store = (): Storage | null => {
  try {
    return localStorage;
  } catch {
    return null;
  }
};

const all = (selector: string): HTMLElement[] => [...document.querySelectorAll<HTMLElement>(selector)];

function show(r: ReadProgress): void {
  for (const el of all('[data-lesson-id]')) {
    const p = r.progress[el.dataset.lessonId ?? ''];
    const state = p?.done ? 'done' : p?.predicted === 'right' ? 'right' : p?.predicted === 'wrong' ? 'wrong' : '';
    el.dataset.state = state;
    const mark = el.querySelector<HTMLElement>('[data-lesson-mark]');
    if (mark) mark.textContent = state ? (mark.dataset[state] ?? '') : '';
  }
  for (const el of all('[data-progress-count]')) {
    const { done, total } = countDone(r.progress, (el.dataset.lessons ?? '').split(' ').filter(Boolean));
    el.textContent = (el.dataset.progressCount ?? '').replace('{done}', String(done)).replace('{total}', String(total));
    el.hidden = false;
  }
  for (const el of all('[data-progress-problem]')) {
    el.textContent = r.ok ? '' : (el.dataset[r.why] ?? '');
    el.hidden = r.ok;
  }
  for (const el of all('[data-progress-reset]')) el.hidden = false;
  for (const el of all('[data-progress-noscript]')) el.hidden = true;
}

const isDetail = (d: unknown): d is LessonDetail =>
  typeof d === 'object' && d !== null && typeof (d as LessonDetail).scenario === 'string' && (LESSON_RESULTS as readonly unknown[]).includes((d as LessonDetail).result);

export function startProgress(): void {
  show(readProgress(store()));
  document.addEventListener(LESSON_EVENT, (e) => {
    const d = (e as CustomEvent<unknown>).detail;
    if (isDetail(d)) show(recordLesson(store(), d));
  });
  // another tab of the site recorded or reset something
  addEventListener('storage', (e) => {
    if (e.key === PROGRESS_KEY || e.key === null) show(readProgress(store()));
  });
  for (const button of all('[data-progress-reset]')) {
    button.addEventListener('click', () => {
      if (!confirm(button.dataset.confirm ?? '')) return;
      show(resetProgress(store(), (button.dataset.lessons ?? '').split(' ').filter(Boolean)));
      const said = document.getElementById('announcer');
      if (said) said.textContent = button.dataset.cleared ?? '';
    });
  }
}
