import { describe, expect, it } from 'vitest';
import { formatSourceDate } from './dates.ts';

describe('formatSourceDate', () => {
  it('shows a month-precise date as month and year', () => {
    expect(formatSourceDate('2013-05', 'en')).toBe('May 2013');
    expect(formatSourceDate('2013-05', 'fr')).toBe('mai 2013');
  });

  it('shows a full date with its day and a bare year alone', () => {
    expect(formatSourceDate('2013-05-01', 'en')).toBe('1 May 2013');
    expect(formatSourceDate('2013-05-01', 'fr')).toBe('1 mai 2013');
    expect(formatSourceDate('2012', 'fr')).toBe('2012');
  });
});
