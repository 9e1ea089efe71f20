// The board's inks in the dark theme, the link-preview renderer's plain colours, the layer that keeps
// followers above a lit feature, and the ground a lit field covers.
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { HALF_SIDES } from '../../engine/core/types.ts';
import { ALL_TILES, getTile } from '../../engine/sets/index.ts';
import { Board } from './Board.tsx';
import { fieldArea, litHalves } from './geometry.ts';
import type { Icon } from './geometry.ts';
import { TileIcon } from './icons.tsx';
import { plainInk } from './palette.ts';

const darkBlock = (() => {
  const css = readFileSync('src/styles/board-inks.css', 'utf8');
  const start = css.indexOf('--ink-table');
  return css.slice(start, css.indexOf('}', start));
})();

const inksOf = (html: string): string[] => [...new Set([...html.matchAll(/var\(--ink-([a-z-]+),/g)].map((m) => m[1]!))];

describe('small pictures in the dark theme', () => {
  const kinds: Icon['icon'][] = ['shield', 'cloister', 'inn', 'house', 'spring', 'volcano', 'pig', 'sheep', 'vineyard', 'wheel'];
  const html = kinds.map((icon) => renderToString(<TileIcon icon={{ feature: 0, icon, at: [50, 50], value: 3 }} />)).join('');

  it('paint the light colours that would glare on a dark board with inks the dark theme sets', () => {
    const bare = html.replace(/var\(--ink-[a-z-]+,#[0-9a-fA-F]+\)/g, '');
    // pig pink, fleece and badge white, the shield's rim, the spring's ring
    for (const light of ['#f2a7b8', '#fbfaf5', '#fffaf0', '#f7f3e8', '#e8f4fb']) expect(bare, light).not.toContain(light);
    const used = inksOf(html);
    expect(used).toEqual(expect.arrayContaining(['pig', 'fleece', 'badge', 'shield', 'shield-edge', 'leaf', 'grape']));
    for (const name of used) expect(darkBlock, name).toContain(`--ink-${name}:`);
  });

  it('keep their light colours for the link-preview renderer', () => {
    const plain = plainInk(html);
    expect(plain).not.toContain('var(');
    expect(plain).toContain('fill="#f2a7b8"');
  });
});

describe('the board layers', () => {
  it('draws what is passed beneath over the tiles and under their followers', () => {
    const def = getTile('base/D')!;
    const html = renderToString(
      <Board tiles={[{ def, at: [0, 0], rot: 0, followers: [{ player: 'red', on: 'N' }] }]} beneath={<path data-under="" d="M0 0" />} />,
    );
    const tile = html.indexOf('data-tile="base/D"');
    const under = html.indexOf('data-under');
    const follower = html.indexOf('data-player="red"');
    expect(tile).toBeGreaterThan(-1);
    expect(under).toBeGreaterThan(tile);
    expect(follower).toBeGreaterThan(under);
    expect(html).toContain('data-followers-of="base/D"');
  });

  it('does the same for the followers on the wheel board and its crown spaces', () => {
    const html = renderToString(
      <Board tiles={[]} wheel={{ at: [0, 0], followers: [{ player: 'blue', on: 'cloister', cell: [0, 0] }], crowns: [{ player: 'green', sector: 'storm', space: 1 }] }}
        beneath={<path data-under="" d="M0 0" />} />,
    );
    const under = html.indexOf('data-under');
    expect(html.indexOf('data-art="over"')).toBeGreaterThan(-1);
    expect(under).toBeGreaterThan(html.indexOf('data-art="over"'));
    expect(html.indexOf('data-player="blue"')).toBeGreaterThan(under);
    expect(html.indexOf('data-crowned="storm-1"')).toBeGreaterThan(under);
  });
});

describe('a lit field', () => {
  it('shares the city half-sides among the fields beside them: on every tile the fields cover the whole edge once', () => {
    for (const def of ALL_TILES) {
      const fields = def.features.flatMap((f, i) => (f.kind === 'field' ? [i] : []));
      if (fields.length === 0) continue;
      const lit = fields.flatMap((i) => litHalves(def, i)!);
      expect([...lit].sort(), def.id).toEqual([...HALF_SIDES].sort());
      for (const i of fields) {
        const own = def.features[i]!;
        if (own.kind === 'field') expect(litHalves(def, i), def.id).toEqual(expect.arrayContaining([...own.halves]));
      }
    }
  });

  it('takes in the land between a city cap and the centre, cut by the city', () => {
    const cap = ALL_TILES.find((d) => d.features.length === 2 && d.features.some((f) => f.kind === 'city' && f.sides.length === 1))!;
    expect(cap).toBeDefined();
    const field = cap.features.findIndex((f) => f.kind === 'field');
    expect(litHalves(cap, field)).toHaveLength(8);
    const area = fieldArea(cap, 90, field)!;
    expect(area.cut.length).toBeGreaterThan(0);
    expect(fieldArea(cap, 0, cap.features.findIndex((f) => f.kind === 'city'))).toBeNull();
  });
});
