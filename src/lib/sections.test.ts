import { describe, expect, it } from 'vitest';
import { byAreaAndGroup } from './sections.ts';

const r = (id: string, area: string, group: string) => ({ id, data: { area, group } });

describe('byAreaAndGroup', () => {
  it('keeps every area in reading order and each page section in page order, dropping empty sections', () => {
    const items = [r('w1', 'wheel', 'crowns'), r('r2', 'river', 'house'), r('r1', 'river', 'setup'), r('r3', 'river', 'setup')];
    const sections = byAreaAndGroup(items);
    expect(sections.map((s) => s.area)).toEqual(['base', 'river', 'ferries', 'wheel']);
    expect(sections[0]!.groups).toEqual([]);
    expect(sections[1]!.groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['setup', ['r1', 'r3']],
      ['house', ['r2']],
    ]);
    expect(sections[3]!.groups.map((g) => g.group)).toEqual(['crowns']);
  });
});
