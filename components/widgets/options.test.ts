import { expect, test } from 'vitest';
import { DEFAULT_OPTIONS } from '../../engine/core/types.ts';
import { OPTION_VALUES } from '../../engine/scenario/validate.ts';
import { OPTION_KEYS, OPTION_RULINGS, OPTION_SETS, OPTION_VALUE_TABLE, offeredOptions, optionsForSets, optionsOfSets, readOptionValue } from './options.ts';
import { SET_IDS } from '../../engine/core/types.ts';
import { TILES_BY_SET } from '../../engine/sets/index.ts';
import { RIVER_SETS } from '../../engine/expansions/river/order.ts';
import { RULING_IDS } from '../../engine/scenario/ruling-ids.ts';

test('the widgets offer exactly the options the scenario validator accepts, default value first', () => {
  expect([...OPTION_KEYS].sort()).toEqual(Object.keys(OPTION_VALUES).sort());
  for (const k of OPTION_KEYS) expect(OPTION_VALUE_TABLE[k][0]).toBe(DEFAULT_OPTIONS[k]);
});

test('every option links to rulings of the catalogue', () => {
  for (const k of OPTION_KEYS) for (const id of OPTION_RULINGS[k]) expect(RULING_IDS).toContain(id);
});

test('a scenario offers the options it sets and those tied to its ruling', () => {
  expect(offeredOptions('river-u-turn-immediate', undefined)).toEqual(['riverUTurn']);
  expect(offeredOptions('base-road-score', { pigHerd: false })).toEqual(['pigHerd']);
  expect(offeredOptions('base-road-score', undefined)).toEqual([]);
  expect(readOptionValue('inns', 'true')).toBe(true);
  expect(readOptionValue('riverOrder', 'bag')).toBe('bag');
  expect(readOptionValue('riverOrder', 'sideways')).toBeUndefined();
});

test('each option belongs to the sets whose tiles it is about, read from the tile data', () => {
  const setsWith = (mark: (f: Record<string, unknown>) => boolean) =>
    SET_IDS.filter((set) => TILES_BY_SET[set].some((t) => t.features.some((f) => mark(f as unknown as Record<string, unknown>))));
  expect([...OPTION_SETS.inns].sort()).toEqual(setsWith((f) => f['inn'] === true).sort());
  expect([...OPTION_SETS.pigHerd].sort()).toEqual(setsWith((f) => f['pigHerd'] === true).sort());
  for (const k of ['riverUTurn', 'riverFieldWrap', 'riverFollowersDuringRiver', 'riverOrder'] as const) expect(OPTION_SETS[k]).toEqual(RIVER_SETS);
  expect(OPTION_SETS.famineMajority).toEqual(['wheel']);
  expect(OPTION_SETS.plagueOuterLandscape).toEqual(['wheel']);
});

test('the sandbox offers only the options of the sets in play, and drops the others', () => {
  expect(optionsForSets(['base'])).toEqual([]);
  expect(optionsForSets(['base', 'ferries'])).toEqual([]);
  expect(optionsForSets(['base', 'river1'])).toEqual(['riverUTurn', 'riverFieldWrap', 'riverFollowersDuringRiver', 'riverOrder']);
  expect(optionsForSets(['base', 'wheel'])).toEqual(['inns', 'famineMajority', 'plagueOuterLandscape']);
  expect(optionsForSets(['river2'])).toContain('pigHerd');
  expect(optionsOfSets({ pigHerd: false, famineMajority: true }, ['base', 'wheel'])).toEqual({ famineMajority: true });
});
