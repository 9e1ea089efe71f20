// Where the reader is on a page, as an anchor the same page in the other language also has: the
// language switch carries it, so a reader halfway down a page lands on the same part of it. Rulings
// keep their ids in both languages; headings are slugs of their own language's words, so a page
// lists its headings' ids in the other language (`headingIdMap`, in the same order).

/** An anchor on the page, with its top and bottom relative to the top of the viewport. */
export interface Place {
  readonly id: string;
  readonly top: number;
  readonly bottom: number;
}

/** What of the page is in view: the viewport's height and how far the page is scrolled. */
export interface View {
  readonly height: number;
  readonly scrolled: number;
}

/**
 * The anchor to carry (`places` in document order): the current one while it is in view; at the top of
 * the page none; else the last anchor at or above the reading line, a quarter down the viewport (the
 * section being read, even when its heading has scrolled away above).
 */
export function readingPlace(places: readonly Place[], view: View, current: string): string {
  const now = places.find((p) => p.id === current);
  if (now && now.top < view.height && now.bottom > 0) return current;
  if (view.scrolled <= 0) return '';
  const line = view.height / 4;
  let found = '';
  for (const p of places) if (p.top <= line) found = p.id;
  return found;
}

interface Heading {
  readonly depth: number;
  readonly slug: string;
}

/**
 * This page's heading ids → the other language's, paired in order while the two pages' headings keep
 * the same depths (a page whose outline differs from there on is paired no further).
 */
export function headingIdMap(mine: readonly Heading[], other: readonly Heading[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (let i = 0; i < mine.length && i < other.length && mine[i]!.depth === other[i]!.depth; i++) {
    if (mine[i]!.slug !== other[i]!.slug) map[mine[i]!.slug] = other[i]!.slug;
  }
  return map;
}

/** The id a hash names (a malformed escape is taken as written). */
export function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** The hash to carry to the other language: a sandbox position as it is, else the reading place. */
export function switchHash(hash: string, place: (current: string) => string, ids: Readonly<Record<string, string>>): string {
  if (/^#(s=|kept$)/.test(hash)) return hash;
  const id = place(hashId(hash));
  return id === '' ? '' : `#${encodeURIComponent(ids[id] ?? id)}`;
}
