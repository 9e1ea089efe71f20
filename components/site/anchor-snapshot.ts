// Where the page's anchors stand on screen at a moment, for the language switch: taken up front when a
// scroll pauses (lang-switch-boot.ts) and when the switch is clicked (lang-switch.ts, which works out the
// reader's place from it).
import type { Place, View } from '../lib/reading-place.ts';

/** Where the page's anchors (rulings, headings) stand now, and the hash: what the place is worked out from. */
export interface Snapshot {
  readonly places: readonly Place[];
  readonly view: View;
  readonly hash: string;
}

export function snapshot(): Snapshot {
  const anchors = document.querySelectorAll('main section[data-ruling][id], main :is(h2, h3)[id]');
  const places = [...anchors].map((el) => {
    const r = el.getBoundingClientRect();
    return { id: el.id, top: r.top, bottom: r.bottom };
  });
  return { places, view: { height: innerHeight, scrolled: scrollY }, hash: location.hash };
}
