// The Learn paths, one per area, as content/learn/paths.json orders them: each lesson is a scenario,
// named by its file (its title in both languages is the scenario's own). Read at build time by the
// pages; the browser gets only the names, in data attributes.
import paths from '../../content/learn/paths.json' with { type: 'json' };
import { AREAS, type Area } from '../lib/vocabulary.ts';

export const LEARN_PATHS: Readonly<Record<Area, readonly string[]>> = paths;

/** The area whose path holds a lesson, and its place in it. */
export function lessonPlace(area: Area, scenario: string): { readonly index: number; readonly prev: string | null; readonly next: string | null } | null {
  const list = LEARN_PATHS[area];
  const index = list.indexOf(scenario);
  if (index < 0) return null;
  return { index, prev: list[index - 1] ?? null, next: list[index + 1] ?? null };
}

/** The data file's problems: an unknown area, a lesson twice, a name not among `known` (the scenario files). */
export function pathProblems(data: unknown, known: readonly string[]): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ['content/learn/paths.json: must be an object of paths by area'];
  const out: string[] = [];
  for (const [area, list] of Object.entries(data)) {
    if (!(AREAS as readonly string[]).includes(area)) out.push(`${area}: not an area (${AREAS.join(', ')})`);
    if (!Array.isArray(list) || list.some((n) => typeof n !== 'string')) {
      out.push(`${area}: must be a list of scenario names`);
      continue;
    }
    if (list.length === 0) out.push(`${area}: holds no lesson`);
    for (const n of list as string[]) {
      if (!known.includes(n)) out.push(`${area}: "${n}" is not a file of content/scenarios/`);
      if (list.indexOf(n) !== list.lastIndexOf(n)) out.push(`${area}: "${n}" comes twice`);
    }
  }
  for (const area of AREAS) if (!Object.hasOwn(data, area)) out.push(`${area}: has no path`);
  return [...new Set(out)];
}
