// The table of contents of an expansion page: its sections (## and ###, with the ids Astro gives
// their headings) and, under each, the rulings it embeds (<Ruling id="…" />, linked by their ids).
// Read from the page's MDX source in order, so the contents follow the page as it is written.

export interface Heading {
  readonly depth: number;
  readonly slug: string;
  readonly text: string;
}

export interface TocEntry {
  readonly id: string;
  readonly text: string;
  readonly kind: 'section' | 'ruling';
  readonly children: readonly TocEntry[];
}

interface Draft {
  id: string;
  text: string;
  kind: 'section' | 'ruling';
  children: Draft[];
}

const HEADING = /^(#{2,3})\s+\S/;
const RULING = /<Ruling\s+id="([^"]+)"/g;
const FENCE = /^\s*(```|~~~)/;

/**
 * `headings` are Astro's for the page (render(entry).headings); `titleOf` gives a ruling's title in
 * the page's language. A heading the source has but Astro does not (or the reverse), or a ruling
 * without a title, stops the build naming `file`, rather than giving a contents that lies.
 */
export function buildToc(body: string, headings: readonly Heading[], titleOf: (id: string) => string | undefined, file: string): TocEntry[] {
  const sections = headings.filter((h) => h.depth === 2 || h.depth === 3);
  const top: Draft[] = [];
  let h2: Draft | undefined;
  let h3: Draft | undefined;
  let next = 0;
  let fenced = false;
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = HEADING.exec(line);
    if (heading) {
      const h = sections[next++];
      if (!h || h.depth !== heading[1]!.length) throw new Error(`${file}: the table of contents lost track of the headings at "${line.trim()}"`);
      const entry: Draft = { id: h.slug, text: h.text, kind: 'section', children: [] };
      if (h.depth === 2 || !h2) {
        top.push(entry);
        h2 = entry;
        h3 = undefined;
      } else {
        h2.children.push(entry);
        h3 = entry;
      }
      continue;
    }
    for (const m of line.matchAll(RULING)) {
      const id = m[1]!;
      const text = titleOf(id);
      if (!text) throw new Error(`${file}: <Ruling id="${id}" /> has no title for the table of contents`);
      const entry: Draft = { id, text, kind: 'ruling', children: [] };
      (h3 ?? h2 ?? { children: top }).children.push(entry);
    }
  }
  if (next !== sections.length) throw new Error(`${file}: ${sections.length - next} heading(s) that the table of contents did not find in the source`);
  return top;
}

/** Every id the contents link to, in page order. */
export function tocIds(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((e) => [e.id, ...tocIds(e.children)]);
}
