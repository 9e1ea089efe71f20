// Writes components/widgets/ruling-titles-<lang>.ts (the rulings the engine core and the widgets can cite)
// and ruling-titles-<lang>-<expansion>.ts (those only an expansion's rules cite): the titles the widgets
// show on their ruling links, from the rulings' frontmatter (content/rulings/<lang>/<id>.mdx). Run it after
// changing a title or the rulings the code cites: `node scripts/ruling-titles.mjs`;
// components/widgets/ruling-titles.test.ts fails while a file is stale.
import { writeFileSync } from 'node:fs';
import { titlesByPart, titlesFile, titlesModule } from './ruling-titles-lib.mjs';

for (const lang of ['en', 'fr']) {
  for (const [part, titles] of Object.entries(titlesByPart(lang))) writeFileSync(titlesFile(lang, part), titlesModule(lang, titles, part));
}
