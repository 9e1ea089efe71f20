// The only offline code every page loads up front: in a quiet moment (the page loaded, the browser idle,
// no widget waking: components/widgets/waking.ts) it registers the service worker, then loads the rest
// (offline.ts: the shell kept after a visit, the "Keep the whole site" control, which stays hidden until
// then), so neither competes with the page's own work or a widget the reader is waiting for, and neither
// weighs anything in the page's first download.
import { whenQuiet } from '../widgets/waking.ts';

export function bootOffline(): void {
  const start = (): void => void import('./offline.ts').then((m) => m.startOffline());
  // without service workers the control still says so, at once
  if (!('serviceWorker' in navigator) || !('caches' in window)) return start();
  whenQuiet(() => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    start();
  });
}
