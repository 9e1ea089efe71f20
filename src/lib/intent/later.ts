// The islands a long page holds for later (integration.ts `withLaterIslands`: each in a `<noscript>`
// inside an empty `<div data-cb-later>`), drawn by the directive's script in small steps, so that no
// step blocks the page for long:
// - as one nears the screen (two screens ahead), it is drawn, with every held island above it first
//   (in page order, one island per task, so that no task is long);
// - once the page has loaded and the islands on screen have their code warmed ahead of a tap, the rest
//   are drawn from the top, one per idle moment, so find-in-page and a fast scroll meet them drawn within
//   a few seconds;
// - all at once when the page is printed, and, before the browser scrolls to it, up to the element an
//   address's #fragment names (a fragment naming nothing on the page, a position for a widget, draws them
//   all: the widget it is meant for must be there to read it).
// Drawing one is what the browser would have done while parsing: its HTML is parsed, the island's
// element is connected, and `astro-island` starts it (its directive, this one, then waits for intent).

const LATER = '[data-cb-later]';
/** Set by client:intent on an island whose code it is fetching and warming ahead of a tap. */
export const WARMING = 'data-warming';

/** Draws the island held in `holder` in place of it (its noscript's text is the island's HTML). */
function draw(holder: Element): void {
  const held = holder.querySelector(':scope > noscript');
  const template = document.createElement('template');
  template.innerHTML = held?.textContent ?? '';
  holder.replaceWith(template.content);
}

/** Sets up the drawing of the page's held islands (once per page; nothing when it holds none). */
export function drawLater(): void {
  const start = (): void => {
    const holders = [...document.querySelectorAll(LATER)];
    if (holders.length === 0) return;
    let next = 0;
    let wanted = -1;
    let observer: IntersectionObserver | null = null;
    /** Draws every held island up to and including `last` (an index in `holders`), in page order, now. */
    const drawTo = (last: number): void => {
      for (; next <= last && next < holders.length; next++) {
        observer?.unobserve(holders[next]!);
        draw(holders[next]!);
      }
      if (next >= holders.length) observer?.disconnect();
    };
    // Islands nearing the screen are drawn one per task, so that no task is long: a reader scrolling
    // meets them drawn, two screens ahead.
    let pumping = false;
    const pump = (): void => {
      if (pumping) return;
      pumping = true;
      const step = (): void => {
        drawTo(next);
        if (next <= wanted && next < holders.length) setTimeout(step, 0);
        else pumping = false;
      };
      setTimeout(step, 0);
    };
    let fragment = '';
    try {
      fragment = decodeURIComponent(location.hash.slice(1));
    } catch {
      fragment = location.hash.slice(1);
    }
    if (fragment) {
      const target = document.getElementById(fragment);
      const before = target ? holders.filter((h) => h.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).length : holders.length;
      drawTo(before - 1);
    }
    observer = typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
        const near = entries.filter((e) => e.isIntersecting);
        if (near.length === 0) return;
        // one already on the screen (a reader who jumped there) is drawn at once, with those above it
        const seen = near.filter((e) => e.boundingClientRect.top < innerHeight && e.boundingClientRect.bottom >= 0);
        if (seen.length > 0) drawTo(Math.max(...seen.map((e) => holders.indexOf(e.target))));
        wanted = Math.max(wanted, ...near.map((e) => holders.indexOf(e.target)));
        pump();
      }, { rootMargin: '200% 0px' })
      : null;
    for (const h of holders.slice(next)) observer?.observe(h);
    if (!observer) drawTo(holders.length - 1);
    addEventListener('beforeprint', () => drawTo(holders.length - 1));
    // the rest, once the page has loaded: one island per idle moment, once the islands on screen have
    // their code warmed ahead (the reader's next tap is on one of those, not on a board far below)
    const idle = (): void => {
      if (next >= holders.length) return;
      const step = (): void => {
        if (!document.querySelector(`[${WARMING}]`)) drawTo(next);
        idle();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(step);
      else setTimeout(step, 50);
    };
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
