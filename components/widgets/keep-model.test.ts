import { describe, expect, test } from 'vitest';
import { playRandomGame } from '../../engine/core/autoplay.ts';
import { err, ok } from '../../engine/core/types.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';
import type { GameState } from '../../engine/core/types.ts';
import { makeSandboxLink } from '../../engine/scenario/link.ts';
import { KEPT_HASH, addressFor, addressOf, keptText, keptWhen, loadKept, readKept, samePosition, saveKept, seedOfHash, tilesOn } from './keep-model.ts';
import type { Store } from './keep-model.ts';
import { play, positionScenario, sandboxFromScenario, sandboxOf, FRESH } from './sandbox-model.ts';
import type { Sandbox } from './sandbox-model.ts';
import { openKept, openLink } from './sandbox-io.ts';

/** A seeded sandbox of every set, with the first `moves` moves of a random legal game played. */
function game(moves: number): { box: Sandbox; state: GameState } {
  const box = sandboxOf({ ...FRESH, sets: [...SET_IDS], players: 3, seed: 31 });
  const played = playRandomGame(box.setup, 9);
  const b = { ...box, actions: played.actions.slice(0, moves) };
  const r = play(b);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { box: b, state: r.value.state };
}

/** What a stored text gives back: the validated game as a sandbox, with its seed. */
function reopen(text: string): Sandbox {
  const kept = readKept(text);
  if (kept.kind !== 'ok') throw new Error(kept.kind);
  const s = openKept(kept.kept.game, 'en');
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return sandboxFromScenario(s.value, kept.kept.seed ?? undefined);
}

const position = (box: Sandbox): string => {
  const r = play(box);
  if (!r.ok) throw new Error('replay');
  return JSON.stringify(positionScenario(r.value.state, 'x'));
};

describe('the game kept in storage', () => {
  test('a whole game of every set comes back move for move, with its seed, tile count and turn', () => {
    const { box, state } = game(Infinity);
    expect(box.actions.length).toBeGreaterThan(100);
    const text = keptText(box, state, 'Sandbox position', null, 1_000)!;
    const kept = readKept(text);
    expect(kept).toMatchObject({ kind: 'ok', kept: { savedAt: 1_000, seed: 31, tiles: tilesOn(state) } });
    const back = reopen(text);
    expect(back.actions).toHaveLength(box.actions.length);
    expect(back.setup.seed).toBe(31);
    expect(position(back)).toBe(position(box));
  });

  test('halfway through, undo after a reload takes back the same move as before it, and the dispute stays', () => {
    const { box, state } = game(40);
    const dispute = { ruling: 'base-road-score', note: 'Whose road?' };
    const text = keptText(box, state, 'Sandbox position', dispute, 5)!;
    const back = reopen(text);
    const undone = (b: Sandbox): Sandbox => ({ ...b, actions: b.actions.slice(0, -1) });
    expect(position(undone(back))).toBe(position(undone(box)));
    const opened = openKept(JSON.parse(text).game, 'en');
    expect(opened.ok && opened.value.dispute).toEqual(dispute);
  });

  test('the position from its link and the kept game are the same position; one move less is not', () => {
    const { box, state } = game(25);
    const link = makeSandboxLink(positionScenario(state, 'Sandbox position'), 'fr');
    if (!link.ok) throw new Error('link');
    const fromLink = openLink(link.value.slice(link.value.indexOf('#')), 'fr');
    if (!fromLink?.ok) throw new Error('open');
    const kept = openKept(JSON.parse(keptText(box, state, 'Sandbox position', null, 1)!).game, 'fr');
    if (!kept.ok) throw new Error('kept');
    expect(samePosition(kept.value, fromLink.value.scenario)).toBe(true);
    const shorter = game(24);
    const before = openKept(JSON.parse(keptText(shorter.box, shorter.state, 'Sandbox position', null, 1)!).game, 'fr');
    if (!before.ok) throw new Error('kept');
    expect(samePosition(before.value, fromLink.value.scenario)).toBe(false);
  });

  test('nothing kept, damaged text and a damaged game are told apart, and never throw', () => {
    expect(readKept(null)).toEqual({ kind: 'none' });
    for (const bad of ['{', '"text"', 'null', '[]', '{"v":2,"savedAt":1,"tiles":1,"seed":null,"game":{}}', '{"v":1,"savedAt":-4,"tiles":1,"seed":null,"game":{}}',
      '{"v":1,"savedAt":1,"tiles":"many","seed":null,"game":{}}', '{"v":1,"savedAt":1,"tiles":1,"seed":1.5,"game":{}}', '{"v":1,"savedAt":1,"tiles":1,"seed":null}']) {
      expect(readKept(bad), bad).toEqual({ kind: 'damaged' });
    }
    // well shaped, but the game inside is not a scenario: the validator names the problems, in French too
    const kept = readKept('{"v":1,"savedAt":1,"tiles":1,"seed":null,"game":{"format":"casebook/1","title":"x","rules":{"sets":["moon"]},"players":["blue"]}}');
    if (kept.kind !== 'ok') throw new Error(kept.kind);
    const r = openKept(kept.kept.game, 'fr');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((p) => p.path)).toContain('rules.sets[0]');
  });

  test('a browser that refuses storage (private mode, quota) costs nothing but the keeping', () => {
    const refusing: Store = {
      getItem: () => { throw new DOMException('denied', 'SecurityError'); },
      setItem: () => { throw new DOMException('full', 'QuotaExceededError'); },
      removeItem: () => undefined,
    };
    expect(saveKept(refusing, 'x')).toBe(false);
    expect(loadKept(refusing)).toEqual({ kind: 'none' });
    expect(saveKept(null, 'x')).toBe(false);
    const map = new Map<string, string>();
    const memory: Store = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
    const { box, state } = game(3);
    expect(saveKept(memory, keptText(box, state, 't', null, 7)!)).toBe(true);
    expect(loadKept(memory)).toMatchObject({ kind: 'ok', kept: { savedAt: 7 } });
  });
});

describe('the address', () => {
  test('carries the seed after the link, which the link reader ignores', () => {
    const { state } = game(5);
    const link = makeSandboxLink(positionScenario(state, 'Sandbox position'), 'en');
    if (!link.ok) throw new Error('link');
    const address = addressOf(link.value, 31);
    expect(address).toMatch(/#s=2\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]+&seed=31$/);
    const hash = address.slice(address.indexOf('#'));
    expect(seedOfHash(hash)).toBe(31);
    expect(openLink(hash, 'en')?.ok).toBe(true);
    expect(addressOf('/en/sandbox/#s=2.x', undefined)).toBe('/en/sandbox/#s=2.x');
    expect(seedOfHash('#s=2.abc')).toBeUndefined();
    expect(seedOfHash('#s=2.abc&seed=99999999999')).toBeUndefined();
  });

  test('a position too large for a link keeps the game in storage only, and says why', () => {
    expect(addressFor(ok('/en/sandbox/#s=2.a.b'), 4, '/en/sandbox/')).toEqual({ to: '/en/sandbox/#s=2.a.b&seed=4', tooLong: null });
    const refused = addressFor(err([{ path: 'link', message: 'Cette position donnerait un lien de 120000 caractères.' }]), 4, '/fr/sandbox/');
    expect(refused).toEqual({ to: `/fr/sandbox/${KEPT_HASH}`, tooLong: 'Cette position donnerait un lien de 120000 caractères.' });
  });
});

describe('when the game was kept', () => {
  const at = new Date(2026, 10, 26, 21, 40).getTime();
  test('the same day: the time alone, as the reader writes it', () => {
    const later = new Date(2026, 10, 26, 23, 5).getTime();
    expect(keptWhen(at, later, 'en', ['en-GB', 'fr'])).toBe('21:40');
    expect(keptWhen(at, later, 'en', ['en-US'])).toMatch(/^9:40\s?PM$/);
    // a French page for a reader whose browser speaks English only: the page's language
    expect(keptWhen(at, later, 'fr', ['en-US'])).toBe('21:40');
  });
  test('another day: the date too', () => {
    const next = new Date(2026, 10, 28, 9, 0).getTime();
    expect(keptWhen(at, next, 'fr', ['fr-FR'])).toMatch(/26 nov\. 2026.*21:40/);
    expect(keptWhen(at, next, 'en', ['en-GB'])).toMatch(/26 Nov 2026.*21:40/);
  });
});

test('tiles on the board count the wheel once', () => {
  const box = sandboxOf({ ...FRESH, sets: ['base', 'wheel'], seed: 3 });
  const r = play(box);
  if (!r.ok) throw new Error('setup');
  expect(r.value.state.board.length).toBeGreaterThan(tilesOn(r.value.state));
  expect(tilesOn(r.value.state)).toBe(positionScenario(r.value.state, 'x').setup!.tiles!.length);
});
