// Registers `client:intent` (directive.ts) with Astro. Astro inlines the directive's script in each page
// that uses it and lists its hash in the Content-Security-Policy with its own scripts. After the build,
// each such island gets its module graph (graph.ts) as `data-graph`: the chunk files, relative to its
// component's, that the directive asks for at once on intent or ahead of it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFiles } from '../html-files.ts';
import { islandGraph, readGraph, type ChunkGraph } from './graph.ts';
import type { IntentValue } from '../../../components/widgets/intent-types.ts';

const ISLAND = /<astro-island\b[^>]*>/g;
/** Vite's module for `__vitePreload` (vite/dist/node: preloadHelperId). */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const attr = (tag: string, name: string): string | undefined => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const unescape = (s: string): string =>
  s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const fileOf = (url: string): string => url.split('/').pop()!;

/**
 * The page's HTML with `data-graph` on every `client:intent` island (unchanged when there is none); an
 * island whose graph an earlier one on the page already lists names that island instead
 * (`data-graph-as`, its `uid`), so a page of forty scenarios does not repeat the list forty times.
 */
export function withGraphs(html: string, graph: ChunkGraph): string {
  const written = new Map<string, string>();
  return html.replace(ISLAND, (tag) => {
    const component = attr(tag, 'component-url');
    if (attr(tag, 'client') !== 'intent' || !component || attr(tag, 'data-graph') !== undefined) return tag;
    const renderer = attr(tag, 'renderer-url');
    const opts = JSON.parse(unescape(attr(tag, 'opts') ?? '{}')) as { value?: IntentValue };
    const value = typeof opts.value === 'object' && opts.value !== null ? opts.value : {};
    const files = islandGraph(graph, {
      component: fileOf(component),
      renderer: renderer ? fileOf(renderer) : undefined,
      lang: value.lang,
      sets: value.sets,
      words: value.words,
      predict: value.predict === true,
    });
    const list = files.join(' ');
    const uid = attr(tag, 'uid');
    const first = written.get(list);
    if (first !== undefined) return tag.replace(/>$/, ` data-graph-as="${first}">`);
    if (uid !== undefined) written.set(list, uid);
    return tag.replace(/>$/, ` data-graph="${list}">`);
  });
}

/** Islands a page draws at once; on a page with more, the others are drawn as they near the screen. */
export const ISLANDS_AT_ONCE = 2;
const WHOLE_ISLAND = /<astro-island\b[^>]*>[\s\S]*?<\/astro-island>/g;

/**
 * A long page (the River's has 39 boards) with its `client:intent` islands after the first ISLANDS_AT_ONCE
 * held in a `<noscript>`, inside an empty `<div data-cb-later>`: with JavaScript the browser reads each as
 * one run of text, neither building nor laying out its nodes while the page loads, and the directive
 * (later.ts) draws it as it nears the screen or in an idle moment; without JavaScript the noscript shows
 * it, so the boards' first frames are still there. An island holding a script or a noscript of its own,
 * or one that is not `client:intent`, is left in place.
 */
export function withLaterIslands(html: string): string {
  let seen = 0;
  const total = (html.match(/<astro-island\b[^>]*\sclient="intent"/g) ?? []).length;
  if (total <= ISLANDS_AT_ONCE + 1) return html;
  return html.replace(WHOLE_ISLAND, (island) => {
    const tag = island.slice(0, island.indexOf('>') + 1);
    if (attr(tag, 'client') !== 'intent') return island;
    seen += 1;
    if (seen <= ISLANDS_AT_ONCE || /<\/?(?:script|noscript)\b/i.test(island)) return island;
    return `<div data-cb-later><noscript>${island}</noscript></div>`;
  });
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;

/** The page's HTML without a second link to a stylesheet it already links (WidgetStyles per ruling). */
export function withoutRepeatedSheets(html: string): string {
  const seen = new Set<string>();
  return html.replace(STYLESHEET, (link, href: string) => {
    if (seen.has(href)) return '';
    seen.add(href);
    return link;
  });
}

export function clientIntent(): AstroIntegration {
  return {
    name: 'casebook:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        addClientDirective({ name: 'intent', entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)) });
        // No preload helper in the browser's chunks: the directive asks for an island's whole graph itself,
        // and a page without islands should not carry the helper for its one dynamic import (search).
        // Astro sets the top-level `build.modulePreload`, which the client build inherits, so it is
        // switched off for the client environment here.
        // With nothing to preload, Vite still routes each dynamic import through its helper (0.9 KB gzipped,
        // loaded by every page with the search button and by every island): a one-line stand-in does
        // what it then does, call the import.
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'casebook:no-preload-helper',
                configEnvironment(name, config) {
                  if (name === 'client') config.build = { ...config.build, modulePreload: false };
                },
              },
              {
                name: 'casebook:small-preload-helper',
                enforce: 'pre',
                applyToEnvironment: (environment) => environment.name === 'client',
                resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
                load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const graph = readGraph(join(out, '_astro'));
        let islands = 0;
        for (const file of htmlFiles(out)) {
          const html = readFileSync(file, 'utf8');
          if (!html.includes('client="intent"')) continue;
          const next = withLaterIslands(withoutRepeatedSheets(withGraphs(html, graph)));
          islands += (next.match(/ data-graph="/g) ?? []).length;
          if (next !== html) writeFileSync(file, next);
        }
        logger.info(`client:intent: module graphs written on ${islands} islands`);
      },
    },
  };
}
