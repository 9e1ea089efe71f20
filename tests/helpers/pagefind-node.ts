// Pagefind's own search bundle from dist/pagefind, run in Node for the built-site checks: the same
// pagefind.js and WebAssembly a reader's browser loads, its files read from dist/ by a fetch of our
// own (relative URLs only; any other request goes to the real fetch). Each language gets its own
// copy of the module, as a page loads one.
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGEFIND_OPTIONS, type SearchEngine } from '../../components/site/search-query.ts';
import { parseVocabulary, type Vocabulary } from '../../components/site/search-typos.ts';
import { DIST } from './dist.ts';

const LOCAL = 'http://dist.invalid';
let installed = false;

function installFetch(): void {
  if (installed) return;
  installed = true;
  const real = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^[a-z]+:/i.test(raw) && !raw.startsWith(LOCAL)) return real(input, init);
    const path = decodeURIComponent(new URL(raw, `${LOCAL}/`).pathname);
    try {
      return new Response(await readFile(join(DIST, path)));
    } catch {
      return new Response('not found', { status: 404 });
    }
  };
}

export interface NodePagefind extends SearchEngine {
  options(options: object): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
}

export async function nodePagefind(lang: string): Promise<NodePagefind> {
  installFetch();
  // A module is loaded once per URL (a query string is not enough under Vitest): one copy per language.
  const copy = join(await mkdtemp(join(tmpdir(), `pagefind-${lang}-`)), 'pagefind.js');
  await copyFile(join(DIST, 'pagefind', 'pagefind.js'), copy);
  const pagefind = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as NodePagefind;
  await pagefind.options({ ...PAGEFIND_OPTIONS, basePath: '/pagefind/' });
  // Pagefind picks its language index from <html lang>, read once, when it starts.
  const global = globalThis as { document?: unknown };
  const before = global.document;
  global.document = { querySelector: () => ({ getAttribute: () => lang }) };
  try {
    await pagefind.init();
  } finally {
    global.document = before;
  }
  await pagefind.filters();
  return pagefind;
}

/** The built vocabulary of a language, one letter's file at a time, as the dialog fetches it; `read` lists the letters asked for. */
export function builtVocabulary(lang: string, read: string[] = []): (shard: string) => Promise<Vocabulary> {
  return async (shard) => {
    read.push(shard);
    const text = await readFile(join(DIST, lang, 'search-words', `${shard}.txt`), 'utf8').catch(() => '');
    return parseVocabulary(text);
  };
}
