// Rule options as data. A module declares each option it reads: its name, its values (the default
// among them), the ruling each value stands for, and labels in both languages. The scenario validator,
// the docs' table, the widgets' option forms and the sandbox read these declarations; the core reads
// only the defaults, to fill in what a setup leaves out. It never names an option.
import type { OptionValue } from './types.ts';

export interface Label {
  readonly en: string;
  readonly fr: string;
}

export interface OptionChoice<V extends OptionValue = OptionValue> {
  readonly value: V;
  /** the ruling this value stands for (the rulebook's for the default, a house rule's for another) */
  readonly ruling: string;
  readonly label: Label;
}

export interface OptionDecl<V extends OptionValue = OptionValue> {
  readonly name: string;
  readonly type: 'boolean' | 'choice';
  readonly default: V;
  /** every allowed value, the default first */
  readonly values: readonly OptionChoice<V>[];
  /** what the option switches, as a form labels it */
  readonly label: Label;
}

/** The options' types from their declarations, for a module's augmentation of RuleOptions. */
export type OptionsOf<D extends readonly OptionDecl[]> = {
  readonly [O in D[number] as O['name']]: O['values'][number]['value'];
};

/** The declarations' defaults, name by name. */
export function defaultsOf(decls: readonly OptionDecl[]): Readonly<Record<string, OptionValue>> {
  return Object.fromEntries(decls.map((d) => [d.name, d.default]));
}

/** The choice a value of an option stands for (the default's when the value is not allowed). */
export function choiceOf(decl: OptionDecl, value: OptionValue | undefined): OptionChoice {
  return decl.values.find((c) => c.value === value) ?? decl.values.find((c) => c.value === decl.default) ?? decl.values[0]!;
}

/** Problems with a declaration: a default that is not an allowed value, a boolean option without both values. */
export function declarationProblems(decl: OptionDecl): string[] {
  const out: string[] = [];
  const values = decl.values.map((c) => c.value);
  if (values[0] !== decl.default) out.push(`${decl.name}: the default must be the first value`);
  if (new Set(values).size !== values.length) out.push(`${decl.name}: a value is listed twice`);
  if (decl.type === 'boolean' && !(values.length === 2 && values.includes(true) && values.includes(false))) {
    out.push(`${decl.name}: a boolean option takes true and false`);
  }
  if (decl.type === 'choice' && values.some((v) => typeof v !== 'string')) out.push(`${decl.name}: a choice's values are words`);
  return out;
}

const YES: Label = { en: 'yes', fr: 'oui' };
const NO: Label = { en: 'no', fr: 'non' };

/** An on/off option: its default value first, each value with its ruling, labelled yes and no. */
export function booleanOption<N extends string>(
  name: N, byDefault: boolean, label: Label, rulings: { readonly on: string; readonly off: string },
): OptionDecl<boolean> & { readonly name: N } {
  const on: OptionChoice<boolean> = { value: true, ruling: rulings.on, label: YES };
  const off: OptionChoice<boolean> = { value: false, ruling: rulings.off, label: NO };
  return { name, type: 'boolean', default: byDefault, label, values: byDefault ? [on, off] : [off, on] };
}
