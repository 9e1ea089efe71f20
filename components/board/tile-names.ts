// Short names of the tile kinds, as players call them, for captions, the tile picker and the tiles
// page. Keyed by family (the base letters serve the base game and the Wheel of Fortune's own copies;
// the River sets share their kinds) and then by the id's kind. `fr` is typed as the shape of `en`, so
// a name missing in French fails type checking (tables in tile-names-en.ts, tile-names-fr.ts, read from
// the page's loaded language); tile-names.test.ts checks that every id of every set
// finds one. French names carry their article (le, la, l’), which captions need for "de la", "du".
import { tileDef as getTile } from '../../engine/play.ts';
import type { BoardLang } from './i18n.ts';
import type { en } from './tile-names-en.ts';
import { langPack } from '../widgets/lang/registry.ts';

export type TileNames = typeof en;

const names = (lang: BoardLang): TileNames => langPack(lang).tiles;

/** The family table and kind an id names: `wheel/U2` is the base's U with a wheel icon, `wheel/board@1,2` the board. */
function lookup(id: string, lang: BoardLang): string | undefined {
  const [set = '', rest = ''] = id.split('/');
  const kind = rest.replace(/@.*$/, '');
  const n = names(lang);
  if (set === 'base' || set === 'wheel') return (n.land as Record<string, string>)[kind] ?? (n.land as Record<string, string>)[kind.replace(/\d$/, '')];
  if (set === 'ferries') return (n.ferries as Record<string, string>)[kind];
  if (set.startsWith('river') || set === 'gq11') return (n.river as Record<string, string>)[kind];
  return undefined;
}

/** The name with its article in French ("la source"), bare in English ("spring"); undefined for an unknown id. */
export function tileNameOrNone(id: string, lang: BoardLang): string | undefined {
  const name = lookup(id, lang);
  if (name === undefined) return undefined;
  const icon = id.includes('@') ? undefined : getTile(id)?.wheelIcon;
  return icon === undefined ? name : names(lang).icon(name, icon);
}

/** "the spring" / "la source": a tile named within a sentence; the id itself if it has no name.
 * `start`: the tile the game started from, named as such ("the start tile"). */
export function theTile(id: string, lang: BoardLang, start = false): string {
  if (start) return lang === 'fr' ? names(lang).start : `the ${names(lang).start}`;
  const name = tileNameOrNone(id, lang);
  if (name === undefined) return id;
  return lang === 'fr' ? name : `the ${name}`;
}

/** "Spring" / "Source": a tile's name as a label (picker, tiles page), without article. */
export function tileLabel(id: string, lang: BoardLang): string {
  const name = tileNameOrNone(id, lang) ?? id;
  const bare = lang === 'fr' ? name.replace(/^(le |la |les |l’)/, '') : name;
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** "de la source", "du lac", "de l’abbaye", "des deux virages" (French); "of the spring" (English). */
export function ofTile(id: string, lang: BoardLang, start = false): string {
  const the = theTile(id, lang, start);
  if (lang !== 'fr') return `of ${the}`;
  if (the.startsWith('le ')) return `du ${the.slice(3)}`;
  if (the.startsWith('les ')) return `des ${the.slice(4)}`;
  return `de ${the}`;
}
