// What a widget costs once the reader acts, measured in Chromium (Playwright) against `astro preview`
// of dist/, for one page of each widget kind in both languages. Used by bench-site.mjs.
//
// Each run opens the page in a fresh browser context (nothing cached: a first visit) and records every
// JavaScript response. "Up front" is what the page loaded before the reader did anything (until the
// network went quiet after load). Then a pointer comes over the first widget (a `pointerover` event,
// as tests/e2e/fixtures.ts `wake` sends it: the reader's first intent for `client:intent`) and
// "on waking" is everything the page fetched from that moment until the widget was ready and the
// network went quiet again: the island's code and its static imports, and what its `prepare` imports
// on demand (the page's language pack, `ensureSets`' expansion rules, `ensureUi`'s widget parts).
// Sizes count as bench-site's static figures do (tests/helpers/assets.ts): each file gzipped at level 9,
// as a static host would serve it. Inline scripts are in the HTML and not counted here.
//
// "Ready" is the widget's `data-ready` attribute, set by `markReady` with a performance mark
// (`cb-widget-ready`); the time is from the pointer's arrival to that mark, on this machine, against a
// local server: no network latency, so it is the cost of fetching locally, parsing, running `prepare`
// and hydrating. It is the median of BENCH_RUNS runs (3 by default), each cold.
import { waves } from './bench-tap.mjs';
import { sentBytes } from './preview-browser.mjs';

/**
 * One page per widget kind; `plays` is the expansion code the page may load, checked by name; `goal`
 * the most it may fetch on waking (gzipped): 40 KB for the base game and the River, 50 KB where the
 * ferries or the wheel are played, 60 KB for the sandbox (which loads an expansion's code only once a
 * set of it is ticked, or a position opened plays it).
 */
export const WIDGET_PAGES = [
  { kind: 'base scenario ruling', path: 'rulings/base-road-score/', widget: '.cb-player', plays: [], goal: 40 },
  { kind: 'River scenario ruling', path: 'rulings/river-no-u-turn/', widget: '.cb-player', plays: [], goal: 40 },
  { kind: 'Ferries scenario ruling', path: 'rulings/ferries-place-ferry/', widget: '.cb-player', plays: ['ferries'], goal: 50 },
  { kind: 'Wheel scenario ruling', path: 'rulings/wheel-crown-placement/', widget: '.cb-player', plays: ['wheel'], goal: 50 },
  { kind: 'River page (builder)', path: 'river/', widget: '.cb-river', plays: [], goal: 40 },
  { kind: 'Wheel page (spinner)', path: 'wheel-of-fortune/', widget: '.cb-spinner', plays: ['wheel'], goal: 50 },
  // the sandbox wakes with a fresh game's sets, the base game: no expansion's code until a set is ticked
  { kind: 'sandbox', path: 'sandbox/', widget: '.cb-sandbox', plays: [], goal: 60 },
];

/** Built chunk names (dist/_astro/<name>.<hash>.js) of each expansion's rules and widget parts. */
const EXPANSION_CHUNKS = {
  wheel: /^(wheel|expansion-ui-wheel)\.[\w-]+\.js$/,
  ferries: /^(ferries|expansion-ui-ferries)\.[\w-]+\.js$/,
};
/** Each language's chunks: the widgets' words (lang/en.ts, lang/fr.ts), a widget's own words (i18n-en-sandbox…), and
 * the engine's sentences (messages-en/fr), which load only with the sandbox's link and file code (lang/messages-load.ts):
 * a page must fetch none of the other language. */
const LANG_CHUNKS = {
  en: /^(en|messages-en|i18n-en-[a-z]+)\.[\w-]+\.js$/,
  fr: /^(fr|messages-fr|i18n-fr-[a-z]+)\.[\w-]+\.js$/,
};

const fileName = (path) => path.split('/').pop() ?? '';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Resolves once no request has been in flight for `quietMs` (Playwright's networkidle, usable twice). */
function quiet(page, quietMs = 500, limitMs = 20_000) {
  let inflight = 0;
  let last = Date.now();
  const up = () => { inflight++; last = Date.now(); };
  const down = () => { inflight--; last = Date.now(); };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return async () => {
    const until = Date.now() + limitMs;
    while (Date.now() < until && (inflight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(50);
  };
}

/** One cold visit: the JS files loaded up front and on waking, and the ms from pointer to ready. */
async function visit(browser, url, widget) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // the reader saves data: client:intent then fetches nothing ahead of the pointer, so "on waking" is
  // what the intent itself costs (bench-tap.mjs measures the tap after the code was fetched ahead)
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let phase = 'upfront';
  const bodies = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js')) return;
    const at = phase;
    const t = response.request().timing();
    bodies.push(response.body().then(
      (body) => ({ path, phase: at, bytes: sentBytes(path, body), start: t.startTime, end: t.startTime + t.responseEnd }),
      () => undefined,
    ));
  });
  const settled = quiet(page);
  try {
    await page.goto(url);
    await page.waitForLoadState('load');
    await settled();
    const w = page.locator(widget).first();
    await w.scrollIntoViewIfNeeded();
    await settled();
    const early = (await w.getAttribute('data-ready')) !== null;
    phase = 'wake';
    // performance.now() just before the event, in the page's clock, the same as the ready mark's
    const t0 = await w.evaluate((el) => {
      const t = performance.now();
      el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }));
      return t;
    });
    await page.waitForFunction((el) => el.hasAttribute('data-ready'), await w.elementHandle(), { timeout: 20_000 });
    const readyAt = await page.evaluate(
      (from) => performance.getEntriesByName('cb-widget-ready').map((e) => e.startTime).find((t) => t >= from),
      t0,
    );
    phase = 'after';
    await settled();
    const files = (await Promise.all(bodies)).filter(Boolean);
    return { files, ms: readyAt === undefined ? undefined : readyAt - t0, early, errors };
  } finally {
    await context.close();
  }
}

const sum = (files, phase) => files.filter((f) => f.phase === phase).reduce((s, f) => s + f.bytes, 0);

/** Named checks on the files a visit loaded: its own language only, no expansion it does not play. */
function checks(lang, plays, files) {
  const names = files.map((f) => fileName(f.path));
  const other = lang === 'en' ? 'fr' : 'en';
  const out = [];
  const own = names.filter((n) => LANG_CHUNKS[lang].test(n));
  out.push({ what: `loaded its own ${lang} pack`, ok: own.length > 0, found: own });
  const foreign = names.filter((n) => LANG_CHUNKS[other].test(n));
  out.push({ what: `loaded no ${other} pack`, ok: foreign.length === 0, found: foreign });
  for (const set of Object.keys(EXPANSION_CHUNKS)) {
    const found = names.filter((n) => EXPANSION_CHUNKS[set].test(n));
    out.push(plays.includes(set)
      ? { what: `loaded the ${set} chunks`, ok: found.length > 0, found }
      : { what: `loaded no ${set} chunk`, ok: found.length === 0, found });
  }
  return out;
}

/**
 * Measures every widget page kind in both languages, in a browser and against a server already started
 * (preview-browser.mjs `withPreviewBrowser`). Per page: bytes up front, on waking and after ready (from
 * the first run; they do not change between cold runs), the median time to ready and its range.
 */
export async function widgetRun(browser, base, { runs = Number(process.env.BENCH_RUNS) || 3, langs = ['en', 'fr'] } = {}) {
  const results = [];
  for (const { kind, path, widget, plays, goal } of WIDGET_PAGES) {
    for (const lang of langs) {
      const url = `${base}/${lang}/${path}`;
      const visits = [];
      let failure;
      for (let i = 0; i < runs && !failure; i++) {
        try {
          visits.push(await visit(browser, url, widget));
        } catch (error) {
          failure = String(error?.message ?? error).split('\n')[0];
        }
      }
      const first = visits[0];
      const times = visits.map((v) => v.ms).filter((ms) => ms !== undefined);
      results.push({
        kind, lang, path: `/${lang}/${path}`, failure,
        upfront: first && sum(first.files, 'upfront'),
        wake: first && sum(first.files, 'wake'),
        waves: first && waves(first.files.filter((f) => f.phase === 'wake')),
        goal: goal * 1024,
        afterReady: first && sum(first.files, 'after'),
        wakeFiles: first ? first.files.filter((f) => f.phase !== 'upfront') : [],
        ms: times.length ? median(times) : undefined,
        msRange: times.length ? [Math.min(...times), Math.max(...times)] : undefined,
        early: visits.some((v) => v.early),
        errors: [...new Set(visits.flatMap((v) => v.errors))],
        checks: first ? checks(lang, plays, first.files) : [],
      });
    }
  }
  return results;
}
