// Every validation problem's sentence, in each language of the site: one table per language
// (messages-en.ts, messages-fr.ts, `fr` typed as `en`). A table is loaded by registering it:
// messages-all.ts registers both, for the engine's public API (index.ts), the YAML-reading parser
// (parse.ts, hence the CLI and the build) and the tests; a browser page registers only its own
// language, with its words (components/widgets/lang). No import but types, so the browser bundle of
// the validator carries no sentence of either language until then.
import type { Lang } from './messages-shared.ts';
import type { en } from './messages-en.ts';

export type { Lang, SyntaxWhat } from './messages-shared.ts';

/** Every problem sentence, by key: the English table is the model the French one follows. */
export type Messages = typeof en;
export type MessageKey = keyof Messages;

const loaded: { [L in Lang]?: Messages } = {};

/** The tables registered so far (both, wherever the engine's API is imported). */
export const MESSAGES: { readonly [L in Lang]?: Messages } = loaded;

export function registerMessages(lang: Lang, table: Messages): void {
  loaded[lang] = table;
}

/** The sentence for one problem, in the reader's language. */
export function say<K extends MessageKey>(lang: Lang, key: K, ...args: Parameters<Messages[K]>): string {
  const table = loaded[lang];
  // A programming error, not bad input: nobody loaded this language's sentences.
  if (!table) throw new Error(`The engine's ${lang} problem sentences are not loaded: import engine/scenario/messages-all.ts, or load the page's language first.`);
  const render = table[key] as (...a: Parameters<Messages[K]>) => string;
  return render(...args);
}
