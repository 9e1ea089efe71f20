// Pan and zoom as plain arithmetic on a transform {z, x, y} (scale, then translate in pixels) of a
// stage that fills the viewport at z = 1. The stage never leaves a gap inside the viewport, so the
// reader cannot lose the board; z = 1 is "fit to view".
export interface View {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

export const FIT: View = { z: 1, x: 0, y: 0 };
export const MAX_ZOOM = 5;

const limit = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Keep the scaled stage covering the viewport (w × h pixels). */
export function clampView(v: View, w: number, h: number): View {
  const z = limit(v.z, 1, MAX_ZOOM);
  return { z, x: limit(v.x, w * (1 - z), 0), y: limit(v.y, h * (1 - z), 0) };
}

/** Zoom by `factor` keeping the point (px, py) of the viewport still. */
export function zoomAt(v: View, factor: number, px: number, py: number, w: number, h: number): View {
  const z = limit(v.z * factor, 1, MAX_ZOOM);
  const k = z / v.z;
  return clampView({ z, x: px - (px - v.x) * k, y: py - (py - v.y) * k }, w, h);
}

export function panBy(v: View, dx: number, dy: number, w: number, h: number): View {
  return clampView({ z: v.z, x: v.x + dx, y: v.y + dy }, w, h);
}

/** Pan so that a point of the stage (in stage pixels at z = 1) is inside the viewport. */
export function reveal(v: View, sx: number, sy: number, size: number, w: number, h: number): View {
  const left = v.x + sx * v.z;
  const top = v.y + sy * v.z;
  const s = size * v.z;
  const dx = left < 0 ? -left : left + s > w ? w - (left + s) : 0;
  const dy = top < 0 ? -top : top + s > h ? h - (top + s) : 0;
  return dx === 0 && dy === 0 ? v : panBy(v, dx, dy, w, h);
}

export const transformOf = (v: View): string => `translate(${Math.round(v.x)}px, ${Math.round(v.y)}px) scale(${v.z})`;

/**
 * Zoom in on a cell (its top-left at (sx, sy) in stage pixels at z = 1, `size` wide) until it is at
 * least `minPx` wide on screen, centred when possible; a view that already shows it that large stays.
 */
export function focusCell(v: View, sx: number, sy: number, size: number, minPx: number, w: number, h: number): View {
  if (size * v.z >= minPx) return v;
  const z = limit(minPx / size, 1, MAX_ZOOM);
  return clampView({ z, x: w / 2 - (sx + size / 2) * z, y: h / 2 - (sy + size / 2) * z }, w, h);
}
