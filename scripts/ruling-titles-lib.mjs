// The rulings' titles per language, read from their frontmatter, and the module that carries them.
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';

/** French typography for a title shown in the interface: a non-breaking space before : ; ! ? » and after «. */
export const frenchSpaces = (t) => t.replace(/[ \u00a0\u202f]*([:;!?»])/g, (m, p, i) => (i === 0 ? p : `\u00a0${p}`)).replace(/«[ \u00a0\u202f]*/g, '«\u00a0');

/** id → title, sorted by id, from content/rulings/<lang>/*.mdx (French spacing made non-breaking). */
export function rulingTitles(lang) {
  const dir = `content/rulings/${lang}`;
  const out = {};
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.mdx')).sort()) {
    const m = /^---\n([\s\S]*?)\n---/.exec(readFileSync(`${dir}/${f}`, 'utf8'));
    const front = m ? parse(m[1]) : null;
    if (!front || typeof front.id !== 'string' || typeof front.title !== 'string') throw new Error(`${dir}/${f}: no id or title in the frontmatter`);
    out[front.id] = lang === 'fr' ? frenchSpaces(front.title) : front.title;
  }
  return out;
}

export function titlesModule(lang, titles) {
  const rows = Object.entries(titles).map(([id, t]) => `  ${JSON.stringify(id)}: ${JSON.stringify(t)},`);
  return [
    `// The rulings' titles in ${lang === 'en' ? 'English' : 'French'}, as their links in the widgets show them.`,
    `// Generated from content/rulings/${lang}/*.mdx by scripts/ruling-titles.mjs: do not edit by hand.`,
    `export const ${lang}: Readonly<Record<string, string>> = {`,
    ...rows,
    '};',
    '',
  ].join('\n');
}
