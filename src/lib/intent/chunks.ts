// How the widgets' code is cut into files (the bundler's code-splitting groups, astro.config.mjs).
//
// Left to itself the bundler makes one chunk per set of importers: a widget woke with 25 to 40 small
// files, each compressed apart (a file's gzip cannot reuse its neighbour's words) and, over HTTP/1.1,
// fetched six at a time, so each file beyond six costs the reader another round trip. Here:
// - a module reached through static imports by two islands or more goes with the chunk named after
//   those islands ("widgets" when all do), which each of them imports. A group of islands whose own
//   modules weigh less than SMALL_GROUP is not worth a file of its own: its modules join "widgets", which
//   costs the other islands a few hundred bytes they do not run, and saves a request for each island of
//   the small group;
// - a module reached by one island only stays where the bundler puts it: that island's own chunk;
// - an expansion's code (its rules, engine/expansions/<name>/, its widget parts, expansion-ui-<name>.tsx,
//   and what only they import) is one chunk named after the expansion, since `prepare` always loads both
//   (an island that imports a part itself, the Wheel spinner, the River builder, plays that expansion);
//   likewise a language's words and ruling titles for an expansion whose words travel with its
//   titles (title-parts.ts: WORD_PARTS), one chunk named after the words (i18n-<lang>-<name>);
// A module a page script also reaches (the search, the offline control, the lesson progress) is left
// alone, so that a page without a widget never loads widget code.
//
// - a position's explanation, the engine's and the explain panel's reading of it, is one chunk ("explain")
//   that the panel's body and the spinner import: no island needs it on waking but the spinner;
// The other `import()`ed modules keep their own chunks, which `prepare` fetches only where needed and
// graph.ts finds by name: each language's words and titles, the River's titles.
import type { ChunkingContext } from 'rolldown';
import { WORD_PARTS } from '../../../components/widgets/lang/title-parts.ts';

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
/** An expansion's code: its rules and its widget parts (its declaration is the core's); its words and titles. */
const EXPANSION_PART = /\/(?:engine\/expansions\/(\w+)\/(?!declare\.ts$)[\w/-]+\.ts|components\/widgets\/expansion-ui-(\w+)\.tsx)$/;
const EXPANSION_WORDS = /\/components\/widgets\/(?:i18n|ruling-titles)-(en|fr)-(\w+)\.ts$/;
/**
 * Below this many characters of (unminified) code, a group of islands' shared modules joins a wider
 * group (about 1.3 KB gzipped: a sandbox's list of choices, a shared word table).
 */
export const SMALL_GROUP = 6000;

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

/** The islands' group a module belongs to before small groups are merged ("Sandbox-ScenarioPlayer"), if any. */
function islandsKey(reach: Reach): string | null {
  return reach.page || reach.islands.size < 2 ? null : [...reach.islands].sort().join('-');
}

const groupName = (key: string): string => (key.split('-').length === ISLAND_COUNT ? 'widgets' : `widgets-${key}`);

/**
 * Each group's chunk: its own when its modules weigh at least SMALL_GROUP, else "widgets". (Not the
 * smallest wider group: a module the islands reach through a language's pack, which `prepare` imports,
 * counts only the islands that import it themselves, so a narrower group could miss an island that needs it.)
 */
export function mergedGroups(sizes: ReadonlyMap<string, number>): Map<string, string> {
  return new Map([...sizes].map(([key, size]) => [key, size >= SMALL_GROUP ? groupName(key) : 'widgets']));
}

/**
 * The expansion whose code `id` is: its rules (engine/expansions/<name>/, but for declare.ts, which the core
 * reads everywhere) or its widget parts (expansion-ui-<name>.tsx), or a module only they import.
 */
function ownerOf(id: string, ctx: ChunkingContext, memo: Map<string, string | null>, path: Set<string>): string | null {
  if (memo.has(id)) return memo.get(id)!;
  const named = EXPANSION_PART.exec(id);
  if (named) return named[1] ?? named[2]!;
  const info = ctx.getModuleInfo(id);
  if (!info || path.has(id) || info.dynamicImporters.length > 0 || info.importers.length === 0) return null;
  path.add(id);
  const of = new Set(info.importers.map((from) => ownerOf(from, ctx, memo, path)));
  path.delete(id);
  const [only] = of;
  const owner = of.size === 1 && only ? only : null;
  memo.set(id, owner);
  return owner;
}

/** The words chunk a language's titles or words for an expansion go to, when its words travel with its titles. */
function expansionWordsOf(id: string): string | null {
  const m = EXPANSION_WORDS.exec(id);
  return m && (WORD_PARTS as readonly string[]).includes(m[2]!) ? `i18n-${m[1]}-${m[2]}` : null;
}

type Group = { name: string | ((id: string, ctx: ChunkingContext) => string | null); test?: RegExp; priority?: number; includeDependenciesRecursively?: boolean };

/** Widget code the islands may share: neither an island nor the renderer (each is an entry of its own). */
const sharable = (id: string): boolean => !ISLAND.test(id) && !RENDERER.test(id) && WIDGET_CODE.test(id);

/**
 * The groups for one build of the browser's code (a fresh memo: the server's build sees other importers).
 * `codeSizes` holds each module's code length as the bundler parsed it (widgetChunksPlugin fills it
 * before the chunks are made); without it no group is merged for its size.
 */
export function widgetChunks(codeSizes: ReadonlyMap<string, number> = new Map()): { groups: Group[] } {
  const memo = new Map<string, Reach>();
  const owners = new Map<string, string | null>();
  let merged: Map<string, string> | undefined;
  const mergedOf = (ctx: ChunkingContext): Map<string, string> => {
    if (merged) return merged;
    const sizes = new Map<string, number>();
    for (const [id, size] of codeSizes) {
      if (!sharable(id)) continue;
      const key = islandsKey(reachOf(id, ctx, memo, new Set()));
      if (key) sizes.set(key, (sizes.get(key) ?? 0) + size);
    }
    return (merged = mergedGroups(sizes));
  };
  return {
    groups: [
      // the bundler's helper for `import()`, which page scripts use too: a file of its own, taken first,
      // rather than following the widget modules that use it into their chunk
      { name: 'preload-helper', test: /preload-helper/, priority: 1 },
      // a position's explanation (the engine's and the panel's reading of it), which the explain panel
      // loads when first opened, and the spinner once the older famine reading is chosen (spinner-farms.ts,
      // which names fields as the panel does): one file
      { name: 'explain', test: /\/(engine\/core\/explain|components\/widgets\/explain-view)\.ts$/, includeDependenciesRecursively: false },
      // a language's pack, without the language-neutral modules it imports (those stay shared)
      {
        name: (id, ctx) => {
          const lang = LANG_PACK.exec(id)?.[1];
          return lang && !reachOf(id, ctx, memo, new Set()).page ? lang : null;
        },
        includeDependenciesRecursively: false,
      },
      // an expansion's words with its titles, without what they import
      { name: (id) => expansionWordsOf(id), includeDependenciesRecursively: false },
      // an expansion's rules with its widget parts
      {
        name: (id, ctx) => {
          const reach = reachOf(id, ctx, memo, new Set());
          return WIDGET_CODE.test(id) && !reach.page && reach.islands.size < 2 ? ownerOf(id, ctx, owners, new Set()) : null;
        },
        includeDependenciesRecursively: false,
      },
      {
        name: (id, ctx) => {
          if (!sharable(id)) return null;
          const key = islandsKey(reachOf(id, ctx, memo, new Set()));
          return key ? (mergedOf(ctx).get(key) ?? groupName(key)) : null;
        },
      },
    ],
  };
}

/**
 * A Vite plugin that applies these groups to the browser's build only (the server's chunks stay as they
 * are), and records the size of each module the browser's build parses, for the small groups.
 */
export function widgetChunksPlugin(): { name: string; configEnvironment: (name: string) => object | undefined; moduleParsed: (this: { environment?: { name: string } }, info: { id: string; code: string | null }) => void } {
  const sizes = new Map<string, number>();
  return {
    name: 'casebook-widget-chunks',
    // an entry chunk may export more than its module does (a language's pack gathers its tables without
    // their dependencies, which the bundler allows only so)
    configEnvironment: (name) => (name === 'client'
      ? { build: { rollupOptions: { preserveEntrySignatures: 'allow-extension', output: { codeSplitting: widgetChunks(sizes) } } } }
      : undefined),
    moduleParsed(info) {
      if (this.environment?.name === 'client' && info.code !== null) sizes.set(info.id, info.code.length);
    },
  };
}
