// Words the board drawings need (follower letters, sector names, tile descriptions). `fr` is typed as
// the shape of `en`, so a string missing in French fails type checking. The tile-set page's own words
// live in tiles-page-i18n.ts, so islands that draw boards do not ship them.
import type { EdgeKind, PlayerColor, Sector, SetId, Side } from '../../engine/core/types.ts';

export type BoardLang = 'en' | 'fr';

export const en = {
  players: { blue: 'blue', red: 'red', green: 'green', yellow: 'yellow', black: 'black', grey: 'grey' } satisfies Record<PlayerColor, string>,
  // one or two letters drawn on the follower; with its shape, it names the player without colour
  letters: { blue: 'B', red: 'R', green: 'G', yellow: 'Y', black: 'K', grey: 'Gy' } satisfies Record<PlayerColor, string>,
  sectors: {
    fortune: 'Fortune',
    taxes: 'Taxes',
    famine: 'Famine',
    storm: 'Storm',
    inquisition: 'Inquisition',
    plague: 'Plague',
  } satisfies Record<Sector, string>,
  sides: { N: 'north', E: 'east', S: 'south', W: 'west' } satisfies Record<Side, string>,
  edges: { city: 'city', road: 'road', field: 'field', river: 'river' } satisfies Record<EdgeKind, string>,
  sets: {
    base: 'Base game',
    river1: 'The River',
    river2: 'The River II',
    river3: 'River III (Big Box 5)',
    gq11: 'Games Quarterly #11 river tiles',
    ferries: 'The Ferries',
    wheel: 'The Wheel of Fortune',
  } satisfies Record<SetId, string>,
  specials: {
    shield: (n: number) => (n === 1 ? 'a shield' : `${n} shields`),
    cloister: 'a cloister',
    inn: 'an inn by the road',
    spring: 'the spring',
    lake: 'a lake where the river ends',
    volcano: 'a volcano where the river ends',
    fork: 'the river forks',
    ferryLake: (n: number) => `a ferry lake with ${n} jetties`,
    pigHerd: 'a pig-herd',
    sheep: 'sheep',
    vineyard: 'a vineyard',
    wheelIcon: (n: number) => `wheel icon ${n}`,
    start: 'start tile',
  },
  tile: {
    /** the text alternative of a tile: name (and turn), edges, specials */
    alt: (id: string, sides: string, specials: string) => `${id}: edges ${sides}${specials ? `; ${specials}` : ''}`,
    count: (n: number) => (n === 1 ? '1 copy' : `${n} copies`),
    rotation: (deg: number) => `turned ${deg}°`,
  },
  board: {
    label: 'Board',
    wheelBoard: 'The Wheel of Fortune start board',
    crown: (sector: string, space: number) => `crown space ${space} of ${sector}`,
    pig: (sector: string) => `the pig stands on ${sector}`,
    sectors: (names: string) => `six sectors clockwise from the top: ${names}`,
    crownSpaces: (n: number) => `${n} crown spaces`,
    follower: (player: string, where: string) => `${player} follower on ${where}`,
    cell: (x: number, y: number) => `(${x}, ${y})`,
    empty: 'empty cell',
  },
};

export type BoardDict = typeof en;

export const fr: BoardDict = {
  players: { blue: 'bleu', red: 'rouge', green: 'vert', yellow: 'jaune', black: 'noir', grey: 'gris' },
  letters: { blue: 'B', red: 'R', green: 'V', yellow: 'J', black: 'N', grey: 'G' },
  sectors: {
    fortune: 'Fortune',
    taxes: 'Taxes',
    famine: 'Famine',
    storm: 'Tempête',
    inquisition: 'Inquisition',
    plague: 'Peste',
  },
  sides: { N: 'nord', E: 'est', S: 'sud', W: 'ouest' },
  edges: { city: 'ville', road: 'route', field: 'pré', river: 'rivière' },
  sets: {
    base: 'Jeu de base',
    river1: 'La Rivière',
    river2: 'La Rivière II',
    river3: 'Rivière III (Big Box 5)',
    gq11: 'Tuiles rivière du Games Quarterly n° 11',
    ferries: 'Les Bacs',
    wheel: 'La Roue de la Fortune',
  },
  specials: {
    shield: (n: number) => (n === 1 ? 'un blason' : `${n} blasons`),
    cloister: 'une abbaye',
    inn: 'une auberge au bord de la route',
    spring: 'la source',
    lake: 'un lac où finit la rivière',
    volcano: 'un volcan où finit la rivière',
    fork: 'la rivière se divise',
    ferryLake: (n: number) => `un lac à bac avec ${n} embarcadères`,
    pigHerd: 'un élevage de cochons',
    sheep: 'des moutons',
    vineyard: 'une vigne',
    wheelIcon: (n: number) => `icône de roue ${n}`,
    start: 'tuile de départ',
  },
  tile: {
    alt: (id: string, sides: string, specials: string) => `${id} : bords ${sides}${specials ? ` ; ${specials}` : ''}`,
    count: (n: number) => (n === 1 ? '1 exemplaire' : `${n} exemplaires`),
    rotation: (deg: number) => `tournée de ${deg}°`,
  },
  board: {
    label: 'Plateau',
    wheelBoard: 'Le plateau de départ de la Roue de la Fortune',
    crown: (sector: string, space: number) => `emplacement de couronne ${space} de ${sector}`,
    pig: (sector: string) => `le cochon est sur ${sector}`,
    sectors: (names: string) => `six secteurs dans le sens horaire depuis le haut : ${names}`,
    crownSpaces: (n: number) => `${n} emplacements de couronne`,
    follower: (player: string, where: string) => `partisan ${player} sur ${where}`,
    cell: (x: number, y: number) => `(${x}, ${y})`,
    empty: 'case vide',
  },
};

export const boardDict = (lang: BoardLang): BoardDict => (lang === 'fr' ? fr : en);
