// The offline page's list of the pages kept on this device: the language's offline list (as the
// worker last cached it) filtered by what the worker's page cache holds.
import type { OfflineList } from '../lib/offline-files.ts';
import { offlineListUrl, PAGES_CACHE } from '../lib/offline-names.ts';

export async function listKept(): Promise<void> {
  const list = document.querySelector<HTMLElement>('[data-kept-list]');
  const none = document.querySelector<HTMLElement>('[data-kept-none]');
  if (!list || !none) return;
  const lang = document.documentElement.lang;
  let kept: OfflineList['pages'] = [];
  try {
    const offline = (await (await fetch(offlineListUrl(lang))).json()) as OfflineList;
    const cache = await caches.open(PAGES_CACHE);
    const found = await Promise.all(offline.pages.map(async (page) => ((await cache.match(page.url)) ? page : undefined)));
    kept = found.filter((page) => page !== undefined);
  } catch {
    kept = [];
  }
  none.hidden = kept.length > 0;
  for (const page of kept) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = page.url;
    link.textContent = page.title;
    item.append(link);
    list.append(item);
  }
}
