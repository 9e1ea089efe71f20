// The names the offline code shares between the build (offline-files.ts, scripts/build-sw.mjs) and the
// page scripts (components/site/offline*.ts): a module with no imports, so that the page's offline code
// bundles them instead of loading the build's rules and the site's vocabulary as files of their own.

/** The service worker's cache of pages (scripts/build-sw.mjs), which the offline page reads to list the kept ones. */
export const PAGES_CACHE = 'casebook-pages';

/** The offline list of a language, as the build writes it and the page fetches it. */
export const offlineListUrl = (lang: string): string => `/${lang}/offline.json`;

/** The attribute on the offline page's <main>: a fetched page carrying it is the fallback, not the page asked for. */
export const OFFLINE_MARK = 'data-offline-page';
