// The base game, 1st edition counts (72 tiles, start tile included: one base/D). Transcribed from the
// JCloisterZone tile definitions (basic.xml, set basic:1); the letters are the usual A–X names.
import { ALL_HALVES, city, cloister, defineSet, field, road, tile } from './build.ts';
import type { TileSpec } from './build.ts';

export const BASE_SPECS: readonly TileSpec[] = [
  tile('A', 2, [cloister, road('S'), field(ALL_HALVES)]),
  tile('B', 4, [cloister, field(ALL_HALVES)]),
  tile('C', 1, [city('N E S W', 1)]),
  tile('D', 4, [road('W E'), city('N'), field('EL WR', 'N'), field('ER SL SR WL')], { tags: ['start'] }),
  tile('E', 5, [city('N'), field('EL ER SL SR WL WR', 'N')]),
  tile('F', 2, [city('W E', 1), field('NL NR', 'W'), field('SL SR', 'W')]),
  tile('G', 1, [city('W E'), field('NL NR', 'W'), field('SL SR', 'W')]),
  tile('H', 3, [city('N'), city('S'), field('WL WR EL ER', 'N S')]),
  tile('I', 2, [city('N'), city('W'), field('EL ER SL SR', 'N W')]),
  tile('J', 3, [road('E S'), city('N'), field('EL WL WR SR', 'N'), field('ER SL')]),
  tile('K', 3, [road('S W'), city('N'), field('WR EL ER SL', 'N'), field('WL SR')]),
  tile('L', 3, [road('E'), road('S'), road('W'), city('N'), field('WR EL', 'N'), field('WL SR'), field('ER SL')]),
  tile('M', 2, [city('N W', 1), field('SL SR EL ER', 'N')]),
  tile('N', 3, [city('N W'), field('SL SR EL ER', 'N')]),
  tile('O', 2, [road('E S'), city('N W', 1), field('EL SR', 'N'), field('ER SL')]),
  tile('P', 3, [road('E S'), city('N W'), field('EL SR', 'N'), field('ER SL')]),
  tile('Q', 1, [city('N E W', 1), field('SL SR', 'N')]),
  tile('R', 3, [city('N E W'), field('SL SR', 'N')]),
  tile('S', 2, [road('S'), city('N E W', 1), field('SL', 'N'), field('SR', 'N')]),
  tile('T', 1, [road('S'), city('N E W'), field('SL', 'N'), field('SR', 'N')]),
  tile('U', 8, [road('W E'), field('WR NL NR EL'), field('ER SL SR WL')]),
  tile('V', 9, [road('W S'), field('WR NL NR EL ER SL'), field('SR WL')]),
  tile('W', 4, [road('E'), road('S'), road('W'), field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  tile('X', 1, [road('N'), road('E'), road('S'), road('W'), field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')]),
];

export const BASE_TILES = defineSet('base', BASE_SPECS);

/** The start tile of a game with the base set. */
export const BASE_START_TILE = 'base/D';
