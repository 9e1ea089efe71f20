// What the board lights while the reader points at or focuses a follower spot: a ring on the spot and
// the whole feature it belongs to, across every tile it spans, as the engine joins it once the tile
// is down (featureAt on the position with the tile laid). Nothing here decides what a feature is.
import { featureAt, tileDef, withTile } from '../../engine/play.ts';
import type { Coord, GameState, Rotation, Spot } from '../../engine/core/types.ts';
import { spotPoint } from '../board/board-view.ts';
import { partAreas } from './explain-marks.ts';
import type { Marks } from './turn-view.ts';
import type { BoardView } from './view.ts';

export interface SpotPick {
  readonly tile: string;
  readonly at: Coord;
  readonly rot: Rotation;
  /** the position the tile is laid on (without it) */
  readonly base?: GameState;
}

/** The ring on `spot` and its feature's shapes, added to the marks already drawn. */
export function spotMarks(view: BoardView, pick: SpotPick, spot: Spot, marks: Marks): Marks {
  const def = tileDef(pick.tile);
  if (!def) return marks;
  const [x, y] = spotPoint({ def, at: pick.at, rot: pick.rot }, spot);
  const feature = pick.base ? featureAt(withTile(pick.base, { tile: pick.tile, at: pick.at, rot: pick.rot }), pick.at, spot) : undefined;
  const parts = feature?.parts ?? [];
  return {
    ...marks,
    areas: [...(marks.areas ?? []), ...parts.flatMap((p) => partAreas(view, p, 'spot'))],
    rings: [...marks.rings, { x, y, r: 16, kind: 'spot' }],
  };
}
