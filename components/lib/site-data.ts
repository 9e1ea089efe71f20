// The site's content, loaded once per build and checked before any page renders: a problem found by
// content-checks.ts stops the build with every offending file and field listed.
import { getCollection, type CollectionEntry } from 'astro:content';
import { checkContent, formatProblem, type PageFile, type RulingFile, type ScenarioFile } from './content-checks.ts';
import { RULINGS } from './ruling-ids.ts';
import { neighbours, readingOrder, type Neighbours } from './sequence.ts';
import { isLang, type Lang } from './vocabulary.ts';

export type RulingEntry = CollectionEntry<'rulings'>;
export type PageEntry = CollectionEntry<'pages'>;

export interface SiteData {
  /** Rulings of one language in reading order. */
  readonly rulings: (lang: Lang) => readonly RulingEntry[];
  readonly ruling: (lang: Lang, id: string) => RulingEntry | undefined;
  readonly page: (lang: Lang, slug: string) => PageEntry | undefined;
  readonly pages: (lang: Lang) => readonly PageEntry[];
  readonly neighbours: (lang: Lang, id: string) => Neighbours<RulingEntry>;
}

interface Located {
  readonly file: string;
  readonly lang: Lang;
  readonly name: string;
}

/** Language and base name from a content path such as content/rulings/fr/wheel-storm.mdx. */
function locate(entry: { id: string; filePath?: string | undefined }): Located {
  const file = entry.filePath ?? entry.id;
  const parts = file.split('/');
  const name = (parts.at(-1) ?? '').replace(/\.[^.]+$/, '');
  const lang = parts.at(-2) ?? '';
  if (!isLang(lang)) throw new Error(`${file}: the file must sit in an "en" or "fr" folder`);
  return { file, lang, name };
}

let cached: Promise<SiteData> | undefined;

/** Once per build; in `astro dev` on every call, so edited content shows up without a restart. */
export function loadSite(): Promise<SiteData> {
  if (import.meta.env.DEV) return buildSite();
  cached ??= buildSite();
  return cached;
}

async function buildSite(): Promise<SiteData> {
  const [rulings, pages, scenarios] = await Promise.all([
    getCollection('rulings'),
    getCollection('pages'),
    getCollection('scenarios'),
  ]);
  const rulingFiles: RulingFile[] = rulings.map((e) => ({ ...locate(e), data: e.data, body: e.body }));
  const pageFiles: PageFile[] = pages.map((e) => {
    const { file, lang, name } = locate(e);
    return { file, lang, slug: name, area: e.data.area, body: e.body ?? '' };
  });
  const scenarioFiles: ScenarioFile[] = scenarios.map((e) => {
    const file = e.filePath ?? e.id;
    return { file, name: (file.split('/').at(-1) ?? '').replace(/\.[^.]+$/, ''), ruling: e.data.ruling };
  });
  const problems = checkContent({ catalog: RULINGS, rulings: rulingFiles, pages: pageFiles, scenarios: scenarioFiles });
  if (problems.length > 0) {
    throw new Error(`Content check failed (${problems.length} problems):\n${problems.map(formatProblem).join('\n')}`);
  }
  return index(rulings, pages);
}

function index(rulings: RulingEntry[], pages: PageEntry[]): SiteData {
  const byLang = (lang: Lang) =>
    readingOrder(
      rulings
        .filter((e) => locate(e).lang === lang)
        .map((entry) => ({ id: entry.data.id, area: entry.data.area, order: entry.data.order, entry })),
    ).map((r) => r.entry);
  const ordered = { en: byLang('en'), fr: byLang('fr') } satisfies Record<Lang, RulingEntry[]>;
  const pagesOf = (lang: Lang) => pages.filter((p) => locate(p).lang === lang);
  return {
    rulings: (lang) => ordered[lang],
    ruling: (lang, id) => ordered[lang].find((e) => e.data.id === id),
    pages: pagesOf,
    page: (lang, slug) => pagesOf(lang).find((p) => locate(p).name === slug),
    neighbours: (lang, id) => {
      const n = neighbours(ordered[lang].map((e) => ({ ...e.data, entry: e })), id);
      return { prev: n.prev?.entry, next: n.next?.entry };
    },
  };
}
