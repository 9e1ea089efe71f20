// What the offline code's two parts share (offline.ts, loaded after every page; offline-keep.ts, loaded
// when the reader keeps the whole site): the reader's choices in local storage and the controls.
import { fill, megabytes } from './offline-model.ts';
import type { OfflineList } from '../lib/offline-files.ts';

export const shellKey = (lang: string) => `casebook-offline-shell-${lang}`;
export const keptKey = (lang: string) => `casebook-offline-kept-${lang}`;

export function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage: the files are cached all the same.
  }
}

export class Controls {
  private readonly boxes: HTMLElement[];
  readonly lang: string;

  constructor(boxes: HTMLElement[], lang: string) {
    this.boxes = boxes;
    this.lang = lang;
  }

  each(pick: string, act: (el: HTMLElement, box: HTMLElement) => void): void {
    for (const box of this.boxes) {
      const el = box.querySelector<HTMLElement>(pick);
      if (el) act(el, box);
    }
  }

  show(list: OfflineList | undefined): void {
    for (const box of this.boxes) box.hidden = false;
    if (list) this.each('[data-keep-size]', (el, box) => (el.textContent = fill(box.dataset.about ?? '', { mb: megabytes(list.bytes, this.lang) })));
  }

  status(key: 'kept' | 'failed' | 'unsupported', values: Record<string, string | number> = {}): void {
    this.each('[data-keep-status]', (el, box) => (el.textContent = fill(box.dataset[key] ?? '', values)));
  }

  onKeep(act: () => void): void {
    this.each('button', (el) => el.addEventListener('click', act));
  }
}
