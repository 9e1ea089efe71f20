// Line breaking for the link-preview cards: words go on a line while it fits; a text longer than
// the lines allowed ends its last line with an ellipsis, so a card never overflows its box.
import type { FontMetrics } from './font-metrics.ts';

export interface Fitted {
  readonly lines: readonly string[];
  readonly size: number;
}

const ELLIPSIS = '…';

/** Breaks `text` into lines at most `maxWidth` wide; a word wider than a line stays whole on its own. */
export function wrapText(text: string, measure: (s: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** The first `max` lines; when some are cut, the last kept line loses words until "…" fits. */
export function clampLines(lines: readonly string[], max: number, measure: (s: string) => number, maxWidth: number): string[] {
  if (lines.length <= max) return [...lines];
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last.includes(' ') && measure(`${last}${ELLIPSIS}`) > maxWidth) last = last.slice(0, last.lastIndexOf(' '));
  kept[max - 1] = `${last.replace(/[\s,;:.–—-]+$/u, '')}${ELLIPSIS}`;
  return kept;
}

/**
 * The largest of `sizes` (largest first) at which `text` takes at most `maxLines` lines (a number,
 * or the lines that fit a box at each size); failing that, the smallest size, clamped with "…".
 */
export function fitText(
  text: string,
  font: FontMetrics,
  maxWidth: number,
  sizes: readonly number[],
  maxLines: number | ((size: number) => number),
): Fitted {
  // a little slack for kerning and hinting, which the advance widths leave out
  const usable = maxWidth * 0.97;
  const linesAt = (size: number) => Math.max(1, typeof maxLines === 'number' ? maxLines : maxLines(size));
  for (const size of sizes) {
    const measure = (s: string) => font.width(s, size);
    const lines = wrapText(text, measure, usable);
    if (lines.length <= linesAt(size) && lines.every((l) => measure(l) <= usable)) return { lines, size };
  }
  const size = sizes.at(-1) ?? 32;
  const measure = (s: string) => font.width(s, size);
  return { lines: clampLines(wrapText(text, measure, usable), linesAt(size), measure, usable), size };
}
