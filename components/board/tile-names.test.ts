import { describe, expect, it } from 'vitest';
import { TILES_BY_SET, WHEEL_BOARD } from '../../engine/sets/index.ts';
import { ofTile, theTile, tileLabel, tileNameOrNone } from './tile-names.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';

const ids = [...SET_IDS.flatMap((s) => TILES_BY_SET[s].map((t) => t.id)), WHEEL_BOARD.id, `${WHEEL_BOARD.id}@1,2`];

describe('tile names', () => {
  for (const lang of ['en', 'fr'] as const) {
    it(`names every tile of every set in ${lang}`, () => {
      const missing = ids.filter((id) => !tileNameOrNone(id, lang));
      expect(missing).toEqual([]);
    });

    it(`gives different kinds of one set different names in ${lang}`, () => {
      for (const set of SET_IDS) {
        const labels = TILES_BY_SET[set].map((t) => tileLabel(t.id, lang));
        expect(new Set(labels).size, set).toBe(labels.length);
      }
    });
  }

  it('reads as players say it, with articles in French', () => {
    expect(theTile('river1/curve', 'en')).toBe('the river curve');
    expect(theTile('river1/curve', 'fr')).toBe('la courbe de rivière');
    expect(tileLabel('river1/spring', 'fr')).toBe('Source');
    expect(tileLabel('base/X', 'en')).toBe('Crossroads');
    expect(tileLabel('ferries/lake-3', 'en')).toBe('Lake with three jetties');
    expect(tileLabel('wheel/U2', 'en')).toBe('Straight road (wheel 2)');
    expect(tileLabel('wheel/U2', 'fr')).toBe('Route droite (roue 2)');
    expect(ofTile('river1/lake', 'fr')).toBe('du lac');
    expect(ofTile('base/B', 'fr')).toBe('de l’abbaye');
    expect(ofTile('base/D', 'fr', true)).toBe('de la tuile de départ');
    expect(ofTile('base/D', 'en', true)).toBe('of the start tile');
  });

  it('leaves an unknown id as it is', () => {
    expect(tileNameOrNone('base/ZZ', 'en')).toBeUndefined();
    expect(theTile('nope/x', 'fr')).toBe('nope/x');
  });
});
