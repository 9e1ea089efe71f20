// Writes components/widgets/ruling-titles-en.ts and -fr.ts, the titles the widgets show on their ruling
// links, from the rulings' frontmatter (content/rulings/<lang>/<id>.mdx). Run it after changing a title:
// `node scripts/ruling-titles.mjs`; components/widgets/ruling-titles.test.ts fails while a file is stale.
import { writeFileSync } from 'node:fs';
import { rulingTitles, titlesModule } from './ruling-titles-lib.mjs';

for (const lang of ['en', 'fr']) {
  writeFileSync(`components/widgets/ruling-titles-${lang}.ts`, titlesModule(lang, rulingTitles(lang)));
}
