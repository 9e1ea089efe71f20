// One tile as an SVG group in a 100×100 box: ground, rivers, roads, cities and walls, then icons,
// the ferry and the followers. No hooks, so it renders on the server as well as in an island.
import type { JSX } from 'preact';
import type { PlayerColor, Rotation, Side, Spot, TileDef } from '../../engine/core/types.ts';
import { ferryEnds, spotAnchor, tileDrawing } from './geometry.ts';
import type { Shape } from './geometry.ts';
import { TileIcon } from './icons.tsx';
import { Follower } from './Follower.tsx';
import type { BoardLang } from './i18n.ts';
import { RIVER_HALF, ROAD_HALF } from './layout.ts';
import { INK } from './palette.ts';

export interface TileFollower {
  readonly player: PlayerColor;
  readonly on: Spot;
}

export interface TileProps {
  readonly def: TileDef;
  readonly rot?: Rotation;
  /** top-left corner of the tile in the drawing's units (a tile is 100 units wide) */
  readonly x?: number;
  readonly y?: number;
  readonly followers?: readonly TileFollower[];
  /** the ferry on a lake tile, as the two board sides whose jetties it joins */
  readonly ferry?: readonly [Side, Side];
  readonly lang?: BoardLang;
  /** an accessible title for the group */
  readonly title?: string;
}

const byKind = (shapes: readonly Shape[], kind: Shape['kind']): Shape[] => shapes.filter((s) => s.kind === kind);

function Strokes({ shapes, width, edge, fill }: { shapes: Shape[]; width: number; edge: string; fill: string }): JSX.Element {
  return (
    <g fill="none">
      {shapes.map((s) => (
        <path d={s.d} stroke={edge} stroke-width={width} />
      ))}
      {shapes.map((s) => (
        <path d={s.d} stroke={fill} stroke-width={width - 3} data-feature={s.feature} />
      ))}
    </g>
  );
}

export function TileArt({ def, rot = 0 }: { def: TileDef; rot?: Rotation }): JSX.Element {
  const { shapes, icons } = tileDrawing(def, rot);
  return (
    <g>
      {byKind(shapes, 'field').map((s) => (
        <path d={s.d} fill={INK.field} data-feature={s.feature} />
      ))}
      <Strokes shapes={byKind(shapes, 'cityRoad')} width={2 * ROAD_HALF} edge={INK.roadEdge} fill={INK.road} />
      {byKind(shapes, 'city').map((s) => (
        <path d={s.d} fill={INK.city} data-feature={s.feature} />
      ))}
      <Strokes shapes={byKind(shapes, 'river')} width={2 * RIVER_HALF} edge={INK.riverBank} fill={INK.river} />
      {byKind(shapes, 'lake').map((s) => (
        <path d={s.d} fill={INK.lake} stroke={INK.riverBank} stroke-width="1.5" data-feature={s.feature} />
      ))}
      <Strokes shapes={byKind(shapes, 'road')} width={2 * ROAD_HALF} edge={INK.roadEdge} fill={INK.road} />
      {byKind(shapes, 'wall').map((s) => (
        <path d={s.d} fill="none" stroke={INK.wall} stroke-width="3" stroke-linecap="round" />
      ))}
      {icons.map((icon) => (
        <TileIcon icon={icon} />
      ))}
      <rect x="0.4" y="0.4" width="99.2" height="99.2" fill="none" stroke={INK.tileEdge} stroke-opacity="0.35" stroke-width="0.8" />
    </g>
  );
}

function Ferry({ def, ferry }: { def: TileDef; ferry: readonly [Side, Side] }): JSX.Element {
  const [a, b] = ferryEnds(def, ferry[0], ferry[1]);
  const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return (
    <g>
      <path d={`M${a[0]} ${a[1]}L${b[0]} ${b[1]}`} stroke={INK.wood} stroke-width="1.2" stroke-dasharray="2 2" />
      <g transform={`translate(${mid[0]} ${mid[1]}) rotate(${Math.round(angle)})`}>
        <path d="M-11 -4H11L8 4H-8Z" fill={INK.wood} stroke={INK.wall} stroke-width="1" stroke-linejoin="round" />
        <path d="M-7 -4V-1M7 -4V-1" stroke={INK.building} stroke-width="1.2" />
      </g>
    </g>
  );
}

export function Tile(props: TileProps): JSX.Element {
  const { def, rot = 0, x = 0, y = 0, followers = [], ferry, lang = 'en', title } = props;
  return (
    <g transform={x === 0 && y === 0 ? undefined : `translate(${x} ${y})`} data-tile={def.id} data-rot={rot}>
      {title && <title>{title}</title>}
      <TileArt def={def} rot={rot} />
      {ferry && <Ferry def={def} ferry={ferry} />}
      {followers.map((f) => (
        <Follower player={f.player} at={spotAnchor(def, rot, f.on)} lang={lang} />
      ))}
    </g>
  );
}

/** A tile on its own, as an image with a text alternative (tile-set pages, legends). */
export function TileSvg({ def, rot = 0, label, size = 96 }: { def: TileDef; rot?: Rotation; label: string; size?: number }): JSX.Element {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label}>
      <TileArt def={def} rot={rot} />
    </svg>
  );
}
