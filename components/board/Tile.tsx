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

// A city wall seen from above: a shade along its foot, merlons (a dashed, wider stroke) and the stone
// rim, so a city reads as walled even at thumbnail size. All walls of a tile share each stroke's path.
export function Walls({ paths }: { paths: readonly string[] }): JSX.Element | null {
  if (paths.length === 0) return null;
  const d = paths.join('');
  return (
    <g fill="none" stroke={INK.wall} data-walls="">
      <path d={d} stroke={INK.cityDark} stroke-opacity="0.45" stroke-width="12" />
      <path d={d} stroke-width="8" stroke-dasharray="3.2 2.8" />
      <path d={d} stroke-width="4" stroke-linecap="round" />
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
      <Walls paths={byKind(shapes, 'wall').map((s) => s.d)} />
      {icons.map((icon) => (
        <TileIcon icon={icon} />
      ))}
      <rect x="0.4" y="0.4" width="99.2" height="99.2" fill="none" stroke={INK.tileEdge} stroke-opacity="0.35" stroke-width="0.8" />
    </g>
  );
}

// A wooden ferry seen from above: a double-ended hull (white halo so it reads on the water), its deck
// planks, and a rope line to the two jetties it joins. The lake is centred on the tile (ferryEnds).
const HULL = 'M-16 0C-13 -6.5 -6 -7 0 -7S13 -6.5 16 0C13 6.5 6 7 0 7S-13 6.5 -16 0Z';

function Ferry({ def, ferry }: { def: TileDef; ferry: readonly [Side, Side] }): JSX.Element {
  const [a, b] = ferryEnds(def, ferry[0], ferry[1]);
  // between two neighbouring jetties the boat sits out on the water, not over the jetties
  const mid = [0.6 * ((a[0] + b[0]) / 2) + 0.4 * 50, 0.6 * ((a[1] + b[1]) / 2) + 0.4 * 50];
  const angle = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return (
    <g data-ferry={`${ferry[0]}-${ferry[1]}`}>
      <path d={`M${a[0]} ${a[1]}L${mid[0]} ${mid[1]}L${b[0]} ${b[1]}`} fill="none" stroke={INK.wall} stroke-width="1.4" stroke-dasharray="3 2" />
      <g transform={`translate(${mid[0]} ${mid[1]}) rotate(${Math.round(angle)})`}>
        <path d={HULL} fill="none" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" />
        <path d={HULL} fill={INK.wood} stroke={INK.wall} stroke-width="1.3" stroke-linejoin="round" />
        <rect x="-9" y="-4" width="18" height="8" rx="1.5" fill={INK.city} stroke={INK.wall} stroke-width="0.8" />
        <path d="M-4.5 -4V4M0 -4V4M4.5 -4V4" stroke={INK.wall} stroke-width="0.7" />
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
