// What a reader downloads to search: from opening the search dialog to the first results of a query,
// measured in Chromium (Playwright) against `astro preview` of dist/, so it counts exactly what the
// page fetches (the dialog's own chunk, Pagefind's script, its WebAssembly, the index pieces for the
// words, the filter indexes, the vocabulary when a word needs correcting, and the first results'
// fragments). Each query is measured twice, each time from a cold browser: entered at once, and typed
// key by key at TYPING_DELAY_MS a key, as a reader types (each pause longer than the dialog's debounce
// runs a search). Sizes are what a server sends: the Pagefind files are already gzipped by Pagefind
// and count as they are; other files count gzipped (level 9), as a static host would serve them.
// Used by bench-site.mjs; `node scripts/bench-search.mjs` (after a build) runs it alone.
import { pathToFileURL } from 'node:url';
import { benchPort, sentBytes, withPreviewBrowser } from './preview-browser.mjs';

/** The budget: bytes from opening search to the first results, for any query of up to six words. */
export const SEARCH_GOAL_BYTES = 100 * 1024;
/** Milliseconds between keys when typing key by key (a brisk reader; a pause over the dialog's 400 ms debounce searches). */
export const TYPING_DELAY_MS = 150;

/** Queries players type, both languages: words, typos, other editions' words, questions, ids. */
export const SEARCH_QUERIES = [
  ...[
    'lake', 'famine', 'plauge', 'lpague', 'whell', 'fery', 'famnie', 'cloistr', 'pig-herd', 'thief', 'u-turn', 'river-no-u-turn',
    'volcano', 'highwayman', 'meeple', 'crown', 'wheel-famine', 'can I move a ferry twice', 'when do I get my followers back',
    'does a barn score at famine', 'how many points for a road', 'robber on a lake tile road', 'can the river turn back',
    'volcano ends the river phase', 'plague takes follower from crown space', 'storm followers in supply score points',
    'inn doubles road score when finished',
  ].map((word) => ({ lang: 'en', word })),
  ...[
    'rivière', 'riviere', 'peste', 'pste', 'roeu', 'wheel-plague', 'orage', 'oraeg', 'abaye', 'volcan', 'bifurcation', 'demi-tour', 'auberge',
    'couronne', 'troupeau de cochons', 'est-ce que la peste touche la roue', 'puis-je déplacer un bac deux fois',
    'la rivière peut-elle faire demi-tour', 'quand récupère-t-on ses partisans', 'famine sans majorité big box',
    'les granges comptent à la famine', 'le brigand sur la tuile lac', 'combien rapporte une route inachevée',
    'taxes chevaliers ville',
  ].map((word) => ({ lang: 'fr', word })),
];

/**
 * Bytes fetched from opening search to the first results of each query, entered at once and typed.
 * Returns { skipped } (with the reason) when Chromium is not installed.
 */
export function measureSearch(queries = SEARCH_QUERIES, port = benchPort()) {
  return withPreviewBrowser(port, (browser, base) => searchRun(browser, base, queries));
}

async function measureOne(browser, base, lang, word, typed) {
  // The service worker is blocked: once it controls a page, the page fetches its offline list (7 KB,
  // search or not) and the worker fetches the search's files ahead, which would hide their cost here.
  const page = await browser.newPage({ serviceWorkers: 'block' });
  // Opened once the page is loaded and quiet: what it fetches for itself (its icon) is not search's.
  await page.goto(`${base}/${lang}/`, { waitUntil: 'networkidle' });
  const files = [];
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    try {
      files.push({ path, bytes: sentBytes(path, await response.body()) });
    } catch {
      // a response without a body (redirect) costs nothing here
    }
  });
  await page.locator('[data-search-open]').click();
  const input = page.locator('[data-search-dialog] input[type="search"]');
  if (typed) await input.pressSequentially(word, { delay: TYPING_DELAY_MS, timeout: 120_000 });
  else await input.fill(word);
  // The results of the whole query: after the debounce, once the dialog has drawn them.
  await page.waitForTimeout(300);
  const shown = await page
    .locator('[data-search-results] a')
    .first()
    .waitFor({ timeout: 30_000 })
    .then(() => true, () => false);
  // Bodies are read asynchronously; let the last handlers finish.
  await page.waitForTimeout(300);
  await page.close();
  return { total: files.reduce((sum, f) => sum + f.bytes, 0), files, shown };
}

/** The same, in a browser and against a server already started (see preview-browser.mjs). */
export async function searchRun(browser, base, queries = SEARCH_QUERIES) {
  const results = [];
  // Three cold pages at a time: each has its own browser context, so nothing is shared but the time.
  let next = 0;
  const worker = async () => {
    while (next < queries.length) {
      const index = next++;
      const { lang, word } = queries[index];
      const atOnce = await measureOne(browser, base, lang, word, false);
      const typed = await measureOne(browser, base, lang, word, true);
      // `total` and `files` are those of the costlier way, as bench-site.mjs prints them.
      const worse = typed.total >= atOnce.total ? typed : atOnce;
      results[index] = { lang, word, atOnce, typed, total: worse.total, files: worse.files };
      process.stderr.write(`search ${index + 1}/${queries.length} "${word}" (${lang}): ${kb(atOnce.total)} at once, ${kb(typed.total)} typed\n`);
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return { results };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a file is, for the breakdown. */
function kind(path) {
  if (path.includes('/search-words/')) return 'vocabulary';
  if (path.endsWith('.pf_index')) return 'index';
  if (path.endsWith('.pf_fragment')) return 'text';
  if (/\.(pf_meta|pf_filter)$/.test(path)) return 'meta';
  if (path.endsWith('.pagefind')) return 'wasm';
  if (path.startsWith('/pagefind/') || path.startsWith('/_astro/')) return 'code';
  return 'other';
}

/** Bytes per kind of file: "code 18.7 KB, wasm 58.4 KB, …". */
function breakdown(files) {
  const sums = new Map();
  for (const f of files) sums.set(kind(f.path), (sums.get(kind(f.path)) ?? 0) + f.bytes);
  return [...sums].map(([k, bytes]) => `${k} ${kb(bytes)}`).join(', ');
}

/** Paths fetched more than once by one page (Pagefind caches what it loaded; a repeat is a bug). */
function repeats(files) {
  const seen = new Set();
  return files.filter((f) => (seen.has(f.path) ? true : (seen.add(f.path), false))).map((f) => f.path);
}

/** Prints one line per query and the budget's verdict; returns how many queries failed it. */
export function reportSearch({ results }) {
  const pad = Math.max(...results.map((r) => r.word.length)) + 2;
  console.log(`search: KB from opening search to the first results (gzipped, as served), entered at once | typed key by key at ${TYPING_DELAY_MS} ms`);
  for (const r of results) {
    const problems = [
      r.atOnce.shown ? '' : ' NO RESULTS entered at once',
      r.typed.shown ? '' : ' NO RESULTS typed',
      ...[...new Set([...repeats(r.atOnce.files), ...repeats(r.typed.files)])].map((p) => ` FETCHED TWICE ${p}`),
      r.total > SEARCH_GOAL_BYTES ? ' OVER' : '',
    ].join('');
    console.log(`  ${`"${r.word}"`.padEnd(pad)} ${r.lang}  ${kb(r.atOnce.total).padStart(8)} | ${kb(r.typed.total).padStart(8)}${problems}`);
  }
  const all = results.flatMap((r) => [r.atOnce.total, r.typed.total]).sort((a, b) => a - b);
  const median = (list) => list[Math.floor(list.length / 2)] ?? 0;
  const worst = results.reduce((a, b) => (b.total > a.total ? b : a), results[0]);
  const failed = results.filter(
    (r) => r.total > SEARCH_GOAL_BYTES || !r.atOnce.shown || !r.typed.shown || repeats(r.atOnce.files).length + repeats(r.typed.files).length > 0,
  );
  const atOnce = results.map((r) => r.atOnce.total).sort((a, b) => a - b);
  const typed = results.map((r) => r.typed.total).sort((a, b) => a - b);
  console.log(
    `search over ${results.length} queries (${results.filter((r) => r.lang === 'en').length} English, ${results.filter((r) => r.lang === 'fr').length} French): ` +
      `entered at once median ${kb(median(atOnce))}, max ${kb(atOnce.at(-1) ?? 0)}; typed median ${kb(median(typed))}, max ${kb(typed.at(-1) ?? 0)}; ` +
      `overall max ${kb(all.at(-1) ?? 0)} ("${worst?.word}", ${worst?.lang})`,
  );
  if (worst) console.log(`  its files: ${breakdown(worst.files)} (${worst.files.length} files)`);
  console.log(`goal: search under ${kb(SEARCH_GOAL_BYTES)} gzipped to the first results — ${failed.length === 0 ? 'OK' : `FAILED for ${failed.map((r) => `"${r.word}"`).join(', ')}`}`);
  return failed.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const run = await measureSearch();
  if (run.skipped) console.log(`search: NOT MEASURED (${run.skipped})`);
  else process.exit(reportSearch(run) > 0 ? 1 : 0);
}
