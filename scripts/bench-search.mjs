// What a reader downloads to search: from opening the search dialog to the first results of a word,
// measured in Chromium (Playwright) against `astro preview` of dist/, so it counts exactly what the
// page fetches (the dialog's own chunk, Pagefind's script, its WebAssembly, the index chunk for the
// word, the filter indexes and the first results' fragments). Sizes are what a server sends: the
// Pagefind index files are already gzipped by Pagefind and count as they are; other files count
// gzipped (level 9), as a static host would serve them. Used by bench-site.mjs.
import { benchPort, sentBytes, withPreviewBrowser } from './preview-browser.mjs';

/**
 * Bytes fetched from opening search to the first results of each word, one measurement per
 * { lang, word }. Returns { skipped } (with the reason) when Chromium is not installed.
 */
export function measureSearch(queries, port = benchPort()) {
  return withPreviewBrowser(port, (browser, base) => searchRun(browser, base, queries));
}

/** The same, in a browser and against a server already started (see preview-browser.mjs). */
export async function searchRun(browser, base, queries) {
  const results = [];
  for (const { lang, word } of queries) {
    const page = await browser.newPage();
    await page.goto(`${base}/${lang}/`);
    await page.waitForLoadState('networkidle');
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
    await page.locator('[data-search-dialog] input[type="search"]').fill(word);
    await page.locator('[data-search-results] a').first().waitFor({ timeout: 15_000 });
    // Bodies are read asynchronously; let the last handlers finish.
    await page.waitForTimeout(200);
    await page.close();
    results.push({ lang, word, total: files.reduce((sum, f) => sum + f.bytes, 0), files });
  }
  return { results };
}
