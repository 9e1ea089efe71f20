// What the language switch carries to the other language (LanguageSwitch.astro): the query, and the
// reader's place, as an anchor in the hash (components/lib/reading-place.ts). Fetched only when the
// reader heads for the switch (lang-switch-boot.ts), so a page that is only read loads none of it.
import { hashId, readingPlace, switchHash, type Place } from '../lib/reading-place.ts';

/** Where the reader paused a scroll away from the header (lang-switch-boot.ts): how far down, and the hash then. */
export interface Pause {
  readonly y: number;
  readonly hash: string;
}

/** The page's anchors (rulings, headings) with their tops and bottoms on the page, measured once. */
function anchorsOnPage(): Place[] {
  const anchors = document.querySelectorAll('main section[data-ruling][id], main :is(h2, h3)[id]');
  return [...anchors].map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.id, top: r.top + scrollY, bottom: r.bottom + scrollY };
  });
}

/** The anchor of what the reader was reading (a ruling or a heading) with the page scrolled to `y`, or '' at the top. */
function placeAt(anchors: readonly Place[], y: number, current: string): string {
  const places = anchors.map((a) => ({ id: a.id, top: a.top - y, bottom: a.bottom - y }));
  return readingPlace(places, { height: innerHeight, scrolled: y }, current);
}

function twinIds(): Record<string, string> {
  try {
    return JSON.parse(document.querySelector('[data-lang-ids]')?.getAttribute('data-lang-ids') ?? '{}');
  } catch {
    return {};
  }
}

/** The switch's address for now: `paused` is where the reader last paused a scroll away from the header. */
export function switchedHref(link: HTMLAnchorElement, paused: Pause | null): string {
  const anchors = anchorsOnPage();
  // the place in view first; the paused place only when the view has none
  const before = (): string => (paused ? placeAt(anchors, paused.y, hashId(paused.hash)) : '');
  const url = new URL(link.href);
  url.search = location.search;
  // with no place in view and no pause away from the header, the anchor the reader came to is kept
  const named = (current: string): string => (current !== '' && document.getElementById(current) ? current : '');
  url.hash = switchHash(location.hash, (current) => placeAt(anchors, scrollY, current) || before() || named(current), twinIds());
  return url.href;
}
