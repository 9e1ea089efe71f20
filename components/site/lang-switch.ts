// What the language switch carries to the other language (LanguageSwitch.astro): the query, and the
// reader's place, as an anchor in the hash (components/lib/reading-place.ts). Fetched only when the
// reader heads for the switch (lang-switch-boot.ts), so a page that is only read loads none of it.
import { hashId, readingPlace, switchHash } from '../lib/reading-place.ts';
import { snapshot, type Snapshot } from './anchor-snapshot.ts';

/** The anchor of what the reader was reading (a ruling or a heading) as `s` saw it, or '' at the top. */
const placeIn = (s: Snapshot, current = hashId(s.hash)): string => readingPlace(s.places, s.view, current);

function twinIds(): Record<string, string> {
  try {
    return JSON.parse(document.querySelector('[data-lang-ids]')?.getAttribute('data-lang-ids') ?? '{}');
  } catch {
    return {};
  }
}

/** The switch's address for now: `paused` is where the anchors stood when the reader last paused away from the header. */
export function switchedHref(link: HTMLAnchorElement, paused: Snapshot | null): string {
  const now = snapshot();
  const before = paused ? placeIn(paused) : '';
  const url = new URL(link.href);
  url.search = location.search;
  // with no place in view and no pause away from the header, the anchor the reader came to is kept
  const named = (current: string): string => (current !== '' && document.getElementById(current) ? current : '');
  url.hash = switchHash(location.hash, (current) => placeIn(now, current) || before || named(current), twinIds());
  return url.href;
}
