// Offline, installable and ready for a static host: the service worker and the offline lists the
// build wrote (scripts/build-sw.mjs), the web app manifests and their icons, and dist/_headers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsp } from '../../src/lib/headers.ts';
import type { OfflineList } from '../../components/lib/offline-files.ts';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { DIST, fileForPath, loadPage, pagePaths, requireDist } from '../helpers/dist.ts';

requireDist();
const read = (path: string) => readFileSync(join(DIST, path), 'utf8');
const list = (lang: string) => JSON.parse(read(`${lang}/offline.json`)) as OfflineList;

function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the service worker', () => {
  const sw = read('sw.js');
  const precached = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);

  it('precaches the small shell: the offline pages, the search’s code, the icons', () => {
    for (const url of ['en/offline/index.html', 'fr/offline/index.html', 'pagefind/pagefind.js', 'icons/icon-192.png']) expect(precached).toContain(url);
    expect(precached.some((u) => u.startsWith('og/') || u.startsWith('_astro/'))).toBe(false);
  });

  it('revisions each precached file, takes over at once and caches pages network-first', () => {
    expect(sw).toMatch(/revision:"[0-9a-f]{32}"/);
    expect(sw).toContain('skipWaiting()');
    expect(sw).toContain('self.clients.claim()');
    expect(sw).toContain('casebook-pages');
    expect(sw).not.toMatch(/\\\/og\\\//);
  });
});

describe.each(LANGS)('what the %s reader keeps', (lang) => {
  const other = LANGS.find((l) => l !== lang)!;
  const own = list(lang);

  it('lists files that exist, and no link preview or other-language file', () => {
    for (const [url, bytes] of own.files) {
      expect(fileForPath(url), `${url} is not in dist/`).toBeDefined();
      expect(bytes).toBeGreaterThan(0);
      expect(url).not.toMatch(/^\/og\//);
      expect(url.startsWith(`/${other}/`), url).toBe(false);
      expect(url, url).not.toMatch(new RegExp(`(^/_astro/(?:[\\w-]*-)?${other}\\.|/wasm\\.${other}\\.|/${other}_|pagefind\\.${other}_)`));
    }
    expect(own.bytes).toBe(own.files.reduce((sum, [, b]) => sum + b, 0));
  });

  it('keeps every page of its language, each with its title', () => {
    const pages = pagePaths().filter((p) => p.startsWith(`/${lang}/`) && p !== `/${lang}/offline/`);
    expect(own.pages.map((p) => p.url).sort()).toEqual(pages.sort());
    for (const page of own.pages) expect(page.title.trim(), page.url).not.toBe('');
    const files = own.files.map(([url]) => url);
    for (const page of pages) expect(files).toContain(page);
    expect(files).toContain(`/${lang}/sandbox/rulings.json`);
  });

  it('has a shell with the widgets’ words and the search index of its language', () => {
    expect(own.shell.some((u) => new RegExp(`^/_astro/${lang}\\.`).test(u))).toBe(true);
    expect(own.shell).toContain(`/pagefind/wasm.${lang}.pagefind`);
    expect(own.shell.some((u) => u.startsWith(`/pagefind/index/${lang}_`))).toBe(true);
    expect(own.shell.every((u) => own.files.some(([f]) => f === u))).toBe(true);
  });
});

describe.each(LANGS)('the %s web app manifest', (lang) => {
  const manifest = JSON.parse(read(`${lang}/manifest.webmanifest`));

  it('names the app, starts on the home page of its language and carries its icons', () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe(`/${lang}/`);
    expect(manifest.lang).toBe(lang);
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const sizes = manifest.icons.map((icon: { src: string; sizes: string; purpose: string }) => {
      const [w, h] = pngSize(join(DIST, icon.src));
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
      return `${icon.sizes} ${icon.purpose}`;
    });
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('is linked from every page of its language, with light and dark theme colours', () => {
    for (const path of pagePaths().filter((p) => p.startsWith(`/${lang}/`))) {
      const page = loadPage(path)!;
      const link = page.tags.find((t) => t.name === 'link' && t.attrs.rel === 'manifest');
      expect(link?.attrs.href, path).toBe(`/${lang}/manifest.webmanifest`);
      const themes = page.tags.filter((t) => t.name === 'meta' && t.attrs.name === 'theme-color').map((t) => t.attrs.media);
      expect(themes, path).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    }
  });
});

describe('dist/_headers', () => {
  const text = read('_headers');
  const rules = new Map<string, string[]>();
  let current = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.set((current = line.trim()), []);
    else if (line.startsWith('  ') && current) rules.get(current)!.push(line.trim());
  }
  const header = (path: string, name: string) => rules.get(path)?.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);

  it('sends the CSP with frame-ancestors, the worker, and every hash a page’s own policy has', () => {
    const csp = parseCsp(header('/*', 'Content-Security-Policy') ?? '');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    for (const path of pagePaths()) {
      const meta = loadPage(path)!.tags.find((t) => t.name === 'meta' && t.attrs['http-equiv'] === 'content-security-policy');
      if (!meta) continue;
      for (const [name, sources] of parseCsp(meta.attrs.content ?? '')) {
        for (const source of sources) expect(csp.get(name), `${path}: ${name} ${source}`).toContain(source);
      }
    }
  });

  it('caches hashed files for a year and asks again for pages and the worker', () => {
    expect(header('/_astro/*', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/en/*', '/fr/*', '/']) expect(header(path, 'Cache-Control'), path).toBe('no-cache');
    expect(existsSync(join(DIST, 'sw.js'))).toBe(true);
  });
});
