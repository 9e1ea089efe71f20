// Which ruling each rule option stands for (SCENARIO-FORMAT.md's option table, plus riverOrder), and
// which options a scenario's widget offers: those its file sets and those tied to its ruling.
import { DEFAULT_OPTIONS } from '../../engine/core/types.ts';
import type { RuleOptions, SetId } from '../../engine/core/types.ts';
import { OPTION_VALUES } from '../../engine/scenario/options.ts';

export type OptionKey = keyof RuleOptions;
export type OptionValue = RuleOptions[OptionKey];

/** The rulings behind each value of an option, default value's ruling first. */
export const OPTION_RULINGS: Readonly<Record<OptionKey, readonly string[]>> = {
  riverUTurn: ['river-u-turn-immediate', 'house-river-all-u-turns'],
  riverFieldWrap: ['river-field-wraps-ends', 'river-field-wrap-editions'],
  riverFollowersDuringRiver: ['river-follower-allowed', 'house-river-no-followers-until-done'],
  riverOrder: ['river-setup-stack', 'house-river-all-in-bag', 'house-river-reverse'],
  pigHerd: ['river2-pig-herd', 'house-river2-no-pig-herd'],
  inns: ['inns-inn-road'],
  famineMajority: ['wheel-famine-no-majority'],
  plagueOuterLandscape: ['wheel-plague-outer-landscape'],
};

export const OPTION_KEYS = Object.keys(OPTION_RULINGS) as OptionKey[];

const RIVERS: readonly SetId[] = ['river1', 'river2', 'river3', 'gq11'];
/** The sets whose tiles an option is about (checked against the tile data by options.test.ts): the
 * sandbox offers an option only while one of them is in play. */
export const OPTION_SETS: Readonly<Record<OptionKey, readonly SetId[]>> = {
  riverUTurn: RIVERS,
  riverFieldWrap: RIVERS,
  riverFollowersDuringRiver: RIVERS,
  riverOrder: RIVERS,
  pigHerd: ['river2'],
  inns: ['river2', 'wheel'],
  famineMajority: ['wheel'],
  plagueOuterLandscape: ['wheel'],
};

/** The options of the sets in play, in the table's order. */
export const optionsForSets = (sets: readonly SetId[]): OptionKey[] => OPTION_KEYS.filter((k) => OPTION_SETS[k].some((s) => sets.includes(s)));

/** Only the options of the sets in play: a set switched off takes its options along. */
export const optionsOfSets = (options: Partial<RuleOptions>, sets: readonly SetId[]): Partial<RuleOptions> =>
  Object.fromEntries(Object.entries(options).filter(([k]) => optionsForSets(sets).includes(k as OptionKey))) as Partial<RuleOptions>;

/** The values each option takes, default first: the validator's own table, a module with no other import. */
export const OPTION_VALUE_TABLE = OPTION_VALUES;

export const optionValues = (key: OptionKey): readonly OptionValue[] => OPTION_VALUE_TABLE[key] as readonly OptionValue[];

/** Options a scenario's widget lets the reader switch, in the table's order. */
export function offeredOptions(ruling: string | undefined, given: Partial<RuleOptions> | undefined): OptionKey[] {
  return OPTION_KEYS.filter((k) => (given !== undefined && k in given) || (ruling !== undefined && OPTION_RULINGS[k].includes(ruling)));
}

export const optionValue = (options: Partial<RuleOptions>, key: OptionKey): OptionValue => options[key] ?? DEFAULT_OPTIONS[key];

/** Option values travel through <select> elements as text. */
export function readOptionValue(key: OptionKey, text: string): OptionValue | undefined {
  return optionValues(key).find((v) => String(v) === text);
}
