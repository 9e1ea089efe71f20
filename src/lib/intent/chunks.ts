// How the widgets' code is cut into files (the bundler's code-splitting groups, astro.config.mjs).
//
// Left to itself the bundler makes one chunk per set of importers: a widget woke with 25 to 40 small
// files, each compressed apart (a file's gzip cannot reuse its neighbour's words) and, over HTTP/1.1,
// fetched six at a time. Here a module is put with the islands that reach it through static imports:
// - reached by two islands or more: the chunk named after those islands ("widgets" when all do), which
//   each of them imports;
// - reached by one island only, or by none (only through an `import()`): where the bundler puts it, which
//   is that island's own chunk, or the chunk of the `import()` it comes with.
// A module a page script also reaches (the search, the offline control, the lesson progress) is left
// alone too, so that a page without a widget never loads widget code.
//
// The `import()`ed modules keep their own chunks, which `prepare` fetches only where needed and graph.ts
// finds by name: each language's words and titles, each expansion's rules and widget parts.
import type { ChunkingContext } from 'rolldown';

/** The islands (client:intent components); the Preact renderer's entry comes with each of them. */
const ISLAND = /\/components\/widgets\/(ScenarioPlayer|Sandbox|RiverBuilder|WheelSpinner)\.tsx$/;
const RENDERER = /\/node_modules\/@astrojs\/preact\/dist\/client\.js$/;
const ISLAND_COUNT = 4;
/**
 * A language's pack, which `prepare` imports on the island's page (widgets/lang/en.ts) and the tables it
 * holds: one file per language, named after it (graph.ts finds it as `en.*.js`), rather than three.
 */
const LANG_PACK = /\/components\/(?:widgets\/lang\/|widgets\/i18n-|i18n\/terms-|board\/i18n-|board\/tile-names-|widgets\/spot-names-|widgets\/ruling-titles-)(en|fr)\.ts$/;
/** The widgets' own source and Preact; anything else (the bundler's helpers, page scripts) is left alone. */
const WIDGET_CODE = /\/(engine|components\/(board|widgets|i18n|learn))\/|\/node_modules\/preact\//;

interface Reach {
  /** The islands that reach the module through static imports. */
  readonly islands: ReadonlySet<string>;
  /** Whether a page script reaches it, through static imports or `import()`s. */
  readonly page: boolean;
}

/** Who reaches `id`: islands through static imports only; page scripts through any import. */
function reachOf(id: string, ctx: ChunkingContext, memo: Map<string, Reach>, path: Set<string>): Reach {
  const known = memo.get(id);
  if (known) return known;
  if (path.has(id)) return { islands: new Set(), page: false }; // a cycle: its other members say who reaches it
  const info = ctx.getModuleInfo(id);
  if (!info) return { islands: new Set(), page: true };
  const island = ISLAND.exec(id)?.[1];
  const islands = new Set(island ? [island] : []);
  let page = !island && !RENDERER.test(id) && info.isEntry && info.dynamicImporters.length === 0;
  path.add(id);
  for (const from of info.importers) {
    const r = reachOf(from, ctx, memo, path);
    for (const i of r.islands) islands.add(i);
    page ||= r.page;
  }
  for (const from of info.dynamicImporters) page ||= reachOf(from, ctx, memo, path).page;
  path.delete(id);
  const reach = { islands, page };
  memo.set(id, reach);
  return reach;
}

/** The groups for one build of the browser's code (a fresh memo: the server's build sees other importers). */
export function widgetChunks(): { groups: { name: string | ((id: string, ctx: ChunkingContext) => string | null); test?: RegExp; priority?: number; includeDependenciesRecursively?: boolean }[] } {
  const memo = new Map<string, Reach>();
  return {
    groups: [
      // the bundler's helper for `import()`, which page scripts use too: a file of its own, taken first,
      // rather than following the widget modules that use it into their chunk
      { name: 'preload-helper', test: /preload-helper/, priority: 1 },
      // a language's pack, without the language-neutral modules it imports (those stay shared)
      {
        name: (id, ctx) => {
          const lang = LANG_PACK.exec(id)?.[1];
          return lang && !reachOf(id, ctx, memo, new Set()).page ? lang : null;
        },
        includeDependenciesRecursively: false,
      },
      {
        name: (id, ctx) => {
          if (ISLAND.test(id) || RENDERER.test(id) || !WIDGET_CODE.test(id)) return null;
          const reach = reachOf(id, ctx, memo, new Set());
          if (reach.page || reach.islands.size < 2) return null;
          return reach.islands.size === ISLAND_COUNT ? 'widgets' : `widgets-${[...reach.islands].sort().join('-')}`;
        },
      },
    ],
  };
}

/** A Vite plugin that applies these groups to the browser's build only (the server's chunks stay as they are). */
export function widgetChunksPlugin(): { name: string; configEnvironment: (name: string) => object | undefined } {
  return {
    name: 'casebook-widget-chunks',
    // an entry chunk may export more than its module does (a language's pack gathers its tables without
    // their dependencies, which the bundler allows only so)
    configEnvironment: (name) => (name === 'client'
      ? { build: { rollupOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: widgetChunks() } } } }
      : undefined),
  };
}
