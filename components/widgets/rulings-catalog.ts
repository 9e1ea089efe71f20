// The rulings' cards (title, category, summary) for the sandbox's dispute, from /<lang>/sandbox/rulings.json,
// written at build time. Fetched once per page, and only when needed; null when it cannot be had (the
// widgets then fall back to the ruling id and its link).
import type { WidgetLang } from './i18n.ts';

export interface RulingCard {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** 'rule' | 'official' | 'community' | 'edition' | 'house' */
  readonly category: string;
  /** the category's name in the page's language */
  readonly label: string;
}

const loaded = new Map<WidgetLang, Promise<readonly RulingCard[] | null>>();

const isCard = (v: unknown): v is RulingCard => {
  const o = v as Record<string, unknown> | null;
  return typeof o === 'object' && o !== null && ['id', 'title', 'summary', 'category', 'label'].every((k) => typeof o[k] === 'string');
};

export function loadRulings(lang: WidgetLang): Promise<readonly RulingCard[] | null> {
  let p = loaded.get(lang);
  if (p === undefined) {
    p = fetch(`/${lang}/sandbox/rulings.json`)
      .then((r) => (r.ok ? r.json() : null))
      .then((data: unknown) => (Array.isArray(data) && data.every(isCard) ? data : null))
      .catch(() => null);
    loaded.set(lang, p);
  }
  return p;
}
