import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_LINK, base64url, checkCode, fromBase64url, makeSandboxLink, makeSandboxPath, makeScenarioLink, openScenarioLink, parseScenarioLink } from './link.ts';
import { parseScenario } from './parse.ts';
import type { Scenario } from './types.ts';

const DIR = join(import.meta.dirname, '../../content/scenarios');
const scenarios: Scenario[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const r = parseScenario(readFileSync(join(DIR, f), 'utf8'), 'json');
    if (!r.ok) throw new Error(`${f} does not parse`);
    return r.value;
  });
const sample = scenarios[0]!;

function linkProblem(input: string): string {
  const r = parseScenarioLink(input);
  if (r.ok) throw new Error('the link was accepted');
  expect(r.error).toHaveLength(1);
  expect(r.error[0]!.path).toBe('link');
  return r.error[0]!.message;
}

/** A current (checked) link payload for any text, as a well-meaning but broken encoder would make it. */
function payloadOf(text: string): string {
  const data = base64url(deflateSync(new TextEncoder().encode(text)));
  return `2.${checkCode(data)}.${data}`;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';

describe('scenario links', () => {
  it('round-trips every scenario file, as a payload, a hash and a whole URL', () => {
    for (const s of scenarios) {
      const link = makeScenarioLink(s);
      expect(link).toMatch(/^2\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]+$/);
      expect(parseScenarioLink(link)).toEqual({ ok: true, value: s });
      expect(parseScenarioLink(`https://example.org${makeSandboxPath(s, 'fr')}`)).toEqual({ ok: true, value: s });
    }
    const link = makeScenarioLink(sample);
    expect(parseScenarioLink(` ${link.slice(0, 30)}\n  ${link.slice(30)} `)).toEqual({ ok: true, value: sample });
    expect(makeSandboxPath(sample)).toBe(`/en/sandbox/#s=${makeScenarioLink(sample)}`);
  });

  it('compresses: a link is much shorter than the scenario as JSON', () => {
    const longest = scenarios.reduce((a, b) => (JSON.stringify(a).length > JSON.stringify(b).length ? a : b));
    expect(makeScenarioLink(longest).length).toBeLessThan(JSON.stringify(longest).length * 0.6);
  });

  it('encodes base64url exactly like the platform, without padding', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 31, 256]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) % 256);
      const text = base64url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64url(text)).toEqual(bytes);
    }
  });

  it('explains a foreign, newer, damaged or truncated link', () => {
    const link = makeScenarioLink(sample);
    expect(linkProblem('https://example.org/some/page')).toMatch(/not a Casebook scenario link/);
    expect(linkProblem('')).toMatch(/not a Casebook scenario link/);
    expect(linkProblem(link.replace(/^2\./, '3.'))).toMatch(/version 3/);
    expect(linkProblem(`${link.slice(0, 20)}!${link.slice(21)}`)).toMatch(/characters/);
    expect(linkProblem(link.slice(0, Math.floor(link.length / 2)))).toMatch(/changed on the way/);
    expect(linkProblem(`1.${'A'.repeat(50)}`)).toMatch(/damaged|cut short/);
    expect(linkProblem('1.')).toMatch(/cut short/);
    expect(linkProblem('2.')).toMatch(/cut short/);
    expect(linkProblem(`2.${'A'.repeat(MAX_LINK + 10)}`)).toMatch(/too long/);
  });

  it('says why in French for the French sandbox', () => {
    const r = parseScenarioLink('https://example.org/some/page', 'fr');
    expect(r).toEqual({ ok: false, error: [{ path: 'link', message: 'Le lien ne peut pas être ouvert : ce n’est pas un lien de scénario Casebook (il devrait commencer par « 2. »).' }] });
    const newer = parseScenarioLink(makeScenarioLink(sample).replace(/^2\./, '7.'), 'fr');
    expect(newer.ok ? '' : newer.error[0]!.message).toBe('Le lien ne peut pas être ouvert : ce lien est en version 7, que ce site ne sait pas lire (il lit les versions 1 et 2).');
  });

  it('refuses a payload that unpacks to too much data or to something that is not JSON', () => {
    expect(linkProblem(payloadOf(' '.repeat(3_000_000)))).toMatch(/more data/);
    expect(linkProblem(payloadOf('{"format": "casebook/1", '))).toMatch(/damaged/);
  });

  it('validates what a well-formed link carries, by path', () => {
    const bad = { ...sample, players: ['blue', 'pink'] };
    const r = parseScenarioLink(payloadOf(JSON.stringify(bad)));
    expect(r).toEqual({ ok: false, error: [{ path: 'players[1]', message: expect.stringMatching(/not "pink"/) }] });
  });

  it('opens no different position after any change of one character', () => {
    // three links of different sizes; every character replaced by every other one a link may hold
    const picks = [sample, scenarios[Math.floor(scenarios.length / 2)]!, scenarios.at(-1)!];
    for (const s of picks) {
      const link = makeScenarioLink(s);
      let refused = 0;
      for (let i = 0; i < link.length; i++) {
        for (const c of ALPHABET) {
          if (c === link[i]) continue;
          const r = openScenarioLink(link.slice(0, i) + c + link.slice(i + 1));
          if (r.ok) expect(r.value.scenario).toEqual(s);
          else refused++;
        }
      }
      expect(refused).toBeGreaterThan(link.length * 60);
    }
  });

  it('still opens a first-version link, flagged as unchecked', () => {
    const old = `1.${base64url(deflateSync(new TextEncoder().encode(JSON.stringify(sample)), { level: 9 }))}`;
    expect(openScenarioLink(old)).toEqual({ ok: true, value: { scenario: sample, checked: false, setAside: [] } });
    expect(openScenarioLink(makeScenarioLink(sample))).toEqual({ ok: true, value: { scenario: sample, checked: true, setAside: [] } });
  });

  it('never makes a link it would refuse to open', () => {
    let seed = 12345;
    const letter = (): string => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return ALPHABET[(seed >>> 16) % 62]!;
    };
    const noisy: Scenario = {
      ...sample,
      // notes of random letters do not compress: the link grows past what the site opens
      steps: Array.from({ length: 200 }, () => ({
        note: Array.from({ length: 900 }, letter).join(''),
        expect: { scores: { blue: 0 } },
      })),
    };
    const made = makeSandboxLink(noisy);
    expect(made.ok).toBe(false);
    expect(made.ok ? '' : made.error[0]!.message).toMatch(/beyond the 100000 a link may carry/);
    const fr = makeSandboxLink(noisy, 'fr');
    expect(fr.ok ? '' : fr.error[0]!.message).toMatch(/exportez-la plutôt en fichier/);
    const fine = makeSandboxLink(sample, 'fr');
    expect(fine.ok && parseScenarioLink(fine.value)).toEqual({ ok: true, value: sample });
  });
});
