// The link encodings and the ways a link can fail, as plain data: what link.ts writes and reads, and
// what each language's problem table (messages-en.ts, messages-fr.ts) has a sentence for. A module with
// no import, so that the tables and the sentences (link-messages.ts) need not import each other.

/** The link encoding this code writes (the `2.` before the payload): a checksum, then the payload. */
export const LINK_VERSION = '2';
/** The first encoding, with no checksum: still opened, flagged as unchecked. */
export const UNCHECKED_LINK_VERSION = '1';

export type LinkFailure =
  | 'notText'
  | 'tooLong'
  | 'foreign'
  | 'version'
  | 'characters'
  | 'tooLarge'
  | 'damaged'
  | 'cutShort'
  | 'notScenario'
  | 'checksum'
  | 'fragment';

/** One short clause per failure; the sentences are in each language's problem table (messages-en.ts, messages-fr.ts). */
export type LinkTexts = { readonly [K in LinkFailure]: (version: string) => string };
