// The site's fixed vocabularies, said once as data; types derive from the arrays.

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const CATEGORIES = ['rule', 'official', 'community', 'edition', 'house'] as const;
export type Category = (typeof CATEGORIES)[number];

export const PLAYS = ['scenario', 'text'] as const;
export type Play = (typeof PLAYS)[number];

/** Areas in reading order: the base primer first, then the expansions. */
export const AREAS = ['base', 'river', 'ferries', 'wheel'] as const;
export type Area = (typeof AREAS)[number];

/** URL slug of each area's page (/<lang>/<slug>/). */
export const AREA_SLUGS = {
  base: 'base',
  river: 'river',
  ferries: 'ferries',
  wheel: 'wheel-of-fortune',
} as const satisfies Record<Area, string>;
export type AreaSlug = (typeof AREA_SLUGS)[Area];

/** Section keys of each expansion page, in page order. */
export const GROUPS = {
  base: ['placement', 'followers', 'scoring'],
  river: ['setup', 'placement', 'followers', 'scoring', 'river2', 'other-expansions', 'house'],
  ferries: ['setup', 'turn', 'moving', 'scoring', 'other-expansions', 'editions'],
  wheel: ['material', 'setup', 'turn', 'sectors', 'crowns', 'other-expansions', 'editions', 'house'],
} as const satisfies Record<Area, readonly string[]>;
export type Group = (typeof GROUPS)[Area][number];

/** Content pages that are not expansion pages. */
export const PLAIN_PAGE_SLUGS = ['home', 'about'] as const;
export const PAGE_SLUGS = [...Object.values(AREA_SLUGS), ...PLAIN_PAGE_SLUGS] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

export function isArea(value: string): value is Area {
  return (AREAS as readonly string[]).includes(value);
}

export function isGroupOf(area: Area, group: string): boolean {
  return (GROUPS[area] as readonly string[]).includes(group);
}

export function areaOfSlug(slug: string): Area | undefined {
  return AREAS.find((area) => AREA_SLUGS[area] === slug);
}
