import { describe, expect, it } from 'vitest';
import { countDone, PROGRESS_KEY, readProgress, recordLesson, resetProgress } from './progress.ts';

/** A Storage with only what the store uses; `fail` makes every call throw, as private modes may. */
function fakeStore(initial?: string, fail = false) {
  const map = new Map<string, string>(initial === undefined ? [] : [[PROGRESS_KEY, initial]]);
  const guard = (): void => {
    if (fail) throw new Error('SecurityError');
  };
  return {
    map,
    getItem: (k: string) => (guard(), map.get(k) ?? null),
    setItem: (k: string, v: string) => (guard(), void map.set(k, v)),
    removeItem: (k: string) => (guard(), void map.delete(k)),
  };
}

describe('the progress store', () => {
  it('starts empty', () => {
    expect(readProgress(fakeStore())).toEqual({ ok: true, progress: {} });
  });

  it('records a lesson done and a prediction, and reads them back', () => {
    const s = fakeStore();
    recordLesson(s, { scenario: 'base-road-score', result: 'done' });
    recordLesson(s, { scenario: 'wheel-storm', result: 'predicted-wrong' });
    recordLesson(s, { scenario: 'base-road-score', result: 'predicted-right' });
    expect(readProgress(s)).toEqual({ ok: true, progress: { 'base-road-score': { done: true, predicted: 'right' }, 'wheel-storm': { predicted: 'wrong' } } });
    expect(JSON.parse(s.map.get(PROGRESS_KEY)!)).toEqual(readProgress(s).progress);
  });

  it('keeps a right prediction after a later miss, and "done" after anything', () => {
    const s = fakeStore();
    recordLesson(s, { scenario: 'wheel-storm', result: 'predicted-right' });
    recordLesson(s, { scenario: 'wheel-storm', result: 'predicted-wrong' });
    recordLesson(s, { scenario: 'wheel-storm', result: 'done' });
    expect(readProgress(s).progress['wheel-storm']).toEqual({ predicted: 'right', done: true });
  });

  it('counts a lesson done when its task was met or its prediction right', () => {
    const progress = { a: { done: true as const }, b: { predicted: 'right' as const }, c: { predicted: 'wrong' as const } };
    expect(countDone(progress, ['a', 'b', 'c', 'd'])).toEqual({ done: 2, total: 4 });
  });

  it('resets one path\'s lessons, or everything', () => {
    const s = fakeStore();
    recordLesson(s, { scenario: 'a', result: 'done' });
    recordLesson(s, { scenario: 'b', result: 'done' });
    expect(resetProgress(s, ['a']).progress).toEqual({ b: { done: true } });
    expect(resetProgress(s)).toEqual({ ok: true, progress: {} });
    expect(s.map.has(PROGRESS_KEY)).toBe(false);
  });

  it('says damaged storage is damaged, without throwing, and starts afresh on the next result', () => {
    for (const text of ['{not json', '[1,2]', '"done"', 'null']) {
      const s = fakeStore(text);
      expect(readProgress(s), text).toEqual({ ok: false, why: 'damaged', progress: {} });
      expect(recordLesson(s, { scenario: 'a', result: 'done' })).toEqual({ ok: true, progress: { a: { done: true } } });
    }
    // entries of another shape are left out, the rest kept
    expect(readProgress(fakeStore('{"a":{"done":true},"b":3,"c":{"predicted":"maybe"}}'))).toEqual({ ok: true, progress: { a: { done: true } } });
    // a damaged store is cleared whole by a path's reset
    expect(resetProgress(fakeStore('{oops'), ['a'])).toEqual({ ok: true, progress: {} });
  });

  it('says a storage that throws, or none, is unavailable, without throwing', () => {
    const s = fakeStore(undefined, true);
    expect(readProgress(s)).toEqual({ ok: false, why: 'unavailable', progress: {} });
    expect(recordLesson(s, { scenario: 'a', result: 'done' }).ok).toBe(false);
    expect(resetProgress(s).ok).toBe(false);
    expect(readProgress(null)).toEqual({ ok: false, why: 'unavailable', progress: {} });
  });
});
