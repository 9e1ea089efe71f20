import { en, type Dict } from './en.ts';
import { fr } from './fr.ts';
import type { Area, Lang } from '../lib/vocabulary.ts';

const DICTS: Record<Lang, Dict> = { en, fr };

export function t(lang: Lang): Dict {
  return DICTS[lang];
}

export type { Dict };

/** The heading of a section of an expansion page; group keys are checked by the content schema. */
export function groupLabel(dict: Dict, area: Area, group: string): string {
  const labels: Readonly<Record<string, string>> = dict.groups[area];
  return labels[group] ?? group;
}
