// What a built page loads before the reader does anything: its stylesheets, its
// scripts, module preloads, island components and renderers, and every module
// those import statically. Dynamic imports (Pagefind, loaded when search opens)
// are left out on purpose: they are not paid for on page load. Islands hydrated on
// the reader's first intent (`client:intent`, src/lib/intent) are counted apart, as
// what the first interaction loads.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileForPath, internalUrl, type Page } from './dist.ts';

export interface PageWeight {
  /** Gzipped bytes of the HTML document (inline styles and scripts included). */
  readonly html: number;
  readonly css: number;
  readonly js: number;
  /** Gzipped bytes of inline <script> bodies (already counted in html). */
  readonly inlineJs: number;
  readonly cssFiles: readonly string[];
  readonly jsFiles: readonly string[];
  /**
   * Gzipped bytes of the JS that `client:intent` islands load on the reader's first interaction,
   * beyond what the page already loaded up front (their components, renderer and static imports).
   * Static imports only: what an island's `prepare` imports on demand (its language pack, expansion
   * rules and parts) is not followed; scripts/bench-widgets.mjs measures all of it in a browser.
   */
  readonly deferredJs: number;
  readonly deferredFiles: readonly string[];
  /** Referenced assets that are not in dist/. */
  readonly missing: readonly string[];
}

export const gzipBytes = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length;

const ISLAND_ATTRS = ['component-url', 'renderer-url', 'before-hydration-url'];

// Static `import … from "x"`, `import "x"` and `export … from "x"` in bundled ESM.
// Dynamic `import("x")` does not match: the quote must follow the keyword or `from`.
// Built output only imports by path, so the specifier must look like one; that keeps words
// such as "export" inside the island runtime's error strings from being read as imports.
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']((?:\.{1,2}\/|\/)[^"'\s()]+)["']/g;

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/** Inline scripts that run: classic or module, not JSON-LD or other data blocks. */
function isJsType(type: string | undefined): boolean {
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript';
}

function entryRefs(page: Page): { css: string[]; js: string[]; deferred: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  const deferred: string[] = [];
  for (const tag of page.tags) {
    const rel = (tag.attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (tag.name === 'link' && rel.includes('stylesheet') && tag.attrs.href) css.push(tag.attrs.href);
    if (tag.name === 'link' && rel.includes('modulepreload') && tag.attrs.href) js.push(tag.attrs.href);
    if (tag.name === 'script' && tag.attrs.src) js.push(tag.attrs.src);
    if (tag.name === 'script' && !tag.attrs.src && (tag.attrs.type ?? 'module') === 'module') {
      js.push(...staticImports(tag.text));
    }
    if (tag.name === 'astro-island') {
      const into = tag.attrs.client === 'intent' ? deferred : js;
      for (const attr of ISLAND_ATTRS) if (tag.attrs[attr]) into.push(tag.attrs[attr]);
    }
  }
  return { css, js, deferred };
}

/** Follows static imports from the entry modules; returns dist files and unresolved paths. */
function moduleClosure(entries: readonly string[], fromPath: string): { files: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = entries.map((ref) => internalUrl(ref, fromPath)).filter((u): u is URL => u !== undefined);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const file = fileForPath(url.pathname);
    if (!file) {
      missing.push(url.pathname);
      continue;
    }
    for (const ref of staticImports(readFileSync(file, 'utf8'))) {
      const next = internalUrl(ref, url.pathname);
      if (next) queue.push(next);
    }
  }
  return { files: [...seen].filter((p) => !missing.includes(p)), missing };
}

function sumGzip(paths: readonly string[]): number {
  return paths.reduce((sum, p) => sum + gzipBytes(readFileSync(fileForPath(p)!)), 0);
}

export function pageWeight(page: Page): PageWeight {
  const refs = entryRefs(page);
  const cssPaths = refs.css.map((ref) => internalUrl(ref, page.path)?.pathname).filter((p): p is string => !!p);
  const cssMissing = cssPaths.filter((p) => !fileForPath(p));
  const cssFiles = [...new Set(cssPaths.filter((p) => fileForPath(p)))];
  const js = moduleClosure(refs.js, page.path);
  const later = moduleClosure(refs.deferred, page.path);
  const deferredFiles = later.files.filter((f) => !js.files.includes(f));
  const inline = page.tags.filter((t) => t.name === 'script' && !t.attrs.src && isJsType(t.attrs.type) && t.text.trim() !== '');
  return {
    html: gzipBytes(page.html),
    css: sumGzip(cssFiles),
    js: sumGzip(js.files),
    inlineJs: inline.reduce((sum, t) => sum + gzipBytes(t.text), 0),
    cssFiles,
    jsFiles: js.files,
    deferredJs: sumGzip(deferredFiles),
    deferredFiles,
    missing: [...cssMissing, ...js.missing, ...later.missing],
  };
}
