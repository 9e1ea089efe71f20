// "Keep the whole site": every file of the language fetched through the worker, with a progress bar.
// Loaded by offline.ts only when the reader asks for it, or when a kept copy must follow a new build.
import { OFFLINE_MARK } from '../lib/offline-names.ts';
import type { OfflineList } from '../lib/offline-files.ts';
import { fill, isOfflineFallback, megabytes } from './offline-model.ts';
import { type Controls, keptKey, remember, shellKey } from './offline-shared.ts';

const PARALLEL = 4;

/** Fetches files through the worker (which keeps them); returns how many failed. */
async function fetchAll(files: ReadonlyArray<readonly [string, number]>, onBytes?: (bytes: number) => void): Promise<number> {
  let next = 0;
  let failed = 0;
  const one = async (url: string): Promise<boolean> => {
    try {
      const response = await fetch(url);
      if (!response.ok) return false;
      if (!url.endsWith('/')) return (await response.arrayBuffer(), true);
      return url.includes('/offline/') || !isOfflineFallback(await response.text(), OFFLINE_MARK);
    } catch {
      return false;
    }
  };
  const worker = async () => {
    while (next < files.length) {
      const [url, bytes] = files[next++]!;
      if (!(await one(url))) failed++;
      onBytes?.(bytes);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return failed;
}

function busy(ui: Controls, total: number | undefined): void {
  ui.each('button', (el) => ((el as HTMLButtonElement).disabled = total !== undefined));
  ui.each('progress', (el) => {
    const bar = el as HTMLProgressElement;
    bar.hidden = total === undefined;
    if (total !== undefined) Object.assign(bar, { max: total, value: 0 });
  });
}

function progress(ui: Controls, done: number, total: number): void {
  ui.each('progress', (el) => ((el as HTMLProgressElement).value = done));
  const values = { done: megabytes(done, ui.lang), total: megabytes(total, ui.lang) };
  ui.each('[data-keep-status]', (el, box) => (el.textContent = fill(box.dataset.keeping ?? '', values)));
}

export async function keepAll(lang: string, list: OfflineList, ui: Controls): Promise<void> {
  busy(ui, list.bytes);
  let done = 0;
  const failed = await fetchAll(list.files, (bytes) => progress(ui, (done += bytes), list.bytes));
  busy(ui, undefined);
  if (failed > 0) return ui.status('failed', { files: failed });
  remember(keptKey(lang), list.build);
  remember(shellKey(lang), list.build);
  ui.status('kept', { pages: list.pages.length, mb: megabytes(list.bytes, lang) });
}
