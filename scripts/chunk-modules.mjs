#!/usr/bin/env node
// Which source module weighs what in which chunk of dist/_astro, from the bundler's own source maps, and
// any module bundled into more than one chunk (code the browser would fetch twice). Build with hidden
// source maps first (astro.config.mjs writes them when CB_SOURCEMAP=1), then run:
//
//   CB_SOURCEMAP=1 npm run build && node scripts/chunk-modules.mjs [chunk-name-pattern]
//
// A module's share is the generated characters its mappings cover; its gzipped share is that fraction of
// the chunk's gzipped size (level 9, as the benchmarks count). Delete dist/ or rebuild without
// CB_SOURCEMAP before publishing: the .map files are not meant to be served.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const DIR = join('dist', '_astro');
const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
const short = (s) => s.replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');

const maps = readdirSync(DIR).filter((f) => f.endsWith('.js.map'));
if (maps.length === 0) {
  console.error('no source maps in dist/_astro: build with CB_SOURCEMAP=1 npm run build');
  process.exit(1);
}
const where = new Map();
for (const mapFile of maps) {
  const file = mapFile.replace(/\.map$/, '');
  if (!existsSync(join(DIR, file))) continue; // a script Astro inlined in the pages leaves its map behind
  const map = JSON.parse(readFileSync(join(DIR, mapFile), 'utf8'));
  const code = readFileSync(join(DIR, file), 'utf8');
  const lines = code.split('\n');
  const per = new Map();
  decode(map.mappings).forEach((segments, li) => {
    const length = (lines[li] ?? '').length;
    segments.forEach((s, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      const source = s.length > 1 ? short(map.sources[s[1]]) : '(bundler)';
      per.set(source, (per.get(source) ?? 0) + end - s[0]);
    });
  });
  for (const source of per.keys()) if (source !== '(bundler)') where.set(source, [...(where.get(source) ?? []), file]);
  if (only && !only.test(file)) continue;
  const gz = gzipSync(code, { level: 9 }).length;
  console.log(`\n${file}: ${(gz / 1024).toFixed(1)} KB gzipped`);
  for (const [source, chars] of [...per].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(Math.round((chars / code.length) * gz)).padStart(6)} B  ${source}`);
  }
}
const twice = [...where].filter(([, files]) => files.length > 1);
console.log(`\nmodules in more than one chunk: ${twice.length === 0 ? 'none' : ''}`);
for (const [source, files] of twice) console.log(`  ${source}: ${files.join(', ')}`);
