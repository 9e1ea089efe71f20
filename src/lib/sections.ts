// Lists of rulings laid out like the expansion pages: one section per area, split by the page's
// sections (groups) in page order, empty groups left out. Shared by the rulings index and the FAQ.
import { AREAS, GROUPS, type Area } from '../../components/lib/vocabulary.ts';

interface Placed {
  readonly data: { readonly area: string; readonly group: string };
}

export interface AreaSection<T> {
  readonly area: Area;
  readonly groups: ReadonlyArray<{ readonly group: string; readonly items: readonly T[] }>;
}

export function byAreaAndGroup<T extends Placed>(items: readonly T[]): AreaSection<T>[] {
  return AREAS.map((area) => ({
    area,
    groups: GROUPS[area]
      .map((group) => ({ group, items: items.filter((r) => r.data.area === area && r.data.group === group) }))
      .filter((g) => g.items.length > 0),
  }));
}
