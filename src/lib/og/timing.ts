// How long the last build spent making the link-preview images, for `npm run bench:site`. Astro
// renders the image endpoint card after card in one process; each card adds its time to a small
// JSON file in the checkout's .astro/ folder (Astro's own cache, never deployed nor committed),
// which getStaticPaths resets when a build starts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface OgTiming {
  readonly cards: number;
  readonly ms: number;
  /** the slowest card, to spot one that costs far more than the others */
  readonly slowest: { readonly slug: string; readonly ms: number } | null;
}

export const TIMING_FILE = join(process.cwd(), '.astro', 'casebook-og-build.json');

let total: OgTiming = { cards: 0, ms: 0, slowest: null };

function save(): void {
  mkdirSync(dirname(TIMING_FILE), { recursive: true });
  writeFileSync(TIMING_FILE, JSON.stringify(total));
}

export function startTiming(): void {
  total = { cards: 0, ms: 0, slowest: null };
  save();
}

export function recordCard(slug: string, ms: number): void {
  const slowest = total.slowest && total.slowest.ms >= ms ? total.slowest : { slug, ms };
  total = { cards: total.cards + 1, ms: total.ms + ms, slowest };
  save();
}

export function readTiming(file = TIMING_FILE): OgTiming | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OgTiming;
  } catch {
    return undefined;
  }
}
