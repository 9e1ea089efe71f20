// The engine's problem and link sentences in one language, loaded with the code that says them: only
// links and files (sandbox-io.ts) need them, so they are not part of the page's words (lang/en.ts,
// lang/fr.ts) that every island fetches on waking. `loadIo` is the one way the islands reach
// sandbox-io.ts, so its sentences are registered before any of its functions runs.
import { MESSAGES, registerMessages } from '../../../engine/scenario/messages.ts';
import type { Messages } from '../../../engine/scenario/messages.ts';
import type { PackLang } from './registry.ts';
import { ensureSets, SET_IDS } from '../../../engine/play.ts';

// one literal import per language, as in load.ts: each language keeps a chunk of its own
const LOADERS: { readonly [L in PackLang]: () => Promise<Messages> } = {
  en: () => import('../../../engine/scenario/messages-en.ts').then((m) => m.en),
  fr: () => import('../../../engine/scenario/messages-fr.ts').then((m) => m.fr),
};

export async function ensureMessages(lang: PackLang): Promise<void> {
  if (!MESSAGES[lang]) registerMessages(lang, await LOADERS[lang]());
}

/** sandbox-io.ts, with `lang`'s sentences registered. */
export async function loadIo(lang: PackLang): Promise<typeof import('../sandbox-io.ts')> {
  const [io] = await Promise.all([import('../sandbox-io.ts'), ensureMessages(lang)]);
  return io;
}

/**
 * sandbox-io.ts to read a position (a link, a file, the game kept): the validator plays it, so every
 * set's rules come with it, in the same wave (the sandbox wakes with a fresh game's sets only).
 */
export async function loadReader(lang: PackLang): Promise<typeof import('../sandbox-io.ts')> {
  const [io] = await Promise.all([loadIo(lang), ensureSets(SET_IDS)]);
  return io;
}
