// The inns module's declaration: its option (with the ruling of each value and labels in both
// languages) and the mark it adds to the tile data's types. Its rule is in index.ts.
import type { ModuleDecl } from '../../core/module.ts';
import { booleanOption } from '../../core/options.ts';
import type { OptionsOf } from '../../core/options.ts';

export const INNS_OPTIONS = [
  booleanOption('inns', false, { en: 'Inns score as in Inns & Cathedrals', fr: 'Auberges comptées comme dans Auberges et Cathédrales' },
    { on: 'inns-inn-road', off: 'inns-inn-road' }),
] as const;

export type InnsOptions = OptionsOf<typeof INNS_OPTIONS>;

declare module '../../core/types.ts' {
  interface RoadDef { readonly inn?: true }
  interface RuleOptions extends InnsOptions {}
}

export const INNS_DECL = {
  id: 'inns', everyGame: true, marksOn: ['river2', 'wheel'], options: INNS_OPTIONS, names: ['inn'],
} as const satisfies ModuleDecl;
