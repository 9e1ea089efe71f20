// The first tap and the long pages, measured in Chromium under throttling (Chrome DevTools Protocol:
// Emulation.setCPUThrottlingRate for a 4× slower CPU, Network.emulateNetworkConditions for a slow 4G
// link, 1.6 Mbps down, 750 kbps up, 150 ms of latency, Lighthouse's mobile profile). Used by
// bench-site.mjs, against `astro preview` of dist/.
//
// - Warm tap: the page loads at 4× CPU (no network throttling), the first widget is scrolled into view
//   and stays there 2 s (client:intent fetches its code ahead once it has been seen for 0.4 s and the
//   browser is idle, runs it and renders the island once off the page), then a tap: pointerover,
//   pointerdown and a click on its button (TAP_PAGES), in one go. The time is from the tap to
//   `cb-intent-answered`, the mark the directive sets once the click has been answered: played on the
//   hydrated island, or, for a scenario player's step buttons and its "Try it yourself" on the setup,
//   shown from the scenario's frames drawn at build time before the code has arrived
//   (src/lib/intent/stepper.ts; "by" says which). "ready" is the time to the island hydrated
//   (`cb-widget-ready`), which a tap answered from frames does not wait for, but the reader's next move
//   in "try it" mode (laying the tile) does.
// - Cold tap: the page loads at 4× CPU on slow 4G; as soon as the widget's HTML has painted and the
//   directive is there, the same tap at once (the reader's click arriving with the pointer). Same mark.
//   "Waves" is how many request round trips the widget's files fetched from the tap to the widget ready
//   took: the longest chain of requests each started after the previous one had finished (one wave:
//   everything asked at once). Files asked for before the tap (fetched ahead), the page's own scripts
//   (the offline copy's) and what comes after ready are not counted.
// - Long pages: each expansion page loads at 4× CPU and sits 3 s; the long tasks (PerformanceObserver
//   'longtask', over 50 ms each) that started after the first contentful paint are added up, and the
//   first contentful paint is reported.
//
// BENCH_PAGES=<regular expression> keeps only the tap and long pages whose kind it matches (for a quicker
// look at one widget: BENCH_PAGES=sandbox).

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8), uploadThroughput: (750e3 / 8) };
export const CPU_SLOWDOWN = 4;

/**
 * The widget pages the taps are measured on (English), with the widget's selector and the button tapped
 * in it: a scenario player's "Next" (a reader's first tap there, which its frames can answer), and once its
 * "Try it yourself" (answered from the frames on the setup too; the move that follows needs the code);
 * elsewhere the widget's first enabled button.
 */
export const TAP_PAGES = [
  { kind: 'base scenario ruling', path: '/en/rulings/base-road-score/', widget: '.cb-player', button: 'button[data-step-to=next]' },
  { kind: 'base ruling, Try it', path: '/en/rulings/base-road-score/', widget: '.cb-player', button: 'button[data-step-to=try]' },
  { kind: 'River scenario ruling', path: '/en/rulings/river-no-u-turn/', widget: '.cb-player', button: 'button[data-step-to=next]' },
  { kind: 'Ferries scenario ruling', path: '/en/rulings/ferries-place-ferry/', widget: '.cb-player', button: 'button[data-step-to=next]' },
  { kind: 'Wheel scenario ruling', path: '/en/rulings/wheel-crown-placement/', widget: '.cb-player', button: 'button[data-step-to=next]' },
  { kind: 'River page (builder)', path: '/en/river/', widget: '.cb-river' },
  { kind: 'Wheel page (spinner)', path: '/en/wheel-of-fortune/', widget: '.cb-spinner', button: 'button[data-draw]' },
  { kind: 'sandbox', path: '/en/sandbox/', widget: '.cb-sandbox' },
];

/** The long pages: every expansion page, in English. */
export const LONG_PAGES = [
  { kind: 'River page', path: '/en/river/' },
  { kind: 'Ferries page', path: '/en/ferries/' },
  { kind: 'Wheel page', path: '/en/wheel-of-fortune/' },
];

/** The pages whose kind BENCH_PAGES (a regular expression, if set) matches: all of them without it. */
export function keptPages(pages) {
  const only = process.env.BENCH_PAGES ? new RegExp(process.env.BENCH_PAGES, 'i') : null;
  return pages.filter(({ kind }) => !only || only.test(kind));
}

/** Longest chain of requests each starting after the previous one ended: the round trips paid. */
export function waves(requests) {
  const rs = [...requests].sort((a, b) => a.start - b.start);
  const depth = [];
  rs.forEach((r, i) => {
    let d = 1;
    for (let j = 0; j < i; j++) if (rs[j].end <= r.start) d = Math.max(d, depth[j] + 1);
    depth.push(d);
  });
  return depth.length ? Math.max(...depth) : 0;
}

async function throttled(browser, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { context, page };
}

/** Taps the widget's `button` (else its first; pointerover, pointerdown, click) and resolves with the ms to the answer. */
async function tap(page, widget, button) {
  const w = page.locator(widget).first();
  const t0 = await w.evaluate((el, sel) => {
    const t = performance.now();
    const b = el.querySelector(sel ?? 'button:not([disabled])') ?? el;
    const at = { bubbles: true, composed: true, cancelable: true, pointerType: 'mouse', isPrimary: true };
    b.dispatchEvent(new PointerEvent('pointerover', at));
    b.dispatchEvent(new PointerEvent('pointerdown', at));
    b.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1 }));
    return t;
  }, button);
  const after = (name) => page.evaluate(([n, from]) => {
    const e = performance.getEntriesByName(n).find((m) => m.startTime >= from);
    return e ? { at: e.startTime, by: e.detail?.by ?? 'island' } : null;
  }, [name, t0]);
  await page.waitForFunction(
    (from) => performance.getEntriesByName('cb-intent-answered').some((e) => e.startTime >= from),
    t0,
    { timeout: 30_000 },
  );
  const answered = await after('cb-intent-answered');
  await page.waitForFunction(
    (from) => performance.getEntriesByName('cb-widget-ready').some((e) => e.startTime >= from),
    t0,
    { timeout: 30_000 },
  );
  const ready = await after('cb-widget-ready');
  return { t0, ms: answered.at - t0, by: answered.by, ready: ready.at - t0 };
}

/** Warm: on screen 2 s at 4× CPU, then a tap. */
async function warmTap(browser, url, widget, button) {
  const { context, page } = await throttled(browser, null);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.locator(widget).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(2000);
    const { ms, by } = await tap(page, widget, button);
    return { ms, by };
  } finally {
    await context.close();
  }
}

/** Cold: at 4× CPU on slow 4G, a tap as soon as the widget has painted. */
async function coldTap(browser, url, widget, button) {
  const { context, page } = await throttled(browser, SLOW_4G);
  const requests = [];
  page.on('requestfinished', (req) => {
    const path = new URL(req.url()).pathname;
    if (!path.endsWith('.js')) return;
    const t = req.timing();
    requests.push({ name: path.split('/').pop(), start: t.startTime, end: t.startTime + t.responseEnd });
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      (sel) => performance.getEntriesByName('first-contentful-paint').length > 0 && document.querySelector(sel) !== null && 'intent' in (window.Astro ?? {}),
      widget,
      { timeout: 60_000, polling: 16 },
    );
    await page.locator(widget).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const { t0, ms, by, ready } = await tap(page, widget, button);
    await page.waitForTimeout(300);
    // the round trips the reader waited for: the files of the widget's graph (its data-graph, which the
    // weight bench checks is all it loads on waking) asked for from the tap and arrived by the time it was
    // ready; not what the page asked for before the tap (fetched ahead), nor the page's own scripts (the
    // offline copy's, once the page is idle), nor what comes after. On the requests' clock (ms since 1970).
    const { origin, graph } = await page.locator(widget).first().evaluate((el) => {
      const island = el.closest('astro-island');
      const as = island?.getAttribute('data-graph-as');
      const of = as ? document.querySelector(`astro-island[uid="${as}"]`) : island;
      return { origin: performance.timeOrigin, graph: (of?.getAttribute('data-graph') ?? '').split(' ').filter(Boolean) };
    });
    const waited = requests.filter((r) => graph.includes(r.name) && r.start >= origin + t0 - 1 && r.end <= origin + t0 + ready + 1);
    return { ms, by, ready, waves: waves(waited) };
  } finally {
    await context.close();
  }
}

/**
 * Long tasks after the first contentful paint, at 4× CPU, over 3 s after load. `transform`, if given,
 * rewrites the page's HTML before the browser gets it (bench-starlight.mjs's prose-only comparisons).
 */
export async function longTasks(browser, url, transform = null) {
  const { context, page } = await throttled(browser, null);
  if (transform) {
    const document = url.split('#')[0];
    await page.route(document, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: transform(await response.text()) });
    });
  }
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = window.__longTasks.filter((t) => t.start >= fcp);
      return { fcp, total: after.reduce((s, t) => s + t.duration, 0), count: after.length, longest: Math.max(0, ...after.map((t) => t.duration)) };
    });
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Per tap page: the warm and cold tap times (medians of `runs`) and the cold tap's request waves; per
 * long page: long tasks after first paint (median total of `runs`) and the first contentful paint.
 */
export async function tapRun(browser, base, { runs = Number(process.env.BENCH_RUNS) || 3 } = {}) {
  const taps = [];
  for (const { kind, path, widget, button } of keptPages(TAP_PAGES)) {
    try {
      const warm = [];
      const cold = [];
      for (let i = 0; i < runs; i++) {
        warm.push(await warmTap(browser, base + path, widget, button));
        cold.push(await coldTap(browser, base + path, widget, button));
      }
      const by = [...new Set([...warm, ...cold].map((t) => t.by))].join('/');
      taps.push({ kind, path, warm: median(warm.map((w) => w.ms)), cold: median(cold.map((c) => c.ms)), coldReady: median(cold.map((c) => c.ready)), by, waves: Math.max(...cold.map((c) => c.waves)) });
    } catch (error) {
      taps.push({ kind, path, failure: String(error?.message ?? error).split('\n')[0] });
    }
  }
  const long = [];
  for (const { kind, path } of keptPages(LONG_PAGES)) {
    try {
      const visits = [];
      for (let i = 0; i < runs; i++) visits.push(await longTasks(browser, base + path));
      const m = median(visits.map((v) => v.total));
      const at = visits.find((v) => v.total === m);
      long.push({ kind, path, ...at, fcp: median(visits.map((v) => v.fcp)) });
    } catch (error) {
      long.push({ kind, path, failure: String(error?.message ?? error).split('\n')[0] });
    }
  }
  return { taps, long };
}
