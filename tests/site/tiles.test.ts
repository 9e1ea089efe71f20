// The tile-set pages on the built site: under every tile (and the Wheel of Fortune's board), a link
// opens the sandbox of the page's language on a valid position holding that tile, and the rulings
// listed are pages of the site in that language, among them the ruling of a scenario that uses it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import '../../engine/load-all.ts';
import '../../engine/scenario/messages-all.ts';
import { createGame } from '../../engine/play.ts';
import { toGameSetup } from '../../engine/scenario/convert.ts';
import { parseScenarioLink } from '../../engine/scenario/link.ts';
import { TILES_BY_SET } from '../../engine/sets/index.ts';
import { LANGS } from '../../components/lib/vocabulary.ts';
import { tileAnchor } from '../../src/lib/tile-rulings.ts';
import { holds } from '../../src/lib/tile-sandbox.ts';
import { decodeEntities, scanTags } from '../helpers/html.ts';
import { loadPage, requireDist, ROOT } from '../helpers/dist.ts';

/** A ruling's title as its file in that language gives it. */
function rulingTitle(lang: string, id: string): string {
  const text = readFileSync(join(ROOT, 'content', 'rulings', lang, `${id}.mdx`), 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return (parseDocument(front).toJS() as { title: string }).title;
}

const TILES = [...Object.values(TILES_BY_SET).flat().map((t) => t.id), 'wheel/board'];

/** The HTML of one tile's entry: from its anchor to the next tile's (or the end of its set). */
function entry(html: string, tile: string): string {
  const start = html.indexOf(`id="${tileAnchor(tile)}"`);
  if (start < 0) return '';
  const next = html.slice(start + 1).search(/ id="tile-|<\/section>/);
  return html.slice(start, next < 0 ? undefined : start + 1 + next);
}

const hrefs = (html: string): string[] => scanTags(html).filter((t) => t.name === 'a').map((t) => decodeEntities(t.attrs.href ?? ''));

describe.each(LANGS)('/%s/tiles/', (lang) => {
  const page = () => {
    requireDist();
    const p = loadPage(`/${lang}/tiles/`);
    if (!p) throw new Error(`/${lang}/tiles/ is missing`);
    return p;
  };

  it.each(TILES)('%s opens in the sandbox, and its ruling links resolve', (tile) => {
    const html = entry(page().html, tile);
    expect(html, `no entry with id="${tileAnchor(tile)}"`).not.toBe('');
    const links = hrefs(html);
    const sandbox = links.filter((h) => h.startsWith(`/${lang}/sandbox/#s=`));
    expect(sandbox, 'one sandbox link in the page\'s language').toHaveLength(1);
    const scenario = parseScenarioLink(sandbox[0]!, lang);
    if (!scenario.ok) expect.fail(scenario.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const game = createGame(toGameSetup(scenario.value));
    if (!game.ok) expect.fail(game.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    expect(holds(game.value, tile), 'the position holds the tile').toBe(true);
    for (const href of links.filter((h) => h.includes('/rulings/'))) {
      expect(href).toMatch(new RegExp(`^/${lang}/rulings/[a-z0-9-]+/$`));
      expect(loadPage(href), `${href} is a page`).toBeDefined();
    }
  });

  it('lists, under a tile, the rulings whose scenarios use it, titled in the page\'s language', () => {
    const herd = entry(page().html, 'river2/pig-herd');
    expect(hrefs(herd)).toContain(`/${lang}/rulings/river2-pig-herd/`);
    expect(decodeEntities(herd)).toContain(`>${rulingTitle(lang, 'river2-pig-herd')}</a>`);
    const lake = entry(page().html, 'ferries/lake-3');
    expect(hrefs(lake).filter((h) => h.includes('/rulings/ferries-')).length).toBeGreaterThan(3);
    // a tile no scenario uses has its sandbox link and no ruling list
    const unused = entry(page().html, 'river3/curve');
    expect(hrefs(unused).filter((h) => h.includes('/rulings/'))).toEqual([]);
  });
});
