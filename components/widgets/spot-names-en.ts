// Follower spots' words in English (see spot-names.ts), and the shapes of the words every language gives.
import type { Side } from '../../engine/core/types.ts';

/** A direction from a tile's centre: a side or a corner. */
export type Dir = Side | 'NE' | 'SE' | 'SW' | 'NW';
/** What cuts a tile into the parts a spot's name tells apart. */
export type Divider = 'river' | 'road' | 'city';

export const en = {
  cloister: 'the cloister',
  road: 'the road',
  city: 'the city',
  field: 'the field',
  dirs: { N: 'north', E: 'east', S: 'south', W: 'west', NE: 'north-east', SE: 'south-east', SW: 'south-west', NW: 'north-west' } satisfies Record<Dir, string>,
  /** a road or city among several on the tile, by the side it leaves from */
  toward: (thing: string, dir: string) => `${thing} to the ${dir}`,
  /** one field among several, by where it lies from what divides them */
  fieldOf: (dir: string, divider: Divider) => `the field ${dir} of the ${divider}`,
  fieldToward: (dir: string) => `the field to the ${dir}`,
};
