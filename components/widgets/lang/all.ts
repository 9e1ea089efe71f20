// Both languages at once, for the server (the islands' first frame is rendered at build time in both
// languages) and for the tests (vitest.config.ts setupFiles). Imported only by .astro files and test
// setup, never by an island, so the client bundles never see it.
import { registerPack } from './registry.ts';
import { pack as en } from './en.ts';
import { pack as fr } from './fr.ts';
// the engine's sentences, which the client loads only with links and files (messages-load.ts)
import '../../../engine/scenario/messages-all.ts';

registerPack('en', en);
registerPack('fr', fr);
