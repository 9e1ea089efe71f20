#!/usr/bin/env node
// `npm run bench:site`: the gzipped weight of each kind of page in dist/ (HTML, and
// the CSS and JavaScript it loads up front), and two goals: a ruling page with no
// widget stays under 20 KB gzipped in all, and no page with widgets ships more than
// 40 KB gzipped of JavaScript up front (inline and external). Widgets hydrated on the
// reader's first intent (client:intent) load their code then: the "1st interaction"
// column is what that first interaction downloads (Preact, engine and widgets), not
// counted up front. Exits 1 when a goal is missed. Then the time the build spent making the link-preview images, and the bytes a reader
// downloads from opening search to the first results of a word (goal under 100 KB gzipped; measured
// in Chromium against `astro preview`, see bench-search.mjs). The time from a first click on a
// widget not loaded yet to its answer is measured in tests/e2e/widgets.spec.ts.
import { DIST, hasWidget, loadPage, pagePaths, requireDist } from '../tests/helpers/dist.ts';
import { pageWeight } from '../tests/helpers/assets.ts';
import { readTiming, TIMING_FILE } from '../src/lib/og/timing.ts';
import { measureSearch } from './bench-search.mjs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const GOAL_BYTES = 20 * 1024;
const WIDGET_JS_BYTES = 40 * 1024;
const RULING_PAGE = /^\/(en|fr)\/rulings\/[^/]+\/$/;

/** One representative page per kind; optional kinds are listed only when built. */
const KINDS = [
  { kind: 'home', path: '/en/' },
  { kind: 'expansion (river)', path: '/en/river/' },
  { kind: 'expansion (wheel)', path: '/en/wheel-of-fortune/' },
  { kind: 'ruling, text only', path: '/en/rulings/river-start-tile-history/' },
  { kind: 'ruling, scenario', path: '/en/rulings/river-no-u-turn/' },
  { kind: 'ruling, widget', path: '/en/rulings/base-road-score/', optional: true },
  { kind: 'expansion (base)', path: '/en/base/', optional: true },
  { kind: 'rulings index', path: '/en/rulings/' },
  { kind: 'about', path: '/en/about/' },
  { kind: 'sandbox', path: '/en/sandbox/', optional: true },
  { kind: 'tiles', path: '/en/tiles/', optional: true },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(24) : String(c).padStart(10))).join(' ');

function measure(path) {
  const page = loadPage(path);
  if (!page) return undefined;
  const w = pageWeight(page);
  return { ...w, total: w.html + w.css + w.js, widget: hasWidget(page) };
}

try {
  requireDist();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

console.log('Gzipped bytes each page loads up front. HTML includes its inline styles and scripts (the inline JS');
console.log('column shows their share); JS is the external modules, following static imports. "1st interaction"');
console.log('is the JS a client:intent widget loads when the reader first points at, touches or tabs into it.\n');
console.log(row(['page kind', 'HTML', 'inline JS', 'CSS', 'JS', 'total', '1st interaction']) + '  path');
let problems = 0;
for (const { kind, path, optional } of KINDS) {
  const m = measure(path);
  if (!m) {
    if (!optional) {
      console.log(`${row([kind, '-', '-', '-', '-', '-'])}  ${path} MISSING from dist/`);
      problems++;
    }
    continue;
  }
  const note = [m.widget ? 'widget' : '', m.missing.length ? `missing: ${m.missing.join(', ')}` : ''].filter(Boolean).join('; ');
  const later = m.deferredFiles.length ? kb(m.deferredJs) : '-';
  console.log(`${row([kind, kb(m.html), kb(m.inlineJs), kb(m.css), kb(m.js), kb(m.total), later])}  ${path}${note ? `  (${note})` : ''}`);
}

// The goal is checked on every ruling page without a widget, not on one sample.
const plainRulings = pagePaths()
  .filter((p) => RULING_PAGE.test(p))
  .map((p) => ({ path: p, m: measure(p) }))
  .filter(({ m }) => m && !m.widget);
if (plainRulings.length === 0) {
  console.log('\nGOAL NOT CHECKED: no ruling page without a widget in dist/');
  process.exit(1);
}
const heaviest = plainRulings.reduce((a, b) => (b.m.total > a.m.total ? b : a));
const over = plainRulings.filter(({ m }) => m.total > GOAL_BYTES);
const verdict = over.length === 0 ? 'OK' : `OVER on ${over.length} page(s)`;
console.log(
  `\ngoal: a ruling page without a widget under ${kb(GOAL_BYTES)} gzipped in all — ${verdict}; ` +
    `heaviest of ${plainRulings.length}: ${kb(heaviest.m.total)} (${heaviest.path})`,
);

// Every page with a widget, in both languages: the JavaScript it ships up front.
const widgetPages = pagePaths()
  .map((p) => ({ path: p, m: measure(p) }))
  .filter(({ m }) => m && m.widget);
let widgetOver = [];
if (widgetPages.length === 0) {
  console.log(`goal: pages with widgets under ${kb(WIDGET_JS_BYTES)} of JS up front — NOT CHECKED: no page with a widget in dist/`);
} else {
  const heaviestJs = widgetPages.reduce((a, b) => (b.m.js + b.m.inlineJs > a.m.js + a.m.inlineJs ? b : a));
  widgetOver = widgetPages.filter(({ m }) => m.js + m.inlineJs > WIDGET_JS_BYTES);
  console.log(
    `goal: a page with widgets ships at most ${kb(WIDGET_JS_BYTES)} of JS gzipped up front — ` +
      `${widgetOver.length === 0 ? 'OK' : `OVER on ${widgetOver.length} page(s)`}; ` +
      `heaviest of ${widgetPages.length}: ${kb(heaviestJs.m.js + heaviestJs.m.inlineJs)} (${heaviestJs.path})`,
  );
}

// The link-preview images: how many the build made and how long they took (recorded by the image
// endpoint during the last `npm run build`), against the PNGs actually in dist/og/.
const pngs = readdirSync(join(DIST, 'og'), { recursive: true }).filter((f) => String(f).endsWith('.png')).length;
const timing = readTiming();
if (!timing) {
  console.log(`link-preview images: ${pngs} PNGs in dist/og/; build time NOT RECORDED (no ${TIMING_FILE}: run npm run build)`);
} else {
  const each = timing.cards ? timing.ms / timing.cards : 0;
  const slow = timing.slowest ? `; slowest ${timing.slowest.ms.toFixed(0)} ms (${timing.slowest.slug})` : '';
  const stale = timing.cards === pngs ? '' : ` — the last recorded build made ${timing.cards}, dist/og/ holds ${pngs}: rebuild`;
  console.log(`link-preview images: ${timing.cards} made in ${(timing.ms / 1000).toFixed(1)} s at the last build (${each.toFixed(0)} ms each${slow})${stale}`);
}

// Search: what opening it and typing a typical word costs, per language.
const SEARCH_GOAL_BYTES = 100 * 1024;
const search = await measureSearch([
  { lang: 'en', word: 'lake' },
  { lang: 'fr', word: 'rivière' },
]);
let searchOver = 0;
if (search.skipped) {
  console.log(`search: NOT MEASURED (${search.skipped})`);
} else {
  for (const r of search.results) {
    const parts = r.files.map((f) => `${f.path.split('/').pop()} ${kb(f.bytes)}`).join(', ');
    console.log(`search "${r.word}" (${r.lang}): ${kb(r.total)} from opening to the first results, ${r.files.length} files (${parts})`);
  }
  searchOver = search.results.filter((r) => r.total > SEARCH_GOAL_BYTES).length;
  console.log(`goal: search under ${kb(SEARCH_GOAL_BYTES)} gzipped to the first results — ${searchOver === 0 ? 'OK' : `OVER for ${searchOver} word(s)`}`);
}
process.exit(over.length > 0 || widgetOver.length > 0 || problems > 0 || searchOver > 0 ? 1 : 0);
