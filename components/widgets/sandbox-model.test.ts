import { describe, expect, test } from 'vitest';
import { legalFollowerSpots, legalPlacements } from '../../engine/play.ts';
import type { Action, GameState } from '../../engine/core/types.ts';
import { makeScenarioLink } from '../../engine/scenario/link.ts';
import { FRESH, play, positionScenario, sandboxFromScenario, sandboxOf } from './sandbox-model.ts';
import { openFile, openLink, openScenarioFile } from './sandbox-io.ts';

/** A seeded sandbox after one turn: the pile's first tile at its first legal place, with a follower. */
function playedPosition(): GameState {
  const box = sandboxOf({ ...FRESH, seed: 7 });
  const start = play(box);
  if (!start.ok) throw new Error('setup');
  const tile = start.value.state.deck![0]!;
  const place = legalPlacements(start.value.state, tile)[0]!;
  const spot = legalFollowerSpots(start.value.state, place)[0];
  const turn: Action = { type: 'turn', place, ...(spot && { follower: { on: spot } }) };
  const after = play({ ...box, actions: [turn] });
  if (!after.ok) throw new Error('replay');
  expect(after.value.refusals).toEqual([null]);
  return after.value.state;
}

describe('sandbox model', () => {
  test('a seeded pile is reproducible and starts from the base start tile', () => {
    const a = play(sandboxOf({ ...FRESH, seed: 7 }));
    const b = play(sandboxOf({ ...FRESH, seed: 7 }));
    const c = play(sandboxOf({ ...FRESH, seed: 8 }));
    if (!a.ok || !b.ok || !c.ok) throw new Error('setup');
    expect(a.value.state.board.map((t) => t.tile)).toEqual(['base/D']);
    expect(a.value.state.deck).toEqual(b.value.state.deck);
    expect(a.value.state.deck).not.toEqual(c.value.state.deck);
  });

  test('the position written as a scenario opens the same position, through a link too', () => {
    const state = playedPosition();
    expect(state.board).toHaveLength(2);
    const scenario = positionScenario(state, 'Sandbox position');
    const link = `/en/sandbox/#s=${makeScenarioLink(scenario)}`;
    const opened = openLink(link.slice(link.indexOf('#')), 'en');
    if (opened === null || !opened.ok) throw new Error(JSON.stringify(opened));
    expect(opened.value.checked).toBe(true);
    const again = play(sandboxFromScenario(opened.value.scenario));
    if (!again.ok) throw new Error('replay');
    expect(again.value.state.board).toEqual(state.board);
    expect(again.value.state.deck).toEqual(state.deck);
    expect(again.value.state.scores).toEqual(state.scores);
  });

  test('a damaged link or file says what is wrong', () => {
    // a fragment naming a part of the page is no link; any other fragment is named (sandbox-io.test.ts)
    expect(openLink('#nothing', 'en', (id) => id === 'nothing')).toBeNull();
    expect(openLink('#nothing', 'en')?.ok).toBe(false);
    const cut = openLink('#s=1.abc', 'en');
    expect(cut?.ok).toBe(false);
    if (cut && !cut.ok) expect(cut.error[0]!.path).toBe('link');
    const foreign = openLink('#s=7.xyz', 'en');
    if (!foreign || foreign.ok) throw new Error('accepted a foreign link');
    expect(foreign.error[0]!.message).toContain('version 7');
    const file = openFile('{"format":"casebook/1","title":"x","rules":{"sets":["nope"]},"players":["blue"]}', 'en');
    expect(file.ok).toBe(false);
    if (!file.ok) expect(file.error.map((p) => p.path)).toContain('rules.sets[0]');
    expect(openFile('not json', 'en').ok).toBe(false);
  });

  test('a YAML file opens as well as JSON', async () => {
    const yaml = 'format: casebook/1\ntitle: Two tiles\nrules: { sets: [base] }\nplayers: [blue, red]\nsetup:\n  tiles:\n    - { tile: base/D, at: [0, 0] }\n';
    const r = await openScenarioFile('two.yaml', yaml, 'en');
    expect(r.ok && r.value.setup?.tiles?.[0]?.tile).toBe('base/D');
    const bad = await openScenarioFile('bad.yml', 'format: [unclosed', 'en');
    expect(bad.ok).toBe(false);
  });

  test('on a French page, link and file problems are said in French', async () => {
    const messages = (r: { ok: boolean; error?: readonly { message: string }[] } | null): string =>
      r && !r.ok ? r.error!.map((p) => p.message).join(' | ') : 'opened';
    expect(messages(openLink('#s=1.abc', 'fr'))).toMatch(/^Le lien ne peut pas être ouvert : /);
    expect(messages(openLink('#s=7.xyz', 'fr'))).toContain('version 7, que ce site ne sait pas lire');
    expect(messages(openFile('not json', 'fr'))).toBe('JSON non valide ligne 1, colonne 1 : un caractère qui ne peut pas venir ici');
    const badSet = '{"format":"casebook/1","title":"x","rules":{"sets":["nope"]},"players":["blue"]}';
    expect(messages(openFile(badSet, 'fr'))).toContain('doit valoir');
    expect(messages(openFile(badSet, 'en'))).toContain('must be');
    expect(messages(await openScenarioFile('bad.yml', 'title: [unclosed', 'fr'))).toMatch(/YAML non valide/);
    expect(messages(await openScenarioFile('x.yaml', 'format: casebook/1\ntitle: x\nrules: { sets: [base] }\nplayers: []\n', 'fr'))).toContain('au moins un joueur');
  });
});
