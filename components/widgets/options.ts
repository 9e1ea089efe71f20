// The rule options a widget offers, as the modules declare them (engine/modules.ts): their values, the
// ruling each value stands for, their labels. Which options a scenario's widget offers: those its file
// sets and those tied to its ruling.
import type { RuleOptions, SetId } from '../../engine/core/types.ts';
import { DEFAULT_OPTIONS, MODULE_DECLS, OPTION_DECLS, optionDecl } from '../../engine/modules.ts';
import type { OptionDecl } from '../../engine/core/options.ts';
import type { WidgetLang } from './i18n.ts';

export type OptionKey = keyof RuleOptions;
export type OptionValue = RuleOptions[OptionKey];

export const OPTION_KEYS = OPTION_DECLS.map((d) => d.name) as OptionKey[];

const declOf = (key: OptionKey): OptionDecl => optionDecl(key)!;

/** The sets whose tiles an option is about, from its module's declaration (its sets, or the sets whose
 * tiles carry its marks): the sandbox offers an option only while one of them is in play. */
export const OPTION_SETS = Object.fromEntries(MODULE_DECLS.flatMap((m) => (m.options ?? []).map((o) => [o.name, m.sets ?? m.marksOn ?? []]))) as
  Readonly<Record<OptionKey, readonly SetId[]>>;

/** The options of the sets in play, in the declarations' order. */
export const optionsForSets = (sets: readonly SetId[]): OptionKey[] => OPTION_KEYS.filter((k) => OPTION_SETS[k].some((s) => sets.includes(s)));

/** Only the options of the sets in play: a set switched off takes its options along. */
export const optionsOfSets = (options: Partial<RuleOptions>, sets: readonly SetId[]): Partial<RuleOptions> =>
  Object.fromEntries(Object.entries(options).filter(([k]) => optionsForSets(sets).includes(k as OptionKey))) as Partial<RuleOptions>;

/** The rulings behind an option's values, the default's first (each ruling once). */
export const optionRulings = (key: OptionKey): readonly string[] => [...new Set(declOf(key).values.map((c) => c.ruling))];

export const optionValues = (key: OptionKey): readonly OptionValue[] => declOf(key).values.map((c) => c.value) as OptionValue[];

/** Options a scenario's widget lets the reader switch, in the declarations' order. */
export function offeredOptions(ruling: string | undefined, given: Partial<RuleOptions> | undefined): OptionKey[] {
  return OPTION_KEYS.filter((k) => (given !== undefined && k in given) || (ruling !== undefined && optionRulings(k).includes(ruling)));
}

export const optionValue = (options: Partial<RuleOptions>, key: OptionKey): OptionValue => options[key] ?? DEFAULT_OPTIONS[key];

/** Option values travel through <select> elements as text. */
export function readOptionValue(key: OptionKey, text: string): OptionValue | undefined {
  return optionValues(key).find((v) => String(v) === text);
}

/** The ruling the option's current value stands for. */
export const rulingOf = (key: OptionKey, options: Partial<RuleOptions>): string =>
  declOf(key).values.find((c) => c.value === optionValue(options, key))?.ruling ?? declOf(key).values[0]!.ruling;

/** The option's label, and each value's, in the reader's language. */
export const optionLabel = (key: OptionKey, lang: WidgetLang): string => declOf(key).label[lang];
export const valueLabel = (key: OptionKey, value: OptionValue, lang: WidgetLang): string =>
  declOf(key).values.find((c) => c.value === value)?.label[lang] ?? String(value);
