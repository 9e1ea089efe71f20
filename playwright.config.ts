import { defineConfig } from '@playwright/test';

// Browser tests of the built site (dist/), in Debian's Chromium rather than a
// downloaded browser. `npm test` builds first and installs Chromium if needed.
// E2E_PORT lets two checkouts on one machine run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4322);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'playwright-report/results.json' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'en-GB',
    // Tracing slows every test on a small machine (and skews the widgets' timing test);
    // run `npx playwright test --trace on` to record one when a failure needs it.
    trace: 'off',
    // The site's service worker (scripts/build-sw.mjs) would answer requests that tests route or count;
    // only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // --ignore-lock: Astro 7 refuses a second preview server for the same project (and may move one
  // to the background when it thinks an agent started it); checkouts running their browser tests
  // side by side on different ports each need their own, in the foreground, for Playwright to stop.
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${PORT} --ignore-lock`,
    url: `${BASE_URL}/en/`,
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
