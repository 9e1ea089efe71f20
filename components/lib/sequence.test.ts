import { describe, expect, it } from 'vitest';
import { neighbours, readingOrder, type Ordered } from './sequence.ts';

const items: Ordered[] = [
  { id: 'wheel-a', area: 'wheel', order: 5 },
  { id: 'river-b', area: 'river', order: 20 },
  { id: 'base-a', area: 'base', order: 900 },
  { id: 'river-a', area: 'river', order: 10 },
];

describe('reading order', () => {
  it('sorts by area order first, then by order', () => {
    expect(readingOrder(items).map((i) => i.id)).toEqual(['base-a', 'river-a', 'river-b', 'wheel-a']);
  });

  it('gives previous and next across area boundaries', () => {
    const n = neighbours(items, 'river-a');
    expect(n.prev?.id).toBe('base-a');
    expect(n.next?.id).toBe('river-b');
  });

  it('has no previous for the first and no next for the last', () => {
    expect(neighbours(items, 'base-a').prev).toBeUndefined();
    expect(neighbours(items, 'wheel-a').next).toBeUndefined();
    expect(neighbours(items, 'missing')).toEqual({});
  });
});
