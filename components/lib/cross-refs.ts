// Cross-references between rulings. A ruling's text names another ruling with the MDX component
// `<See id="river-u-turn-immediate">the next ruling</See>`, which renders as a link; these checks run
// before any page renders, so an unknown id fails the build naming the file, and a phrase that
// points at another ruling without a link ("see the next ruling") is caught too.
import type { Lang } from './vocabulary.ts';

export interface SeeRef {
  readonly id: string;
  /** 1-based line of the reference in the text given (the body, not counting frontmatter). */
  readonly line: number;
  readonly text: string;
}

const SEE = /<See\b([^>]*)>([\s\S]*?)<\/See\s*>/g;
const SEE_ID = /\bid\s*=\s*["']([^"']*)["']/;

function lineAt(body: string, index: number): number {
  return body.slice(0, index).split('\n').length;
}

/** Every `<See id="…">…</See>` of a body, in order; a See without an id gives an empty id. */
export function seeRefs(body: string): SeeRef[] {
  return [...body.matchAll(SEE)].map((m) => ({
    id: SEE_ID.exec(m[1] ?? '')?.[1] ?? '',
    line: lineAt(body, m.index ?? 0),
    text: (m[2] ?? '').trim(),
  }));
}

/** What is wrong with the references of one body: unknown ids, a ruling naming itself, empty link text. */
export function checkSeeRefs(body: string, known: ReadonlySet<string>, selfId?: string): string[] {
  const problems: string[] = [];
  for (const ref of seeRefs(body)) {
    const where = `line ${ref.line} of the text`;
    if (ref.id === '') problems.push(`${where}: <See> needs an id="…" naming a ruling`);
    else if (!known.has(ref.id)) problems.push(`${where}: unknown ruling id "${ref.id}" in <See id="${ref.id}">`);
    else if (ref.id === selfId) problems.push(`${where}: a ruling cannot refer to itself with <See>`);
    if (ref.text === '') problems.push(`${where}: <See id="${ref.id}"> has no link text`);
  }
  const unclosed = (body.match(/<See\b/g) ?? []).length - seeRefs(body).length;
  if (unclosed > 0) problems.push(`${unclosed} <See> without its closing </See>`);
  return problems;
}

/** What stands in for a linked reference when looking for unlinked ones. */
const LINK = '\u00a7';

/**
 * Phrases that point at another ruling. Written outside a <See> they are a reference a reader cannot
 * follow; "ruling" alone is too common to flag, so the phrases name a direction or an instruction.
 * "(see" is fine when a link follows it.
 */
const POINTERS: Readonly<Record<Lang, readonly RegExp[]>> = {
  en: [
    /\b(next|previous|following|separate) ruling\b/i,
    /\(see\b(?!\s*\u00a7)/i,
    /\bsee the\b[^.()\u00a7]*\bruling/i,
    /\bsee "[^"]+"/i,
    /\bthe (\w+ )?rulings? on\b/i,
  ],
  fr: [
    /(règle|point de règle) (suivante?|précédente?)/i,
    /\((voir|voyez)\b(?!\s*\u00a7)/i,
    /\b(voir|voyez) (le|la) (point de )?règle\b/i,
    /\b(voir|voyez) «/i,
    /\b(la|les|des) (points? de )?règles? sur (la|le|les)\b/i,
  ],
};

/** Pointing phrases left outside any <See>, each with its line. */
export function unlinkedPointers(body: string, lang: Lang): string[] {
  // Each linked reference becomes one marker (its line breaks kept), so its words cannot match.
  const outside = body.replace(SEE, (m) => LINK + m.replace(/[^\n]/g, ''));
  const found: string[] = [];
  outside.split('\n').forEach((line, i) => {
    for (const pattern of POINTERS[lang]) {
      const m = pattern.exec(line);
      if (m) found.push(`line ${i + 1} of the text: "${m[0]}" points at another ruling; link it with <See id="…">`);
    }
  });
  return found;
}
