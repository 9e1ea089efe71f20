// Shareable links: `/<lang>/sandbox/#s=1.<payload>`, the payload being the scenario's JSON,
// deflate-compressed and base64url-encoded. The `1.` says how to read the rest, so a later encoding
// can coexist with links already pasted into forums. Decoding never throws.
import { Inflate, deflateSync } from 'fflate';
import type { Problem, Result } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { parseValue } from './value.ts';
import type { Scenario } from './types.ts';
import { LINK_VERSION, linkMessage } from './link-messages.ts';
import type { LinkFailure, LinkLang } from './link-messages.ts';

export { LINK_VERSION } from './link-messages.ts';

/** Links travel through chat and forums; anything longer than this is not one of ours. */
const MAX_LINK = 40_000;
/** A deflate bomb stops here: no scenario comes near it. */
const MAX_INFLATED = 1_000_000;

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

/** The payload of a link (`1.…`), always succeeds. */
export function makeScenarioLink(s: Scenario): string {
  const bytes = new TextEncoder().encode(JSON.stringify(s));
  return `${LINK_VERSION}.${base64url(deflateSync(bytes, { level: 9 }))}`;
}

/** The site path that opens the scenario in the sandbox. */
export function makeSandboxPath(s: Scenario, lang: 'en' | 'fr' = 'en'): string {
  return `/${lang}/sandbox/#s=${makeScenarioLink(s)}`;
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
    inf.push(data, true);
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
  // Mail and chat clients wrap long links; base64url has no spaces, so any whitespace is wrapping.
  return raw.replace(/\s+/g, '').split('&')[0]!;
}

type Decoded = Result<unknown, { readonly failure: LinkFailure; readonly version?: string }>;

const fail = (failure: LinkFailure, version?: string): Decoded => err(version === undefined ? { failure } : { failure, version });

function decodePayload(input: string): Decoded {
  if (typeof input !== 'string') return fail('notText');
  if (input.length > MAX_LINK) return fail('tooLong');
  const payload = linkPayload(input);
  const match = /^(\d+)\.(.*)$/s.exec(payload);
  if (match === null) return fail('foreign');
  if (match[1] !== LINK_VERSION) return fail('version', match[1]);
  const bytes = fromBase64url(match[2]!);
  if (bytes === null || bytes.length === 0) return fail('characters');
  const json = inflateCapped(bytes);
  if (typeof json === 'string') return fail(json);
  try {
    return ok(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json)));
  } catch {
    return fail('notScenario');
  }
}

/** `lang` is the language of every problem's sentence: a broken link, or what a well-formed one carries. */
export function parseScenarioLink(input: string, lang: LinkLang = 'en'): Result<Scenario, Problem[]> {
  const doc = decodePayload(input);
  if (!doc.ok) return err([{ path: 'link', message: linkMessage(doc.error.failure, lang, doc.error.version) }]);
  return parseValue(doc.value, lang);
}
