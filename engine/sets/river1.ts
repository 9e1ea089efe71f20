// The River (River I): 12 tiles, from the JCloisterZone definitions (river.xml, set river/1:1). The
// spring starts the river and the lake ends it; both keep one unbroken field around the river end.
// Tags give each tile's role in the river: spring, lake, fork or plain river tile.
import { ALL_HALVES, city, cloister, defineSet, field, river, road, tile } from './build.ts';
import type { FeatureDraft, TileSpec } from './build.ts';

const RIVER = ['river'];

export const riverTile = (kind: string, count: number, features: readonly FeatureDraft[]): TileSpec =>
  tile(kind, count, features, { tags: RIVER });

export const SPRING = tile('spring', 1, [field(ALL_HALVES), river('E', { spring: true })], { tags: ['river-spring'] });

export const RIVER1_SPECS: readonly TileSpec[] = [
  SPRING,
  tile('lake', 1, [field(ALL_HALVES), river('W', { lake: true })], { tags: ['river-lake'] }),
  riverTile('city-city', 1, [city('N'), city('S'), field('EL WR', 'N'), field('ER WL', 'S'), river('W E')]),
  riverTile('city-road', 1, [
    city('N'),
    road('S'),
    // two slivers of field between the city and the river, one on each side
    field('EL', 'N'),
    field('WR', 'N'),
    field('ER SL'),
    field('WL SR'),
    river('W E'),
  ]),
  riverTile('cloister-road', 1, [cloister, road('S'), field('WR NL NR EL'), field('ER SL'), field('WL SR'), river('W E')]),
  // fields do not pass under the road bridge: four separate fields
  riverTile('road-bridge', 1, [road('W E'), field('WR NL'), field('NR EL'), field('ER SL'), field('WL SR'), river('N S')]),
  riverTile('straight', 2, [field('WR NL NR EL'), field('WL SL SR ER'), river('W E')]),
  riverTile('city-curve', 1, [city('N W'), field('SR EL', 'N'), field('ER SL'), river('S E')]),
  riverTile('road-curve', 1, [road('N E'), field('WR NL ER SL'), field('NR EL'), field('WL SR'), river('W S')]),
  riverTile('curve', 2, [field('WR NL NR EL ER SL'), field('WL SR'), river('W S')]),
];

export const RIVER1_TILES = defineSet('river1', RIVER1_SPECS);
