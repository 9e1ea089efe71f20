// Independent re-derivations for property tests: they use only the raw TileDefs and geometry, never the
// core's segment tables or union-find, so a bug there cannot hide in both.
import { getTile } from '../../sets/index.ts';
import { facingHalf, neighbour, opposite, rotateHalf, rotateSide, sideOfHalf } from '../geometry.ts';
import { SIDES } from '../types.ts';
import type { Coord, FeatureDef, GameState, PlacedTile, Side } from '../types.ts';

const key = (at: Coord): string => `${at[0]},${at[1]}`;

export function cellMap(state: GameState): Map<string, PlacedTile> {
  return new Map(state.board.map((t) => [key(t.at), t]));
}

function def(t: PlacedTile): readonly FeatureDef[] {
  const d = getTile(t.tile);
  if (d === undefined) throw new Error(`no data for ${t.tile}`);
  return d.features;
}

const sidesOn = (f: FeatureDef, t: PlacedTile): Side[] =>
  f.kind === 'road' || f.kind === 'city' || f.kind === 'river' ? f.sides.map((s) => rotateSide(s, t.rot)) : [];

/** Node ids `x,y#feature` joined to `node` across tile sides (no module joins). */
function adjacent(cells: Map<string, PlacedTile>, t: PlacedTile, i: number): string[] {
  const f = def(t)[i]!;
  const out: string[] = [];
  for (const s of sidesOn(f, t)) {
    const n = cells.get(key(neighbour(t.at, s)));
    if (n === undefined) continue;
    const j = def(n).findIndex((g) => g.kind === f.kind && sidesOn(g, n).includes(opposite(s)));
    if (j >= 0) out.push(`${key(n.at)}#${j}`);
  }
  if (f.kind === 'field') {
    for (const h of f.halves.map((x) => rotateHalf(x, t.rot))) {
      const n = cells.get(key(neighbour(t.at, sideOfHalf(h))));
      if (n === undefined) continue;
      const j = def(n).findIndex((g) => g.kind === 'field' && g.halves.map((x) => rotateHalf(x, n.rot)).includes(facingHalf(h)));
      if (j >= 0) out.push(`${key(n.at)}#${j}`);
    }
  }
  return out;
}

/** Every tile feature's group, found by a plain flood fill: node -> sorted list of its group's nodes. */
export function floodGroups(state: GameState): Map<string, string> {
  const cells = cellMap(state);
  const groupOf = new Map<string, string>();
  for (const t of state.board) {
    def(t).forEach((_, i) => {
      const start = `${key(t.at)}#${i}`;
      if (groupOf.has(start)) return;
      const seen = new Set([start]);
      const todo = [start];
      while (todo.length > 0) {
        const [at, fi] = todo.pop()!.split('#') as [string, string];
        for (const next of adjacent(cells, cells.get(at)!, Number(fi))) {
          if (!seen.has(next)) {
            seen.add(next);
            todo.push(next);
          }
        }
      }
      const group = [...seen].sort().join(' ');
      for (const node of seen) groupOf.set(node, group);
    });
  }
  return groupOf;
}

/** Each pair of touching tiles (not of one piece) shows the same edge kind on the shared side. */
export function edgeMismatches(state: GameState): string[] {
  const cells = cellMap(state);
  const kindOn = (t: PlacedTile, s: Side): string => {
    const f = def(t);
    const whole = f.find((g) => sidesOn(g, t).includes(s));
    if (whole) return whole.kind;
    return f.some((g) => g.kind === 'field' && g.halves.some((h) => sideOfHalf(rotateHalf(h, t.rot)) === s)) ? 'field' : 'none';
  };
  const out: string[] = [];
  for (const t of state.board) {
    for (const s of SIDES) {
      const n = cells.get(key(neighbour(t.at, s)));
      if (n === undefined || (t.piece && n.piece)) continue;
      if (kindOn(t, s) !== kindOn(n, opposite(s)) || kindOn(t, s) === 'none') out.push(`${t.tile}@${key(t.at)} ${s}`);
    }
  }
  return out;
}

/** Empty cells next to a placed tile. */
export function frontier(state: GameState): Coord[] {
  const cells = cellMap(state);
  const out = new Map<string, Coord>();
  for (const t of state.board) {
    for (const s of SIDES) {
      const n = neighbour(t.at, s);
      if (!cells.has(key(n))) out.set(key(n), n);
    }
  }
  return [...out.values()];
}
