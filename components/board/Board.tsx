// A board: placed tiles with their followers and ferries, the wheel board if there is one, highlighted
// cells and a cursor, in an SVG whose view box fits them. It holds no state and uses no hooks, so the
// first board of every widget is rendered into the page's HTML; islands pass their own overlays as
// children (drawn last, in the same units: 100 per cell, cell [x, y] at (100x, 100y)) or as `beneath`
// (over the tiles, under the followers). Followers are drawn after every tile, in a layer of their own.
import type { ComponentChildren, JSX } from 'preact';
import type { Coord } from '../../engine/core/types.ts';
import { CELL_UNITS, fitBox, viewBoxOf } from './board-view.ts';
import type { BoardTile, WheelPlacement } from './board-view.ts';
import type { BoardLang } from './i18n.ts';
import { Follower } from './Follower.tsx';
import { spotAnchor } from './geometry.ts';
import { INK } from './palette.ts';
import { Tile } from './Tile.tsx';
import type { CrownFollower } from './WheelBoard.tsx';
// the wheel board's drawing is the wheel's widget part, loaded only where the wheel is in play
import { uiFor } from '../widgets/expansion-ui.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

export interface BoardWheel extends WheelPlacement {
  readonly pig?: Sector;
  readonly crowns?: readonly CrownFollower[];
}

export interface BoardProps {
  readonly tiles: readonly BoardTile[];
  readonly wheel?: BoardWheel | null;
  /** cells to mark (for example where the tile in hand fits) */
  readonly highlights?: readonly Coord[];
  readonly cursor?: Coord | null;
  /** the tile in hand, shown see-through where it would go */
  readonly ghost?: Pick<BoardTile, 'def' | 'at' | 'rot'> | null;
  /** cells kept in view even when empty */
  readonly extent?: readonly Coord[];
  /** air around the tiles, in cells */
  readonly margin?: number;
  /** CSS pixels per cell for the width and height attributes (CSS may override) */
  readonly cellSize?: number;
  readonly lang?: BoardLang;
  /** the board's accessible name; with it the SVG is announced as one image */
  readonly title?: string;
  readonly class?: string;
  /** overlays drawn over the tiles but under the followers (a lit feature must not hide who stands on it) */
  readonly beneath?: ComponentChildren;
  readonly children?: ComponentChildren;
}

const WHEEL_CELLS = 4;

function Highlight({ at }: { at: Coord }): JSX.Element {
  return (
    <rect
      x={at[0] * CELL_UNITS + 4}
      y={at[1] * CELL_UNITS + 4}
      width={CELL_UNITS - 8}
      height={CELL_UNITS - 8}
      rx="6"
      fill={INK.highlight}
      fill-opacity="0.35"
      stroke="#8a6d00"
      stroke-width="2.5"
      stroke-dasharray="8 5"
      data-highlight={`${at[0]},${at[1]}`}
    />
  );
}

function Cursor({ at }: { at: Coord }): JSX.Element {
  const common = { x: at[0] * CELL_UNITS + 2, y: at[1] * CELL_UNITS + 2, width: CELL_UNITS - 4, height: CELL_UNITS - 4, rx: 5, fill: 'none' };
  return (
    <g data-cursor={`${at[0]},${at[1]}`}>
      <rect {...common} stroke="#ffffff" stroke-width="7" />
      <rect {...common} stroke={INK.cursor} stroke-width="3.5" />
    </g>
  );
}

export function Board(props: BoardProps): JSX.Element {
  const { tiles, wheel, highlights = [], cursor, ghost, extent = [], margin = 0.2, cellSize = 72, lang = 'en', title } = props;
  const wheelUi = wheel ? uiFor('wheel') : undefined;
  const WheelBoard = wheelUi?.WheelBoard;
  const WheelPeople = wheelUi?.WheelPeople;
  const box = fitBox(
    [
      ...tiles.map((t) => ({ at: t.at })),
      ...(wheel ? [{ at: wheel.at, size: WHEEL_CELLS }] : []),
      ...highlights.map((at) => ({ at })),
      ...extent.map((at) => ({ at })),
      ...(cursor ? [{ at: cursor }] : []),
      ...(ghost ? [{ at: ghost.at }] : []),
    ],
    margin,
  );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBoxOf(box)}
      width={Math.round((box.w / CELL_UNITS) * cellSize)}
      height={Math.round((box.h / CELL_UNITS) * cellSize)}
      class={props.class}
      role={title ? 'img' : undefined}
      aria-label={title}
    >
      {title && <title>{title}</title>}
      {wheel && WheelBoard && (
        <WheelBoard
          x={wheel.at[0] * CELL_UNITS}
          y={wheel.at[1] * CELL_UNITS}
          {...(wheel.pig && { pig: wheel.pig })}
          lang={lang}
          people={false}
        />
      )}
      {tiles.map((t) => (
        <Tile
          key={`${t.at[0]},${t.at[1]}`}
          def={t.def}
          rot={t.rot}
          x={t.at[0] * CELL_UNITS}
          y={t.at[1] * CELL_UNITS}
          {...(t.ferry && { ferry: t.ferry })}
          lang={lang}
        />
      ))}
      {props.beneath}
      {wheel && WheelPeople && (
        <WheelPeople x={wheel.at[0] * CELL_UNITS} y={wheel.at[1] * CELL_UNITS} followers={wheel.followers} {...(wheel.crowns && { crowns: wheel.crowns })} lang={lang} />
      )}
      {tiles.filter((t) => t.followers && t.followers.length > 0).map((t) => (
        <g transform={`translate(${t.at[0] * CELL_UNITS} ${t.at[1] * CELL_UNITS})`} data-followers-of={t.def.id}>
          {t.followers!.map((f) => <Follower player={f.player} at={spotAnchor(t.def, t.rot, f.on)} lang={lang} />)}
        </g>
      ))}
      {highlights.map((at) => (
        <Highlight key={`${at[0]},${at[1]}`} at={at} />
      ))}
      {ghost && (
        <g opacity="0.75" data-ghost={`${ghost.at[0]},${ghost.at[1]}`}>
          <Tile def={ghost.def} rot={ghost.rot} x={ghost.at[0] * CELL_UNITS} y={ghost.at[1] * CELL_UNITS} lang={lang} />
        </g>
      )}
      {cursor && <Cursor at={cursor} />}
      {props.children}
    </svg>
  );
}
