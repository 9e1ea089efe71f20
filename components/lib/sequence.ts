// Reading order across the site: areas in AREAS order, then each ruling's `order` within its area.
// Ruling pages link to their neighbours in this sequence.
import { AREAS, type Area } from './vocabulary.ts';

export interface Ordered {
  readonly id: string;
  readonly area: Area;
  readonly order: number;
}

export function compareReading(a: Ordered, b: Ordered): number {
  return AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || a.order - b.order || a.id.localeCompare(b.id);
}

export function readingOrder<T extends Ordered>(items: readonly T[]): T[] {
  return [...items].sort(compareReading);
}

export interface Neighbours<T> {
  readonly prev?: T | undefined;
  readonly next?: T | undefined;
}

/** Previous and next items around `id` in reading order (none at either end). */
export function neighbours<T extends Ordered>(items: readonly T[], id: string): Neighbours<T> {
  const sorted = readingOrder(items);
  const i = sorted.findIndex((r) => r.id === id);
  if (i < 0) return {};
  return { prev: sorted[i - 1], next: sorted[i + 1] };
}
