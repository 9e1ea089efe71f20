// Small browser helpers shared by the islands.

/** R turns the tile, unless the reader is typing in a form field or using a shortcut. */
export function isRotateKey(e: KeyboardEvent): boolean {
  if (e.key !== 'r' && e.key !== 'R') return false;
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const tag = (e.target as HTMLElement | null)?.tagName;
  return tag !== 'INPUT' && tag !== 'SELECT' && tag !== 'TEXTAREA';
}

/**
 * Marks the island as interactive (hydrated: client:intent loads it on the reader's first intent): a
 * `data-ready` attribute for tests and a performance mark for timing it.
 */
export function markReady(el: HTMLElement | null): void {
  if (!el) return;
  el.dataset.ready = '';
  performance.mark('cb-widget-ready', { detail: { widget: el.className } });
}
