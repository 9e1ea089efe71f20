// Each page's widgets carry their own language only: the props Astro serializes for an island on an
// English page hold none of the scenarios' French texts, and on a French page none of their English
// ones (issue 11: an English page carries no French text in its props).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasWidget, loadPage, pagePaths, requireDist, ROOT } from '../helpers/dist.ts';

interface Texts {
  readonly title?: string;
  readonly description?: string;
  readonly task?: string;
  readonly note?: string;
}
type ScenarioFile = Texts & { fr?: Texts; steps?: (Texts & { fr?: Texts })[] };

const DIR = join(ROOT, 'content', 'scenarios');
const files: ScenarioFile[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as ScenarioFile);

/** The reader's texts of one object: those its `fr` block translates (title, description, note, task…). */
const TEXT_KEYS = new Set(files.flatMap((s) => [...Object.keys(s.fr ?? {}), ...(s.steps ?? []).flatMap((st) => Object.keys(st.fr ?? {}))]));
const textsOf = (t: Texts | undefined): string[] =>
  t ? Object.entries(t).filter(([k, v]) => TEXT_KEYS.has(k) && typeof v === 'string').map(([, v]) => v as string) : [];
const english = files.flatMap((s) => [...textsOf(s), ...(s.steps ?? []).flatMap((st) => textsOf(st))]);
const french = files.flatMap((s) => [...textsOf(s.fr), ...(s.steps ?? []).flatMap((st) => textsOf(st.fr))]);
/** Texts long enough not to turn up by chance, and not the same in both languages. */
const telling = (own: string[], other: string[]): string[] => [...new Set(own.filter((t) => t.length >= 12 && !other.includes(t)))];
const ONLY = { en: telling(english, french), fr: telling(french, english) };

/** The serialized props of every island on a page, as Astro wrote them (JSON, entities decoded). */
function islandProps(path: string): string[] {
  return loadPage(path)!.tags.filter((t) => t.name === 'astro-island').map((t) => t.attrs.props ?? '');
}

const widgetPages = pagePaths().filter((p) => hasWidget(loadPage(p)!));

describe('widget props in one language', () => {
  it('have texts to look for, and pages with scenarios in both languages', () => {
    requireDist();
    expect(ONLY.en.length).toBeGreaterThan(20);
    expect(ONLY.fr.length).toBeGreaterThan(20);
    for (const lang of ['en', 'fr']) {
      const withScenario = widgetPages.filter((p) => p.startsWith(`/${lang}/`) && islandProps(p).some((props) => props.includes('"scenario"')));
      expect(withScenario.length, lang).toBeGreaterThan(10);
    }
  });

  it.each(widgetPages)('%s', (path) => {
    const other = path.startsWith('/fr/') ? ONLY.en : ONLY.fr;
    const props = islandProps(path).join('\n');
    // JSON keeps the text as written, escaping only quotes and backslashes
    const found = other.filter((t) => props.includes(JSON.stringify(t).slice(1, -1)));
    expect(found, 'texts of the other language in the widgets\' props').toEqual([]);
    // and the page's own texts do travel (the check above looks at the right place)
    if (props.includes('"scenario"')) {
      const own = path.startsWith('/fr/') ? ONLY.fr : ONLY.en;
      expect(own.some((t) => props.includes(JSON.stringify(t).slice(1, -1))), 'the page\'s own scenario texts').toBe(true);
    }
  });
});
