// Cross-checks of the content that a per-file schema cannot express: ids against the catalogue,
// both languages present and in agreement, references between files, and the expansion pages
// including each of their rulings once, in order; every ruling's player question, and its links to
// other rulings (components/lib/cross-refs.ts). Pure functions: the site runs them at build time
// (components/lib/site-data.ts) and the unit tests feed them small fixtures.
import { AREA_SLUGS, AREAS, LANGS, PAGE_SLUGS, isGroupOf, type Area, type Lang } from './vocabulary.ts';
import { checkSeeRefs, unlinkedPointers } from './cross-refs.ts';
import type { RulingMeta } from './ruling-ids.ts';

export interface RulingData {
  readonly id: string;
  readonly category: string;
  readonly area: string;
  readonly group: string;
  readonly order: number;
  readonly play: string;
  /** The question a player asks at the table; required in each language. */
  readonly question?: string | undefined;
  readonly date?: string | undefined;
  readonly scenarios: readonly string[];
  readonly related: readonly string[];
}

export interface RulingFile {
  readonly file: string;
  readonly lang: Lang;
  /** File name without its extension. */
  readonly name: string;
  readonly data: RulingData;
  /** The MDX text after the frontmatter, when known: its <See> links are checked. */
  readonly body?: string | undefined;
}

export interface PageFile {
  readonly file: string;
  readonly lang: Lang;
  readonly slug: string;
  readonly area?: string | undefined;
  readonly body: string;
}

export interface ScenarioFile {
  readonly file: string;
  readonly name: string;
  readonly ruling?: string | undefined;
}

export interface Problem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

export interface ContentSet {
  readonly catalog: readonly RulingMeta[];
  readonly rulings: readonly RulingFile[];
  readonly pages: readonly PageFile[];
  readonly scenarios: readonly ScenarioFile[];
}

export function formatProblem(p: Problem): string {
  return `${p.file}: field "${p.field}": ${p.message}`;
}

export function rulingFilePath(lang: Lang, id: string): string {
  return `content/rulings/${lang}/${id}.mdx`;
}

/** Ids of every `<Ruling id="…" />` in an MDX body, in document order. */
export function rulingRefs(body: string): string[] {
  const refs: string[] = [];
  for (const m of body.matchAll(/<Ruling\b[^>]*?\bid\s*=\s*["']([^"']*)["']/g)) refs.push(m[1] ?? '');
  return refs;
}

/** Every problem in the content, in a stable order; an empty list means the content is sound. */
export function checkContent(set: ContentSet): Problem[] {
  return [
    ...set.rulings.flatMap((r) => checkRulingFile(r, set)),
    ...checkLanguages(set),
    ...checkOrders(set.rulings),
    ...checkScenarios(set),
    ...checkPages(set),
  ];
}

export function checkRulingFile(r: RulingFile, set: Pick<ContentSet, 'catalog' | 'scenarios'>): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ file: r.file, field, message });
  const d = r.data;
  if (d.id !== r.name) add('id', `"${d.id}" differs from the file name "${r.name}"`);
  const meta = set.catalog.find((m) => m.id === d.id);
  if (!meta) {
    add('id', `unknown ruling id "${d.id}" (not in the ruling catalogue)`);
  } else {
    for (const field of ['category', 'area', 'play'] as const) {
      if (d[field] !== meta[field]) add(field, `"${d[field]}" but the catalogue says "${meta[field]}"`);
    }
  }
  const area = AREAS.find((a) => a === d.area);
  if (area && !isGroupOf(area, d.group)) add('group', `"${d.group}" is not a section of the ${area} page`);
  const known = new Set(set.catalog.map((m) => m.id));
  for (const id of d.related) {
    if (!known.has(id)) add('related', `unknown ruling id "${id}"`);
    else if (id === d.id) add('related', `a ruling cannot be related to itself`);
  }
  const scenarioNames = new Set(set.scenarios.map((s) => s.name));
  for (const name of d.scenarios) {
    if (!scenarioNames.has(name)) add('scenarios', `no scenario file "${name}" in content/scenarios`);
  }
  for (const message of checkQuestion(d.question, r.lang)) add('question', message);
  if (r.body !== undefined) {
    for (const message of checkSeeRefs(r.body, known, d.id)) add('<See id>', message);
    for (const message of unlinkedPointers(r.body, r.lang)) add('text', message);
  }
  return problems;
}

/** A question in players' words: present, and asked as a question (French puts a space before "?"). */
export function checkQuestion(question: string | undefined, lang: Lang): string[] {
  const q = question?.trim() ?? '';
  if (q === '') return [`missing: every ruling needs the question a player asks at the table, in ${lang}`];
  if (!q.endsWith('?')) return [`"${q}" does not end with a question mark`];
  if (lang === 'fr' && !/[\s\u00a0\u202f]\?$/.test(q)) return [`"${q}": French puts a space before the question mark`];
  return [];
}

const PAIRED_FIELDS = ['category', 'area', 'group', 'order', 'play', 'date', 'scenarios', 'related'] as const;

/** Every catalogue id has a file in each language, and the two files agree on everything but text. */
export function checkLanguages(set: Pick<ContentSet, 'catalog' | 'rulings'>): Problem[] {
  const problems: Problem[] = [];
  for (const meta of set.catalog) {
    const files = LANGS.map((lang) => set.rulings.find((r) => r.lang === lang && r.name === meta.id));
    const [en, fr] = files;
    if (!en && !fr) {
      const both = LANGS.map((l) => rulingFilePath(l, meta.id)).join(' and ');
      problems.push({ file: both, field: 'id', message: `ruling "${meta.id}" is missing in both languages` });
    } else if (!en || !fr) {
      const present = (en ?? fr) as RulingFile;
      const missing = en ? 'fr' : 'en';
      problems.push({
        file: present.file,
        field: 'id',
        message: `ruling "${meta.id}" exists in ${present.lang} only: ${rulingFilePath(missing, meta.id)} is missing`,
      });
    } else {
      problems.push(...comparePair(en, fr));
    }
  }
  return problems;
}

function comparePair(en: RulingFile, fr: RulingFile): Problem[] {
  return PAIRED_FIELDS.filter((f) => JSON.stringify(en.data[f]) !== JSON.stringify(fr.data[f])).map((f) => ({
    file: fr.file,
    field: f,
    message: `${JSON.stringify(fr.data[f])} differs from ${JSON.stringify(en.data[f])} in ${en.file}`,
  }));
}

/** `order` is unique within an area, per language. */
export function checkOrders(rulings: readonly RulingFile[]): Problem[] {
  const seen = new Map<string, RulingFile>();
  const problems: Problem[] = [];
  for (const r of rulings) {
    const key = `${r.lang}/${r.data.area}/${r.data.order}`;
    const first = seen.get(key);
    if (first) {
      problems.push({ file: r.file, field: 'order', message: `${r.data.order} is already used by ${first.file}` });
    } else {
      seen.set(key, r);
    }
  }
  return problems;
}

export function checkScenarios(set: Pick<ContentSet, 'catalog' | 'scenarios'>): Problem[] {
  const known = new Set(set.catalog.map((m) => m.id));
  return set.scenarios
    .filter((s) => s.ruling !== undefined && !known.has(s.ruling))
    .map((s) => ({ file: s.file, field: 'ruling', message: `unknown ruling id "${s.ruling}"` }));
}

/** Every `<Ruling id>` is known; each expansion page exists and shows its area's rulings once, in order. */
export function checkPages(set: ContentSet): Problem[] {
  const known = new Set(set.catalog.map((m) => m.id));
  const problems: Problem[] = [];
  const slugs: readonly string[] = PAGE_SLUGS;
  for (const page of set.pages) {
    if (!slugs.includes(page.slug)) {
      problems.push({ file: page.file, field: 'slug', message: `no route serves "${page.slug}"; page names are ${slugs.join(', ')}` });
    }
    for (const id of rulingRefs(page.body)) {
      if (!known.has(id)) problems.push({ file: page.file, field: '<Ruling id>', message: `unknown ruling id "${id}"` });
    }
    for (const message of checkSeeRefs(page.body, known)) problems.push({ file: page.file, field: '<See id>', message });
  }
  for (const lang of LANGS) {
    for (const area of AREAS) problems.push(...checkAreaPage(set, lang, area));
  }
  return problems;
}

function checkAreaPage(set: ContentSet, lang: Lang, area: Area): Problem[] {
  const file = `content/pages/${lang}/${AREA_SLUGS[area]}.mdx`;
  const page = set.pages.find((p) => p.lang === lang && p.slug === AREA_SLUGS[area]);
  if (!page) return [{ file, field: 'slug', message: `the ${area} page is missing` }];
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ file: page.file, field, message });
  if (page.area !== area) add('area', `"${page.area ?? ''}" but this page is the ${area} page`);
  const refs = rulingRefs(page.body);
  const expected = set.catalog.filter((m) => m.area === area).map((m) => m.id);
  for (const id of expected) {
    const count = refs.filter((r) => r === id).length;
    if (count !== 1) add('<Ruling id>', `ruling "${id}" appears ${count} times; it must appear once`);
  }
  for (const id of new Set(refs)) {
    const meta = set.catalog.find((m) => m.id === id);
    if (meta && meta.area !== area) add('<Ruling id>', `ruling "${id}" belongs to the ${meta.area} page`);
  }
  const orders = refs.map((id) => set.rulings.find((r) => r.lang === lang && r.name === id)?.data.order);
  const outOfOrder = refs.find((_, i) => i > 0 && (orders[i] ?? Infinity) < (orders[i - 1] ?? -Infinity));
  if (outOfOrder) add('<Ruling id>', `ruling "${outOfOrder}" comes before a ruling with a lower "order"`);
  return problems;
}
