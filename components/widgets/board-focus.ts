// What the board keeps in view after a move, read from what the engine already decided and the view
// shows: the tile just laid (or the tile being placed), the cells where the tile in hand fits, and the
// pieces that may move or be chosen (jetties, ferries, crown spaces, the plague's candidates). No rule
// here: a cell is listed because the view marks it.
import type { Cell } from './panzoom.ts';
import type { Marks, Target } from './turn-view.ts';
import type { BoardView } from './view.ts';

/** Board units per cell (the drawing's scale, as BoardSvg's UNIT). */
const UNIT = 100;

export interface PlayFocus {
  readonly must: Cell | null;
  readonly want: readonly Cell[];
}

const cellOf = (x: number, y: number): Cell => [Math.floor(x / UNIT), Math.floor(y / UNIT)];

export function playFocus(view: BoardView, placing: Cell | null, targets: readonly Target[] = [], marks?: Marks): PlayFocus {
  const last = view.tiles.find((t) => t.last);
  const must: Cell | null = placing ?? (view.ghost ? view.ghost.at : last ? [last.x, last.y] : null);
  const want: Cell[] = [];
  for (const t of targets) if (t.kind !== 'follower') want.push(cellOf(t.x, t.y));
  for (const r of marks?.rings ?? []) if (r.kind !== 'spot') want.push(cellOf(r.x, r.y));
  for (const c of view.cells) if (c.state === 'fits' || c.state === 'fits-now') want.push([c.x, c.y]);
  return { must, want };
}

/** A key that changes when what must be in view changes (a move), not when the tile in hand turns. */
export const playKey = (f: PlayFocus): string => `${f.must?.join(',') ?? ''}|${f.want.map((c) => c.join(',')).join(' ')}`;
