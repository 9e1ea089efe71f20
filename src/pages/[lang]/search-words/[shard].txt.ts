// The words of one language's rulings, for search's typo correction (components/site/search-vocabulary.ts),
// one file per first letter: /en/search-words/p.txt holds "plague", "pig-herd"… The search dialog
// fetches a letter's file only when a word starting with it matches nothing.
import type { APIRoute, GetStaticPaths } from 'astro';
import { vocabularyShards, type VocabularySource } from '../../../../components/site/search-vocabulary.ts';
import { synonymsFor } from '../../../../components/lib/glossary.ts';
import { loadSite } from '../../../../components/lib/site-data.ts';
import { LANGS, type Lang } from '../../../../components/lib/vocabulary.ts';

async function sources(lang: Lang): Promise<VocabularySource[]> {
  const site = await loadSite();
  return site.rulings(lang).map(({ data, body }) => {
    const subject = [data.title, data.question, ...data.defines, data.id].join('\n');
    const text = [data.summary, (body ?? '').replace(/<[^>]*>/g, ' ')].join('\n');
    return { subject: `${subject}\n${synonymsFor(subject, data.area).join('\n')}`, text: `${text}\n${synonymsFor(text, data.area).join('\n')}` };
  });
}

export const getStaticPaths = (async () => {
  const paths = [];
  for (const lang of LANGS) {
    for (const [shard, file] of vocabularyShards(await sources(lang))) paths.push({ params: { lang, shard }, props: { file } });
  }
  return paths;
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { file: string }).file, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
