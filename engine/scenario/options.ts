// The values each rule option takes, the default first, read from the modules' declarations
// (engine/modules.ts), so that browser code (the widgets' option switches) can use the same table as
// the validator without loading the validator.
import type { RuleOptions } from '../core/types.ts';
import { OPTION_DECLS } from '../modules.ts';

export const OPTION_VALUES = Object.fromEntries(OPTION_DECLS.map((d) => [d.name, d.values.map((c) => c.value)])) as unknown as {
  readonly [K in keyof RuleOptions]: readonly RuleOptions[K][];
};
