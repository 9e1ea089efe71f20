// Reading the built site in dist/: which pages exist, what each page's tags are,
// and how a link or asset URL maps to a file. Shared by tests/site and the
// page-weight benchmark (scripts/bench-site.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { siteUrl } from '../../src/lib/site-url.ts';
import { decodeEntities, scanTags, type Tag } from './html.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'dist');
/** The site's origin (SITE_URL, as astro.config.mjs reads it): absolute links to it are internal links. */
export const SITE_ORIGIN = siteUrl();

export function requireDist(): void {
  if (!existsSync(join(DIST, 'index.html')) && !existsSync(join(DIST, 'en'))) {
    throw new Error(`dist/ is missing or empty (${DIST}): run \`npm run build\` first.`);
  }
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** URL paths of every HTML page, e.g. '/en/rulings/river-no-u-turn/'; Pagefind's own files excluded. */
export function pagePaths(): string[] {
  return walk(DIST)
    .filter((file) => file.endsWith('.html'))
    .map((file) => relative(DIST, file).split(sep).join('/'))
    .filter((rel) => !rel.startsWith('pagefind/'))
    .map((rel) => '/' + (rel.endsWith('index.html') ? rel.slice(0, -'index.html'.length) : rel))
    .sort();
}

/** The dist file a URL path is served from, as a static server with trailing slashes would. */
export function fileForPath(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  const base = join(DIST, clean);
  if (!base.startsWith(DIST)) return undefined;
  const candidates = clean.endsWith('/') ? [join(base, 'index.html')] : [base, join(base, 'index.html'), `${base}.html`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

export interface Page {
  readonly path: string;
  readonly html: string;
  readonly tags: readonly Tag[];
  readonly ids: ReadonlySet<string>;
}

const cache = new Map<string, Page>();

export function loadPage(urlPath: string): Page | undefined {
  const cached = cache.get(urlPath);
  if (cached) return cached;
  const file = fileForPath(urlPath);
  if (!file || !file.endsWith('.html')) return undefined;
  const html = readFileSync(file, 'utf8');
  const tags = scanTags(html);
  const ids = new Set<string>();
  for (const tag of tags) {
    if (tag.attrs.id) ids.add(tag.attrs.id);
    if (tag.name === 'a' && tag.attrs.name) ids.add(tag.attrs.name);
  }
  const page = { path: urlPath, html, tags, ids };
  cache.set(urlPath, page);
  return page;
}

export function firstTag(page: Page, name: string): Tag | undefined {
  return page.tags.find((tag) => tag.name === name);
}

/** Content of <meta name=…> or <meta property=…>. */
export function metaContent(page: Page, key: string): string | undefined {
  const tag = page.tags.find((t) => t.name === 'meta' && (t.attrs.name === key || t.attrs.property === key));
  return tag?.attrs.content;
}

export function titleText(page: Page): string {
  return decodeEntities(firstTag(page, 'title')?.text ?? '').trim();
}

/** The language a page is written in, from its first path segment ('' outside /en/ and /fr/). */
export function langOfPath(urlPath: string): string {
  const first = urlPath.split('/')[1] ?? '';
  return first === 'en' || first === 'fr' ? first : '';
}

export function hasWidget(page: Page): boolean {
  return page.tags.some((tag) => tag.name === 'astro-island');
}

/**
 * Resolves an href/src found on `fromPath` to a same-site URL (path + hash),
 * or undefined for external, mailto:, javascript: and data: URLs.
 */
export function internalUrl(ref: string, fromPath: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(ref, SITE_ORIGIN + fromPath);
  } catch {
    return undefined;
  }
  return url.origin === SITE_ORIGIN ? url : undefined;
}
