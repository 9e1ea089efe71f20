import { describe, expect, it } from 'vitest';
import { fill, isOfflineFallback, keptState, megabytes } from './offline-model.ts';

describe('offline-model', () => {
  it('writes megabytes with one decimal in the reader’s language', () => {
    expect(megabytes(5_812_345, 'en')).toBe('5.8');
    expect(megabytes(5_812_345, 'fr')).toBe('5,8');
    expect(megabytes(0, 'en')).toBe('0.0');
    expect(megabytes(10_649_999, 'en')).toBe('10.6');
    expect(megabytes(10_650_000, 'fr')).toBe('10,7');
    expect(megabytes(950_000, 'fr')).toBe('1,0');
  });

  it('writes them as the browser’s own number formatting would, without loading it', () => {
    for (const bytes of [0, 49_999, 50_000, 1_234_567, 5_850_000, 10_612_345, 11_149_999, 99_960_000]) {
      for (const lang of ['en', 'fr']) {
        const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1e6);
        expect(megabytes(bytes, lang)).toBe(intl);
      }
    }
  });

  it('fills a template’s blanks and leaves unknown ones', () => {
    expect(fill('Keeping… {done} of {total} MB', { done: '1.0', total: 5 })).toBe('Keeping… 1.0 of 5 MB');
    expect(fill('{pages} pages, {other}', { pages: 3 })).toBe('3 pages, {other}');
  });

  it('tells the offline page from a page that mentions its mark in code', () => {
    expect(isOfflineFallback('<div class="offline" data-offline-page="en">', 'data-offline-page')).toBe(true);
    expect(isOfflineFallback('<script>const m = "data-offline-page";</script>', 'data-offline-page')).toBe(false);
  });

  it('says whether the site is kept for this build, an older one or not at all', () => {
    expect(keptState(null, 'b2')).toBe('none');
    expect(keptState('b2', 'b2')).toBe('kept');
    expect(keptState('b1', 'b2')).toBe('outdated');
  });
});
