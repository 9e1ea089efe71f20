// Every expansion's widget parts at once, for the server (first frames and link-preview images are
// rendered at build time for every scenario) and the tests (vitest.config.ts setupFiles). Imported only
// by .astro files, build-time modules and test setup, never by an island.
// and every expansion's rules, which these parts and the server's renders call
import '../../engine/load-all.ts';
import { registerUi } from './expansion-ui.ts';
import { parts as wheel } from './expansion-ui-wheel.tsx';
import { parts as ferries } from './expansion-ui-ferries.tsx';
import { parts as predict } from './PredictPanel.tsx';

registerUi('wheel', wheel);
registerUi('ferries', ferries);
registerUi('predict', predict);
