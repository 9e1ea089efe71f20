// The pictures drawn once for the whole site (components/board/wheel-art.ts), as standalone SVG files. A
// picture shown through <image> reads none of the page's CSS, so each file carries the dark theme's inks
// itself: the `--ink-*` properties the page's stylesheet sets under prefers-color-scheme: dark.
import type { JSX } from 'preact';
import renderXml from 'preact-render-to-string/jsx';

/** The `--ink-*` declarations of every `@media (prefers-color-scheme: dark)` block of `css`, as `--ink-x:#hex`. */
export function darkInks(css: string): string[] {
  const out: string[] = [];
  const media = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/g;
  for (let m; (m = media.exec(css));) {
    // the block's extent: braces counted from its opening one
    let depth = 1;
    let i = media.lastIndex;
    for (; i < css.length && depth > 0; i++) depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
    const block = css.slice(media.lastIndex, i);
    for (const d of block.matchAll(/(--ink-[a-z-]+)\s*:\s*([^;}]+)/g)) out.push(`${d[1]}:${d[2]!.trim()}`);
  }
  return out;
}

/** A standalone SVG document (XML: an attribute without a value gets one) of `size`×`size` units showing `art`, in the dark theme's inks where the reader has it. */
export function artSvg(art: JSX.Element, size: number, inks: readonly string[]): string {
  const dark = inks.length > 0 ? `<style>@media (prefers-color-scheme: dark){:root{${inks.join(';')}}}</style>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${dark}${renderXml(art, {}, { jsx: false, xml: true, pretty: false })}</svg>`;
}
