// The River II: 12 tiles, from the JCloisterZone definitions (river.xml, set river/2:1). Its spring,
// city-road, curve and road-curve have the same shapes as River I's. The fork makes two river ends:
// the volcano lake and the city lake.
import { ALL_HALVES, city, cloister, defineSet, field, river, road, specOf, tile } from './build.ts';
import type { TileSpec } from './build.ts';
import { RIVER1_SPECS, SPRING, riverTile } from './river1.ts';

// River II has one copy of each, where River I has two curves
const sameAsRiver1 = (kind: string): TileSpec => ({ ...specOf(RIVER1_SPECS, kind), count: 1 });

export const RIVER2_SPECS: readonly TileSpec[] = [
  SPRING,
  // the river ends in a lake on this tile; the city cap faces it, and both banks' fields touch the city
  riverTile('city-lake', 1, [city('E'), field('NL NR WR', 'E'), field('SL SR WL', 'E'), river('W', { lake: true })]),
  tile('volcano', 1, [field(ALL_HALVES), river('W', { lake: true, volcano: true })], { tags: ['river-lake'] }),
  // one river feature with three ends: it comes in by one of them and leaves by the other two
  tile('fork', 1, [field('WR NL'), field('NR EL'), field('ER SL SR WL'), river('W N E')], { tags: ['river-fork'] }),
  // one city over the river; each bank's field runs under the bridge (NL with SR, NR with SL)
  riverTile('city-bridge', 1, [city('W E'), field('NR SL', 'W'), field('NL SR', 'W'), river('N S')]),
  riverTile('cloister', 1, [cloister, field('WR NL NR EL'), field('WL SL SR ER'), river('W E')]),
  riverTile('inn-bridge', 1, [
    road('W E', { inn: true }),
    field('WR NL'),
    field('NR EL'),
    field('ER SL'),
    field('WL SR'),
    river('N S'),
  ]),
  sameAsRiver1('city-road'),
  sameAsRiver1('curve'),
  riverTile('city-curve', 1, [city('N W', 1), field('SR EL', 'N'), field('ER SL'), river('S E')]),
  riverTile('pig-herd', 1, [field('WL SL SR EL ER NR', '', { pigHerd: true }), field('WR NL'), river('W N')]),
  sameAsRiver1('road-curve'),
];

export const RIVER2_TILES = defineSet('river2', RIVER2_SPECS);
