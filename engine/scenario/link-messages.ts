// Why a link cannot be opened, in the reader's language: these sentences reach readers of the sandbox
// (a pasted link that chat mangled), unlike validation problems, which are for scenario authors. The
// sentences sit with the problem tables, one per language, so a page loads only its own.
import { say } from './messages.ts';

export type LinkLang = 'en' | 'fr';

export { LINK_VERSION, UNCHECKED_LINK_VERSION } from './link-version.ts';
export type { LinkFailure, LinkTexts } from './link-version.ts';
import type { LinkFailure } from './link-version.ts';

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
