// Build time: each `client:intent` island's whole module graph, read from the built chunks, so that the
// directive can ask for every file at once on the reader's intent (directive.ts `preload`) instead of the
// browser discovering the imports one level at a time. integration.ts writes the list into each island's
// `data-graph` attribute after the build.
//
// The graph of an island: the static imports of its component and of its renderer, followed to the end,
// plus what its `prepare` imports on demand for this island (../../../components/widgets/prepare.ts): the
// page's language pack (with the island's own words), the titles of the rulings its sets' rules can cite,
// the rules and widget parts of the expansions it plays, and "predict the score" for a scenario that asks
// it, with their own static imports. (An expansion's rules and parts are one chunk named after it; where
// its words travel with its titles, the ferries' and the wheel's, both are in its words chunk: chunks.ts.) Those on-demand chunks
// are found by name (the bundler names a chunk after its module, chunks.ts after a group), as
// bench-widgets.mjs and tests/e2e/expansion-code.spec.ts check them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { titlePartsOf, wordPartsOf } from '../../../components/widgets/lang/title-parts.ts';

/** Names of the chunks `prepare` imports on demand: a language's pack, an expansion's rules and parts. */
export const PACK_CHUNK = (lang: string): RegExp => new RegExp(`^${lang}\\.[\\w-]+\\.js$`);
export const SET_CHUNK = (set: string): RegExp => new RegExp(`^(${set}|expansion-ui-${set})\\.[\\w-]+\\.js$`);
export const TITLES_CHUNK = (lang: string, part: string): RegExp => new RegExp(`^ruling-titles-${lang}-${part}\\.[\\w-]+\\.js$`);
export const WORDS_CHUNK = (lang: string, part: string): RegExp => new RegExp(`^i18n-${lang}-${part}\\.[\\w-]+\\.js$`);
/** "Predict the score" (components/widgets/PredictPanel.tsx), which `prepare` loads for a scenario that asks it. */
export const PREDICT_CHUNK = /^PredictPanel\.[\w-]+\.js$/;

/** `import … from "./x.js"` and `import "./x.js"`, minified (no space), not `import("./x.js")`. */
const STATIC = /(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g;

export interface ChunkGraph {
  /** Every chunk file name in the folder. */
  readonly files: readonly string[];
  /** Each chunk's static imports (file names in the same folder). */
  readonly imports: ReadonlyMap<string, readonly string[]>;
}

/** Reads the static imports of every chunk in `dir` (dist/_astro). */
export function readGraph(dir: string): ChunkGraph {
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const imports = new Map<string, string[]>();
  for (const f of files) {
    const code = readFileSync(join(dir, f), 'utf8');
    imports.set(f, [...new Set([...code.matchAll(STATIC)].map((m) => m[1]!))].filter((d) => files.includes(d)));
  }
  return { files, imports };
}

/** `roots` and everything they import statically, roots first. */
export function closure(graph: ChunkGraph, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (f: string): void => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const d of graph.imports.get(f) ?? []) visit(d);
  };
  for (const r of roots) visit(r);
  return [...seen];
}

/** What one island needs: its component and renderer chunks, its language pack, its expansions' chunks. */
export interface IslandNeeds {
  readonly component: string;
  readonly renderer?: string;
  readonly lang?: string;
  readonly sets?: readonly string[];
  /** The island's own words (`words` in its client:intent value), in `lang`. */
  readonly words?: readonly string[];
  /** The scenario asks for a prediction: its panel and words are loaded before the first render. */
  readonly predict?: boolean;
}

function predictChunk(graph: ChunkGraph): string[] {
  const found = graph.files.filter((f) => PREDICT_CHUNK.test(f));
  if (found.length !== 1) throw new Error(`intent graph: expected one PredictPanel chunk in dist/_astro, found ${found.length}`);
  return found;
}

export function islandGraph(graph: ChunkGraph, needs: IslandNeeds): string[] {
  const byName = (re: RegExp): string[] => graph.files.filter((f) => re.test(f));
  const roots = [
    needs.component,
    ...(needs.renderer ? [needs.renderer] : []),
    ...(needs.lang ? byName(PACK_CHUNK(needs.lang)) : []),
    ...(needs.lang ? [...new Set([...(needs.words ?? []), ...wordPartsOf(needs.sets ?? []), ...(needs.predict ? ['predict'] : [])])].flatMap((w) => byName(WORDS_CHUNK(needs.lang!, w))) : []),
    ...(needs.predict ? predictChunk(graph) : []),
    ...(needs.lang ? titlePartsOf(needs.sets ?? []).flatMap((p) => byName(TITLES_CHUNK(needs.lang!, p))) : []),
    ...titlePartsOf(needs.sets ?? []).flatMap((s) => byName(SET_CHUNK(s))),
  ];
  return closure(graph, roots);
}
