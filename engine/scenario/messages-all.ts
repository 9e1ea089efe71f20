// Both languages' problem sentences, registered at once: for the engine's public API, the CLI, the
// server and the tests. Browser islands never import this (they load their page's language only).
import { registerMessages } from './messages.ts';
import { en } from './messages-en.ts';
import { fr } from './messages-fr.ts';

registerMessages('en', en);
registerMessages('fr', fr);
