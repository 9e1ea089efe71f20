#!/usr/bin/env node
// Playwright drives Debian's Chromium rather than a downloaded browser, so the
// test run needs /usr/bin/chromium. Root installs it; anyone else is told how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

if (existsSync(CHROMIUM)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${CHROMIUM}: run \`sudo apt-get install -y chromium\`, then run the tests again.`);
  process.exit(1);
}

console.log('ensure-chromium: Chromium is missing; installing Debian\'s chromium package (apt-get update, then apt-get install -y chromium)…');
run('apt-get', ['update', '-qq']);
run('apt-get', ['install', '-y', '-qq', 'chromium']);
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}.`);
