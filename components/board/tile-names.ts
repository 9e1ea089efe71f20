// Short names of the tile kinds, as players call them, for captions, the tile picker and the tiles
// page. Keyed by family (the base letters serve the base game and the Wheel of Fortune's own copies;
// the River sets share their kinds) and then by the id's kind. `fr` is typed as the shape of `en`, so
// a name missing in French fails type checking; tile-names.test.ts checks that every id of every set
// finds one. French names carry their article (le, la, l’), which captions need for "de la", "du".
import { getTile } from '../../engine/sets/index.ts';
import type { BoardLang } from './i18n.ts';

const en = {
  land: {
    A: 'cloister with a road', B: 'cloister', C: 'four-sided city', D: 'city with a straight road',
    E: 'city edge', F: 'city corridor with a shield', G: 'city corridor', H: 'two facing city edges',
    I: 'two city edges in a corner', J: 'city with a road curving right', K: 'city with a road curving left',
    L: 'city with a three-way junction', M: 'city corner with a shield', N: 'city corner',
    O: 'city corner with a road and a shield', P: 'city corner with a road', Q: 'three-sided city with a shield',
    R: 'three-sided city', S: 'three-sided city with a road and a shield', T: 'three-sided city with a road',
    U: 'straight road', V: 'road curve', W: 'three-way junction', X: 'crossroads',
    'ic-cap-road': 'city edge facing a road end', 'ic-cloister-road': 'cloister on a straight road',
    'ic-corner-road-e': 'city corner with a road end', 'ic-corner-road-s': 'city corner with an inn',
    'ic-double-curve-1': 'two road curves', 'ic-three-caps': 'three city edges',
    'kr-cap-junction': 'city edge with a road junction', 'kr-cap-road': 'city edge with a road end on the left',
    'tb-cap-road': 'city edge with a road end on the right', board: 'Wheel of Fortune board',
  },
  river: {
    spring: 'spring', lake: 'lake', 'city-city': 'river between two cities', 'city-road': 'river between a city and a road',
    'cloister-road': 'river with a cloister and a road', 'road-bridge': 'road bridge over the river', straight: 'straight river',
    'city-curve': 'river curve with a city', 'road-curve': 'river curve with a road', curve: 'river curve',
    'city-lake': 'lake with a city', volcano: 'volcano', fork: 'river fork', 'city-bridge': 'city bridging the river',
    cloister: 'river with a cloister', 'inn-bridge': 'road bridge with an inn', 'pig-herd': 'river curve with a pig-herd',
    'spring-road': 'spring with a road',
  },
  ferries: { 'city-lake': 'lake with three jetties and a city', 'lake-3': 'lake with three jetties', 'lake-4': 'lake with four jetties' },
  icon: (name: string, n: number) => `${name} (wheel ${n})`,
  start: 'start tile',
};

type Names = typeof en;

const fr: Names = {
  land: {
    A: 'l’abbaye avec route', B: 'l’abbaye', C: 'la ville sur quatre côtés', D: 'la ville avec route droite',
    E: 'le bord de ville', F: 'le couloir de ville avec blason', G: 'le couloir de ville', H: 'les deux bords de ville opposés',
    I: 'les deux bords de ville en coin', J: 'la ville avec virage à droite', K: 'la ville avec virage à gauche',
    L: 'la ville avec croisement à trois routes', M: 'le coin de ville avec blason', N: 'le coin de ville',
    O: 'le coin de ville avec route et blason', P: 'le coin de ville avec route', Q: 'la ville sur trois côtés avec blason',
    R: 'la ville sur trois côtés', S: 'la ville sur trois côtés avec route et blason', T: 'la ville sur trois côtés avec route',
    U: 'la route droite', V: 'le virage', W: 'le croisement à trois routes', X: 'le carrefour',
    'ic-cap-road': 'le bord de ville face à un bout de route', 'ic-cloister-road': 'l’abbaye sur route droite',
    'ic-corner-road-e': 'le coin de ville avec bout de route', 'ic-corner-road-s': 'le coin de ville avec auberge',
    'ic-double-curve-1': 'les deux virages', 'ic-three-caps': 'les trois bords de ville',
    'kr-cap-junction': 'le bord de ville avec croisement', 'kr-cap-road': 'le bord de ville avec bout de route à gauche',
    'tb-cap-road': 'le bord de ville avec bout de route à droite', board: 'le plateau de la Roue de la Fortune',
  },
  river: {
    spring: 'la source', lake: 'le lac', 'city-city': 'la rivière entre deux villes', 'city-road': 'la rivière entre ville et route',
    'cloister-road': 'la rivière avec abbaye et route', 'road-bridge': 'le pont routier sur la rivière', straight: 'la rivière droite',
    'city-curve': 'la courbe de rivière avec ville', 'road-curve': 'la courbe de rivière avec route', curve: 'la courbe de rivière',
    'city-lake': 'le lac avec ville', volcano: 'le volcan', fork: 'l’embranchement de rivière', 'city-bridge': 'la ville enjambant la rivière',
    cloister: 'la rivière avec abbaye', 'inn-bridge': 'le pont routier avec auberge', 'pig-herd': 'la courbe de rivière avec élevage de cochons',
    'spring-road': 'la source avec route',
  },
  ferries: { 'city-lake': 'le lac à trois embarcadères avec ville', 'lake-3': 'le lac à trois embarcadères', 'lake-4': 'le lac à quatre embarcadères' },
  icon: (name: string, n: number) => `${name} (roue ${n})`,
  start: 'la tuile de départ',
};

const names = (lang: BoardLang): Names => (lang === 'fr' ? fr : en);

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

/** "the spring" / "la source": a tile named within a sentence; the id itself if it has no name. */
export function theTile(id: string, lang: BoardLang): string {
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
  const the = start ? (lang === 'fr' ? fr.start : `the ${en.start}`) : theTile(id, lang);
  if (lang !== 'fr') return `of ${the}`;
  if (the.startsWith('le ')) return `du ${the.slice(3)}`;
  if (the.startsWith('les ')) return `des ${the.slice(4)}`;
  return `de ${the}`;
}
