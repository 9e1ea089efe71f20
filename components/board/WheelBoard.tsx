// The Wheel of Fortune start board as a 400×400 drawing: the landscape of its outer cells (cities,
// roads, fields) from WHEEL_BOARD, the wheel with its six named sectors, nine crown spaces and the pig.
import type { JSX } from 'preact';
import { useContext } from 'preact/hooks';
import type { Coord, PlayerColor, Spot } from '../../engine/core/types.ts';
// straight from the board's module, so an island that draws the board does not bundle every tile set
import { WHEEL_BOARD } from '../../engine/sets/wheel-board.ts';
import type { WheelBoardDef } from '../../engine/sets/wheel-board.ts';
import { describeWheelBoard } from './describe.ts';
import { Follower } from './Follower.tsx';
import { boardDict } from './i18n.ts';
import type { BoardLang } from './i18n.ts';
import { ROAD_HALF } from './layout.ts';
import { INK, ink } from './palette.ts';
import { Walls } from './Tile.tsx';
import { pathD } from './path.ts';
import { cityOutline } from './shapes.ts';
import { BigPig, CrownSpace, SectorIcon } from './wheel-icons.tsx';
import { InlineArt, WHEEL_ART } from './wheel-art.ts';
import { CELL, CROWN_R, HUB_R, WHEEL_R, boardSpotPoint, crownAt, landscapeRoads, sectorLayouts, wheelCentre } from './wheel.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

export interface CrownFollower {
  readonly player: PlayerColor;
  readonly sector: Sector;
  readonly space: 1 | 2;
}

export interface CellFollower {
  readonly player: PlayerColor;
  readonly on: Spot;
  /** the board cell, [col, row] from its north-west cell */
  readonly cell: Coord;
}

export interface WheelBoardProps {
  readonly board?: WheelBoardDef;
  /** top-left corner in the drawing's units */
  readonly x?: number;
  readonly y?: number;
  readonly pig?: Sector;
  readonly crowns?: readonly CrownFollower[];
  readonly followers?: readonly CellFollower[];
  readonly lang?: BoardLang;
}

const SECTOR_TINT: Readonly<Record<Sector, string>> = {
  fortune: ink('wheel-fortune', '#f4e2a1'),
  taxes: ink('wheel-taxes', '#e9d9b8'),
  famine: ink('wheel-famine', '#efe1b0'),
  storm: ink('wheel-storm', '#d5dde6'),
  inquisition: ink('wheel-inquisition', '#e6d9e6'),
  plague: ink('wheel-plague', '#dde3c8'),
};

function Landscape({ board }: { board: WheelBoardDef }): JSX.Element {
  const cities = board.cells.flatMap((cell) =>
    cell.features.flatMap((f) => (f.kind === 'city' ? [{ at: cell.cell, outline: cityOutline(f.sides) }] : [])),
  );
  const roads = landscapeRoads(board);
  const move = (at: Coord) => `translate(${at[0] * CELL} ${at[1] * CELL})`;
  return (
    <g>
      <rect width={board.size * CELL} height={board.size * CELL} fill={INK.field} />
      {roads.map((r) => (
        <path d={`M${r.from[0]} ${r.from[1]}L${r.to[0]} ${r.to[1]}`} stroke={INK.roadEdge} stroke-width={2 * ROAD_HALF} />
      ))}
      {roads.map((r) => (
        <path d={`M${r.from[0]} ${r.from[1]}L${r.to[0]} ${r.to[1]}`} stroke={INK.road} stroke-width={2 * ROAD_HALF - 3} />
      ))}
      {cities.map((c) => (
        <g transform={move(c.at)}>
          <path d={pathD(c.outline.fill)} fill={INK.city} />
          <Walls paths={c.outline.walls.map(pathD)} />
        </g>
      ))}
    </g>
  );
}

/** Under the pig: the landscape, the wheel's rim, its six sectors and its hub. */
export function WheelUnder({ board = WHEEL_BOARD }: { readonly board?: WheelBoardDef }): JSX.Element {
  const c = wheelCentre(board);
  return (
    <g>
      <Landscape board={board} />
      <circle cx={c[0]} cy={c[1]} r={WHEEL_R + 3} fill={INK.wall} />
      {sectorLayouts(board).map((s) => (
        <path d={s.path} fill={SECTOR_TINT[s.sector]} stroke={INK.wall} stroke-width="1.5" data-sector={s.sector} />
      ))}
      <circle cx={c[0]} cy={c[1]} r={HUB_R} fill={INK.wood} stroke={INK.wall} stroke-width="2" />
    </g>
  );
}

/** Over the pig: each sector's icon, name and crown spaces (the pig goes under the words, which stay legible), and the board's edge. */
export function WheelOver({ board = WHEEL_BOARD, lang }: { readonly board?: WheelBoardDef; readonly lang: BoardLang }): JSX.Element {
  const names = boardDict(lang).sectors;
  return (
    <g>
      {sectorLayouts(board).map((s) => (
        <g>
          <g transform={`translate(${s.icon[0]} ${s.icon[1]}) scale(0.95)`}>
            <SectorIcon sector={s.sector} />
          </g>
          <text x={s.name[0]} y={s.name[1] + 4} text-anchor="middle" font-size="12" font-weight="700" font-family="system-ui, sans-serif" fill={INK.text}>
            {names[s.sector]}
          </text>
          {s.crowns.map((cr) => (
            <g transform={`translate(${cr.at[0]} ${cr.at[1]})`} data-crown={`${s.sector}-${cr.space}`}>
              <CrownSpace r={CROWN_R} />
            </g>
          ))}
        </g>
      ))}
      <rect x="1" y="1" width={board.size * CELL - 2} height={board.size * CELL - 2} fill="none" stroke={INK.tileEdge} stroke-width="2" />
    </g>
  );
}

/** One of the start board's two pictures (wheel-art.ts): under the pig (`lang` null), or over it in `lang`. */
export function wheelArt(lang: BoardLang | null): JSX.Element {
  return lang === null ? <WheelUnder /> : <WheelOver lang={lang} />;
}

/** Where the pig stands: its sector outlined, so that it reads at a glance even on a small board, and the pig. */
function Pig({ board, pig }: { board: WheelBoardDef; pig: Sector }): JSX.Element | null {
  const active = sectorLayouts(board).find((s) => s.sector === pig);
  if (!active) return null;
  return (
    <g>
      <path d={active.path} fill="none" stroke={INK.cursor} stroke-width="3.5" stroke-linejoin="round" data-pig-sector={pig} />
      <g transform={`translate(${active.pig[0]} ${active.pig[1]}) scale(1.3)`} data-pig={pig}>
        <ellipse cx="1" cy="1" rx="18" ry="12" fill="#ffffff" fill-opacity="0.7" />
        <BigPig />
      </g>
    </g>
  );
}

/**
 * The start board. What never changes on it (the landscape, the wheel, its icons and words) is drawn once
 * per site as two pictures (wheel-art.ts, src/pages/art/), which every board of every page shows: a page
 * of twenty wheels then parses and lays out twenty pictures, not twenty copies of some three hundred
 * shapes. Where no page can fetch them (a preview card, the tile page's standalone board) or for another
 * board than the start board, the shapes are drawn in place (InlineArt).
 */
export function WheelBoard(props: WheelBoardProps & { readonly people?: boolean }): JSX.Element {
  const { board = WHEEL_BOARD, x = 0, y = 0, lang = 'en', people = true } = props;
  const pig = props.pig ?? board.pigStart;
  const inline = useContext(InlineArt) || board !== WHEEL_BOARD;
  const size = board.size * CELL;
  return (
    <g transform={x === 0 && y === 0 ? undefined : `translate(${x} ${y})`} data-tile={board.id}>
      {inline ? <WheelUnder board={board} /> : <image href={WHEEL_ART.under} width={size} height={size} data-art="under" />}
      <Pig board={board} pig={pig} />
      {inline ? <WheelOver board={board} lang={lang} /> : <image href={WHEEL_ART.over(lang)} width={size} height={size} data-art="over" />}
      {people && <WheelPeople {...props} x={0} y={0} />}
    </g>
  );
}

/** The followers on the wheel board's crown spaces and landscape, alone (a board draws them over its highlights). */
export function WheelPeople(props: WheelBoardProps): JSX.Element {
  const { board = WHEEL_BOARD, x = 0, y = 0, crowns = [], followers = [], lang = 'en' } = props;
  return (
    <g transform={x === 0 && y === 0 ? undefined : `translate(${x} ${y})`} data-followers-of={board.id}>
      {crowns.map((f) => {
        const at = crownAt(board, f.sector, f.space);
        return at && <g data-crowned={`${f.sector}-${f.space}`}><Follower player={f.player} at={at} lang={lang} r={12} /></g>;
      })}
      {followers.map((f) => {
        const at = boardSpotPoint(board, f.cell, f.on);
        return at && <Follower player={f.player} at={at} lang={lang} />;
      })}
    </g>
  );
}

/** The start board on its own, as an image named in the page's language. */
export function WheelBoardSvg({ lang = 'en', size = 400 }: { lang?: BoardLang; size?: number }): JSX.Element {
  const label = describeWheelBoard(WHEEL_BOARD, lang);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${4 * CELL} ${4 * CELL}`} width={size} height={size} role="img" aria-label={label}>
      <InlineArt.Provider value={true}>
        <WheelBoard lang={lang} />
      </InlineArt.Provider>
    </svg>
  );
}
