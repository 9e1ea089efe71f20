import { describe, expect, test } from 'vitest';
import { headingIdMap, readingPlace, switchHash } from './reading-place.ts';

const view = { height: 800, scrolled: 1200 };
const places = [
  { id: 'setup', top: -900, bottom: -880 },
  { id: 'river-spring-first', top: -700, bottom: -100 },
  { id: 'placing-river-tiles', top: -60, bottom: -30 },
  { id: 'river-u-turn-immediate', top: 150, bottom: 900 },
  { id: 'followers', top: 1400, bottom: 1430 },
];

describe('the reading place', () => {
  test('the section being read: the last anchor above a quarter of the viewport', () => {
    expect(readingPlace(places, view, '')).toBe('river-u-turn-immediate');
    // its heading scrolled away above: still that section
    expect(readingPlace(places.map((p) => ({ ...p, top: p.top - 300, bottom: p.bottom - 300 })), view, '')).toBe('river-u-turn-immediate');
    expect(readingPlace(places.map((p) => ({ ...p, top: p.top + 200, bottom: p.bottom + 200 })), view, '')).toBe('placing-river-tiles');
  });
  test('the anchor in the address is kept while it is in view', () => {
    expect(readingPlace(places, view, 'placing-river-tiles')).toBe('river-u-turn-immediate');
    expect(readingPlace(places, view, 'river-u-turn-immediate')).toBe('river-u-turn-immediate');
    expect(readingPlace([{ id: 'a', top: 700, bottom: 790 }], view, 'a')).toBe('a');
  });
  test('at the top of the page, or above the first anchor, nothing', () => {
    expect(readingPlace(places, { height: 800, scrolled: 0 }, '')).toBe('');
    expect(readingPlace([{ id: 'a', top: 500, bottom: 520 }], view, '')).toBe('');
  });
});

test('headings pair with the other language in order while the outlines agree', () => {
  const en = [{ depth: 2, slug: 'setup' }, { depth: 3, slug: 'in-the-box' }, { depth: 2, slug: 'scoring' }, { depth: 2, slug: 'extra' }];
  const fr = [{ depth: 2, slug: 'mise-en-place' }, { depth: 3, slug: 'dans-la-boite' }, { depth: 2, slug: 'scoring' }, { depth: 3, slug: 'autre' }];
  expect(headingIdMap(en, fr)).toEqual({ setup: 'mise-en-place', 'in-the-box': 'dans-la-boite' });
});

test('the hash carried: a sandbox position as it is, else the place in the other language', () => {
  const ids = { setup: 'mise-en-place' };
  expect(switchHash('#s=2.abc&seed=4', () => 'setup', ids)).toBe('#s=2.abc&seed=4');
  expect(switchHash('#kept', () => 'setup', ids)).toBe('#kept');
  expect(switchHash('', () => 'setup', ids)).toBe('#mise-en-place');
  expect(switchHash('#river-lake-last', (c) => c, ids)).toBe('#river-lake-last');
  expect(switchHash('#%E0%A4', (c) => c, ids)).toBe('#%25E0%25A4');
  expect(switchHash('#x', () => '', ids)).toBe('');
});
