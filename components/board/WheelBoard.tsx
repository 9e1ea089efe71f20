// The Wheel of Fortune start board as a 400×400 drawing: the landscape of its outer cells (cities,
// roads, fields) from WHEEL_BOARD, the wheel with its six named sectors, nine crown spaces and the pig.
import type { JSX } from 'preact';
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

function Wheel({ board, pig, lang }: { board: WheelBoardDef; pig: Sector; lang: BoardLang }): JSX.Element {
  const c = wheelCentre(board);
  const names = boardDict(lang).sectors;
  const sectors = sectorLayouts(board);
  const active = sectors.find((s) => s.sector === pig);
  return (
    <g>
      <circle cx={c[0]} cy={c[1]} r={WHEEL_R + 3} fill={INK.wall} />
      {sectors.map((s) => (
        <path d={s.path} fill={SECTOR_TINT[s.sector]} stroke={INK.wall} stroke-width="1.5" data-sector={s.sector} />
      ))}
      <circle cx={c[0]} cy={c[1]} r={HUB_R} fill={INK.wood} stroke={INK.wall} stroke-width="2" />
      {active && (
        // the pig's sector outlined, so where it stands reads at a glance even on a small board; the pig
        // goes under the sector's words so that they stay legible beside it
        <g>
          <path d={active.path} fill="none" stroke={INK.cursor} stroke-width="3.5" stroke-linejoin="round" data-pig-sector={pig} />
          <g transform={`translate(${active.pig[0]} ${active.pig[1]}) scale(1.3)`} data-pig={pig}>
            <ellipse cx="1" cy="1" rx="18" ry="12" fill="#ffffff" fill-opacity="0.7" />
            <BigPig />
          </g>
        </g>
      )}
      {sectors.map((s) => (
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
    </g>
  );
}

export function WheelBoard(props: WheelBoardProps & { readonly people?: boolean }): JSX.Element {
  const { board = WHEEL_BOARD, x = 0, y = 0, lang = 'en', people = true } = props;
  const pig = props.pig ?? board.pigStart;
  return (
    <g transform={x === 0 && y === 0 ? undefined : `translate(${x} ${y})`} data-tile={board.id}>
      <Landscape board={board} />
      <Wheel board={board} pig={pig} lang={lang} />
      <rect x="1" y="1" width={board.size * CELL - 2} height={board.size * CELL - 2} fill="none" stroke={INK.tileEdge} stroke-width="2" />
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
      <WheelBoard lang={lang} />
    </svg>
  );
}
