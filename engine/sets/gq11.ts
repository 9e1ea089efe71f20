// The two river tiles of Games Quarterly #11, from the JCloisterZone definitions (gq11.xml, set
// gq11/river). The spring-road is another spring: a road (ending at a cottage, which is decoration)
// comes in opposite the river, so river and road split the tile into a north and a south field.
import { city, defineSet, field, river, road, tile } from './build.ts';
import { riverTile } from './river1.ts';

export const GQ11_TILES = defineSet('gq11', [
  tile('spring-road', 1, [river('E', { spring: true }), road('W'), field('WR NL NR EL'), field('ER SL SR WL')], {
    tags: ['river-spring'],
  }),
  riverTile('city-city', 1, [river('W E'), city('N'), city('S'), field('WR EL', 'N'), field('WL ER', 'S')]),
]);
