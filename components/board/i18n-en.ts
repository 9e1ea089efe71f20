// The board drawings' words in English. i18n-fr.ts has the same shape (BoardDict), checked by the type.
import { en as T } from '../i18n/terms-en.ts';
import type { EdgeKind, PlayerColor, SetId, Side } from '../../engine/core/types.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

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
    ferryLake: (n: number) => `a ferry lake with ${n} ${T.jetty.many}`,
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
    crown: (sector: string, space: number) => `${T.crownSpace.one} ${space} of ${sector}`,
    pig: (sector: string) => `the pig stands on ${sector}`,
    sectors: (names: string) => `six sectors clockwise from the top: ${names}`,
    crownSpaces: (n: number) => `${n} ${T.crownSpace.many}`,
    follower: (player: string, where: string) => `${player} follower on ${where}`,
    cell: (x: number, y: number) => `(${x}, ${y})`,
    empty: 'empty cell',
  },
};
