import { describe, expect, it } from 'vitest';
import { RULINGS } from '../lib/ruling-ids.ts';
import { countText, idMatches, rulingCount, searchFilters } from './search-model.ts';

const IDS = RULINGS.map((r) => r.id);
const TEMPLATES = { none: 'none', one: '1 ruling', many: '{n} rulings', page: '{rulings}, and 1 other page', pages: '{rulings}, and {pages} other pages' };

describe('countText', () => {
  it('counts rulings, which are the results with a category', () => {
    const counts = { results: 5, categories: { Rule: 3, 'House rule': 2 } };
    expect(rulingCount(counts)).toBe(5);
    expect(countText(counts, TEMPLATES)).toBe('5 rulings');
  });

  it('names the other pages apart', () => {
    expect(countText({ results: 3, categories: { Rule: 1, 'House rule': 0 } }, TEMPLATES)).toBe('1 ruling, and 2 other pages');
    expect(countText({ results: 4, categories: { Rule: 3 } }, TEMPLATES)).toBe('3 rulings, and 1 other page');
  });

  it('says when nothing matches', () => {
    expect(countText({ results: 0, categories: {} }, TEMPLATES)).toBe('none');
  });
});

describe('searchFilters', () => {
  it('keeps only the filters that are set', () => {
    const form = new Map([['q', 'lake'], ['expansion', ''], ['category', 'House rule']]);
    expect(searchFilters({ get: (n) => form.get(n) ?? null })).toEqual({ category: 'House rule' });
  });
});

describe('idMatches', () => {
  it('puts the exact id first', () => {
    expect(idMatches('wheel-famine', IDS)[0]).toBe('wheel-famine');
    expect(idMatches('River2-Pig-Herd ', IDS)[0]).toBe('river2-pig-herd');
  });

  it('finds a ruling from a piece of its id, the closest fit first', () => {
    expect(idMatches('no-u-turn', IDS)).toEqual(['river-no-u-turn']);
    expect(idMatches('pig-herd', IDS)[0]).toBe('river2-pig-herd');
    expect(idMatches('u-turn-immediate', IDS)).toEqual(['river-u-turn-immediate']);
    expect(idMatches('u-turn', IDS)).toEqual(['river-no-u-turn', 'river-u-turn-immediate', 'house-river-all-u-turns']);
  });

  it('leaves plain words and sentences to the ranking', () => {
    expect(idMatches('lake', IDS)).toEqual([]);
    expect(idMatches('can the river turn back', IDS)).toEqual([]);
    expect(idMatches('demi-tour', IDS)).toEqual([]);
  });
});
