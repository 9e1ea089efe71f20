// What the River module is without its rules code: its sets, its options (with the ruling each value
// stands for and labels in both languages), the feature kind its tiles bring, and its own words. The
// types it adds to the core's open vocabulary (a river edge, river features, field marks, its options)
// are declared here too, so that the core never names them.
import type { ModuleDecl } from '../../core/module.ts';
import { booleanOption } from '../../core/options.ts';
import type { OptionsOf } from '../../core/options.ts';
import type { SetId, Side } from '../../core/types.ts';

/** The tile sets that bring the river rules. */
export const RIVER_SETS: readonly SetId[] = ['river1', 'river2', 'river3', 'gq11'];

export const RIVER_OPTIONS = [
  {
    name: 'riverUTurn', type: 'choice', default: 'immediate',
    label: { en: 'River U-turns', fr: 'Demi-tours de la rivière' },
    values: [
      { value: 'immediate', ruling: 'river-u-turn-immediate', label: { en: 'no immediate U-turn', fr: 'pas de demi-tour immédiat' } },
      { value: 'any', ruling: 'house-river-all-u-turns', label: { en: 'no U-turn at all', fr: 'aucun demi-tour' } },
    ],
  },
  booleanOption('riverFieldWrap', true, { en: 'A field wraps round the river’s ends', fr: 'Un pré fait le tour des extrémités de la rivière' },
    { on: 'river-field-wraps-ends', off: 'river-field-wrap-editions' }),
  booleanOption('riverFollowersDuringRiver', true, { en: 'Followers while the river is laid', fr: 'Partisans pendant la pose de la rivière' },
    { on: 'river-follower-allowed', off: 'house-river-no-followers-until-done' }),
  {
    name: 'riverOrder', type: 'choice', default: 'stack',
    label: { en: 'Order of the river tiles', fr: 'Ordre des tuiles de rivière' },
    values: [
      { value: 'stack', ruling: 'river-setup-stack', label: { en: 'stack', fr: 'pile' } },
      { value: 'bag', ruling: 'house-river-all-in-bag', label: { en: 'in the bag', fr: 'dans le sac' } },
      { value: 'reverse', ruling: 'house-river-reverse', label: { en: 'reversed', fr: 'à rebours' } },
    ],
  },
] as const;

export type RiverOptions = OptionsOf<typeof RIVER_OPTIONS>;

export const RIVER_DECL = {
  id: 'river',
  sets: RIVER_SETS,
  options: RIVER_OPTIONS,
  kinds: ['river'],
  names: ['river', 'spring', 'volcano', 'fork', 'sheep', 'vineyard'],
} as const satisfies ModuleDecl;

export interface RiverDef {
  readonly kind: 'river';
  readonly sides: readonly Side[];
  readonly spring?: true;
  readonly lake?: true;
  readonly volcano?: true;
}

declare module '../../core/types.ts' {
  interface EdgeKinds { readonly river: true }
  interface FeatureDefs { readonly river: RiverDef }
  // River III's sheep and vineyards: printed on its fields, described in the rulings, not scored.
  interface FieldDef { readonly sheep?: true; readonly vineyard?: true }
  interface RuleOptions extends RiverOptions {}
}
