// Every scenario player on the built site has its steps drawn in advance (components/widgets/frames.ts),
// in the page's language, and the file's setup frame is the very HTML the page shows: the step buttons
// that answer from it before the code arrives (src/lib/intent/stepper.ts) swap parts that fit the page,
// and the island that hydrates afterwards on the step reached finds its own render. Where the setup offers
// "Try it yourself", the file holds that mode's frame too, which fits the page the same way. The file
// comes before the first "Next" on a slow link: it stays small.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rootChildren, type Frames } from '../../components/widgets/frames.ts';
import { DIST, hasWidget, langOfPath, loadPage, pagePaths, requireDist } from '../helpers/dist.ts';
import { scanTags } from '../helpers/html.ts';

const ISLAND = /(<astro-island\b[^>]*>)([\s\S]*?)<\/astro-island>/g;

interface Player {
  readonly frames: { readonly url: string; readonly fp: string } | undefined;
  readonly inner: string;
}

function players(path: string): Player[] {
  const html = loadPage(path)!.html;
  return [...html.matchAll(ISLAND)]
    .map((m) => ({ attrs: scanTags(m[1]!)[0]!.attrs, inner: m[2]! }))
    .filter(({ attrs }) => /\/ScenarioPlayer\.[\w-]+\.js/.test(attrs['component-url'] ?? ''))
    .map(({ attrs, inner }) => {
      const opts = JSON.parse(attrs.opts ?? '{}') as { value?: { frames?: Player['frames'] } };
      return { frames: opts.value?.frames, inner: inner.replace(/<!--astro:end-->$/, '') };
    });
}

const framesOf = (url: string): Frames => JSON.parse(readFileSync(join(DIST, url), 'utf8')) as Frames;
const pages = pagePaths().filter((p) => hasWidget(loadPage(p)!) && players(p).length > 0);

describe('scenario frames', () => {
  it('are there for many pages in both languages', () => {
    requireDist();
    expect(pages.filter((p) => p.startsWith('/en/')).length).toBeGreaterThan(30);
    expect(pages.filter((p) => p.startsWith('/fr/')).length).toBeGreaterThan(30);
  });

  it.each(pages)('%s', (path) => {
    for (const p of players(path)) {
      expect(p.frames?.url, 'the island names its frames').toMatch(new RegExp(`^/${langOfPath(path)}/frames/[\\w-]+\\.json$`));
      const url = p.frames!.url;
      expect(existsSync(join(DIST, url)), url).toBe(true);
      const f = framesOf(url);
      expect(f.v).toBe(1);
      expect(f.fp, `${url}: the fingerprint the page expects`).toBe(p.frames!.fp);
      expect(f.parts).toHaveLength(f.steps + 1);
      expect(f.said).toHaveLength(f.steps + 1);
      const shown = rootChildren(p.inner);
      expect(f.parts[0], `${url}: one part per part of the widget`).toHaveLength(shown.length);
      f.parts[0]!.forEach((part, i) => {
        if (part !== null) expect(part, `${url}, part ${i}: the setup frame is what the page shows`).toBe(shown[i]);
      });
      expect(p.inner).toContain('data-step-to="next"');
      // "Try it yourself" on the setup answers from the file wherever the page offers it there
      if (p.inner.includes('data-step-to="try"')) {
        expect(f.setupTry, `${url}: the setup's "try it" frame`).toBeTruthy();
        expect(f.setupTry!.parts, `${url}: one part per part of the widget`).toHaveLength(shown.length);
        expect(f.setupTry!.parts.join(''), url).toContain('class="cb-try"');
        expect(f.setupTry!.said.length, url).toBeGreaterThan(0);
      } else expect(f.setupTry, url).toBeNull();
    }
  });

  it('each file weighs at most 8 KB gzipped, what a slow link waits for before the first "Next"', () => {
    const urls = new Set(pages.flatMap((path) => players(path).map((p) => p.frames!.url)));
    expect(urls.size).toBeGreaterThan(60);
    const heavy = [...urls].map((url) => ({ url, kb: gzipSync(readFileSync(join(DIST, url)), { level: 9 }).length / 1024 })).filter((f) => f.kb > 8);
    expect(heavy).toEqual([]);
  });
});
