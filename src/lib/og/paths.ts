// Which link-preview image each page uses, and the list of images to build. A ruling page gets its
// own card; an expansion page and the FAQ theirs; the home page's card, which presents the whole
// site, also stands for every other page (about, the rulings index, the sandbox, the tiles).
import { RULINGS } from '../../../components/lib/ruling-ids.ts';
import { AREAS, AREA_SLUGS, LANGS, areaOfSlug, isLang, type Area, type Lang } from '../../../components/lib/vocabulary.ts';

/** The size chat apps and social sites expect of a large preview (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type CardKey =
  | { readonly kind: 'ruling'; readonly lang: Lang; readonly id: string }
  | { readonly kind: 'area'; readonly lang: Lang; readonly area: Area }
  | { readonly kind: 'home' | 'faq'; readonly lang: Lang };

/** The image's path under the site, without the leading "/og/" and the ".png" (the endpoint's slug). */
export function cardSlug(key: CardKey): string {
  switch (key.kind) {
    case 'ruling':
      return `${key.lang}/rulings/${key.id}`;
    case 'area':
      return `${key.lang}/${AREA_SLUGS[key.area]}`;
    default:
      return `${key.lang}/${key.kind}`;
  }
}

export const cardPath = (key: CardKey): string => `/og/${cardSlug(key)}.png`;

/** The card a page path (such as /fr/rulings/wheel-storm/) is previewed with; undefined outside the language trees. */
export function cardForPage(pathname: string): CardKey | undefined {
  const [lang, first, second, ...rest] = pathname.split('/').filter(Boolean);
  if (!lang || !isLang(lang)) return undefined;
  if (rest.length === 0 && first === 'rulings' && second && RULINGS.some((r) => r.id === second)) return { kind: 'ruling', lang, id: second };
  if (second === undefined) {
    if (first === undefined) return { kind: 'home', lang };
    if (first === 'faq') return { kind: 'faq', lang };
    const area = areaOfSlug(first);
    if (area) return { kind: 'area', lang, area };
  }
  return { kind: 'home', lang };
}

/** Every card the build makes. */
export function allCards(): CardKey[] {
  return LANGS.flatMap((lang): CardKey[] => [
    { kind: 'home', lang },
    { kind: 'faq', lang },
    ...AREAS.map((area) => ({ kind: 'area' as const, lang, area })),
    ...RULINGS.map((r) => ({ kind: 'ruling' as const, lang, id: r.id })),
  ]);
}
