import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { PLAYER_COLORS } from '../../engine/core/types.ts';
import { ALL_TILES, WHEEL_BOARD, getTile } from '../../engine/sets/index.ts';
import { Board } from './Board.tsx';
import { boardView, fitBox, jettyButtonPoint, jettyPoint, spotPoint, viewBoxOf } from './board-view.ts';
import { FOLLOWER_MIN_EXTENT, FOLLOWER_R, ferryEnds, spotAnchor } from './geometry.ts';
import { describeTile, describeWheelBoard } from './describe.ts';
import { tileLabel } from './tile-names.ts';
import { Follower, FollowerSwatch, tokenShape } from './Follower.tsx';
import { PLAYER_INK, plainInk } from './palette.ts';
import { Tile, TileSvg } from './Tile.tsx';
import { WheelBoard } from './WheelBoard.tsx';
import { InlineArt, WHEEL_ART } from './wheel-art.ts';
import { WHEEL_R, boardSpotPoint, crownButtonPoint, crownPoint, sectorLayouts } from './wheel.ts';
import { boardDict } from './i18n.ts';

const tile = (id: string) => {
  const def = getTile(id);
  if (!def) throw new Error(`no tile ${id}`);
  return def;
};

const count = (html: string, needle: string): number => html.split(needle).length - 1;

describe('Tile', () => {
  it('renders every tile of every set on the server', () => {
    for (const def of ALL_TILES) {
      const html = renderToString(<Tile def={def} rot={90} />);
      expect(html, def.id).toContain(`data-tile="${def.id}"`);
      expect(count(html, '<path'), def.id).toBeGreaterThan(1);
    }
  });

  it('draws each follower at its spot with its letter', () => {
    const html = renderToString(<Tile def={tile('base/D')} followers={[{ player: 'red', on: 'N' }, { player: 'green', on: 'E' }]} lang="fr" />);
    expect(count(html, 'data-player=')).toBe(2);
    expect(html).toContain('>R</text>');
    expect(html).toContain('>V</text>');
  });

  it('draws a ferry only when one is given', () => {
    const lake = tile('ferries/lake-4');
    const without = renderToString(<Tile def={lake} />);
    const withFerry = renderToString(<Tile def={lake} ferry={['N', 'S']} />);
    expect(count(withFerry, '<path')).toBeGreaterThan(count(without, '<path'));
  });

  it('walls every city edge that faces a field (rim, merlons, coping), and no full-tile city', () => {
    // base/D: a city cap on one side; base/C: a city on all four sides
    const cap = renderToString(<Tile def={tile('base/D')} />);
    expect(count(cap, 'data-walls')).toBe(1);
    expect(cap).toContain('stroke-dasharray="3.2 2.8"');
    expect(renderToString(<Tile def={tile('base/C')} />)).not.toContain('data-walls');
    for (const def of ALL_TILES) {
      const html = renderToString(<Tile def={def} />);
      const open = def.features.some((f) => f.kind === 'city' && f.sides.length < 4);
      expect(html.includes('data-walls'), def.id).toBe(open);
    }
  });

  it('draws in colours the page may theme, which plainInk writes out for renderers without CSS', () => {
    const html = renderToString(<Tile def={tile('base/D')} />);
    expect(html).toContain('fill="var(--ink-field,#b7cf8a)"');
    expect(html).toContain('fill="var(--ink-city,#d6a866)"');
    const plain = plainInk(html);
    expect(plain).not.toContain('var(');
    expect(plain).toContain('fill="#b7cf8a"');
  });

  it('gives a standalone tile an image role and a text alternative', () => {
    const html = renderToString(<TileSvg def={tile('base/D')} label="base/D" />);
    expect(html).toMatch(/^<svg[^>]*role="img"[^>]*aria-label="base\/D"/);
  });
});

describe('Follower', () => {
  it('gives each player a shape of its own, not only a colour', () => {
    const shapes = new Set(PLAYER_COLORS.map((p) => PLAYER_INK[p].shape));
    expect(shapes.size).toBe(PLAYER_COLORS.length);
    const fills = new Set(PLAYER_COLORS.map((p) => PLAYER_INK[p].fill));
    expect(fills.size).toBe(PLAYER_COLORS.length);
  });

  it('draws a swatch for legends that screen readers skip, since the name beside it is text', () => {
    const html = renderToString(<FollowerSwatch player="yellow" lang="fr" />);
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).toContain('>J</text>');
  });

  it('writes the letter of the page language', () => {
    expect(renderToString(<Follower player="black" at={[10, 10]} />)).toContain('>K</text>');
    expect(renderToString(<Follower player="black" at={[10, 10]} lang="fr" />)).toContain('>N</text>');
  });
});

describe('WheelBoard', () => {
  it('draws six named sectors, nine crown spaces and the pig where it stands', () => {
    const html = renderToString(<InlineArt.Provider value={true}><WheelBoard pig="storm" lang="fr" crowns={[{ player: 'blue', sector: 'taxes', space: 2 }]} /></InlineArt.Provider>);
    expect(count(html, 'data-sector=')).toBe(6);
    expect(count(html, 'data-crown=')).toBe(9);
    expect(html).toContain('data-pig="storm"');
    expect(html).toContain('Tempête');
    expect(count(html, 'data-player="blue"')).toBe(1);
  });

  it("shows the start board's unchanging drawing as the site's two pictures, the pig and the followers drawn over and between them", () => {
    const html = renderToString(<WheelBoard pig="famine" lang="fr" crowns={[{ player: 'blue', sector: 'taxes', space: 2 }]} />);
    expect(html).not.toContain('data-sector=');
    expect(html).not.toContain('Famine<');
    const under = html.indexOf(`href="${WHEEL_ART.under}"`);
    const pig = html.indexOf('data-pig="famine"');
    const over = html.indexOf(`href="${WHEEL_ART.over('fr')}"`);
    const people = html.indexOf('data-crowned="taxes-2"');
    expect(under).toBeGreaterThan(-1);
    expect(pig).toBeGreaterThan(under);
    expect(over).toBeGreaterThan(pig);
    expect(people).toBeGreaterThan(over);
    expect(WHEEL_ART.over('en')).not.toBe(WHEEL_ART.over('fr'));
  });

  it('draws another board than the start board in place, since no picture of it exists', () => {
    // a copy: any board but the start board itself (a picture of another would be wrong)
    const other = { ...WHEEL_BOARD };
    const html = renderToString(<WheelBoard board={other} />);
    expect(count(html, 'data-sector=')).toBe(6);
    expect(html).not.toContain('<image');
  });

  it('stands a follower on a landscape road on that road, which heads for the wheel', () => {
    const html = renderToString(<WheelBoard followers={[{ player: 'green', on: 'S', cell: [3, 3] }]} />);
    // the road leaves cell [3, 3] by its south side at (350, 400) towards the centre (200, 200)
    expect(html).toContain('transform="translate(336.8 382.4)" data-player="green"');
  });

  it('stands every follower of the outer landscape off the wheel', () => {
    const centre = [WHEEL_BOARD.centre.x * 100, WHEEL_BOARD.centre.y * 100] as const;
    for (const cell of WHEEL_BOARD.cells) {
      for (const f of cell.features) {
        const spots = f.kind === 'field' ? f.halves : f.kind === 'road' || f.kind === 'city' ? f.sides : [];
        for (const spot of spots) {
          const p = boardSpotPoint(WHEEL_BOARD, cell.cell, spot)!;
          expect(Math.hypot(p[0] - centre[0], p[1] - centre[1]), `${cell.id} ${spot}`).toBeGreaterThanOrEqual(WHEEL_R + 10);
        }
      }
    }
  });

  it('draws the three cities of the outer landscape', () => {
    const cities = WHEEL_BOARD.cells.flatMap((c) => c.features.filter((f) => f.kind === 'city'));
    const html = renderToString(<InlineArt.Provider value={true}><WheelBoard /></InlineArt.Provider>);
    expect(cities).toHaveLength(3);
    expect(count(html, 'stroke-linecap="round"')).toBe(3);
  });
});

describe('Board', () => {
  it('fits its view box to the tiles, the highlighted cells and the cursor, with a margin', () => {
    expect(viewBoxOf(fitBox([{ at: [0, 0] }, { at: [2, 1] }], 0.2))).toBe('-20 -20 340 240');
    expect(viewBoxOf(fitBox([{ at: [-1, 0], size: 4 }], 0))).toBe('-100 0 400 400');
    const html = renderToString(
      <Board tiles={[{ def: tile('base/D'), at: [0, 0], rot: 0, followers: [] }]} highlights={[[1, 0]]} cursor={[0, 1]} margin={0} title="A board" />,
    );
    expect(html).toContain('viewBox="0 0 200 200"');
    expect(html).toContain('data-highlight="1,0"');
    expect(html).toContain('data-cursor="0,1"');
    expect(html).toMatch(/role="img"[^>]*aria-label="A board"/);
  });

  it('shows the tile in hand see-through at its cell, and keeps that cell in view', () => {
    const html = renderToString(<Board tiles={[]} ghost={{ def: tile('base/U'), at: [3, 2], rot: 90 }} margin={0} />);
    expect(html).toContain('viewBox="300 200 100 100"');
    expect(html).toMatch(/data-ghost="3,2"[^>]*>.*data-tile="base\/U" data-rot="90"/);
  });

  it('gathers the wheel board cells of a position into one piece and reports unknown tiles', () => {
    const piece = (cell: readonly [number, number]) => ({ tile: 'wheel/board', at: [0, 0] as const, cell });
    const view = boardView(
      [
        { tile: 'wheel/board@0,0', at: [0, 0], rot: 0, piece: piece([0, 0]), followers: [{ player: 'red', on: 'N' }] },
        { tile: 'wheel/board@1,0', at: [1, 0], rot: 0, piece: piece([1, 0]) },
        { tile: 'base/U', at: [4, 0], rot: 90 },
        { tile: 'nope/Z', at: [5, 0], rot: 0 },
      ],
      getTile,
    );
    expect(view.wheel).toEqual({ at: [0, 0], followers: [{ player: 'red', on: 'N', cell: [0, 0] }] });
    expect(view.tiles.map((t) => t.def.id)).toEqual(['base/U']);
    expect(view.unknown).toEqual(['nope/Z']);
  });
});

describe('board points', () => {
  it('offsets a spot anchor by its cell, and a crown space by the wheel board', () => {
    const def = tile('base/V');
    const local = spotAnchor(def, 90, 'SL');
    expect(spotPoint({ def, at: [2, -1], rot: 90 }, 'SL')).toEqual([200 + local[0], -100 + local[1]]);
    const fortune = crownPoint([0, 0], 'fortune', 1)!;
    expect(fortune[0]).toBe(200);
    expect(crownPoint([1, 1], 'fortune', 1)).toEqual([fortune[0] + 100, fortune[1] + 100]);
    expect(crownPoint([0, 0], 'fortune', 2)).toBeUndefined();
  });

  it('knows the narrowest follower token: the square, whose side the boards’ smallest scale is read from', () => {
    const extents = (['circle', 'square', 'triangle', 'diamond', 'hexagon', 'pentagon'] as const).map((shape) => {
      const t = tokenShape(shape, FOLLOWER_R);
      if (t.tag === 'circle') return 2 * FOLLOWER_R;
      const pts = t.points.split(' ').map((p) => p.split(',').map(Number));
      const span = (i: number) => Math.max(...pts.map((p) => p[i]!)) - Math.min(...pts.map((p) => p[i]!));
      return Math.min(span(0), span(1));
    });
    expect(Math.min(...extents)).toBeCloseTo(FOLLOWER_MIN_EXTENT, 0);
    for (const e of extents) expect(e).toBeGreaterThanOrEqual(FOLLOWER_MIN_EXTENT - 0.2);
  });

  it('puts a crown space’s button off the sector’s name, in either language, even on the smallest board', () => {
    // half a 24 px button where a cell is 55 px: 22 units; a name is 12 units high and about 7.5 a letter wide
    for (const lang of ['en', 'fr'] as const) {
      for (const s of sectorLayouts(WHEEL_BOARD)) {
        const half = (boardDict(lang).sectors[s.sector].length * 7.5) / 2;
        for (const c of s.crowns) {
          const [x, y] = crownButtonPoint([0, 0], s.sector, c.space)!;
          const apart = Math.abs(x - s.name[0]) >= half + 22 || Math.abs(y - (s.name[1] - 2)) >= 6 + 22;
          expect(apart, `${lang} ${s.sector} ${c.space}`).toBe(true);
        }
      }
    }
  });

  it('puts a jetty on the rim of the lake, on its side of the tile', () => {
    const lake = { def: tile('ferries/lake-4'), at: [1, 0] as const };
    const west = jettyPoint(lake, 'W');
    const south = jettyPoint(lake, 'S');
    expect(west[1]).toBe(50);
    expect(west[0]).toBeGreaterThan(100);
    expect(west[0]).toBeLessThan(150);
    expect(south).toEqual([150, 100 - (west[0] - 100)]);
  });

  it('puts a jetty’s button beside the lake, between the tile’s edge and the ferry’s end, clear of both at the smallest scale', () => {
    const lake = { def: tile('ferries/lake-4'), at: [1, 0] as const };
    const [ferryEnd] = ferryEnds(lake.def, 'W', 'E');
    const button = jettyButtonPoint(lake, 'W');
    expect(button[1]).toBe(50);
    // half a 24 px button on a 55 px tile is 21.8 tile units: its inner edge stops short of the lake
    const rim = jettyPoint(lake, 'W')[0] - 100;
    expect(button[0] - 100 + (12 * 100) / 55).toBeLessThanOrEqual(rim + 0.01);
    expect(button[0] - 100).toBeLessThan(ferryEnd[0]);
    expect(button[0]).toBeGreaterThan(100);
  });
});

describe('text alternatives', () => {
  it('name the tile, the four edges and the specials', () => {
    expect(describeTile(tile('base/D'), 'en')).toBe('City with a straight road: edges north city, east road, south field, west road; start tile');
    expect(describeTile(tile('river1/curve'), 'fr', 90)).toMatch(/^Courbe de rivière \(tournée de 90°\) : bords /);
    expect(describeTile(tile('base/D'), 'en', 90)).toContain('north road, east city, south road, west field');
    expect(describeTile(tile('river2/pig-herd'), 'fr')).toContain('un troupeau de cochons');
    expect(describeTile(tile('wheel/V3'), 'en')).toContain('wheel icon 3');
    expect(describeTile(tile('ferries/lake-3'), 'en')).toContain('a ferry lake with 3 jetties');
  });

  it('exist for every tile in both languages, naming it and its four edges, never by id', () => {
    for (const def of ALL_TILES) {
      expect(describeTile(def, 'en').startsWith(`${tileLabel(def.id, 'en')}: `), def.id).toBe(true);
      expect(describeTile(def, 'fr').startsWith(`${tileLabel(def.id, 'fr')} : `), def.id).toBe(true);
      expect(describeTile(def, 'en')).toMatch(/: edges north \w+, east \w+, south \w+, west \w+/);
      expect(describeTile(def, 'fr')).toMatch(/ : bords nord \S+, est \S+, sud \S+, ouest \S+/);
      expect(describeTile(def, 'en')).not.toContain(def.id);
    }
  });

  it('describe the wheel board with its sectors in order', () => {
    expect(describeWheelBoard(WHEEL_BOARD, 'en', 'famine')).toContain('Fortune, Taxes, Famine, Storm, Inquisition, Plague');
    expect(describeWheelBoard(WHEEL_BOARD, 'en', 'famine')).toContain('the pig stands on Famine');
  });
});
