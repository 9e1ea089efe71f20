// Whether fetching code ahead of the reader is unwelcome: they asked to save data, or the link is 2G.
// Asked by client:intent (src/lib/intent/directive.ts) before it fetches an island's code ahead, and by
// the sandbox before it fetches every set's (use-sets.tsx). A file of its own, so that only they carry it.
export function frugal(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!c && (c.saveData === true || /2g/.test(c.effectiveType ?? ''));
}
