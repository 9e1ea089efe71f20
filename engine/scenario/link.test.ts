import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { base64url, fromBase64url, makeSandboxPath, makeScenarioLink, parseScenarioLink } from './link.ts';
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

const payloadOf = (text: string): string => `1.${base64url(deflateSync(new TextEncoder().encode(text)))}`;

describe('scenario links', () => {
  it('round-trips every scenario file, as a payload, a hash and a whole URL', () => {
    for (const s of scenarios) {
      const link = makeScenarioLink(s);
      expect(link).toMatch(/^1\.[A-Za-z0-9_-]+$/);
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
    expect(linkProblem(link.replace(/^1\./, '2.'))).toMatch(/version 2/);
    expect(linkProblem(`${link.slice(0, 20)}!${link.slice(21)}`)).toMatch(/characters/);
    expect(linkProblem(link.slice(0, Math.floor(link.length / 2)))).toMatch(/cut short|damaged/);
    expect(linkProblem(`1.${'A'.repeat(50)}`)).toMatch(/damaged|cut short/);
    expect(linkProblem('1.')).toMatch(/cut short/);
    expect(linkProblem(`1.${'A'.repeat(50_000)}`)).toMatch(/too long/);
  });

  it('says why in French for the French sandbox', () => {
    const r = parseScenarioLink('https://example.org/some/page', 'fr');
    expect(r).toEqual({ ok: false, error: [{ path: 'link', message: 'Le lien ne peut pas être ouvert : ce n’est pas un lien de scénario Casebook (il devrait commencer par « 1. »).' }] });
    const newer = parseScenarioLink(makeScenarioLink(sample).replace(/^1\./, '7.'), 'fr');
    expect(newer.ok ? '' : newer.error[0]!.message).toBe('Le lien ne peut pas être ouvert : ce lien est en version 7, que ce site ne sait pas lire (il lit la version 1).');
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
});
