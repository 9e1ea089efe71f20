// The words of one language's rulings, for search's typo correction (components/site/search-vocabulary.ts):
// /en/search-words.txt, /fr/search-words.txt, fetched by the search dialog only when a word matches nothing.
import type { APIRoute, GetStaticPaths } from 'astro';
import { vocabularyFile } from '../../../components/site/search-vocabulary.ts';
import { synonymsFor } from '../../../components/lib/glossary.ts';
import { loadSite } from '../../../components/lib/site-data.ts';
import { LANGS, type Lang } from '../../../components/lib/vocabulary.ts';

export const getStaticPaths = (() => LANGS.map((lang) => ({ params: { lang } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const site = await loadSite();
  const sources = site.rulings(params.lang as Lang).map(({ data, body }) => {
    const subject = [data.title, data.question, ...data.defines, data.id].join('\n');
    const text = [data.summary, (body ?? '').replace(/<[^>]*>/g, ' ')].join('\n');
    return { subject: `${subject}\n${synonymsFor(subject, data.area).join('\n')}`, text: `${text}\n${synonymsFor(text, data.area).join('\n')}` };
  });
  return new Response(vocabularyFile(sources), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
