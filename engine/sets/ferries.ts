// The Ferries: 8 lake tiles, from the JCloisterZone definitions (ferries.xml). Every road on a lake tile
// runs from one side to a jetty on the lake, so each is a one-sided road marked `jetty`; the `lake`
// feature lists the jetties a ferry can join.
import { SIDES } from '../core/types.ts';
import type { FeatureDef } from '../core/types.ts';
import { city, defineSet, field, road, tile } from './build.ts';
import type { FeatureDraft, TileSpec } from './build.ts';

/** A lake tile: a jetty road on each of `roadSides`, the lake joining them, and the given other features. */
function lakeTile(kind: string, count: number, roadSides: string, others: readonly FeatureDraft[]): TileSpec {
  const roads = roadSides.split(' ').map((side) => ({ ...road(side), jetty: true as const }));
  const jetties = SIDES.filter((side) => roads.some((r) => r.sides.includes(side)));
  const lake: FeatureDef = { kind: 'lake', jetties };
  return tile(kind, count, [...roads, lake, ...others]);
}

export const FERRIES_TILES = defineSet('ferries', [
  lakeTile('city-lake', 3, 'W S E', [city('N'), field('WR EL', 'N'), field('ER SL'), field('SR WL')]),
  lakeTile('lake-3', 4, 'W S E', [field('WR NL NR EL'), field('ER SL'), field('SR WL')]),
  lakeTile('lake-4', 1, 'N W S E', [field('WR NL'), field('NR EL'), field('ER SL'), field('SR WL')]),
]);
