import { expect, test } from 'vitest';
import { DEFAULT_OPTIONS } from '../../engine/core/types.ts';
import { OPTION_VALUES } from '../../engine/scenario/validate.ts';
import { OPTION_KEYS, OPTION_RULINGS, OPTION_VALUE_TABLE, offeredOptions, readOptionValue } from './options.ts';
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
