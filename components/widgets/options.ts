// Which ruling each rule option stands for (SCENARIO-FORMAT.md's option table, plus riverOrder), and
// which options a scenario's widget offers: those its file sets and those tied to its ruling.
import { DEFAULT_OPTIONS } from '../../engine/core/types.ts';
import type { RuleOptions } from '../../engine/core/types.ts';
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
