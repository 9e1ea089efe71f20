// Link previews: every page names a preview image that the build made, a 1200×630 PNG on this site;
// each ruling page has its own, in its language; no page names a placeholder host.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULINGS } from '../../components/lib/ruling-ids.ts';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { parse } from 'yaml';
import '../../components/widgets/lang/all.ts';
import { parseScenario } from '../../engine/scenario/parse.ts';
import { pictureFit } from '../../src/lib/og/card.tsx';
import { CARD_HEIGHT, CARD_WIDTH } from '../../src/lib/og/paths.ts';
import { FORBIDDING, scenarioPicture } from '../../src/lib/og/scenario-board.tsx';
import { DIST, fileForPath, loadPage, metaContent, pagePaths, requireDist, SITE_ORIGIN } from '../helpers/dist.ts';

/** Width and height from a PNG file's IHDR chunk, or a sentence saying why it is not a PNG. */
function pngSize(file: string): { width: number; height: number } | string {
  const bytes = readFileSync(file);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'no PNG signature';
  if (bytes.subarray(12, 16).toString('ascii') !== 'IHDR') return 'no IHDR chunk first';
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The image a page's og:image names, as a file of dist/, after checking that the address is on this site. */
function previewFile(path: string): string {
  const page = loadPage(path)!;
  const image = metaContent(page, 'og:image');
  expect(image, `${path}: og:image`).toBeDefined();
  const url = new URL(image!);
  expect(url.origin, `${path}: og:image is on the site's own address`).toBe(SITE_ORIGIN);
  expect(metaContent(page, 'twitter:card'), `${path}: twitter:card`).toBe('summary_large_image');
  expect(metaContent(page, 'twitter:image'), `${path}: twitter:image`).toBe(image);
  expect(metaContent(page, 'og:image:width')).toBe('1200');
  expect(metaContent(page, 'og:image:height')).toBe('630');
  expect((metaContent(page, 'og:image:alt') ?? '').trim(), `${path}: og:image:alt`).not.toBe('');
  const file = fileForPath(url.pathname);
  expect(file, `${path}: ${url.pathname} is not in dist/`).toBeDefined();
  return file!;
}

const addressable = pagePaths().filter((p) => /^\/(en|fr)\//.test(p));

describe.each(LANGS)('ruling pages in %s', (lang) => {
  it.each(RULINGS.map((r) => r.id))('%s previews with its own 1200×630 PNG', (id) => {
    requireDist();
    const path = `/${lang}/rulings/${id}/`;
    expect(loadPage(path), `${path} is missing`).toBeDefined();
    const file = previewFile(path);
    expect(file.endsWith(join('og', lang, 'rulings', `${id}.png`)), `${path} uses ${file}`).toBe(true);
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
  });
});

/** A ruling's frontmatter, read from its file. */
function front(lang: string, id: string): { play: string; scenarios?: string[] } {
  const text = readFileSync(join('content', 'rulings', lang, `${id}.mdx`), 'utf8');
  return parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!);
}

describe.each(LANGS)('what each ruling\'s card shows, in %s', (lang) => {
  const cards = RULINGS.map((r) => r.id).filter((id) => front(lang, id).play === 'scenario');
  it('covers every ruling played on a board', () => expect(cards.length).toBeGreaterThan(50));

  it.each(cards)('%s: the step that makes its point, a refusal only for a ruling that forbids, the board over half the card', (id) => {
    const name = front(lang, id).scenarios?.[0];
    expect(name, `${id} names no scenario`).toBeDefined();
    const parsed = parseScenario(readFileSync(join('content', 'scenarios', `${name}.json`), 'utf8'), 'json');
    if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.error)}`);
    const picture = scenarioPicture(parsed.value, lang, id);
    expect(picture, `${id}: no board`).toBeDefined();
    if (!FORBIDDING.has(id)) expect(picture!.refused, `${id} allows or makes something happen: its card shows no refusal`).toBe(false);
    const fit = pictureFit(picture!);
    expect(fit.w * fit.h).toBeGreaterThanOrEqual((CARD_WIDTH * CARD_HEIGHT) / 2);
  });
});

describe('other pages', () => {
  it.each(addressable.filter((p) => !p.includes('/rulings/') || p.endsWith('/rulings/')))('%s previews with a 1200×630 PNG in its language', (path) => {
    const file = previewFile(path);
    expect(file.includes(join('og', path.split('/')[1]!)), `${path} uses ${file}`).toBe(true);
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
  });

  it.each(LANGS)('the expansion pages of %s each have their own card', (lang) => {
    const images = ['base', 'river', 'ferries', 'wheel-of-fortune'].map((slug) => metaContent(loadPage(`/${lang}/${slug}/`)!, 'og:image'));
    expect(new Set(images).size).toBe(images.length);
  });
});

describe('no placeholder host', () => {
  const textFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.(html|xml|txt|json|js|css|webmanifest)$/.test(e.name))
      .map((e) => join(e.parentPath, e.name));

  it('no built page, script or data file names example.org', () => {
    requireDist();
    const files = textFiles(DIST);
    expect(files.length).toBeGreaterThan(pagePaths().length);
    const offenders = files.filter((f) => /example\.org/i.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
