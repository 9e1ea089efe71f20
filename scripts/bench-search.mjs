// What a reader downloads to search: from opening the search dialog to the first results of a word,
// measured in Chromium (Playwright) against `astro preview` of dist/, so it counts exactly what the
// page fetches (the dialog's own chunk, Pagefind's script, its WebAssembly, the index chunk for the
// word, the filter indexes and the first results' fragments). Sizes are what a server sends: the
// Pagefind index files are already gzipped by Pagefind and count as they are; other files count
// gzipped (level 9), as a static host would serve them. Used by bench-site.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const CHROMIUM = '/usr/bin/chromium';
// Pagefind writes these already gzipped.
const PRECOMPRESSED = /\.(pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/;

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`astro preview did not answer at ${url}`);
}

function startPreview(port) {
  const child = spawn('npx', ['astro', 'preview', '--host', '127.0.0.1', '--port', String(port), '--ignore-lock'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
    detached: true,
  });
  return { child, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ } } };
}

/**
 * Bytes fetched from opening search to the first results of each word, one measurement per
 * { lang, word }. Returns undefined (with the reason) when Chromium is not installed.
 */
export async function measureSearch(queries, port = 4300 + Math.floor(Math.random() * 600)) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const { chromium } = await import('@playwright/test');
  const preview = startPreview(port);
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    await waitFor(`${base}/en/`, 60_000);
    const results = [];
    for (const { lang, word } of queries) {
      const page = await browser.newPage();
      await page.goto(`${base}/${lang}/`);
      await page.waitForLoadState('networkidle');
      const files = [];
      page.on('response', async (response) => {
        const path = new URL(response.url()).pathname;
        try {
          const body = await response.body();
          files.push({ path, bytes: PRECOMPRESSED.test(path) ? body.length : gzipSync(body, { level: 9 }).length });
        } catch {
          // a response without a body (redirect) costs nothing here
        }
      });
      await page.locator('[data-search-open]').click();
      await page.locator('[data-search-dialog] input[type="search"]').fill(word);
      await page.locator('[data-search-results] a').first().waitFor({ timeout: 15_000 });
      // Bodies are read asynchronously; let the last handlers finish.
      await page.waitForTimeout(200);
      await page.close();
      results.push({ lang, word, total: files.reduce((sum, f) => sum + f.bytes, 0), files });
    }
    return { results };
  } finally {
    await browser.close();
    preview.stop();
  }
}
