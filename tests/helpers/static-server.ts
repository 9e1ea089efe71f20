// A small static server for dist/, for the browser test that plays a second deploy: it serves the
// built files as a static host would (trailing-slash pages, no caching of pages or the worker), and
// lets the test replace any file's body, as a new build would.
import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileForPath } from './dist.ts';

const TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  png: 'image/png',
  svg: 'image/svg+xml',
  pagefind: 'application/wasm',
};

export interface StaticServer {
  readonly origin: string;
  /** Serve `body` at `path` instead of the built file (until `close`). */
  override(path: string, body: string | Buffer): void;
  close(): Promise<void>;
}

export async function serveDist(): Promise<StaticServer> {
  const overrides = new Map<string, string | Buffer>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = overrides.has(path) ? path : fileForPath(path);
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    const body = overrides.get(path) ?? readFileSync(file);
    const ext = (file.endsWith('/') ? 'html' : file.slice(file.lastIndexOf('.') + 1)) || 'html';
    response.writeHead(200, { 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    override: (path, body) => void overrides.set(path, body),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
