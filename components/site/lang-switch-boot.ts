// The language switch's code in every page's script (page.ts). The code that works out the reader's place
// (lang-switch.ts) is fetched when the reader heads for the switch (pointer, focus); a click before it
// has arrived waits for it. A scroll paused away from the header only notes how far down the reader was.
import type { Pause } from './lang-switch.ts';

type Code = typeof import('./lang-switch.ts');

export function bootLangSwitch(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-lang-switch]');
  if (!link) return;
  let code: Promise<Code> | undefined;
  let ready: Code | undefined;
  const load = (): Promise<Code> => (code ??= import('./lang-switch.ts').then((m) => (ready = m)));
  for (const type of ['pointerover', 'pointerdown', 'focusin']) link.addEventListener(type, () => void load(), { passive: true });
  // The switch is in the header: a reader halfway down scrolls up to reach it. The place where they last
  // paused away from the header is the one they were reading, so it is kept for when the top has none.
  let paused: Pause | null = null;
  let timer = 0;
  addEventListener('scroll', () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      const r = link.getBoundingClientRect();
      if (r.bottom > 0 && r.top < innerHeight) return;
      paused = { y: scrollY, hash: location.hash };
    }, 600);
  }, { passive: true });
  link.addEventListener('click', (event) => {
    if (ready) {
      link.href = ready.switchedHref(link, paused);
      return;
    }
    // a plain click waits for the code (a new tab or window opens the page as linked)
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void load().then((m) => location.assign(m.switchedHref(link, paused)), () => location.assign(link.href));
  });
}
