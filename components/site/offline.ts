// Offline use, in the browser, once offline-boot.ts has registered the service worker the build generates
// (dist/sw.js, see scripts/build-sw.mjs): drives the "Keep the whole site" controls (KeepOffline.astro). The worker
// does all the caching: this script only fetches files through it, from the lists the build wrote
// (/<lang>/offline.json, components/lib/offline-files.ts).
// - After any visit, the worker fetches the language's shell (styles, widget code, its words, the
//   search and its index) once per build, so widgets and search work offline on every page the
//   reader opened; the page asks for it once loaded and idle, and the requests are the worker's.
// - "Keep the whole site" fetches every file of the language, with a progress bar.
// - When a new build is online, the shell is fetched again and, if the reader kept the site, the
//   whole site too, so the kept copy is never a mix of two builds.
import type { OfflineList } from '../lib/offline-files.ts';
import { offlineListUrl } from '../lib/offline-names.ts';
import { keptState, megabytes } from './offline-model.ts';
import { whenQuiet } from '../widgets/waking.ts';
import { Controls, keptKey, remembered, remember, shellKey } from './offline-shared.ts';

async function fetchList(lang: string): Promise<OfflineList | undefined> {
  try {
    const response = await fetch(offlineListUrl(lang));
    return response.ok ? ((await response.json()) as OfflineList) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Has the worker fetch and cache `urls` itself (Workbox's CACHE_URLS message, through the same routes
 * as the page's requests): the page's own requests, and so its weight, stay what the page needs.
 * True once every file is cached; Workbox answers only when all succeeded.
 */
function cacheInWorker(urls: readonly string[]): Promise<boolean> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(false), 120_000);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }, [channel.port2]);
  });
}

function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

let started = false;

/** The controls and the shell's upkeep, once the worker is registered (offline-boot.ts, which loads this). */
export function startOffline(): void {
  if (started) return;
  started = true;
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-keep-offline]')];
  const lang = document.documentElement.lang;
  const ui = new Controls(boxes, lang);
  if (!('serviceWorker' in navigator) || !('caches' in window)) {
    ui.show(undefined);
    ui.each('button', (el) => ((el as HTMLButtonElement).disabled = true));
    return ui.status('unsupported');
  }
  let list: OfflineList | undefined;
  let keeping = false;
  ui.onKeep(() => {
    if (keeping || !list) return;
    keeping = true;
    void keepAll(lang, list, ui).finally(() => (keeping = false));
  });
  void whenControlled().then(async () => {
    list = await fetchList(lang);
    if (!list) return;
    ui.show(list);
    const state = keptState(remembered(keptKey(lang)), list.build);
    if (state === 'kept') ui.status('kept', { pages: list.pages.length, mb: megabytes(list.bytes, lang) });
    if (state === 'outdated' && navigator.onLine) {
      keeping = true;
      await keepAll(lang, list, ui).finally(() => (keeping = false));
    } else if (remembered(shellKey(lang)) !== list.build) {
      // The shell, and this page: the first page of a first visit loaded before the worker was there.
      const build = list.build;
      const urls = [location.pathname, ...list.shell];
      // in a quiet moment: no widget waking (the reader waits for it), the browser idle
      whenQuiet(() => void cacheInWorker(urls).then((ok) => ok && remember(shellKey(lang), build)));
    }
  });
}

/** The whole site kept (offline-keep.ts, fetched now: only a reader who keeps the site needs it). */
async function keepAll(lang: string, list: OfflineList, ui: Controls): Promise<void> {
  const keep = await import('./offline-keep.ts').catch(() => undefined);
  if (!keep) return ui.status('failed', { files: list.files.length });
  await keep.keepAll(lang, list, ui);
}
