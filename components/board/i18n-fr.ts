// The board drawings' words in French, typed as the English ones.
import { fr as T } from '../i18n/terms-fr.ts';
import type { BoardDict } from './i18n.ts';

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
    gq11: 'Tuiles de rivière du Games Quarterly n° 11',
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
    ferryLake: (n: number) => `un lac à bac avec ${n} ${T.jetty.many}`,
    pigHerd: `un ${T.pigHerd.one}`,
    sheep: 'des moutons',
    vineyard: 'une vigne',
    wheelIcon: (n: number) => `icône de roue ${n}`,
    start: 'tuile de départ',
  },
  tile: {
    alt: (id: string, sides: string, specials: string) => `${id} : bords ${sides}${specials ? ` ; ${specials}` : ''}`,
    count: (n: number) => (n === 1 ? '1 exemplaire' : `${n} exemplaires`),
    rotation: (deg: number) => `tournée de ${deg}°`,
  },
  board: {
    label: 'Plateau',
    wheelBoard: 'Le plateau de départ de la Roue de la Fortune',
    crown: (sector: string, space: number) => `${T.crownSpace.one} ${space} de ${sector}`,
    pig: (sector: string) => `le cochon est sur ${sector}`,
    sectors: (names: string) => `six secteurs dans le sens horaire depuis le haut : ${names}`,
    crownSpaces: (n: number) => `${n} ${T.crownSpace.many}`,
    follower: (player: string, where: string) => `partisan ${player} sur ${where}`,
    cell: (x: number, y: number) => `(${x}, ${y})`,
    empty: 'case vide',
  },
};
