import { describe, expect, test } from 'vitest';
import { halvesDir, spotLabel } from './spot-names.ts';

describe('follower spots named as players name them', () => {
  test('a feature alone of its kind needs no direction', () => {
    expect(spotLabel('base/A', 0, 'cloister', 'en')).toBe('the cloister');
    expect(spotLabel('base/A', 0, 'cloister', 'fr')).toBe('l’abbaye');
    expect(spotLabel('base/A', 0, 'S', 'en')).toBe('the road');
    expect(spotLabel('base/A', 90, 'W', 'fr')).toBe('la route');
    expect(spotLabel('base/E', 180, 'S', 'en')).toBe('the city');
    expect(spotLabel('base/E', 0, 'SL', 'fr')).toBe('le pré');
  });

  test('a field among several says where it lies from the river, the road or the city', () => {
    // a straight river west to east: one field north of it, one south
    expect(spotLabel('river1/straight', 0, 'NL', 'en')).toBe('the field north of the river');
    expect(spotLabel('river1/straight', 0, 'SR', 'fr')).toBe('le pré au sud de la rivière');
    // turned a quarter, the river runs north to south and the same field lies east of it
    expect(spotLabel('river1/straight', 90, 'EL', 'en')).toBe('the field east of the river');
    expect(spotLabel('base/X', 0, 'WR', 'en')).toBe('the field north-west of the road');
    expect(spotLabel('base/X', 0, 'SL', 'fr')).toBe('le pré au sud-est de la route');
    expect(spotLabel('base/G', 0, 'NL', 'en')).toBe('the field north of the city');
    expect(spotLabel('base/G', 0, 'SR', 'fr')).toBe('le pré au sud de la ville');
  });

  test('roads and cities among several are told by the side they leave from', () => {
    expect(spotLabel('base/W', 0, 'E', 'en')).toBe('the road to the east');
    expect(spotLabel('base/W', 0, 'S', 'fr')).toBe('la route au sud');
    expect(spotLabel('base/H', 90, 'E', 'en')).toBe('the city to the east');
    expect(spotLabel('base/I', 0, 'W', 'fr')).toBe('la ville à l’ouest');
  });

  test('a spot the tile does not hold falls back to the compass', () => {
    expect(spotLabel('base/E', 0, 'S', 'en')).toBe('the south side');
    expect(spotLabel('nope/x', 0, 'N', 'fr')).toBe('le côté nord');
  });

  test('halves give a side, a corner or nothing', () => {
    expect(halvesDir(['NL', 'NR', 'EL', 'WR'])).toBe('N');
    expect(halvesDir(['WR', 'NL'])).toBe('NW');
    expect(halvesDir(['NL', 'SL'])).toBeUndefined();
  });
});
