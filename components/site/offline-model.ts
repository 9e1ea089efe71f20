// The small decisions of "Keep the whole site" (offline.ts), kept apart so they can be tested
// without a browser.

/**
 * Megabytes with one decimal, in the reader's language ("5.8" in English, "5,8" in French). Written
 * by hand, not with `Intl.NumberFormat`: a page's first Intl formatter loads the locale's data, which
 * took about 190 ms of the main thread at 4x CPU on every page, once loaded, to write one number.
 */
export function megabytes(bytes: number, lang: string): string {
  const text = (Math.round(bytes / 1e5) / 10).toFixed(1);
  return lang.startsWith('fr') ? text.replace('.', ',') : text;
}

/** A sentence template from the page ("Keeping… {done} of {total} MB") with its blanks filled. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** True when a fetched page is the offline page the worker answers with, not the page asked for. */
export function isOfflineFallback(html: string, mark: string): boolean {
  return new RegExp(`<[a-z][^>]*\\s${mark}=`, 'i').test(html);
}

/** What the keep control says on load: kept for this very build, kept for an older one, or not kept. */
export type KeptState = 'kept' | 'outdated' | 'none';

export function keptState(keptBuild: string | null, build: string): KeptState {
  if (!keptBuild) return 'none';
  return keptBuild === build ? 'kept' : 'outdated';
}
