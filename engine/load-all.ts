// Every expansion's rules registered at once and synchronously, for what runs outside a browser: the
// command line and the scenario API (engine/index.ts), the build (engine/scenario/parse.ts, the .astro
// files through components/widgets/expansion-ui-all.ts) and the tests (vitest.config.ts setupFiles). A
// browser island never imports it: it awaits ensureSets (load.ts) for the sets it plays. Static imports,
// not a top-level await in play.ts: the bundler turns its chunk optimisations off for a whole build as
// soon as one module awaits at its top level, which split the islands' shared code into many chunks.
import * as river from './expansions/river/index.ts';
import * as ferries from './expansions/ferries/index.ts';
import * as wheel from './expansions/wheel/index.ts';
import { install } from './load.ts';

// hooks run in the order the modules declare, not this one (core/module.ts: hookOrder)
install('river', river);
install('ferries', ferries);
install('wheel', wheel);
