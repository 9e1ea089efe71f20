import { expect, test } from 'vitest';
import { OPTION_VALUES } from '../../engine/scenario/validate.ts';
import { OPTION_KEYS, OPTION_SETS, offeredOptions, optionLabel, optionRulings, optionsForSets, optionsOfSets, optionValues, readOptionValue, rulingOf, valueLabel } from './options.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';
import { TILES_BY_SET } from '../../engine/sets/index.ts';
import { RIVER_SETS } from '../../engine/expansions/river/declare.ts';
import { RULING_IDS } from '../../engine/scenario/ruling-ids.ts';
import { DEFAULT_OPTIONS } from '../../engine/modules.ts';

test('the widgets offer exactly the options the scenario validator accepts, default value first', () => {
  expect([...OPTION_KEYS].sort()).toEqual(Object.keys(OPTION_VALUES).sort());
  for (const k of OPTION_KEYS) expect(optionValues(k)[0]).toBe(DEFAULT_OPTIONS[k]);
});

test('every option links to rulings of the catalogue', () => {
  for (const k of OPTION_KEYS) for (const id of optionRulings(k)) expect(RULING_IDS).toContain(id);
});

test('each value links to its own ruling, and labels exist in both languages', () => {
  expect(rulingOf('riverOrder', {})).toBe('river-setup-stack');
  expect(rulingOf('riverOrder', { riverOrder: 'reverse' })).toBe('house-river-reverse');
  expect(rulingOf('inns', { inns: true })).toBe('inns-inn-road');
  for (const k of OPTION_KEYS) {
    for (const lang of ['en', 'fr'] as const) {
      expect(optionLabel(k, lang)).not.toBe('');
      // a reader tells the values apart by their labels
      const labels = optionValues(k).map((v) => valueLabel(k, v, lang));
      expect(new Set(labels).size).toBe(labels.length);
    }
  }
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
