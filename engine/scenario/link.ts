// Shareable links: `/<lang>/sandbox/#s=2.<check>.<payload>`, the payload being the scenario's JSON,
// deflate-compressed and base64url-encoded, and <check> the CRC-32 of the payload's characters in six
// base64url characters. A link is what players paste in a dispute, so a damaged one must never open a
// different position: CRC-32 catches every change of one character (a burst of at most 6 bits) and all
// but one in four billion of anything else. Version `1.<payload>` links (no check) still open, flagged
// as unchecked. Decoding never throws.
import { Inflate, deflateSync } from 'fflate';
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { parseValue } from './value.ts';
import type { Scenario } from './types.ts';
import { LINK_VERSION, UNCHECKED_LINK_VERSION, linkMessage, tooLongToShare } from './link-messages.ts';
import type { LinkFailure, LinkLang } from './link-messages.ts';

export { LINK_VERSION, UNCHECKED_LINK_VERSION, uncheckedNote } from './link-messages.ts';

/** Why an address fragment that is not `#s=…` opens nothing: it is named, shortened. */
export const unknownFragment = (hash: string, lang: LinkLang): string =>
  linkMessage('fragment', lang, hash.length > 40 ? `${hash.slice(0, 40)}…` : hash);

/** The longest link the site makes or opens: a whole 143-tile game fits with room to spare. */
export const MAX_LINK = 100_000;
/** A deflate bomb stops here: no scenario comes near it. */
const MAX_INFLATED = 1_000_000;
/** Input is fed to the inflater in slices this small, so no single step can produce much output. */
const INFLATE_SLICE = 256;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT = new Map([...ALPHABET].map((c, i) => [c, i]));

export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** null when the text is not base64url (or has a length no encoder produces). */
export function fromBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 6) / 8));
  let acc = 0;
  let bits = 0;
  let j = 0;
  for (const c of text) {
    const d = DIGIT.get(c);
    if (d === undefined) return null;
    acc = ((acc << 6) | d) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 of the payload's characters (all ASCII), as six base64url characters. */
export function checkCode(payload: string): string {
  let crc = -1;
  for (let i = 0; i < payload.length; i++) crc = CRC_TABLE[(crc ^ payload.charCodeAt(i)) & 0xff]! ^ (crc >>> 8);
  const n = (crc ^ -1) >>> 0;
  let out = '';
  for (let k = 5; k >= 0; k--) out += ALPHABET[Math.floor(n / 2 ** (6 * k)) % 64];
  return out;
}

/** The payload of a link (`2.<check>.<payload>`), always succeeds. */
export function makeScenarioLink(s: Scenario): string {
  const bytes = new TextEncoder().encode(JSON.stringify(s));
  const payload = base64url(deflateSync(bytes, { level: 9 }));
  return `${LINK_VERSION}.${checkCode(payload)}.${payload}`;
}

/** The site path that opens the scenario in the sandbox (may exceed MAX_LINK: see makeSandboxLink). */
export function makeSandboxPath(s: Scenario, lang: 'en' | 'fr' = 'en'): string {
  return `/${lang}/sandbox/#s=${makeScenarioLink(s)}`;
}

/** The sandbox path, or why the site would refuse it: what the site makes, the site opens. */
export function makeSandboxLink(s: Scenario, lang: LinkLang = 'en'): Result<string, Problem[]> {
  const link = makeScenarioLink(s);
  if (link.length > MAX_LINK) return err([{ path: 'link', message: tooLongToShare(link.length, MAX_LINK, lang) }]);
  return ok(`/${lang}/sandbox/#s=${link}`);
}

function inflateCapped(data: Uint8Array): Uint8Array | LinkFailure {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  const inf = new Inflate((chunk, final) => {
    size += chunk.length;
    if (size > MAX_INFLATED) throw new RangeError('too large');
    chunks.push(chunk);
    done ||= final;
  });
  try {
    // Sliced, so the cap stops a deflate bomb after a few kilobytes of output, not after all of it.
    for (let i = 0; i < data.length && !done; i += INFLATE_SLICE) {
      inf.push(data.subarray(i, i + INFLATE_SLICE), i + INFLATE_SLICE >= data.length);
    }
  } catch (e) {
    return e instanceof RangeError ? 'tooLarge' : 'damaged';
  }
  if (!done) return 'cutShort';
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** Accepts the payload, `#s=…`, or a whole path or URL that carries it. */
export function linkPayload(input: string): string {
  const hash = input.indexOf('#s=');
  const raw = hash >= 0 ? input.slice(hash + 3) : input.startsWith('s=') ? input.slice(2) : input;
  // Mail and chat clients wrap long links; base64url has no spaces, so any whitespace is wrapping,
  // whether pasted as it is or written %20 (and %0A, %09, %0D) by the address bar it went through.
  return raw.replace(/\s+|%(?:20|0a|0d|09)/gi, '').split('&')[0]!;
}

type Decoded = Result<{ readonly doc: unknown; readonly checked: boolean }, { readonly failure: LinkFailure; readonly version?: string }>;

const fail = (failure: LinkFailure, version?: string): Decoded => err(version === undefined ? { failure } : { failure, version });

function decodePayload(input: string): Decoded {
  if (typeof input !== 'string') return fail('notText');
  if (input.length > MAX_LINK) return fail('tooLong');
  const payload = linkPayload(input);
  const match = /^(\d+)\.(.*)$/s.exec(payload);
  if (match === null) return fail('foreign');
  const checked = match[1] === LINK_VERSION;
  if (!checked && match[1] !== UNCHECKED_LINK_VERSION) return fail('version', match[1]);
  let data = match[2]!;
  if (checked) {
    const parts = /^([A-Za-z0-9_-]{6})\.(.*)$/s.exec(data);
    if (parts === null) return fail(/^[A-Za-z0-9_.-]*$/.test(data) ? 'cutShort' : 'characters');
    if (!/^[A-Za-z0-9_-]*$/.test(parts[2]!)) return fail('characters');
    if (checkCode(parts[2]!) !== parts[1]) return fail('checksum');
    data = parts[2]!;
  }
  const bytes = fromBase64url(data);
  if (bytes === null || bytes.length === 0) return fail('characters');
  const json = inflateCapped(bytes);
  if (typeof json === 'string') return fail(json);
  try {
    return ok({ doc: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)), checked });
  } catch {
    return fail('notScenario');
  }
}

export interface OpenedLink {
  readonly scenario: Scenario;
  /** false for a first-version link, which carries no check code */
  readonly checked: boolean;
  /** what was wrong with the link's dispute (an unknown ruling id...): left out, the position still opens */
  readonly setAside: readonly Problem[];
}

const inDispute = (p: Problem): boolean => p.path === 'dispute' || p.path.startsWith('dispute.');

/** The document without the parts of its dispute that have problems (all of it when nothing good is left). */
function withoutBadDispute(doc: unknown, problems: readonly Problem[]): unknown {
  if (typeof doc !== 'object' || doc === null) return doc;
  const { dispute, ...rest } = doc as Record<string, unknown>;
  if (typeof dispute !== 'object' || dispute === null || Array.isArray(dispute) || problems.some((p) => p.path === 'dispute')) return rest;
  const bad = new Set(problems.map((p) => p.path.slice('dispute.'.length)));
  const kept = Object.fromEntries(Object.entries(dispute).filter(([k]) => !bad.has(k)));
  return Object.keys(kept).length === 0 ? rest : { ...rest, dispute: kept };
}

/**
 * `lang` is the language of every problem's sentence: a broken link, or what a well-formed one carries. A
 * link is about its position: problems confined to its dispute are set aside (and said), not fatal.
 */
export function openScenarioLink(input: string, lang: LinkLang = 'en'): Result<OpenedLink, Problem[]> {
  const doc = decodePayload(input);
  if (!doc.ok) return err([{ path: 'link', message: linkMessage(doc.error.failure, lang, doc.error.version) }]);
  const r = parseValue(doc.value.doc, lang);
  if (r.ok) return ok({ scenario: r.value, checked: doc.value.checked, setAside: [] });
  if (!r.error.every(inDispute)) return r;
  const again = parseValue(withoutBadDispute(doc.value.doc, r.error), lang);
  return again.ok ? ok({ scenario: again.value, checked: doc.value.checked, setAside: r.error }) : again;
}

/** The scenario a link carries (checked or not: see openScenarioLink for which). */
export function parseScenarioLink(input: string, lang: LinkLang = 'en'): Result<Scenario, Problem[]> {
  const r = openScenarioLink(input, lang);
  return r.ok ? ok(r.value.scenario) : r;
}
