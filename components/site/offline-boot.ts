// The only offline code every page loads up front: it registers the service worker, then leaves the
// rest (offline.ts: the shell kept after a visit, the "Keep the whole site" control, which stays hidden
// until then) to load once the page has loaded and the browser is idle, so it never competes with the
// page's own work and weighs nothing in the page's first download.
export function bootOffline(): void {
  const start = (): void => void import('./offline.ts').then((m) => m.startOffline());
  // without service workers the control still says so, at once
  if (!('serviceWorker' in navigator) || !('caches' in window)) return start();
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const later = (): void => void (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
