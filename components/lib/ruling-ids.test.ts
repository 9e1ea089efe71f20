import { describe, expect, it } from 'vitest';
import { RULINGS, RULING_IDS } from './ruling-ids.ts';
import type { Area } from './vocabulary.ts';

// The id's prefix says its area (content-schema.md): house-river* and inns-* sit on the River page.
const AREA_PREFIXES: Record<Area, readonly string[]> = {
  base: ['base-'],
  river: ['river-', 'river2-', 'river3-', 'inns-', 'house-river'],
  ferries: ['ferries-'],
  wheel: ['wheel-', 'house-wheel-'],
};

describe('ruling catalogue', () => {
  it('holds the 106 rulings of RULINGS.md, each once', () => {
    expect(RULINGS).toHaveLength(106);
    expect(RULING_IDS.size).toBe(106);
  });

  it('gives each ruling the area its id prefix names', () => {
    const wrong = RULINGS.filter((r) => !AREA_PREFIXES[r.area].some((p) => r.id.startsWith(p)));
    expect(wrong).toEqual([]);
  });

  it('uses house as the category of every house- ruling and of no other', () => {
    const mismatched = RULINGS.filter((r) => r.id.startsWith('house-') !== (r.category === 'house'));
    expect(mismatched).toEqual([]);
  });
});
