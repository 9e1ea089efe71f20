// The values each rule option takes, the default first. A module of its own, with no other import
// than the engine's vocabulary, so that browser code (the widgets' option switches) can use the same
// table as the validator without loading the validator.
import type { RuleOptions } from '../core/types.ts';

export const OPTION_VALUES: { readonly [K in keyof RuleOptions]: readonly RuleOptions[K][] } = {
  riverUTurn: ['immediate', 'any'],
  riverFieldWrap: [true, false],
  riverFollowersDuringRiver: [true, false],
  riverOrder: ['stack', 'bag', 'reverse'],
  pigHerd: [true, false],
  inns: [false, true],
  famineMajority: [false, true],
  plagueOuterLandscape: [true, false],
};
