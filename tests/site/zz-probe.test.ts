import { it } from 'vitest';
import { runQuery, type QueryContext } from '../../components/site/search-query.ts';
import { RULINGS } from '../../src/lib/ruling-ids.ts';
import { t } from '../../src/i18n/index.ts';
import { CATEGORIES } from '../../src/lib/vocabulary.ts';
import { builtVocabulary, nodePagefind } from '../helpers/pagefind-node.ts';
const Q = JSON.parse(process.env.PROBE ?? '{}') as Record<'en' | 'fr', string[]>;
it('probe', async () => {
  for (const lang of ['en', 'fr'] as const) {
    const read: string[] = [];
    const ctx: QueryContext = { engine: await nodePagefind(lang), vocabulary: builtVocabulary(lang, read), rulingIds: RULINGS.map((r) => r.id), categoryLabels: CATEGORIES.map((c) => t(lang).categories[c]), pageSize: 6 };
    for (const q of Q[lang] ?? []) {
      read.length = 0;
      const o = await runQuery(ctx, q, {});
      console.log(`${lang} "${q}"${o?.corrected ? ` -> "${o.corrected}"` : ''} [vocab ${read.join(',')}]: ${o?.first.map((d) => `${d.meta.id ?? d.url}(${d.meta.category ?? '-'})`).slice(0, 4).join(', ')}`);
    }
  }
}, 120000);
