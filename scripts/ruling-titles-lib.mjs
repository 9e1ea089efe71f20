// The rulings' titles per language, read from their frontmatter, split by the code that can cite them,
// and the modules that carry them. A widget shows a ruling's title on each ruling link; it ships the
// titles of the rulings its code can cite, not the whole catalogue: the base table (ruling-titles-<lang>.ts,
// in every language pack) holds those the engine core and the widgets cite; each expansion's table
// (ruling-titles-<lang>-<part>.ts) those its rules module cites beyond them, loaded only where that
// expansion is played (lang/load.ts `ensureTitles`). A ruling a page's scenario names that no table
// holds travels with that scenario (titlesBeyond, Ruling.astro).
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { frenchSpaces } from '../components/widgets/french-spaces.ts';

/** The expansions whose rules code cites rulings of its own (a folder or file of engine/ named after it). */
export const TITLE_PARTS = ['river', 'ferries', 'wheel'];

export { frenchSpaces };

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

const sources = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.test-util\.ts$|__tests__/.test(f))
    .map((f) => `${dir}/${f}`);

/** The words a folder or file name of an expansion's own code holds (the spinner plays the wheel). */
const NAMES = { river: ['river'], ferries: ['ferries', 'ferry'], wheel: ['wheel', 'spinner'] };
/** Which part a source file's citations belong to: an expansion's when a folder or file is named after it. */
const partOf = (file) => TITLE_PARTS.find((p) => file.toLowerCase().split('/').some((seg) => NAMES[p].some((n) => seg.includes(n)))) ?? 'base';
/** Files that name rulings without citing them: the catalogue, and the words keyed by ruling id (a
 * refusal's sentence shows only where the engine cites its ruling). */
const NOT_CITING = /(^|\/)(ruling-ids\.ts|ruling-titles-[^/]*|i18n-[^/]*)$/;

/**
 * The ruling ids each part's code can cite: every catalogue id written as a string literal in engine/ and
 * in the widgets' and boards' code (tests aside), by the part the file belongs to; an expansion's part
 * lists only what the base does not. `ids`: the catalogue (every ruling's id).
 */
export function citedByPart(ids) {
  const known = new Set(ids);
  const cited = Object.fromEntries(['base', ...TITLE_PARTS].map((p) => [p, new Set()]));
  for (const file of [...sources('engine'), ...sources('components/widgets'), ...sources('components/board')]) {
    if (NOT_CITING.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['"`]([a-z0-9]+(?:-[a-z0-9]+)+)['"`]/g)) if (known.has(m[1])) cited[partOf(file)].add(m[1]);
  }
  for (const p of TITLE_PARTS) for (const id of cited.base) cited[p].delete(id);
  return Object.fromEntries(Object.entries(cited).map(([p, s]) => [p, [...s].sort()]));
}

/** Each part's titles in `lang`: { base: {id: title}, river: {…}, … }. */
export function titlesByPart(lang) {
  const all = rulingTitles(lang);
  const byPart = citedByPart(Object.keys(all));
  return Object.fromEntries(Object.entries(byPart).map(([p, ids]) => [p, Object.fromEntries(ids.map((id) => [id, all[id]]))]));
}

export const titlesFile = (lang, part) => `components/widgets/ruling-titles-${lang}${part === 'base' ? '' : `-${part}`}.ts`;

export function titlesModule(lang, titles, part = 'base') {
  const rows = Object.entries(titles).map(([id, t]) => `  ${JSON.stringify(id)}: ${JSON.stringify(t)},`);
  const whose = part === 'base' ? 'the engine core and the widgets' : `the ${part}'s rules`;
  return [
    `// The titles in ${lang === 'en' ? 'English' : 'French'} of the rulings ${whose} can cite, as their links in the widgets show them.`,
    `// Generated from content/rulings/${lang}/*.mdx and the code's citations by scripts/ruling-titles.mjs: do not edit by hand.`,
    `export const ${lang}: Readonly<Record<string, string>> = {`,
    ...rows,
    '};',
    '',
  ].join('\n');
}
