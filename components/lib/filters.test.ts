import { describe, expect, it } from 'vitest';
import { makeFilterQuery, matchesFilter, parseFilter } from './filters.ts';

describe('index filters', () => {
  it('parses known values and ignores unknown ones', () => {
    expect(parseFilter('?expansion=river&category=house')).toEqual({ expansion: 'river', category: 'house' });
    expect(parseFilter('?expansion=moon&category=')).toEqual({ expansion: undefined, category: undefined });
  });

  it('round-trips through the query string', () => {
    const filter = { expansion: 'ferries', category: 'official' } as const;
    expect(parseFilter(makeFilterQuery(filter))).toEqual(filter);
    expect(makeFilterQuery({})).toBe('');
    expect(makeFilterQuery({ category: 'edition' })).toBe('?category=edition');
  });

  it('matches on each set criterion and treats an unset one as all', () => {
    const item = { area: 'wheel', category: 'community' };
    expect(matchesFilter(item, {})).toBe(true);
    expect(matchesFilter(item, { expansion: 'wheel' })).toBe(true);
    expect(matchesFilter(item, { expansion: 'wheel', category: 'rule' })).toBe(false);
    expect(matchesFilter(item, { expansion: 'river', category: 'community' })).toBe(false);
  });
});
