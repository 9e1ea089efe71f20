// The category badges' 24×24 stroke icons, one shape per category: shared by the badge on the pages
// (RulingBadge.astro) and the link-preview cards (src/lib/og), so a category looks the same in both.
import type { Category } from './lib/vocabulary.ts';

export const BADGE_ICONS: Readonly<Record<Category, string>> = {
  // an open book: the rulebook
  rule: 'M3 5c3-1 6-1 9 1v14c-3-2-6-2-9-1zM21 5c-3-1-6-1-9 1v14c3-2 6-2 9-1z',
  // a seal with a tick: the publisher's word
  official: 'M12 2l2.4 2.2 3.2-.4.6 3.2 2.8 1.6-1.4 2.9 1.4 2.9-2.8 1.6-.6 3.2-3.2-.4L12 21l-2.4-2.2-3.2.4-.6-3.2-2.8-1.6 1.4-2.9L3 8.6l2.8-1.6.6-3.2 3.2.4zM8.5 12l2.5 2.5 4.5-5',
  // two speech bubbles: the players' reading
  community: 'M3 4h11v8H8l-3 3v-3H3zM10 14v2h5l3 3v-3h3V8h-4',
  // stacked boxes: several printings
  edition: 'M4 8l8-4 8 4-8 4zM4 12l8 4 8-4M4 16l8 4 8-4',
  // a house
  house: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
};
