// Tile names in French, with their article (le, la, l’), typed as the English ones.
import type { TileNames } from './tile-names.ts';

export const fr: TileNames = {
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
    'city-lake': 'le lac avec ville', volcano: 'le volcan', fork: 'la bifurcation', 'city-bridge': 'la ville enjambant la rivière',
    cloister: 'la rivière avec abbaye', 'inn-bridge': 'le pont routier avec auberge', 'pig-herd': 'la courbe de rivière avec troupeau de cochons',
    'spring-road': 'la source avec route',
  },
  ferries: { 'city-lake': 'le lac à trois quais avec ville', 'lake-3': 'le lac à trois quais', 'lake-4': 'le lac à quatre quais' },
  icon: (name: string, n: number) => `${name} (roue ${n})`,
  start: 'la tuile de départ',
};
