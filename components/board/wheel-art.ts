// The wheel board's unchanging drawing as two pictures the site serves (src/pages/art/[file].ts): under
// the pig, the landscape and the wheel's sectors (no words, one file); over it, the icons, the sector
// names and the crown spaces (one file per language). WheelBoard shows them with <image> unless a
// provider of InlineArt says the shapes must be drawn in place.
import { createContext } from 'preact';
import type { BoardLang } from './i18n.ts';

export const WHEEL_ART = {
  under: '/art/wheel-under.svg',
  over: (lang: BoardLang): string => `/art/wheel-over-${lang}.svg`,
} as const;

/** True where the art must be drawn as shapes: no page around to fetch the pictures (preview cards, resvg). */
export const InlineArt = createContext(false);
