// Path data as plain values, so shapes can be rotated, measured and tested before they become
// SVG `d` strings. Coordinates live in a 100×100 tile box, y growing downwards.

export type Pt = readonly [number, number];

export type Seg =
  | { readonly c: 'M' | 'L'; readonly p: Pt }
  | { readonly c: 'Q'; readonly q: Pt; readonly p: Pt }
  | { readonly c: 'C'; readonly c1: Pt; readonly c2: Pt; readonly p: Pt }
  | { readonly c: 'Z' };

export type Path = readonly Seg[];

export const TILE = 100;
export const CENTRE: Pt = [50, 50];

export const M = (p: Pt): Seg => ({ c: 'M', p });
export const L = (p: Pt): Seg => ({ c: 'L', p });
export const Q = (q: Pt, p: Pt): Seg => ({ c: 'Q', q, p });
export const C = (c1: Pt, c2: Pt, p: Pt): Seg => ({ c: 'C', c1, c2, p });
export const Z: Seg = { c: 'Z' };

/** Turns a point clockwise around the tile centre by `turns` quarter turns. */
export function turnPoint(p: Pt, turns: number): Pt {
  let [x, y] = p;
  for (let i = 0; i < ((turns % 4) + 4) % 4; i++) [x, y] = [TILE - y, x];
  return [x, y];
}

export function turnPath(path: Path, turns: number): Path {
  const t = (p: Pt): Pt => turnPoint(p, turns);
  return path.map((s): Seg => {
    switch (s.c) {
      case 'Z':
        return s;
      case 'Q':
        return { c: 'Q', q: t(s.q), p: t(s.p) };
      case 'C':
        return { c: 'C', c1: t(s.c1), c2: t(s.c2), p: t(s.p) };
      default:
        return { c: s.c, p: t(s.p) };
    }
  });
}

const num = (n: number): string => String(Math.round(n * 10) / 10);
const pt = (p: Pt): string => `${num(p[0])} ${num(p[1])}`;

export function pathD(path: Path): string {
  return path
    .map((s) => {
      switch (s.c) {
        case 'Z':
          return 'Z';
        case 'Q':
          return `Q${pt(s.q)} ${pt(s.p)}`;
        case 'C':
          return `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.p)}`;
        default:
          return `${s.c}${pt(s.p)}`;
      }
    })
    .join('');
}

const mix = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** The point at parameter t of one segment starting at `from`. */
function segPoint(from: Pt, s: Seg, t: number): Pt {
  switch (s.c) {
    case 'Q':
      return mix(mix(from, s.q, t), mix(s.q, s.p, t), t);
    case 'C': {
      const a = mix(from, s.c1, t);
      const b = mix(s.c1, s.c2, t);
      const c = mix(s.c2, s.p, t);
      return mix(mix(a, b, t), mix(b, c, t), t);
    }
    case 'L':
      return mix(from, s.p, t);
    default:
      return from;
  }
}

/** Polylines approximating the path, one per sub-path (closed sub-paths repeat their start). */
export function flatten(path: Path, steps = 12): Pt[][] {
  const out: Pt[][] = [];
  let current: Pt[] = [];
  let at: Pt = [0, 0];
  for (const s of path) {
    if (s.c === 'M') {
      if (current.length > 0) out.push(current);
      current = [s.p];
      at = s.p;
    } else if (s.c === 'Z') {
      const first = current[0];
      if (first !== undefined) current.push(first);
    } else {
      const n = s.c === 'L' ? 1 : steps;
      for (let i = 1; i <= n; i++) current.push(segPoint(at, s, i / n));
      at = s.p;
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** A point along a path that is a single open sub-path, t in [0, 1] spread evenly over its segments. */
export function pointAlong(path: Path, t: number): Pt {
  const segs = path.filter((s) => s.c !== 'M' && s.c !== 'Z');
  const start = path[0];
  if (start === undefined || start.c !== 'M') throw new Error('pointAlong: path must start with M');
  if (segs.length === 0) return start.p;
  const k = Math.min(segs.length - 1, Math.floor(t * segs.length));
  let from: Pt = start.p;
  for (let i = 0; i < k; i++) {
    const s = segs[i]!;
    if (s.c !== 'Z') from = s.p;
  }
  return segPoint(from, segs[k]!, t * segs.length - k);
}

export function distance(a: Pt, b: Pt): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function distToSegment(p: Pt, a: Pt, b: Pt): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return distance(p, [a[0] + t * dx, a[1] + t * dy]);
}

export function distToPolyline(p: Pt, line: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) best = Math.min(best, distToSegment(p, line[i - 1]!, line[i]!));
  return line.length === 1 ? distance(p, line[0]!) : best;
}

/** Even-odd test over every sub-path, as SVG's evenodd fill rule would paint it. */
export function insidePolygons(p: Pt, polys: readonly (readonly Pt[])[]): boolean {
  let inside = false;
  for (const poly of polys) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i]!;
      const [xj, yj] = poly[j]!;
      if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
