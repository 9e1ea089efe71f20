// Every expansion module's declaration, known up front even where its rules code loads on demand
// (engine/load.ts): its sets, its options with their defaults, rulings and labels, the feature kinds it
// brings and its own words. The scenario validator, docs/scenario-options.md (checked by a test), the
// widgets' option forms and the sandbox read the options from here; engine/core/no-expansion-names.test.ts
// reads the words. Importing this file declares them all to the core's registry.
import { declareModule } from './core/module.ts';
import type { ModuleDecl } from './core/module.ts';
import { defaultsOf } from './core/options.ts';
import type { OptionDecl } from './core/options.ts';
import type { RuleOptions } from './core/types.ts';
import { FERRIES_DECL } from './expansions/ferries/declare.ts';
import { INNS_DECL } from './expansions/inns/declare.ts';
import { PIG_HERD_DECL } from './expansions/pig-herd/declare.ts';
import { RIVER_DECL } from './expansions/river/declare.ts';
import { WHEEL_DECL } from './expansions/wheel/declare.ts';

export const MODULE_DECLS: readonly ModuleDecl[] = [RIVER_DECL, PIG_HERD_DECL, INNS_DECL, FERRIES_DECL, WHEEL_DECL];

for (const d of MODULE_DECLS) declareModule(d);

/** Every module's options, module by module, in declaration order. */
export const OPTION_DECLS: readonly OptionDecl[] = MODULE_DECLS.flatMap((d) => d.options ?? []);

export const DEFAULT_OPTIONS = defaultsOf(OPTION_DECLS) as unknown as RuleOptions;

/** The declaration of an option, by name. */
export const optionDecl = (name: string): OptionDecl | undefined => OPTION_DECLS.find((d) => d.name === name);
