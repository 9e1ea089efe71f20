// A shared position's dispute (`dispute: { ruling, note }`): validated like any field in a file, and in a
// link set aside with a clear message when damaged, so the position itself still opens.
import { describe, expect, it } from 'vitest';
import { makeScenarioLink, openScenarioLink } from './link.ts';
import { parseValue } from './value.ts';
import type { Scenario } from './types.ts';

const BASE: Scenario = {
  format: 'casebook/1', title: 'Sandbox position', rules: { sets: ['base'] }, players: ['blue', 'red'],
  setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0, followers: [{ player: 'blue', on: 'N' }] }] },
};
const withDispute = (dispute: unknown): Scenario => ({ ...BASE, dispute } as unknown as Scenario);
const linkOf = (s: Scenario): string => `#s=${makeScenarioLink(s)}`;

describe('dispute in a scenario file', () => {
  it('accepts a ruling id and a note, or either alone', () => {
    for (const d of [{ ruling: 'base-farm-score', note: 'Does my farm touch that city?' }, { ruling: 'base-majority' }, { note: 'who gets the road?' }]) {
      const r = parseValue(withDispute(d));
      expect(r.ok && r.value.dispute).toEqual(d);
    }
  });

  it('names an unknown ruling, an empty dispute, an unknown key and a note too long, by path', () => {
    const bad = parseValue(withDispute({ ruling: 'base-farm-scores', note: 'x'.repeat(501), seen: true }));
    expect(bad.ok ? [] : bad.error).toEqual([
      { path: 'dispute.seen', message: 'unknown key (expected one of ruling, note)' },
      { path: 'dispute.ruling', message: 'unknown ruling id "base-farm-scores" (see the rulings catalog)' },
      { path: 'dispute.note', message: 'must be at most 500 characters' },
    ]);
    const empty = parseValue(withDispute({}));
    expect(empty.ok ? [] : empty.error).toEqual([{ path: 'dispute', message: 'is required: "ruling" or "note"' }]);
  });
});

describe('dispute in a link', () => {
  it('travels whole: the ruling and the note, markup and all, as plain data', () => {
    const note = 'My <b>html</b> farm & "your" city';
    const opened = openScenarioLink(linkOf(withDispute({ ruling: 'base-farm-score', note })));
    expect(opened.ok && opened.value.scenario.dispute).toEqual({ ruling: 'base-farm-score', note });
    expect(opened.ok && opened.value.setAside).toEqual([]);
  });

  it('an unknown ruling id is named, set aside, and the position and the note still open', () => {
    const opened = openScenarioLink(linkOf(withDispute({ ruling: 'base-farm-scor', note: 'who wins?' })));
    if (!opened.ok) throw new Error(JSON.stringify(opened.error));
    expect(opened.value.scenario.dispute).toEqual({ note: 'who wins?' });
    expect(opened.value.scenario.setup?.tiles).toHaveLength(1);
    expect(opened.value.setAside).toEqual([{ path: 'dispute.ruling', message: 'unknown ruling id "base-farm-scor" (see the rulings catalog)' }]);
    const fr = openScenarioLink(linkOf(withDispute({ ruling: 'nope' })), 'fr');
    expect(fr.ok && fr.value.setAside[0]?.message).toBe('identifiant de règle inconnu "nope" (voir le catalogue des règles)');
    expect(fr.ok && fr.value.scenario.dispute).toBeUndefined();
  });

  it('a dispute that is not an object is dropped whole; a broken position is still refused', () => {
    const opened = openScenarioLink(linkOf(withDispute('base-farm-score')));
    expect(opened.ok && opened.value.scenario.dispute).toBeUndefined();
    expect(opened.ok && opened.value.setAside.map((p) => p.path)).toEqual(['dispute']);
    const broken = openScenarioLink(linkOf({ ...withDispute({ ruling: 'nope' }), players: ['purple'] } as unknown as Scenario));
    expect(broken.ok).toBe(false);
  });
});
