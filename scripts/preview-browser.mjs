// The plumbing the browser benchmarks share (bench-search.mjs, bench-widgets.mjs): `astro preview` of
// dist/ on a port of its own, Debian's Chromium driven by Playwright, and how a response is counted.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export const CHROMIUM = '/usr/bin/chromium';
// Pagefind writes these already gzipped.
const PRECOMPRESSED = /\.(pf_meta|pf_index|pf_fragment|pf_filter|pagefind)$/;

/**
 * The bytes a static host would send for a response body: files Pagefind already gzipped as they are,
 * others gzipped at level 9, as tests/helpers/assets.ts counts the files of dist/.
 */
export function sentBytes(path, body) {
  return PRECOMPRESSED.test(path) ? body.length : gzipSync(body, { level: 9 }).length;
}

async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

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

/** A port for one run: BENCH_PORT when set (machines shared by several checkouts), else a random one. */
export const benchPort = () => Number(process.env.BENCH_PORT) || 4300 + Math.floor(Math.random() * 600);

/**
 * Runs `use(browser, base)` with `astro preview` serving dist/ at `base` and Chromium started; stops
 * both after. Returns { skipped } without running anything when Chromium is not installed.
 */
export async function withPreviewBrowser(port, use) {
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM}` };
  const { chromium } = await import('@playwright/test');
  const base = `http://127.0.0.1:${port}`;
  // another checkout's server on that port would be measured instead of this dist/
  if (await answers(`${base}/`)) throw new Error(`port ${port} is already served by another process (set BENCH_PORT)`);
  const preview = startPreview(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox'] });
  try {
    await waitFor(`${base}/en/`, 60_000);
    return await use(browser, base);
  } finally {
    await browser.close();
    preview.stop();
  }
}
