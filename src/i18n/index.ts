import { en, type Dict } from './en.ts';
import { fr } from './fr.ts';
import type { Lang } from '../lib/vocabulary.ts';

const DICTS: Record<Lang, Dict> = { en, fr };

export function t(lang: Lang): Dict {
  return DICTS[lang];
}

export type { Dict };
