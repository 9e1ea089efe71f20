import { describe, expect, it } from 'vitest';
import { leaderIndex, rewrite, searchWords, type PagefindData } from './search-query.ts';

const data = (category?: string): PagefindData => ({ url: '/', excerpt: '', meta: category ? { category } : {} });

describe('searchWords', () => {
  it('waits while a lone word is shorter than three letters', () => {
    expect(searchWords('ri')).toEqual([]);
    expect(searchWords('riv')).toEqual(['riv']);
  });

  it('leaves out a short last word still being typed, not one followed by a space', () => {
    expect(searchWords('move a ferry tw')).toEqual(['move', 'ferry']);
    expect(searchWords('river ii ')).toEqual(['river', 'ii']);
  });
});

describe('leaderIndex', () => {
  it('puts a core ruling before a house rule for a plain word', () => {
    expect(leaderIndex([data('house'), data('edition'), data('rule')], ['pig-herd'])).toBe(2);
    expect(leaderIndex([data('rule'), data('house')], ['pig-herd'])).toBe(0);
  });

  it('lets a house rule or edition note lead when the words name it, or for a longer query', () => {
    expect(leaderIndex([data('house'), data('rule')], ['variante'])).toBe(0);
    expect(leaderIndex([data('edition'), data('rule')], ['two', 'springs'])).toBe(0);
  });

  it('keeps the order when no core ruling is on the page', () => {
    expect(leaderIndex([data('house'), data()], ['spring'])).toBe(0);
  });
});

describe('rewrite', () => {
  it('replaces the corrected words and keeps the rest as typed', () => {
    expect(rewrite('Can I move a Fery twice?', ['move', 'fery', 'twice'], ['move', 'ferry', 'twice'])).toBe('Can I move a ferry twice?');
  });
});
