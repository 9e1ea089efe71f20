// The rulings' cards for the sandbox, per language: id, title, category (with its label) and summary.
// The sandbox fetches this only when a link names the ruling in dispute or the reader attaches one to a
// link, so the titles (known at build time only) never weigh on the page itself.
import type { APIRoute } from 'astro';
import { t } from '../../../../components/i18n/index.ts';
import { loadSite } from '../../../../components/lib/site-data.ts';
import { LANGS, type Lang } from '../../../../components/lib/vocabulary.ts';
import type { RulingCard } from '../../../../components/widgets/rulings-catalog.ts';

export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { lang } }));
}

export const GET: APIRoute = async ({ params }) => {
  const lang = params['lang'] as Lang;
  const site = await loadSite();
  const cards: RulingCard[] = site.rulings(lang).map((r) => ({
    id: r.data.id, title: r.data.title, summary: r.data.summary, category: r.data.category, label: t(lang).categories[r.data.category],
  }));
  return new Response(JSON.stringify(cards), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
