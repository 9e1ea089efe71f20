// The pig-herd module's declaration: its option (with the ruling of each value and labels in both
// languages) and the mark it adds to the tile data's types. Its rule is in index.ts.
import type { ModuleDecl } from '../../core/module.ts';
import { booleanOption } from '../../core/options.ts';
import type { OptionsOf } from '../../core/options.ts';

export const PIG_HERD_OPTIONS = [
  booleanOption('pigHerd', true, { en: 'Pig-herd bonus', fr: 'Bonus du troupeau de cochons' },
    { on: 'river2-pig-herd', off: 'house-river2-no-pig-herd' }),
] as const;

export type PigHerdOptions = OptionsOf<typeof PIG_HERD_OPTIONS>;

declare module '../../core/types.ts' {
  interface FieldDef { readonly pigHerd?: true }
  interface RuleOptions extends PigHerdOptions {}
}

export const PIG_HERD_DECL = {
  id: 'pig-herd', everyGame: true, marksOn: ['river2'], options: PIG_HERD_OPTIONS, names: ['pig-herd', 'herd'],
} as const satisfies ModuleDecl;
