#!/usr/bin/env node
// The side-by-side figures of bench:site: a default Starlight docs page (scripts/starlight-reference, built
// apart from the site) against the Casebook's pages, in the same Chromium run at 4× CPU: the bytes each
// page loads (HTML, CSS and JavaScript, gzipped as tests/helpers/assets.ts counts them) and its first
// contentful paint. Goals: a text page at most 0.2× Starlight's weight; the expansion pages painted no
// later than Starlight's docs page.
//
// The reference is built once, with network access (npm), outside the project:
//   npm run bench:starlight [-- dir]     (dir: /tmp/casebook-starlight by default)
// then `npm run bench:site` finds it there (or where BENCH_STARLIGHT points) and reports it; without it
// that part says how to build it and the rest of the bench runs as before.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { delimiter, dirname, extname, join, resolve } from 'node:path';
import { sentBytes } from './preview-browser.mjs';
import { CPU_SLOWDOWN, LONG_PAGES, longTasks } from './bench-tap.mjs';

export const STARLIGHT_DIR = process.env.BENCH_STARLIGHT || '/tmp/casebook-starlight';
/** Starlight's docs page: prose about as long as a ruling page without a widget. */
export const STARLIGHT_PAGE = '/guides/page/';
/** The Casebook's pages compared with it. */
export const OUR_PAGES = [
  { kind: 'home', path: '/en/', text: true },
  { kind: 'ruling, text only', path: '/en/rulings/river-start-tile-history/', text: true },
  { kind: 'about', path: '/en/about/', text: true },
  { kind: 'River page', path: '/en/river/', long: true },
  { kind: 'Ferries page', path: '/en/ferries/', long: true },
  { kind: 'Wheel page', path: '/en/wheel-of-fortune/', long: true },
];
export const TEXT_RATIO = 0.2;

const TYPES = { '.html': 'text/html', '.css': 'text/css', '.js': 'text/javascript', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.png': 'image/png', '.ico': 'image/x-icon' };

/** A static server of `root` on a free port; resolves with its base URL and a stop function. */
function serve(root) {
  const server = createServer((req, res) => {
    let file = join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ base: `http://127.0.0.1:${server.address().port}`, stop: () => server.close() })));
}

/** One cold visit at 4× CPU: bytes of HTML, CSS and JS loaded by 1 s after `load`, and the first paint. */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['document', 'stylesheet', 'script'].includes(type)) return;
    const path = new URL(response.url()).pathname;
    pending.push(response.body().then((body) => sentBytes(path, body), () => 0));
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    const bytes = (await Promise.all(pending)).reduce((a, b) => a + b, 0);
    return { fcp, bytes };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Starlight's docs page and ours, visited in turn `runs` times each (interleaved, so that the machine's
 * load weighs on both alike); medians. { skipped } when the reference is not built.
 */
export async function starlightRun(browser, base, { runs = Number(process.env.BENCH_RUNS) || 3 } = {}) {
  const dist = resolve(STARLIGHT_DIR, 'dist');
  if (!existsSync(join(dist, STARLIGHT_PAGE, 'index.html'))) {
    return { skipped: `no Starlight reference in ${dist} (build it: npm run bench:starlight)` };
  }
  const ref = await serve(dist);
  try {
    const pages = [{ kind: 'Starlight docs page', url: ref.base + STARLIGHT_PAGE, path: STARLIGHT_PAGE }, ...OUR_PAGES.map((p) => ({ ...p, url: base + p.path }))];
    const seen = new Map(pages.map((p) => [p.url, []]));
    for (let i = 0; i < runs; i++) for (const p of pages) seen.get(p.url).push(await visit(browser, p.url));
    return {
      pages: pages.map((p) => ({ ...p, fcp: median(seen.get(p.url).map((v) => v.fcp)), bytes: median(seen.get(p.url).map((v) => v.bytes)) })),
    };
  } finally {
    ref.stop();
  }
}

/**
 * One of our pages without its widgets: the islands, the noscripts (the widgets' no-JavaScript notes and
 * the islands a long page holds for later) and the stylesheets linked in the body (the widgets') taken
 * out; the page's own head and scripts stay, Astro's and the directive's inline ones too (they sit outside
 * the islands), with no island left to act on.
 */
export function withoutWidgets(html) {
  const head = html.indexOf('</head>');
  return html
    .replace(/<link rel="stylesheet"[^>]*>/g, (link, at) => (at < head ? link : ''))
    .replace(/<astro-island\b[\s\S]*?<\/astro-island>/g, '')
    .replace(/<noscript\b[\s\S]*?<\/noscript>/g, '');
}

/** The inner HTML of the element opening at `start` (a `<div …>`, matched by counting nested divs). */
function divAt(html, start) {
  const open = html.indexOf('>', start) + 1;
  const tags = /<\/?div\b[^>]*>/g;
  tags.lastIndex = open;
  for (let depth = 1, m; (m = tags.exec(html)); ) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return { open, close: m.index };
  }
  throw new Error('unclosed <div>');
}

/** Starlight's docs page with its prose replaced by `prose` (the text of one of our pages, widgets taken out). */
export function starlightWith(starlightHtml, prose) {
  const start = starlightHtml.indexOf('<div class="sl-markdown-content">');
  if (start < 0) throw new Error('no sl-markdown-content in the Starlight page');
  const { open, close } = divAt(starlightHtml, start);
  return starlightHtml.slice(0, open) + prose + starlightHtml.slice(close);
}

/** The prose of one of our pages: what its <main> holds, widgets taken out. */
export function proseOf(html) {
  const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/);
  if (!main) throw new Error('no <main> in the page');
  return withoutWidgets(main[1]).replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
}

/**
 * The long pages' floor: each expansion page with its widgets taken out (our page, its text only), and
 * Starlight's docs page holding that same text, long tasks after first paint measured as the long pages
 * are (bench-tap.mjs), `runs` visits each, interleaved; medians. What the text of a page costs to parse
 * and lay out, apart from its widgets, in our template and in Starlight's. { skipped } without the reference.
 */
export async function proseRun(browser, base, { runs = Number(process.env.BENCH_RUNS) || 3, pages = LONG_PAGES } = {}) {
  const dist = resolve(STARLIGHT_DIR, 'dist');
  if (!existsSync(join(dist, STARLIGHT_PAGE, 'index.html'))) {
    return { skipped: `no Starlight reference in ${dist} (build it: npm run bench:starlight)` };
  }
  const ref = await serve(dist);
  try {
    const rows = [];
    for (const { kind, path } of pages) {
      const prose = proseOf(await (await fetch(base + path)).text());
      const ours = { kind: `${kind}, text only`, path, url: base + path, transform: withoutWidgets, visits: [] };
      const theirs = { kind: `Starlight, same text`, path: `${STARLIGHT_PAGE} (${kind})`, url: ref.base + STARLIGHT_PAGE, transform: (h) => starlightWith(h, prose), visits: [] };
      for (let i = 0; i < runs; i++) for (const r of [ours, theirs]) r.visits.push(await longTasks(browser, r.url, r.transform));
      for (const r of [ours, theirs]) {
        const m = median(r.visits.map((v) => v.total));
        rows.push({ kind: r.kind, path: r.path, ...r.visits.find((v) => v.total === m), fcp: median(r.visits.map((v) => v.fcp)) });
      }
    }
    return { rows };
  } finally {
    ref.stop();
  }
}

// `npm run bench:starlight [-- dir]` (node scripts/bench-starlight.mjs build [dir]): the reference site, installed and built in `dir`.
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname) && process.argv[2] === 'build') {
  const dir = resolve(process.argv[3] || STARLIGHT_DIR);
  cpSync(new URL('./starlight-reference', import.meta.url).pathname, dir, { recursive: true });
  // the reference's Astro needs the Node this script runs on (the project's, Node 24, through `npm run
  // bench:starlight`), not whatever `node` comes first on the PATH
  const PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  const run = (cmd, args) => execFileSync(cmd, args, { cwd: dir, stdio: 'inherit', env: { ...process.env, PATH, ASTRO_TELEMETRY_DISABLED: '1' } });
  run('npm', ['install', '--no-audit', '--no-fund']);
  run('npx', ['astro', 'build']);
  console.log(`Starlight reference built in ${dir}/dist`);
}
