// Setup positions: a ferry stands on a lake tile and joins two different jetties of it.
import { describe, expect, it } from 'vitest';
import { createGame, featureAt, parseValue } from '../../index.ts';
import type { SetupTile } from '../../index.ts';
import { at, ferries, lakeAt, SOUTH_ROW, START } from './helpers.test-util.ts';

const problems = (tiles: SetupTile[]) => {
  const r = createGame({ sets: ['base', 'ferries'], players: ['blue'], tiles });
  return r.ok ? [] : r.error;
};

describe('ferries in setup', () => {
  it('stand only on a lake tile', () => {
    expect(problems([START, at('base/U', 1, 0, 0, { ferry: ['W', 'E'] })])).toEqual([
      { path: 'tiles[1].ferry', message: 'base/U has no lake, so it carries no ferry' },
    ]);
  });

  it('join two different jetties of their lake', () => {
    expect(problems([START, ...SOUTH_ROW, lakeAt(1, 0, ['S', 'W'])])).toEqual([
      { path: 'tiles[4].ferry', message: 'the ferry on ferries/lake-3 must join two different jetties (N, E, W), not S-W' },
    ]);
    expect(problems([START, lakeAt(1, 0, ['W', 'W'])])[0]?.path).toBe('tiles[1].ferry');
  });

  it('may be missing: then every jetty of that lake ends its road', () => {
    const s = ferries([START, ...SOUTH_ROW, lakeAt(1, 0)]);
    expect(featureAt(s, [0, 0], 'E')).toMatchObject({ tiles: 2, openSides: 1 });
    expect(featureAt(s, [1, 0], 'E')).toMatchObject({ tiles: 1, openSides: 1 });
  });

  it('are reported in the reader’s language by the scenario layer', () => {
    const doc = {
      format: 'casebook/1', title: 'x', rules: { sets: ['base', 'ferries'] }, players: ['blue'],
      setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: 0, ferry: ['W', 'E'] },
        { tile: 'ferries/lake-3', at: [-1, 0], rot: 0, ferry: ['N', 'E'] }] },
    };
    const fr = parseValue(doc, 'fr');
    expect(!fr.ok && fr.error).toEqual([
      { path: 'setup.tiles[1].ferry', message: 'base/U n’a pas de lac : elle ne porte pas de bac' },
      { path: 'setup.tiles[2].ferry', message: 'le bac de ferries/lake-3 doit relier deux quais différents (E, S, W), pas N-E' },
    ]);
    const en = parseValue(doc, 'en');
    expect(!en.ok && en.error.map((p) => p.message)).toEqual([
      'base/U has no lake, so it carries no ferry',
      'the ferry on ferries/lake-3 must join two different jetties (E, S, W), not N-E',
    ]);
  });
});

describe('ferries without the ferries set', () => {
  it('are a validation problem of a setup tile', () => {
    const doc = {
      format: 'casebook/1', title: 'x', rules: { sets: ['base'] }, players: ['blue'],
      setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: 0, ferry: ['W', 'E'] }] },
    };
    const r = parseValue(doc);
    expect(!r.ok && r.error).toEqual([{ path: 'setup.tiles[1].ferry', message: 'ferries need the "ferries" set in rules.sets' }]);
  });
});
