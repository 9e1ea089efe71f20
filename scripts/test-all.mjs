#!/usr/bin/env node
// `npm test`: every test layer in order, each counted, ending with one line
// `N passed, N failed`. A failed layer never stops the run, so one report
// shows everything that is broken; layers that need dist/ are skipped (and
// counted as one failure each) when the build fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENV = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const tmp = mkdtempSync(join(tmpdir(), 'casebook-test-'));
// Where playwright.config.ts has its JSON reporter write.
const PLAYWRIGHT_JSON = join(ROOT, 'playwright-report', 'results.json');

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: ENV });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// A run that crashed before writing its report counts as one failure; so does each
// test file that failed without a failing test (it could not be loaded), and a
// non-zero exit that the counts do not explain.
function vitestCounts(ok, file) {
  const report = readJson(file);
  if (!report) return { passed: 0, failed: 1, note: 'no JSON report was written' };
  const brokenFiles = (report.testResults ?? []).filter(
    (suite) => suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed'),
  ).length;
  const failed = report.numFailedTests + brokenFiles;
  return { passed: report.numPassedTests, failed: failed + (ok || failed > 0 ? 0 : 1) };
}

// The unit layer reports its counts by part: the engine, the data-driven run of every
// scenario file, and the site's own logic (src/, components/, tests/unit/).
function unitPart(file) {
  const rel = file.startsWith(ROOT) ? file.slice(ROOT.length) : file;
  if (rel.includes('scenarios.test.')) return 'scenario files';
  return rel.startsWith('engine/') ? 'engine' : 'site logic';
}

function unitBreakdown(file) {
  const report = readJson(file);
  if (!report?.testResults) return undefined;
  const parts = new Map();
  for (const suite of report.testResults) {
    const part = parts.get(unitPart(suite.name)) ?? { passed: 0, failed: 0 };
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'passed') part.passed++;
      if (test.status === 'failed') part.failed++;
    }
    parts.set(unitPart(suite.name), part);
  }
  return [...parts].map(([name, c]) => `${name} ${c.passed} passed, ${c.failed} failed`).join('; ');
}

function playwrightCounts(ok, file) {
  const report = readJson(file);
  if (!report?.stats) return { passed: 0, failed: 1, note: 'no JSON report was written' };
  const { expected, unexpected, flaky } = report.stats;
  const failed = unexpected + flaky + (ok || unexpected + flaky > 0 ? 0 : 1);
  return { passed: expected, failed };
}

const single = (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 });

function vitestLayer(label, configArgs, breakdown = false) {
  const file = join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run('npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const counts = vitestCounts(ok, file);
  const note = breakdown ? unitBreakdown(file) : undefined;
  return note && !counts.note ? { ...counts, note } : counts;
}

function e2eLayer() {
  if (!run('node', ['scripts/ensure-chromium.mjs'])) return { passed: 0, failed: 1, note: 'Chromium is not available' };
  rmSync(PLAYWRIGHT_JSON, { force: true });
  const ok = run('npx', ['playwright', 'test']);
  return playwrightCounts(ok, PLAYWRIGHT_JSON);
}

const results = [];
function layer(name, fn) {
  console.log(`\n=== ${name} ===`);
  const counts = fn();
  results.push({ name, ...counts });
  return counts;
}

function skip(name, reason) {
  console.log(`\n=== ${name} === skipped: ${reason}`);
  results.push({ name, passed: 0, failed: 1, note: `skipped: ${reason}` });
}

layer('type check: astro check', () => single(run('npx', ['astro', 'check'])));
layer('type check: engine (tsc)', () => single(run('npx', ['tsc', '-p', 'engine/tsconfig.json'])));
layer('unit: engine, scenarios, site logic (vitest)', () => vitestLayer('unit', [], true));
const build = layer('build: npm run build', () => single(run('npm', ['run', 'build'])));
const built = build.failed === 0 && existsSync(join(ROOT, 'dist'));
if (built) {
  layer('built site checks (vitest, tests/site)', () => vitestLayer('site', ['-c', 'vitest.site.config.ts']));
  layer('browser: Playwright in Chromium (tests/e2e)', e2eLayer);
} else {
  skip('built site checks (vitest, tests/site)', 'the build failed');
  skip('browser: Playwright in Chromium (tests/e2e)', 'the build failed');
}
rmSync(tmp, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.note ? ` (${r.note})` : ''}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
