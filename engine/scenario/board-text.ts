// A board as a small text grid, for `casebook explain` and for reading test failures. Each tile is a
// 5×3 block: its four edges (C city, R road, ~ river, . field, # the wheel inside the wheel board)
// around its number in the legend, with a `*` when followers stand on it.
import type { Coord, EdgeKind, GameState, PlacedTile, Side } from '../core/types.ts';
import { tileTable } from './engine.ts';
import { jetties } from '../expansions/ferries/lakes.ts';

const EDGE_CHAR: Readonly<Record<EdgeKind | 'none', string>> = { city: 'C', road: 'R', field: '.', river: '~', none: '#' };
const EMPTY = ['     ', '  ·  ', '     '];

function edgeChars(t: PlacedTile): Record<Side, string> {
  const edges = tileTable(t.tile, t.rot)?.edges;
  if (edges === undefined) return { N: '?', E: '?', S: '?', W: '?' };
  return { N: EDGE_CHAR[edges.N], E: EDGE_CHAR[edges.E], S: EDGE_CHAR[edges.S], W: EDGE_CHAR[edges.W] };
}

function block(t: PlacedTile, label: string): string[] {
  const e = edgeChars(t);
  const mark = t.followers.length > 0 ? '*' : ' ';
  return [`  ${e.N}  `, `${e.W}${label.padStart(2).slice(-2)}${mark}${e.E}`, `  ${e.S}  `];
}

/** Legend entries: one per ordinary tile, one per multi-cell piece. */
function legendKey(t: PlacedTile): string {
  return t.piece === undefined ? `${t.at[0]},${t.at[1]}` : `${t.piece.tile}@${t.piece.at[0]},${t.piece.at[1]}`;
}

/** A lake tile's ferry: which two jetties it joins, and which jetties end their roads. */
function ferryText(t: PlacedTile): string[] {
  const lake = tileTable(t.tile, t.rot)?.segments.find((s) => s.kind === 'lake');
  if (lake === undefined) return t.ferry === undefined ? [] : [`ferry ${t.ferry.join('–')}`];
  const free = jetties(t.tile, t.rot).filter((s) => t.ferry?.includes(s) !== true);
  const ends = free.length === 0 ? '' : `; jett${free.length === 1 ? 'y' : 'ies'} ${free.join(', ')} end${free.length === 1 ? 's its road' : ' their roads'}`;
  return [t.ferry === undefined ? `no ferry${ends}` : `ferry joins jetties ${t.ferry.join('–')}${ends}`];
}

function describeTile(t: PlacedTile, n: number): string {
  const where = t.piece === undefined ? `${t.tile} at [${t.at.join(', ')}] rot ${t.rot}` : `${t.piece.tile} at [${t.piece.at.join(', ')}]`;
  const followers = t.followers.map((f) => `${f.player} on ${f.on}${t.piece ? ` (cell [${t.piece.cell.join(', ')}])` : ''}`);
  const extra = [...followers, ...ferryText(t)];
  return `${String(n).padStart(3)}  ${where}${extra.length > 0 ? `: ${extra.join('; ')}` : ''}`;
}

function bounds(cells: readonly Coord[]): { x0: number; x1: number; y0: number; y1: number } {
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
}

/** The grid, then a legend listing each tile with its followers and ferry. */
export function boardText(state: GameState): string {
  if (state.board.length === 0) return '(empty board)';
  const numbers = new Map<string, number>();
  const legend: string[] = [];
  const byCell = new Map<string, PlacedTile>();
  for (const t of state.board) {
    byCell.set(`${t.at[0]},${t.at[1]}`, t);
    const key = legendKey(t);
    if (!numbers.has(key)) {
      numbers.set(key, numbers.size + 1);
      legend.push(describeTile(t, numbers.size));
    } else if (t.followers.length > 0) legend.push(describeTile(t, numbers.get(key)!));
  }
  const { x0, x1, y0, y1 } = bounds(state.board.map((t) => t.at));
  const lines: string[] = [];
  let header = '      ';
  for (let x = x0; x <= x1; x++) header += String(x).padStart(3).padEnd(5);
  lines.push(header.trimEnd());
  for (let y = y0; y <= y1; y++) {
    const rows = ['      ', `${String(y).padStart(4)}  `, '      '];
    for (let x = x0; x <= x1; x++) {
      const t = byCell.get(`${x},${y}`);
      const b = t === undefined ? EMPTY : block(t, String(numbers.get(legendKey(t))));
      b.forEach((s, i) => (rows[i] += s));
    }
    lines.push(...rows.map((r) => r.trimEnd()));
  }
  return [...lines, '', ...legend].join('\n');
}
