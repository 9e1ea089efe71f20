// Which built files a reader's device keeps for offline use, per language. The build step
// (scripts/build-sw.mjs) lists dist/ and writes one `/<lang>/offline.json` per language from these
// rules; the page script (components/site/offline.ts) fetches that list through the service worker,
// whose caches then hold the files. Two lists per language:
// - the shell, fetched after any visit: the site's styles and widget code, the language's own
//   widget words (never the other language's), and the search's code with its index for the language;
// - the whole site, fetched when the reader asks ("Keep the whole site"): the shell, every page of
//   the language, the sandbox's data and every search result's text (Pagefind's fragments).
// Link-preview images (/og/) are never part of either: no page needs them to work.
import { LANGS, type Lang } from './vocabulary.ts';

export interface BuiltFile {
  /** URL path, such as "/_astro/en.2MC8fbCN.js" or "/en/faq/index.html". */
  readonly path: string;
  readonly bytes: number;
}

export interface KeptPage {
  readonly url: string;
  readonly title: string;
}

export interface OfflineList {
  readonly lang: Lang;
  /** Changes with any file of the lists, so a page can tell a new deploy from the one it kept. */
  readonly build: string;
  readonly shell: readonly string[];
  /** Every page of the language (address and title), the offline page excepted. */
  readonly pages: readonly KeptPage[];
  /** Everything "Keep the whole site" fetches, with each file's size: the shell, the pages and the rest of the language. */
  readonly files: ReadonlyArray<readonly [url: string, bytes: number]>;
  /** The size of `files` as built (before the server's compression), for "it takes N MB". */
  readonly bytes: number;
}

/** A built chunk of one language: the widgets' words (`en.*.js`) or the engine's sentences (`messages-en.*.js`). */
export function chunkLang(name: string): Lang | undefined {
  const match = /^(?:[\w-]*-)?([a-z]{2})\.[\w-]+\.js$/.exec(name);
  const lang = match?.[1];
  return LANGS.find((l) => l === lang);
}

const base = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A file of the shell of `lang`: styles, code and shared pictures (own language only), and the search for `lang`. */
export function inShell(path: string, lang: Lang): boolean {
  if (path.startsWith('/_astro/')) {
    if (!/\.(js|css)$/.test(path)) return false;
    const own = chunkLang(base(path));
    return own === undefined || own === lang;
  }
  if (path.startsWith('/pagefind/')) {
    const rest = path.slice('/pagefind/'.length);
    return (
      rest === 'pagefind.js' ||
      rest === 'pagefind-worker.js' ||
      rest === 'pagefind-entry.json' ||
      rest === `wasm.${lang}.pagefind` ||
      rest.startsWith(`pagefind.${lang}_`) ||
      rest.startsWith(`index/${lang}_`) ||
      rest.startsWith(`filter/${lang}_`)
    );
  }
  // the pictures boards share (components/board/wheel-art.ts): the language-neutral ones and this language's
  if (path.startsWith('/art/')) {
    const own = LANGS.find((l) => path.endsWith(`-${l}.svg`));
    return own === undefined || own === lang;
  }
  return path === `/${lang}/offline/` || path === `/${lang}/manifest.webmanifest`;
}

/** A file "Keep the whole site" adds to the shell: the language's pages and data, and its search results' text. */
export function inWholeSite(path: string, lang: Lang): boolean {
  if (path.startsWith(`/pagefind/fragment/${lang}_`)) return true;
  if (!path.startsWith(`/${lang}/`)) return false;
  return path.endsWith('/') || path.endsWith('.json');
}

/** A page's URL from its file: "/en/faq/index.html" is served as "/en/faq/". */
export function pageUrlOfFile(path: string): string {
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

/**
 * The two lists of one language. `files` are every built file (HTML as its page URL); `titles`
 * gives each page's title; `build` identifies the deploy.
 */
export function offlineList(lang: Lang, files: readonly BuiltFile[], titles: ReadonlyMap<string, string>, build: string): OfflineList {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const shell = sorted.filter((f) => inShell(f.path, lang));
  const rest = sorted.filter((f) => !inShell(f.path, lang) && inWholeSite(f.path, lang));
  const pages = rest
    .filter((f) => f.path.endsWith('/') && f.path !== `/${lang}/offline/`)
    .map((f) => ({ url: f.path, title: titles.get(f.path) ?? f.path }));
  const all = [...shell, ...rest];
  return {
    lang,
    build,
    shell: shell.map((f) => f.path),
    pages,
    files: all.map((f) => [f.path, f.bytes] as const),
    bytes: all.reduce((sum, f) => sum + f.bytes, 0),
  };
}

export { OFFLINE_MARK, offlineListUrl, PAGES_CACHE } from './offline-names.ts';
