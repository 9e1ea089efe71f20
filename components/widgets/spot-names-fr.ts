// Follower spots' words in French, typed as the English ones.
import type { Divider, SpotWords } from './spot-names.ts';

export const fr: SpotWords = {
  cloister: 'l’abbaye',
  road: 'la route',
  city: 'la ville',
  field: 'le pré',
  dirs: { N: 'au nord', E: 'à l’est', S: 'au sud', W: 'à l’ouest', NE: 'au nord-est', SE: 'au sud-est', SW: 'au sud-ouest', NW: 'au nord-ouest' },
  toward: (thing: string, dir: string) => `${thing} ${dir}`,
  fieldOf: (dir: string, divider: Divider) => `le pré ${dir} de la ${({ river: 'rivière', road: 'route', city: 'ville' } as const)[divider]}`,
  fieldToward: (dir: string) => `le pré ${dir}`,
};
