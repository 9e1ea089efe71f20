// The source's import graph, read with the TypeScript compiler's own scanner (ts.preProcessFile: static,
// type-only, re-exports and dynamic imports alike; comments are not imports), and the two rules it must
// keep (DESIGN.md, convention 11): imports run one way, src/ -> components/ -> engine/, and no file
// reaches itself through its imports. Run it alone with `npm run check:imports`; the test beside it
// (import-graph.test.ts) runs the same checks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The layers, top first: a file may import its own layer's files and those of the layers below. */
export const LAYERS = ['src', 'components', 'engine'] as const;
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'node_modules') walk(p, out);
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The script parts of an .astro file: its frontmatter and its <script> elements. */
function scriptOf(file: string, text: string): string {
  if (!file.endsWith('.astro')) return text;
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts'];

function resolveSpec(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.split('?')[0]!);
  for (const c of CANDIDATES) {
    const p = base + c;
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return undefined;
}

/** Every source file of the three layers, with the source files it imports (repo-relative paths). */
export function importGraph(root = ROOT): Map<string, string[]> {
  const files = LAYERS.flatMap((l) => (existsSync(join(root, l)) ? walk(join(root, l)) : []));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(scriptOf(file, readFileSync(file, 'utf8')), true, true);
    const deps = new Set<string>();
    for (const ref of info.importedFiles) {
      const target = resolveSpec(file, ref.fileName);
      if (target !== undefined && SOURCE.test(target)) deps.add(relative(root, target));
    }
    graph.set(relative(root, file), [...deps].sort());
  }
  return graph;
}

const layerOf = (path: string): number => LAYERS.indexOf(path.split('/')[0] as (typeof LAYERS)[number]);

/** Imports that climb a layer (components/ or engine/ importing from above), as `from -> to`. */
export function backwardImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const out: string[] = [];
  for (const [from, deps] of graph) {
    for (const to of deps) if (layerOf(to) >= 0 && layerOf(to) < layerOf(from)) out.push(`${from} -> ${to}`);
  }
  return out;
}

/** One circle through each group of files that reach one another, as `a -> b -> ... -> a`. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return groups.map((g) => pathAround(graph, new Set(g), [...g].sort()[0]!));
}

/** A shortest way from `start` back to itself inside `group`. */
function pathAround(graph: ReadonlyMap<string, readonly string[]>, group: ReadonlySet<string>, start: string): string {
  const prev = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (const w of graph.get(v) ?? []) {
      if (!group.has(w)) continue;
      if (w === start) {
        const way: string[] = [];
        for (let u: string | undefined = v; u !== undefined && u !== start; u = prev.get(u)) way.unshift(u);
        return [start, ...way, start].join(' -> ');
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return start;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const graph = importGraph();
  const back = backwardImports(graph);
  const loops = circles(graph);
  for (const b of back) console.log(`backward import: ${b}`);
  for (const c of loops) console.log(`import circle: ${c}`);
  console.log(`${graph.size} files: ${back.length} backward imports, ${loops.length} circles`);
  process.exitCode = back.length + loops.length > 0 ? 1 : 0;
}
