// Draws the home-screen icons of the web app manifests (public/icons/) from the site's own mark,
// public/favicon.svg: a square 192 px and 512 px icon as the favicon looks, and a 512 px "maskable"
// one whose background fills the square and whose drawing sits inside the central safe circle (80 %
// of the width) that Android's masks keep. Run `node scripts/make-icons.mjs` after changing the
// favicon; the PNGs are committed, so the build does not redraw them.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'public', 'icons');
const favicon = readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8');

const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!background) throw new Error('public/favicon.svg: no background <rect fill="#…"> to fill the maskable icon with');
// The drawing on the mark, without its rounded background square.
const drawing = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');

// Maskable: full-bleed background, the drawing shrunk about the centre so that it fits the safe zone.
const SAFE = 0.66;
const offset = (32 * (1 - SAFE)) / 2;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${SAFE})">${drawing}</g></svg>`;

function png(svg, size) {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
}

mkdirSync(OUT, { recursive: true });
const icons = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['icon-maskable-512.png', maskable, 512],
];
for (const [name, svg, size] of icons) {
  writeFileSync(join(OUT, name), png(svg, size));
  console.log(`public/icons/${name}: ${size}×${size}`);
}
