// Why a link cannot be opened, in the reader's language: these sentences reach readers of the sandbox
// (a pasted link that chat mangled), unlike validation problems, which are for scenario authors. The
// sentences sit with the problem tables, one per language, so a page loads only its own.
import { say } from './messages.ts';

export type LinkLang = 'en' | 'fr';

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

/** Said when a link opens but, being of the first version, carries no checksum. */
export function uncheckedNote(lang: LinkLang): string {
  return say(lang, 'linkUnchecked');
}

/** Why a link the site is about to make would not open: too long for the links it accepts. */
export function tooLongToShare(length: number, max: number, lang: LinkLang): string {
  return say(lang, 'linkTooLong', length, max);
}

export function linkMessage(failure: LinkFailure, lang: LinkLang, version = ''): string {
  return say(lang, 'linkFailure', failure, version);
}
