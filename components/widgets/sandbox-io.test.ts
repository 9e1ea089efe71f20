// The sandbox's links and files: every address fragment is either opened or named, a link with spaces
// (as an address bar writes them) opens, and a file is weighed before it is read.
import { describe, expect, it } from 'vitest';
import '../../engine/scenario/messages-all.ts';
import { MAX_TEXT, MAX_YAML, maxBytes } from '../../engine/scenario/text.ts';
import { makeScenarioLink } from '../../engine/scenario/link.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { openChosenFile, openLink } from './sandbox-io.ts';

const ROAD: Scenario = {
  format: 'casebook/1',
  title: 'A road',
  rules: { sets: ['base'] },
  players: ['blue', 'red'],
  setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: 0 }] },
};

const link = makeScenarioLink(ROAD);
const noAnchor = (): boolean => false;

/** A chosen file that must not be read: its size alone decides. */
function unreadable(name: string, size: number): File {
  return { name, size, arrayBuffer: () => { throw new Error('read before its size was checked'); } } as unknown as File;
}

const chosen = (name: string, bytes: Uint8Array): File =>
  ({ name, size: bytes.length, arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) }) as unknown as File;

describe('address fragments', () => {
  it('opens nothing for an empty fragment or one that names a part of the page', () => {
    expect(openLink('', 'en', noAnchor)).toBeNull();
    expect(openLink('#', 'en', noAnchor)).toBeNull();
    expect(openLink('#main', 'en', (id) => id === 'main')).toBeNull();
  });

  it.each(['#S=', '#s%3D', '#=', '#s:', '#', '#sandbox/'])('names a damaged prefix (%s before the data), in the reader\'s language', (prefix) => {
    const fragment = `${prefix}${link}`;
    const en = openLink(fragment, 'en', noAnchor);
    expect(en?.ok).toBe(false);
    const message = en && !en.ok ? en.error[0]!.message : '';
    expect(message).toMatch(/^The link cannot be opened: /);
    expect(message).toContain(fragment.slice(0, 12));
    const fr = openLink(fragment, 'fr', noAnchor);
    expect(fr && !fr.ok && fr.error[0]!.message).toMatch(/^Le lien ne peut pas être ouvert\u00a0: /u);
  });

  it('opens a link whose spaces an address bar wrote as %20 (a wrapped link pasted whole)', () => {
    const spaced = `#s=${link.slice(0, 30)}%20${link.slice(30, 60)}%0A%20${link.slice(60)}`;
    const r = openLink(spaced, 'en', noAnchor);
    expect(r?.ok && r.value.scenario).toEqual(ROAD);
  });
});

describe('chosen files', () => {
  it('refuses a file too large for a scenario before reading a byte of it, in either language', async () => {
    const big = await openChosenFile(unreadable('huge.json', 300_000_000), 'en');
    expect(big).toEqual({ ok: false, error: [{ path: '(file)', message: `is 300000000 bytes, more than the ${MAX_TEXT} a scenario file may hold: it is not read` }] });
    const yaml = await openChosenFile(unreadable('big.yaml', maxBytes(MAX_YAML) + 1), 'fr');
    expect(!yaml.ok && yaml.error[0]!.message).toMatch(new RegExp(`^pèse ${maxBytes(MAX_YAML) + 1} octets, plus que les ${MAX_YAML} `));
  });

  it('reads a UTF-16 file as the command does', async () => {
    const text = JSON.stringify(ROAD);
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(text, (c) => c.charCodeAt(0)).buffer)]);
    expect(await openChosenFile(chosen('road.json', utf16), 'en')).toEqual({ ok: true, value: ROAD });
    expect(await openChosenFile(chosen('road.json', new TextEncoder().encode(text)), 'en')).toEqual({ ok: true, value: ROAD });
  });
});
