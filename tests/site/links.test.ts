// Every internal link, asset reference and #anchor in the built site resolves:
// to a file in dist/, and for a fragment to an element id on the target page.
import { describe, expect, it } from 'vitest';
import type { Tag } from '../helpers/html.ts';
import { fileForPath, internalUrl, loadPage, pagePaths, requireDist } from '../helpers/dist.ts';
import '../../engine/load-all.ts';
import { parseScenarioLink } from '../../engine/scenario/link.ts';

const LINK_ATTRS: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  iframe: ['src'],
  use: ['href', 'xlink:href'],
  'astro-island': ['component-url', 'renderer-url'],
};
// Hints to other origins, not links to resources of this site.
const HINT_RELS = new Set(['preconnect', 'dns-prefetch']);
// Fragments every browser understands without a matching id.
const BUILT_IN_FRAGMENTS = new Set(['', 'top']);

function refsOf(tag: Tag): string[] {
  if (tag.name === 'link' && HINT_RELS.has((tag.attrs.rel ?? '').toLowerCase())) return [];
  return (LINK_ATTRS[tag.name] ?? []).map((attr) => tag.attrs[attr]).filter((v): v is string => v !== undefined);
}

function brokenRef(ref: string, fromPath: string): string | undefined {
  if (ref.trim() === '') return 'empty reference';
  const url = internalUrl(ref, fromPath);
  if (!url) return undefined;
  if (!fileForPath(url.pathname)) return `no file for ${url.pathname}`;
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (BUILT_IN_FRAGMENTS.has(fragment)) return undefined;
  // The sandbox reads a position from `#s=…` (engine/scenario/link.ts), not an element id: it must open.
  if (fragment.startsWith('s=') && url.pathname.endsWith('/sandbox/')) {
    const opened = parseScenarioLink(url.hash);
    return opened.ok ? undefined : `the position does not open: ${opened.error.map((p) => `${p.path}: ${p.message}`).join('; ')}`;
  }
  const target = loadPage(url.pathname);
  if (!target) return `#${fragment} points into a file that is not a page`;
  return target.ids.has(fragment) ? undefined : `no element id="${fragment}" on ${url.pathname}`;
}

const paths = pagePaths();

it('the built site has pages to check', () => {
  requireDist();
  expect(paths.length).toBeGreaterThan(0);
});

describe.each(paths)('%s', (path) => {
  it('every internal link and anchor resolves', () => {
    const page = loadPage(path)!;
    const broken = page.tags.flatMap((tag) =>
      refsOf(tag).flatMap((ref) => {
        const problem = brokenRef(ref, path);
        return problem ? [`<${tag.name}> ${ref}: ${problem}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
