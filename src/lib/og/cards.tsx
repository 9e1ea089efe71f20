// What each preview card says, from the site's content: a ruling's title, badge, expansion and id
// with its scenario's board; an expansion's title, description and counts; the home page and the
// FAQ in general terms. Runs at build time only (it reads the content collections).
import type { JSX } from 'preact';
import { scenariosFor } from '../../../components/widgets/scenarios.ts';
import { groupLabel, t } from '../../../components/i18n/index.ts';
import { loadSite, type SiteData } from '../../../components/lib/site-data.ts';
import { AREA_SLUGS, type Lang } from '../../../components/lib/vocabulary.ts';
import { Card, type CardPicture } from './card.tsx';
import type { CardKey } from './paths.ts';
import { cardFonts } from './render.ts';
import { scenarioPicture } from './scenario-board.tsx';

async function rulingPicture(site: SiteData, lang: Lang, id: string): Promise<CardPicture | undefined> {
  const d = site.ruling(lang, id)?.data;
  if (!d || d.play !== 'scenario') return undefined;
  const [first] = await scenariosFor(id, d.scenarios, `content/rulings/${lang}/${id}.mdx`);
  return first && scenarioPicture(first, lang, id);
}

/** The card's drawing (its text alternative, og:image:alt, is written by the page's layout). */
export async function cardFor(key: CardKey): Promise<JSX.Element> {
  const site = await loadSite();
  const dict = t(key.lang);
  const fonts = cardFonts();
  const common = { fonts, siteName: dict.siteName };
  const rulings = site.rulings(key.lang);
  switch (key.kind) {
    case 'ruling': {
      const entry = site.ruling(key.lang, key.id);
      if (!entry) throw new Error(`og card: no ruling ${key.id} in ${key.lang}`);
      const d = entry.data;
      const picture = await rulingPicture(site, key.lang, key.id);
      return (
        <Card
          {...common}
          kicker={`${dict.areas[d.area]} · ${groupLabel(dict, d.area, d.group)}`}
          title={d.title}
          badge={{ category: d.category, label: dict.categories[d.category] }}
          footer={d.id}
          picture={picture}
        />
      );
    }
    case 'area': {
      const page = site.page(key.lang, AREA_SLUGS[key.area]);
      const own = rulings.filter((r) => r.data.area === key.area);
      return (
        <Card
          {...common}
          kicker={dict.guide.count(own.length, own.filter((r) => r.data.play === 'scenario').length)}
          title={page?.data.title ?? dict.areas[key.area]}
          description={page?.data.description}
        />
      );
    }
    case 'faq':
      return <Card {...common} kicker={dict.og.questions(rulings.length)} title={dict.faq.title} description={dict.faq.description} />;
    case 'home':
      return <Card {...common} kicker={dict.og.rulings(rulings.length)} title={dict.tagline} description={site.page(key.lang, 'home')?.data.description} />;
  }
}
