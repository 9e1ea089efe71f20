// An island is "waking" from the reader's intent until it is ready (or its code failed to load):
// client:intent (src/lib/intent/directive.ts) marks it with WAKING meanwhile, and dispatches WOKEN on the
// document when that ends. The page's own background work, which no reader is waiting for (the service
// worker's registration and install, the offline shell it downloads), waits for a quiet moment: the page
// loaded, the browser idle, and no island waking. On a slow link and a slow phone, the widget the reader
// just tapped is what they wait for; a worker installing beside it took 150 to 400 ms more at 4× CPU.

export const WAKING = 'data-waking';
export const WOKEN = 'cb-woken';

/** Runs `act` once the page has loaded, in an idle moment (5 s at most), when no island is waking. */
export function whenQuiet(act: () => void): void {
  const check = (): void => {
    if (document.querySelector(`[${WAKING}]`)) document.addEventListener(WOKEN, idle, { once: true });
    else act();
  };
  const idle = (): void =>
    void (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(check, { timeout: 5000 }) : setTimeout(check, 1000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
