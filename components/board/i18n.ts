// Words the board drawings need (follower letters, sector names, tile descriptions, the tile-set
// page). `fr` is typed as the shape of `en`, so a string missing in French fails type checking.
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
    /** the text alternative of a tile: id (and turn), edges, specials */
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
  tilesPage: {
    title: 'Tile sets',
    description: 'Every tile of The River, The Ferries, The Wheel of Fortune and the base game, drawn from the rules engine’s data, with how many copies each box holds.',
    intro: 'Each tile is drawn from the data the rules engine plays with, at the orientation its id refers to (rotation 0). The number under a tile is how many copies of it come in the box.',
    total: (n: number, kinds: number) => `${n} tiles in ${kinds} kinds`,
    board: 'The Wheel of Fortune also brings its 4×4 start board, drawn below its tiles: the wheel with six sectors, nine crown spaces and the pig, and the landscape around it.',
    legendTitle: 'Reading the drawings',
    players: 'Followers: each player has a colour chosen to stay distinct for colour-blind readers, and also a shape and a letter of their own.',
    legend: [
      'Brown areas with a dark rim are cities; a blue shield is a pennant.',
      'Pale bands are roads; a small square marks a crossroads, a little house a road that ends.',
      'Blue bands are the river; it rises at a spring and ends in a lake or at the volcano.',
      'A round lake with wooden jetties is a ferry lake; a ferry links two jetties.',
      'A wheel with a number in a corner is a Wheel of Fortune icon: the pig moves that many sectors.',
    ],
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
  tilesPage: {
    title: 'Les tuiles',
    description: 'Toutes les tuiles de la Rivière, des Bacs, de la Roue de la Fortune et du jeu de base, dessinées d’après les données du moteur de règles, avec leur nombre d’exemplaires.',
    intro: 'Chaque tuile est dessinée à partir des données avec lesquelles joue le moteur de règles, dans l’orientation à laquelle renvoie son identifiant (rotation 0). Le nombre sous une tuile indique combien d’exemplaires la boîte en contient.',
    total: (n: number, kinds: number) => `${n} tuiles de ${kinds} sortes`,
    board: 'La Roue de la Fortune apporte aussi son plateau de départ de 4×4 cases, dessiné après ses tuiles : la roue et ses six secteurs, neuf emplacements de couronne, le cochon, et le paysage qui l’entoure.',
    legendTitle: 'Lire les dessins',
    players: 'Partisans : chaque joueur a une couleur choisie pour rester distincte pour les daltoniens, ainsi qu’une forme et une lettre bien à lui.',
    legend: [
      'Les zones brunes bordées d’un trait sombre sont des villes ; un écu bleu est un blason.',
      'Les bandes claires sont des routes ; un petit carré marque un carrefour, une maisonnette une route qui s’arrête.',
      'Les bandes bleues sont la rivière ; elle naît à une source et finit dans un lac ou au volcan.',
      'Un lac rond avec des pontons de bois est un lac à bac ; un bac relie deux pontons.',
      'Une roue numérotée dans un coin est une icône de la Roue de la Fortune : le cochon avance d’autant de secteurs.',
    ],
  },
};

export const boardDict = (lang: BoardLang): BoardDict => (lang === 'fr' ? fr : en);
