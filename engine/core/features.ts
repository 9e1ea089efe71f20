// Features rebuilt from scratch by union-find over tile segments (fields by half-side), once per state.
import type { Coord, FeaturePart, FeatureView, GameState, PlayerColor, Spot } from './types.ts';
import { facingHalf, opposite, sideOfHalf } from './geometry.ts';
import { boardIndex, neighbourIndex, surroundingCount, tileIndexAt } from './board.ts';
import type { BoardIndex } from './board.ts';
import { segmentAtSpot } from './tiles.ts';
import { activeModules } from './module.ts';

export interface Features {
  readonly index: BoardIndex;
  /** first node of each placed tile; node = offsets[tile] + segment */
  readonly offsets: readonly number[];
  readonly views: readonly FeatureView[];
  /** node -> index into views */
  readonly viewOf: Int32Array;
}

class UnionFind {
  readonly parent: Int32Array;
  constructor(n: number) {
    this.parent = new Int32Array(n);
    for (let i = 0; i < n; i++) this.parent[i] = i;
  }
  find(a: number): number {
    const p = this.parent;
    while (p[a]! !== a) {
      p[a] = p[p[a]!]!;
      a = p[a]!;
    }
    return a;
  }
  union(a: number, b: number): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

function joinNeighbours(index: BoardIndex, offsets: readonly number[], uf: UnionFind): void {
  index.board.forEach((placed, i) => {
    const t = index.tables[i]!;
    // East and south only: each shared side is visited once.
    for (const side of ['E', 'S'] as const) {
      const j = neighbourIndex(index, placed.at, side);
      if (j < 0) continue;
      const u = index.tables[j]!;
      const a = t.bySide[side];
      const b = u.bySide[opposite(side)];
      if (a >= 0 && b >= 0 && t.segments[a]!.kind === u.segments[b]!.kind) uf.union(offsets[i]! + a, offsets[j]! + b);
      for (const half of side === 'E' ? (['EL', 'ER'] as const) : (['SL', 'SR'] as const)) {
        const fa = t.byHalf[half];
        const fb = u.byHalf[facingHalf(half)];
        if (fa >= 0 && fb >= 0) uf.union(offsets[i]! + fa, offsets[j]! + fb);
      }
    }
  });
}

function joinModuleConnections(state: GameState, index: BoardIndex, offsets: readonly number[], uf: UnionFind): void {
  for (const mod of activeModules(state)) {
    for (const [a, b] of mod.connections?.(state) ?? []) {
      const na = partNode(index, offsets, a);
      const nb = partNode(index, offsets, b);
      if (na >= 0 && nb >= 0) uf.union(na, nb);
    }
  }
}

function partNode(index: BoardIndex, offsets: readonly number[], part: FeaturePart): number {
  const i = tileIndexAt(index, part.at);
  if (i < 0 || part.feature < 0 || part.feature >= index.tables[i]!.segments.length) return -1;
  return offsets[i]! + part.feature;
}

interface Acc {
  kind: FeatureView['kind'];
  cells: Set<number>;
  parts: FeaturePart[];
  followers: { player: PlayerColor; at: Coord; on: Spot }[];
  shields: number;
  openSides: number;
  inn: boolean;
  pigHerds: number;
  cityNodes: number[];
  surrounding: number;
}

function accumulate(index: BoardIndex, offsets: readonly number[], uf: UnionFind): Map<number, Acc> {
  const accs = new Map<number, Acc>();
  index.board.forEach((placed, i) => {
    const t = index.tables[i]!;
    for (const seg of t.segments) {
      const root = uf.find(offsets[i]! + seg.index);
      let acc = accs.get(root);
      if (acc === undefined) {
        acc = { kind: seg.kind, cells: new Set(), parts: [], followers: [], shields: 0, openSides: 0, inn: false, pigHerds: 0, cityNodes: [], surrounding: 0 };
        accs.set(root, acc);
      }
      acc.cells.add(i);
      acc.parts.push({ at: placed.at, feature: seg.index });
      acc.shields += seg.shields;
      acc.inn ||= seg.inn;
      if (seg.pigHerd) acc.pigHerds++;
      if (seg.kind === 'road' || seg.kind === 'city' || seg.kind === 'river') {
        for (const s of seg.sides) if (neighbourIndex(index, placed.at, s) < 0) acc.openSides++;
      }
      if (seg.kind === 'cloister') acc.surrounding = surroundingCount(index, placed.at);
      for (const c of seg.cities) acc.cityNodes.push(offsets[i]! + c);
    }
    for (const f of placed.followers) {
      const s = segmentAtSpot(t, f.on);
      if (s >= 0) accs.get(uf.find(offsets[i]! + s))!.followers.push({ player: f.player, at: placed.at, on: f.on });
    }
  });
  return accs;
}

function isComplete(acc: Acc): boolean {
  switch (acc.kind) {
    case 'road':
    case 'city':
    case 'river':
      return acc.openSides === 0;
    case 'cloister':
      return acc.surrounding === 8;
    default:
      return false;
  }
}

function buildFeatures(state: GameState): Features {
  const index = boardIndex(state.board);
  const offsets: number[] = [];
  let n = 0;
  for (const t of index.tables) {
    offsets.push(n);
    n += t.segments.length;
  }
  const uf = new UnionFind(n);
  joinNeighbours(index, offsets, uf);
  joinModuleConnections(state, index, offsets, uf);
  const accs = accumulate(index, offsets, uf);
  const rootToView = new Map<number, number>();
  const completeRoots = new Set<number>();
  for (const [root, acc] of accs) if (acc.kind === 'city' && isComplete(acc)) completeRoots.add(root);
  const views: FeatureView[] = [];
  for (const [root, acc] of accs) {
    rootToView.set(root, views.length);
    const cities = new Set(acc.cityNodes.map((c) => uf.find(c)).filter((r) => completeRoots.has(r)));
    views.push({
      kind: acc.kind,
      complete: isComplete(acc),
      tiles: acc.kind === 'cloister' ? 1 + acc.surrounding : acc.cells.size,
      cells: [...acc.cells].map((i) => index.board[i]!.at),
      followers: acc.followers,
      parts: acc.parts,
      shields: acc.shields,
      openSides: acc.openSides,
      completedCities: cities.size,
      inn: acc.inn,
      pigHerds: acc.pigHerds,
    });
  }
  const viewOf = new Int32Array(n);
  for (let node = 0; node < n; node++) viewOf[node] = rootToView.get(uf.find(node))!;
  return { index, offsets, views, viewOf };
}

const cache = new WeakMap<GameState, Features>();

export function deriveFeatures(state: GameState): Features {
  let hit = cache.get(state);
  if (hit === undefined) {
    hit = buildFeatures(state);
    cache.set(state, hit);
  }
  return hit;
}

export function features(state: GameState): readonly FeatureView[] {
  return deriveFeatures(state).views;
}

/** The feature holding a tile's feature `feature` (an index into the tile's features). */
export function featureOfPart(state: GameState, part: FeaturePart): FeatureView | undefined {
  const d = deriveFeatures(state);
  const node = partNode(d.index, d.offsets, part);
  return node < 0 ? undefined : d.views[d.viewOf[node]!];
}

/** The feature at a follower spot of the tile at `at` (plus `cell` on a multi-cell piece). */
export function featureAt(state: GameState, at: Coord, spot: Spot, cell?: Coord): FeatureView | undefined {
  const d = deriveFeatures(state);
  const where: Coord = cell === undefined ? at : [at[0] + cell[0], at[1] + cell[1]];
  const i = tileIndexAt(d.index, where);
  if (i < 0) return undefined;
  const s = segmentAtSpot(d.index.tables[i]!, spot);
  return s < 0 ? undefined : d.views[d.viewOf[d.offsets[i]! + s]!];
}
