// The reader's progress through the Learn paths, kept in the browser (localStorage['casebook:lessons']):
// per scenario name, whether its task was met ("done") and how its prediction went. Pure functions over
// a Storage-like object, so tests give a fake one; a storage that throws (private mode, quota) or holds
// something that is not progress never breaks a page: the read says why, and the page says it in words.
import type { LessonDetail } from './lesson-event.ts';

export const PROGRESS_KEY = 'casebook:lessons';

export interface LessonProgress {
  readonly done?: true;
  /** the best prediction so far: once right, a later miss does not take it back */
  readonly predicted?: 'right' | 'wrong';
}

export type Progress = Readonly<Record<string, LessonProgress>>;

/** What a page can read: the progress, or nothing and why (`damaged`: there, but not progress; `unavailable`: no storage). */
export type ReadProgress =
  | { readonly ok: true; readonly progress: Progress }
  | { readonly ok: false; readonly why: 'damaged' | 'unavailable'; readonly progress: Progress };

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One entry as kept, or null when it is not one (an entry of another shape is left out, not trusted). */
function entry(v: unknown): LessonProgress | null {
  if (!isRecord(v)) return null;
  const done = v['done'] === true;
  const predicted = v['predicted'] === 'right' || v['predicted'] === 'wrong' ? v['predicted'] : undefined;
  if (!done && !predicted) return null;
  return { ...(done && { done: true as const }), ...(predicted && { predicted }) };
}

export function readProgress(store: Store | null): ReadProgress {
  let text: string | null;
  try {
    if (!store) return { ok: false, why: 'unavailable', progress: {} };
    text = store.getItem(PROGRESS_KEY);
  } catch {
    return { ok: false, why: 'unavailable', progress: {} };
  }
  if (text === null) return { ok: true, progress: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, why: 'damaged', progress: {} };
  }
  if (!isRecord(data)) return { ok: false, why: 'damaged', progress: {} };
  const progress: Record<string, LessonProgress> = {};
  for (const [name, v] of Object.entries(data)) {
    const e = entry(v);
    if (e) progress[name] = e;
  }
  return { ok: true, progress };
}

/** The entry after a result: done stays done, a right prediction stays right. */
export function withResult(before: LessonProgress | undefined, result: LessonDetail['result']): LessonProgress {
  const b = before ?? {};
  if (result === 'done') return { ...b, done: true };
  return { ...b, predicted: result === 'predicted-right' || b.predicted === 'right' ? 'right' : 'wrong' };
}

function write(store: Store, progress: Progress): ReadProgress {
  try {
    store.setItem(PROGRESS_KEY, JSON.stringify(progress));
    return { ok: true, progress };
  } catch {
    return { ok: false, why: 'unavailable', progress };
  }
}

/** Records a lesson's result; kept progress that could not be read is started afresh. */
export function recordLesson(store: Store | null, detail: LessonDetail): ReadProgress {
  const now = readProgress(store);
  if (!store || (!now.ok && now.why === 'unavailable')) return now;
  return write(store, { ...now.progress, [detail.scenario]: withResult(now.progress[detail.scenario], detail.result) });
}

/** Forgets the given lessons (a path's), or everything; damaged progress is cleared whole. */
export function resetProgress(store: Store | null, lessons?: readonly string[]): ReadProgress {
  const now = readProgress(store);
  if (!store || (!now.ok && now.why === 'unavailable')) return now;
  if (lessons === undefined || !now.ok) {
    try {
      store.removeItem(PROGRESS_KEY);
      return { ok: true, progress: {} };
    } catch {
      return { ok: false, why: 'unavailable', progress: now.progress };
    }
  }
  const kept = Object.fromEntries(Object.entries(now.progress).filter(([name]) => !lessons.includes(name)));
  return write(store, kept);
}

/** A lesson counts as done when its task was met or its prediction was right. */
export const isDone = (p: LessonProgress | undefined): boolean => p?.done === true || p?.predicted === 'right';

/** How far the reader is along a path. */
export function countDone(progress: Progress, lessons: readonly string[]): { readonly done: number; readonly total: number } {
  return { done: lessons.filter((n) => isDone(progress[n])).length, total: lessons.length };
}
