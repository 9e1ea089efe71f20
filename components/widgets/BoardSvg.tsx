// The board drawing of a BoardView: components/board's Board with the widget's marks: lit features under
// the followers; on top, cells that take the tile in hand, the last tile laid, rings, a ghost of the tile
// being tried. No hooks, so it renders on
// the server.
import type { JSX } from 'preact';
import { tileDef as getTile } from '../../engine/play.ts';
import type { Coord } from '../../engine/core/types.ts';
import { Board } from '../board/Board.tsx';
import { boardView as splitPlaced } from '../board/board-view.ts';
import { Tile } from '../board/Tile.tsx';
import { INK } from '../board/palette.ts';
import type { WidgetLang } from './i18n.ts';
import type { AreaMark, Marks } from './turn-view.ts';
import type { BoardView, CellView, GhostView } from './view.ts';

export const UNIT = 100;

function Highlight({ c }: { c: CellView }): JSX.Element | null {
  if (c.state !== 'fits' && c.state !== 'fits-now') return null;
  const now = c.state === 'fits-now';
  return (
    <rect
      x={c.x * UNIT + 4} y={c.y * UNIT + 4} width={UNIT - 8} height={UNIT - 8} rx="6"
      fill={INK.highlight} fill-opacity={now ? 0.55 : 0.25}
      stroke={INK.cursor} stroke-width={now ? 3 : 2} stroke-dasharray={now ? undefined : '8 6'}
      data-fits={now ? 'now' : 'other'}
    />
  );
}

function Ghost({ g, lang, faint }: { g: GhostView; lang: WidgetLang; faint: boolean }): JSX.Element | null {
  const def = getTile(g.tile);
  if (!def) return null;
  return (
    <g opacity={faint ? 0.6 : 1} data-ghost={g.ok ? 'ok' : 'refused'}>
      <Tile def={def} rot={g.rot} x={g.at[0] * UNIT} y={g.at[1] * UNIT} lang={lang} />
      <rect
        x={g.at[0] * UNIT + 2} y={g.at[1] * UNIT + 2} width={UNIT - 4} height={UNIT - 4} fill="none"
        stroke={g.ok ? INK.cursor : '#c0142b'} stroke-width="4" stroke-dasharray={g.ok ? undefined : '10 6'}
      />
      {!g.ok && <path d={`M${g.at[0] * UNIT + 20} ${g.at[1] * UNIT + 20}l60 60m0 -60l-60 60`} stroke="#c0142b" stroke-width="6" />}
    </g>
  );
}

/** A short name for a clip path: the same cut at the same place always gets the same id. */
function cutId(a: AreaMark): string {
  let h = 5381;
  for (const ch of a.cut ?? '') h = ((h * 33) ^ ch.charCodeAt(0)) >>> 0;
  return `cb-cut-${a.x}-${a.y}-${h.toString(36)}`;
}

function Area({ a }: { a: AreaMark }): JSX.Element {
  const path = (
    <path d={a.d} transform={`translate(${a.x} ${a.y})`} fill={a.line ? 'none' : INK.highlight} fill-opacity={a.role === 'touch' ? 0.3 : 0.55}
      stroke={a.line ? INK.highlight : INK.cursor} stroke-opacity={a.line ? 0.85 : 1} stroke-width={a.line ? 16 : a.role === 'touch' ? 2 : 3}
      stroke-dasharray={a.role === 'touch' ? '6 4' : undefined} stroke-linejoin="round" data-explain={a.role}
      clip-path={a.cut ? `url(#${cutId(a)})` : undefined} />
  );
  if (!a.cut) return path;
  // a lit field is clipped to its tile less the cities on it (in the tile's units: the clip is read in
  // the user space of the path, its translation included)
  return (
    <>
      <clipPath id={cutId(a)}><path d={`M0 0H100V100H0Z${a.cut}`} clip-rule="evenodd" /></clipPath>
      {path}
    </>
  );
}

/** Lit features and the road being built: wide see-through bands, drawn under the followers. */
function AreaMarks({ marks }: { marks: Marks }): JSX.Element {
  return (
    <g pointer-events="none">
      {(marks.areas ?? []).map((a) => <Area a={a} />)}
      {marks.roads.map((r) => (
        <path d={r.d} transform={`translate(${r.x} ${r.y})`} fill="none" stroke={INK.highlight} stroke-opacity="0.6" stroke-width="16" data-road="" />
      ))}
    </g>
  );
}

/** Rings round the spot pointed at, ferries that may move, followers the plague may take: over everything. */
function RingMarks({ marks }: { marks: Marks }): JSX.Element {
  return (
    <g pointer-events="none">
      {marks.rings.map((r) => (
        <circle cx={r.x} cy={r.y} r={r.r} fill="none" stroke={INK.cursor} stroke-width={r.kind === 'victim' ? 2.5 : 3} stroke-dasharray={r.kind === 'spot' ? undefined : '6 4'} data-mark={r.kind} />
      ))}
    </g>
  );
}

export interface BoardSvgProps {
  readonly view: BoardView;
  readonly lang: WidgetLang;
  /** the tile being moved over the board (preview at the cursor) */
  readonly preview?: GhostView | null;
  readonly cursor?: readonly [number, number] | null;
  readonly marks?: Marks;
}

/** components/board's Board, fitted exactly to the view's cells, with the widget's marks on top. */
export function BoardSvg({ view, lang, preview, cursor, marks }: BoardSvgProps): JSX.Element {
  const placed = splitPlaced(view.tiles.map((t) => ({ tile: t.id, at: [t.x, t.y] as const, rot: t.rot, followers: t.followers, ...(t.ferry && { ferry: t.ferry }) })), getTile);
  const wheel = view.pieces[0];
  const corners: Coord[] = [[view.minX, view.minY], [view.minX + view.cols - 1, view.minY + view.rows - 1]];
  return (
    <Board
      tiles={placed.tiles}
      wheel={wheel ? { at: [wheel.x, wheel.y], followers: wheel.followers, ...(view.wheel && { pig: view.wheel.pig, crowns: view.wheel.crowns }) } : null}
      extent={corners} margin={0} cursor={cursor ?? null} lang={lang} title={view.label} class="cb-board-svg"
      beneath={marks && <AreaMarks marks={marks} />}
    >
      {view.tiles.filter((t) => t.last).map((t) => (
        <rect x={t.x * UNIT + 1.5} y={t.y * UNIT + 1.5} width={UNIT - 3} height={UNIT - 3} fill="none" stroke={INK.highlight} stroke-width="3" data-last="" />
      ))}
      {view.cells.map((c) => (
        <Highlight c={c} />
      ))}
      {marks && <RingMarks marks={marks} />}
      {view.ghost && <Ghost g={view.ghost} lang={lang} faint={false} />}
      {preview && <Ghost g={preview} lang={lang} faint />}
    </Board>
  );
}
