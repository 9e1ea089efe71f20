// Features by union-find over tile segments (built per layout in board.ts), plus the joins modules add
// from the state (a piece a module keeps there), plus followers. Views are built lazily: play needs only the claimed ones.
import type { Coord, FeatureKind, FeaturePart, FeatureView, GameState, PlayerColor, Spot } from './types.ts';
import { boardIndex, findRoot, neighbourIndex, surroundingCount, tileIndexAt, union } from './board.ts';
import type { Layout } from './board.ts';
import { segmentAtSpot } from './tiles.ts';
import { activeModules } from './module.ts';

type Holder = { readonly player: PlayerColor; readonly at: Coord; readonly on: Spot };

/** What a feature is made of, per root node; depends on the layout and the joins only. */
interface Stats {
  readonly kind: FeatureKind[];
  readonly tiles: Int32Array;
  readonly shields: Int32Array;
  readonly openSides: Int32Array;
  /** 1 for an edge feature (its segments reach sides), complete once no side is open */
  readonly sided: Uint8Array;
  /** marks and how many segments carry each, for the few roots that have any */
  readonly marks: Map<number, Record<string, number>>;
  readonly surrounding: Int32Array;
  /** field root -> city nodes it touches */
  readonly cityNodes: Map<number, number[]>;
}

export interface Features {
  readonly layout: Layout;
  /** node -> root */
  readonly root: Int32Array;
  readonly stats: Stats;
  readonly holders: ReadonlyMap<number, Holder[]>;
  readonly views: Map<number, FeatureView>;
  all: FeatureView[] | undefined;
}

function computeStats(l: Layout, root: Int32Array): Stats {
  const n = l.nodeCount;
  const s: Stats = {
    kind: new Array<FeatureKind>(n), tiles: new Int32Array(n), shields: new Int32Array(n), openSides: new Int32Array(n),
    sided: new Uint8Array(n), marks: new Map(), surrounding: new Int32Array(n), cityNodes: new Map(),
  };
  const lastTile = new Int32Array(n).fill(-1);
  l.tables.forEach((t, i) => {
    const at = l.ats[i]!;
    for (const seg of t.segments) {
      const r = root[l.offsets[i]! + seg.index]!;
      s.kind[r] ??= seg.kind;
      if (lastTile[r] !== i) {
        lastTile[r] = i;
        s.tiles[r]!++;
      }
      s.shields[r]! += seg.shields;
      for (const m of seg.marks) {
        const counts = s.marks.get(r) ?? {};
        counts[m] = (counts[m] ?? 0) + 1;
        s.marks.set(r, counts);
      }
      if (seg.sides.length > 0) {
        s.sided[r] = 1;
        for (const side of seg.sides) if (neighbourIndex(l, at, side) < 0) s.openSides[r]!++;
      }
      if (seg.kind === 'cloister') s.surrounding[r] = surroundingCount(l, at);
      if (seg.cities.length > 0) {
        const list = s.cityNodes.get(r) ?? [];
        for (const c of seg.cities) list.push(l.offsets[i]! + c);
        s.cityNodes.set(r, list);
      }
    }
  });
  return s;
}

const layoutStats = new WeakMap<Layout, Stats>();

function joinsFromModules(state: GameState, l: Layout): Int32Array | undefined {
  let parent: Int32Array | undefined;
  for (const mod of activeModules(state)) {
    for (const [a, b] of mod.connections?.(state) ?? []) {
      const na = partNode(l, a);
      const nb = partNode(l, b);
      if (na < 0 || nb < 0) continue;
      parent ??= l.root.slice();
      union(parent, na, nb);
    }
  }
  if (parent !== undefined) for (let i = 0; i < parent.length; i++) parent[i] = findRoot(parent, i);
  return parent;
}

function partNode(l: Layout, part: FeaturePart): number {
  const i = tileIndexAt(l, part.at);
  if (i < 0 || !(part.feature >= 0 && part.feature < l.tables[i]!.segments.length)) return -1;
  return l.offsets[i]! + part.feature;
}

function holdersOf(state: GameState, l: Layout, root: Int32Array): Map<number, Holder[]> {
  const out = new Map<number, Holder[]>();
  state.board.forEach((placed, i) => {
    for (const f of placed.followers) {
      const s = segmentAtSpot(l.tables[i]!, f.on);
      if (s < 0) continue;
      const r = root[l.offsets[i]! + s]!;
      const list = out.get(r);
      const holder = { player: f.player, at: placed.at, on: f.on };
      if (list === undefined) out.set(r, [holder]);
      else list.push(holder);
    }
  });
  return out;
}

const cache = new WeakMap<GameState, Features>();

export function deriveFeatures(state: GameState): Features {
  const hit = cache.get(state);
  if (hit !== undefined) return hit;
  const layout = boardIndex(state.board);
  const joined = joinsFromModules(state, layout);
  const root = joined ?? layout.root;
  let stats = joined === undefined ? layoutStats.get(layout) : undefined;
  if (stats === undefined) {
    stats = computeStats(layout, root);
    if (joined === undefined) layoutStats.set(layout, stats);
  }
  const d: Features = { layout, root, stats, holders: holdersOf(state, layout, root), views: new Map(), all: undefined };
  cache.set(state, d);
  return d;
}

function isComplete(s: Stats, r: number): boolean {
  if (s.sided[r] === 1) return s.openSides[r] === 0;
  return s.kind[r] === 'cloister' && s.surrounding[r] === 8;
}

const NO_MARKS: Readonly<Record<string, number>> = Object.freeze({});

function makeView(d: Features, r: number, parts: FeaturePart[], cells: Coord[]): FeatureView {
  const s = d.stats;
  const cities = new Set<number>();
  for (const c of s.cityNodes.get(r) ?? []) if (isComplete(s, d.root[c]!)) cities.add(d.root[c]!);
  const kind = s.kind[r]!;
  return {
    kind, complete: isComplete(s, r),
    tiles: kind === 'cloister' ? 1 + s.surrounding[r]! : s.tiles[r]!,
    cells, followers: d.holders.get(r) ?? [], parts,
    shields: s.shields[r]!, openSides: s.openSides[r]!, completedCities: cities.size,
    marks: s.marks.get(r) ?? NO_MARKS,
  };
}

/** Parts and distinct cells of every feature, in one pass over the nodes. */
function gather(d: Features, only?: ReadonlySet<number>): Map<number, { parts: FeaturePart[]; cells: Coord[] }> {
  const out = new Map<number, { parts: FeaturePart[]; cells: Coord[] }>();
  const l = d.layout;
  l.tables.forEach((t, i) => {
    const at = l.ats[i]!;
    for (const seg of t.segments) {
      const r = d.root[l.offsets[i]! + seg.index]!;
      if (only !== undefined && !only.has(r)) continue;
      let g = out.get(r);
      if (g === undefined) out.set(r, (g = { parts: [], cells: [] }));
      if (g.cells[g.cells.length - 1] !== at) g.cells.push(at);
      g.parts.push({ at, feature: seg.index });
    }
  });
  return out;
}

function viewOfRoot(d: Features, r: number): FeatureView {
  let v = d.views.get(r);
  if (v === undefined) {
    const g = gather(d, new Set([r])).get(r)!;
    v = makeView(d, r, g.parts, g.cells);
    d.views.set(r, v);
  }
  return v;
}

export function features(state: GameState): readonly FeatureView[] {
  const d = deriveFeatures(state);
  if (d.all === undefined) {
    d.all = [...gather(d)].map(([r, g]) => {
      const v = d.views.get(r) ?? makeView(d, r, g.parts, g.cells);
      d.views.set(r, v);
      return v;
    });
  }
  return d.all;
}

/** Features that hold at least one follower, and are complete (or not) when `complete` is given. */
export function claimedFeatures(state: GameState, complete?: boolean): FeatureView[] {
  const d = deriveFeatures(state);
  const roots = new Set([...d.holders.keys()].filter((r) => complete === undefined || isComplete(d.stats, r) === complete));
  if (roots.size === 0) return [];
  const missing = new Set([...roots].filter((r) => !d.views.has(r)));
  if (missing.size > 0) for (const [r, g] of gather(d, missing)) d.views.set(r, makeView(d, r, g.parts, g.cells));
  return [...roots].map((r) => d.views.get(r)!);
}

/** The feature holding a tile's feature `feature` (an index into the tile's features). */
export function featureOfPart(state: GameState, part: FeaturePart): FeatureView | undefined {
  const d = deriveFeatures(state);
  const node = partNode(d.layout, part);
  return node < 0 ? undefined : viewOfRoot(d, d.root[node]!);
}

/** Whether the feature at a spot of the tile at `at` already holds a follower (cheaper than a view). */
export function holdersAt(state: GameState, at: Coord, spot: Spot): readonly Holder[] | undefined {
  const d = deriveFeatures(state);
  const i = tileIndexAt(d.layout, at);
  const s = i < 0 ? -1 : segmentAtSpot(d.layout.tables[i]!, spot);
  return s < 0 ? undefined : d.holders.get(d.root[d.layout.offsets[i]! + s]!) ?? [];
}

/** The feature at a follower spot of the tile at `at` (plus `cell` on a multi-cell piece). */
export function featureAt(state: GameState, at: Coord, spot: Spot, cell?: Coord): FeatureView | undefined {
  const d = deriveFeatures(state);
  const where: Coord = cell === undefined ? at : [at[0] + cell[0], at[1] + cell[1]];
  const i = tileIndexAt(d.layout, where);
  const s = i < 0 ? -1 : segmentAtSpot(d.layout.tables[i]!, spot);
  return s < 0 ? undefined : viewOfRoot(d, d.root[d.layout.offsets[i]! + s]!);
}
