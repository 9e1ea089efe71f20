// The Wheel of Fortune's 71 land tiles (the 4x4 board is in wheel-board.ts). 62 are base-game shapes,
// some carrying a wheel icon (how many sectors the pig moves); counts and icons come from the
// TTSCarcassonne tile data. The other 9 come from Inns & Cathedrals, King & Robber and Traders &
// Builders; their features are transcribed from the JCloisterZone definitions of those expansions.
import { city, cloister, defineSet, field, road, specOf, tile } from './build.ts';
import type { TileSpec } from './build.ts';
import { BASE_SPECS } from './base.ts';

type Icon = 1 | 2 | 3;

/** [wheel kind, base kind, count, icon]: a base shape, as many copies, with or without an icon. */
const FROM_BASE: readonly (readonly [string, string, number, Icon?])[] = [
  ['A', 'A', 2], ['B', 'B', 4], ['C', 'C', 1], ['D', 'D', 3], ['E', 'E', 4], ['F', 'F', 2],
  ['G', 'G', 1], ['H', 'H', 2], ['I', 'I', 2], ['J', 'J', 2], ['K', 'K', 2], ['L', 'L', 2],
  ['M', 'M', 2], ['N1', 'N', 2, 1], ['O', 'O', 2], ['P', 'P', 2], ['Q', 'Q', 1], ['R', 'R', 2],
  ['S', 'S', 2], ['T', 'T', 1],
  ['U1', 'U', 3, 1], ['U2', 'U', 3, 2], ['U3', 'U', 2, 3],
  ['V1', 'V', 4, 1], ['V2', 'V', 2, 2], ['V3', 'V', 1, 3], ['V', 'V', 1],
  ['W', 'W', 4], ['X1', 'X', 1, 1],
];

function fromBase([kind, baseKind, count, icon]: (typeof FROM_BASE)[number]): TileSpec {
  // the wheel has its own board, so no wheel tile is a start tile
  const { features } = specOf(BASE_SPECS, baseKind);
  return tile(kind, count, features, icon === undefined ? {} : { wheelIcon: icon });
}

const IC = { tags: ['inns-cathedrals'] };
const KR = { tags: ['king-robber'] };
const TB = { tags: ['traders-builders'] };

const FROM_EXPANSIONS: readonly TileSpec[] = [
  tile('ic-cap-road', 1, [city('N'), road('S'), field('WL WR SR', 'N'), field('EL ER SL', 'N')], IC),
  tile('ic-cloister-road', 1, [cloister, road('W'), road('E'), field('ER SL SR WL'), field('EL NL NR WR')], IC),
  tile('ic-corner-road-e', 1, [city('N W'), road('E'), field('EL', 'W'), field('ER SL SR', 'W')], IC),
  // the Inns & Cathedrals tile has an inn by this road; the fan data for the wheel's copy shows none
  tile('ic-corner-road-s', 1, [city('N W'), road('S', { inn: true }), field('SR', 'W'), field('SL EL ER', 'W')], IC),
  tile('ic-double-curve-1', 1, [road('N W'), road('S E'), field('NL WR'), field('SL ER'), field('NR EL SR WL')], {
    ...IC,
    wheelIcon: 1,
  }),
  tile('ic-three-caps', 1, [city('N'), city('W'), city('E'), field('SL SR', 'N W E')], IC),
  tile('kr-cap-junction', 1, [road('W'), road('S E'), city('N'), field('WR', 'N'), field('EL SR WL', 'N'), field('SL ER')], KR),
  tile('kr-cap-road', 1, [road('W'), city('N'), field('WR', 'N'), field('EL ER SL SR WL', 'N')], KR),
  tile('tb-cap-road', 1, [city('N'), road('E'), field('EL', 'N'), field('WL WR SL SR ER', 'N')], TB),
];

export const WHEEL_TILES = defineSet('wheel', [...FROM_BASE.map(fromBase), ...FROM_EXPANSIONS]);
