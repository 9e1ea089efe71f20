// From a card's JSX to PNG bytes: preact-render-to-string writes the SVG, resvg rasterises it with
// the bundled Inter files only (no system fonts), so the image is the same on every machine.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { JSX } from 'preact';
import renderXml from 'preact-render-to-string/jsx';
import { CARD_FONT, type CardFonts } from './card.tsx';
import { CARD_WIDTH } from './paths.ts';
import { readFontMetrics } from './font-metrics.ts';
import { plainInk } from '../../../components/board/palette.ts';

/**
 * assets/fonts/ of the project. Builds and tests run from the project's root (npm scripts), and a
 * bundled page module cannot find its source folder by its own URL, so the folder is taken from
 * there; CASEBOOK_ROOT overrides it for a build started elsewhere.
 */
export const FONT_DIR = join(resolve(process.env.CASEBOOK_ROOT ?? process.cwd()), 'assets', 'fonts');
export const FONT_FILES = { regular: 'Inter_400Regular.ttf', bold: 'Inter_700Bold.ttf' } as const;

let fonts: CardFonts | undefined;

export function cardFonts(): CardFonts {
  fonts ??= {
    regular: readFontMetrics(readFileSync(join(FONT_DIR, FONT_FILES.regular))),
    bold: readFontMetrics(readFileSync(join(FONT_DIR, FONT_FILES.bold))),
  };
  return fonts;
}

/**
 * The card as an SVG document; in XML mode, since resvg refuses HTML's bare attributes (`data-last`),
 * and with the board's themable colours written out (resvg reads no CSS custom properties).
 */
export function cardSvg(card: JSX.Element): string {
  return plainInk(renderXml(card, {}, { jsx: false, xml: true, pretty: false }));
}

export function rasterise(svg: string): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: {
      loadSystemFonts: false,
      fontFiles: Object.values(FONT_FILES).map((f) => join(FONT_DIR, f)),
      defaultFontFamily: CARD_FONT,
      // the board's own labels ask for "system-ui, sans-serif"
      sansSerifFamily: CARD_FONT,
    },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}
