// Advance widths read straight from a TrueType font's tables (head, hhea, hmtx, cmap), so that the
// link-preview cards can wrap their titles before the SVG is rasterised: resvg draws text but does
// not break lines. Kerning is ignored; the wrap keeps a margin for it.

export interface FontMetrics {
  /** Width of `text` in pixels at `size` pixels per em. */
  readonly width: (text: string, size: number) => number;
  /** Whether the font has a glyph for this character (else it would draw the empty box). */
  readonly covers: (char: string) => boolean;
}

type Lookup = (codePoint: number) => number;

function tables(view: DataView): Map<string, number> {
  const count = view.getUint16(4);
  const out = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(rec), view.getUint8(rec + 1), view.getUint8(rec + 2), view.getUint8(rec + 3));
    out.set(tag, view.getUint32(rec + 8));
  }
  return out;
}

/** cmap format 4: segments of 16-bit code points. */
function format4(view: DataView, at: number): Lookup {
  const segX2 = view.getUint16(at + 6);
  const ends = at + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  return (cp) => {
    for (let s = 0; s < segX2; s += 2) {
      if (cp > view.getUint16(ends + s)) continue;
      const start = view.getUint16(starts + s);
      if (cp < start) return 0;
      const delta = view.getInt16(deltas + s);
      const range = view.getUint16(ranges + s);
      if (range === 0) return (cp + delta) & 0xffff;
      const glyph = view.getUint16(ranges + s + range + 2 * (cp - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** cmap format 12: groups of 32-bit code points. */
function format12(view: DataView, at: number): Lookup {
  const groups = view.getUint32(at + 12);
  return (cp) => {
    for (let g = 0; g < groups; g++) {
      const rec = at + 16 + g * 12;
      const start = view.getUint32(rec);
      if (cp >= start && cp <= view.getUint32(rec + 4)) return view.getUint32(rec + 8) + cp - start;
    }
    return 0;
  };
}

function cmapLookup(view: DataView, cmap: number): Lookup {
  const count = view.getUint16(cmap + 2);
  let best: Lookup | undefined;
  for (let i = 0; i < count; i++) {
    const rec = cmap + 4 + i * 8;
    const platform = view.getUint16(rec);
    const encoding = view.getUint16(rec + 2);
    const at = cmap + view.getUint32(rec + 4);
    const format = view.getUint16(at);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) return format12(view, at);
    if (format === 4) best ??= format4(view, at);
  }
  if (!best) throw new Error('the font has no Unicode character map (cmap format 4 or 12)');
  return best;
}

export function readFontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const t = tables(view);
  const head = t.get('head');
  const hhea = t.get('hhea');
  const hmtx = t.get('hmtx');
  const cmap = t.get('cmap');
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined) {
    throw new Error('not a TrueType/OpenType font with head, hhea, hmtx and cmap tables');
  }
  const unitsPerEm = view.getUint16(head + 18);
  const metricsCount = view.getUint16(hhea + 34);
  const glyphOf = cmapLookup(view, cmap);
  const advance = (glyph: number): number => view.getUint16(hmtx + 4 * Math.min(glyph, metricsCount - 1));
  const cache = new Map<number, number>();
  const units = (cp: number): number => {
    let w = cache.get(cp);
    if (w === undefined) {
      w = advance(glyphOf(cp));
      cache.set(cp, w);
    }
    return w;
  };
  return {
    width: (text, size) => {
      let sum = 0;
      for (const ch of text) sum += units(ch.codePointAt(0)!);
      return (sum * size) / unitsPerEm;
    },
    covers: (char) => glyphOf(char.codePointAt(0)!) !== 0,
  };
}
