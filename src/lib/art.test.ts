import { h } from 'preact';
import { describe, expect, it } from 'vitest';
import { artSvg, darkInks } from './art.ts';

describe('darkInks', () => {
  it('reads the --ink-* properties of every dark-theme block, and nothing outside them', () => {
    const css = `:root { --ink-field: #fff; --link: #00f; }
@media (prefers-color-scheme: dark) {
  :root { --link: #8cf; --ink-field: #5f7b41; --ink-road: #cfc7b3; }
  .x { color: red; }
}
@media (min-width: 40rem) { :root { --ink-wall: #000; } }
@media (prefers-color-scheme:dark){:root{--ink-wall:#2d2319}}`;
    expect(darkInks(css)).toEqual(['--ink-field:#5f7b41', '--ink-road:#cfc7b3', '--ink-wall:#2d2319']);
  });
});

describe('artSvg', () => {
  it('writes a standalone, well-formed SVG document with the dark inks under their media query', () => {
    const svg = artSvg(h('g', { 'data-walls': true }, h('path', { d: 'M0 0', fill: 'var(--ink-field,#b7cf8a)' })), 400, ['--ink-field:#5f7b41']);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">')).toBe(true);
    expect(svg).toContain('<style>@media (prefers-color-scheme: dark){:root{--ink-field:#5f7b41}}</style>');
    // XML: an attribute always has a value (an HTML-style bare attribute would make the picture fail to load)
    expect(svg).not.toMatch(/\sdata-walls(?=[\s>])/);
    expect(svg).toContain('fill="var(--ink-field,#b7cf8a)"');
  });
});
