// The `goal` field's validation: kinds from the core and from the modules, fields, hints, both languages.
import { describe, expect, it } from 'vitest';
import type { Problem, Result } from '../core/types.ts';
import { parseValue } from './value.ts';
import './messages-all.ts';
import type { Scenario } from './types.ts';

const doc = (goal: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  format: 'casebook/1', title: 'A goal', rules: { sets: ['base'] }, players: ['blue', 'red'],
  goal, steps: [{ place: { tile: 'base/U', at: [1, 0], rot: 0 } }], ...extra,
});
const problems = (r: Result<Scenario, Problem[]>): readonly Problem[] => (r.ok ? [] : r.error);
const both = (d: unknown): { en: readonly Problem[]; fr: readonly Problem[] } => ({ en: problems(parseValue(d, 'en')), fr: problems(parseValue(d, 'fr')) });

describe('a valid goal', () => {
  it('keeps its kind, fields and hints', () => {
    const r = parseValue(doc({ kind: 'closes', at: [0, 0], on: 'N', hint: 'Look north', fr: { hint: 'Regardez au nord' } }));
    expect(r.ok && r.value.goal).toEqual({ kind: 'closes', at: [0, 0], on: 'N', hint: 'Look north', fr: { hint: 'Regardez au nord' } });
  });
  it('may sit on a step that makes a move', () => {
    const r = parseValue(doc(undefined, { steps: [{ place: { tile: 'base/U', at: [1, 0], rot: 0 }, goal: { kind: 'tileOn', cells: [[1, 0]] } }] }));
    expect(r.ok && r.value.steps?.[0]?.goal).toEqual({ kind: 'tileOn', cells: [[1, 0]] });
  });
  it('may name a module\'s kind when its set is in play', () => {
    expect(parseValue(doc({ kind: 'ferryMoved', at: [1, 0] }, { rules: { sets: ['base', 'ferries'] } })).ok).toBe(true);
    expect(parseValue(doc({ kind: 'crown', sector: 'taxes' }, { rules: { sets: ['base', 'wheel'] } })).ok).toBe(true);
  });
  it('leaves a file without a goal as it was', () => expect(parseValue(doc(undefined)).ok).toBe(true));
});

describe('a broken goal is named in the reader\'s language', () => {
  it('an unknown kind lists the known ones', () => {
    const { en, fr } = both(doc({ kind: 'win' }));
    expect(en[0]?.path).toBe('goal.kind');
    expect(en[0]?.message).toMatch(/^unknown goal kind "win" \(known: closes, crown, ferryJoins, ferryLeft, ferryMoved, follower, plagueVictim, refused, scores, tileOn\)$/);
    expect(fr[0]?.message).toMatch(/^type d’objectif inconnu "win" \(connus : closes, crown/);
  });
  it('a missing kind', () => {
    const { en, fr } = both(doc({ at: [0, 0] }));
    expect(en).toEqual([{ path: 'goal.kind', message: expect.stringMatching(/^is required: what the move must achieve, one of closes, crown/) }]);
    expect(fr[0]?.message).toMatch(/^est requis : ce que le coup doit accomplir/);
  });
  it('a missing field of the kind', () => {
    const { en, fr } = both(doc({ kind: 'closes', at: [0, 0] }));
    expect(en).toEqual([{ path: 'goal.on', message: 'is required by a "closes" goal' }]);
    expect(fr).toEqual([{ path: 'goal.on', message: 'est requis par un objectif « closes »' }]);
  });
  it('a field of the wrong sort, read as the format reads it elsewhere', () => {
    const { en } = both(doc({ kind: 'follower', feature: 'castle' }));
    expect(en).toEqual([{ path: 'goal.feature', message: 'must be "road", "city", "field" or "cloister", not "castle"' }]);
  });
  it('a key the kind does not have', () => {
    expect(both(doc({ kind: 'tileOn', cells: [[1, 0]], on: 'N' })).en[0]?.path).toBe('goal.on');
  });
  it('no cell at all', () => {
    const { en, fr } = both(doc({ kind: 'tileOn', cells: [] }));
    expect(en).toEqual([{ path: 'goal.cells', message: 'must name at least one cell' }]);
    expect(fr).toEqual([{ path: 'goal.cells', message: 'doit nommer au moins une case' }]);
  });
  it('a module\'s kind without its set', () => {
    const { en, fr } = both(doc({ kind: 'ferryLeft', at: [1, 0] }));
    expect(en).toEqual([{ path: 'goal.kind', message: 'a "ferryLeft" goal needs "ferries" in rules.sets' }]);
    expect(fr).toEqual([{ path: 'goal.kind', message: 'un objectif « ferryLeft » demande "ferries" dans rules.sets' }]);
  });
  it('a French hint without the English one', () => {
    expect(both(doc({ kind: 'refused', ruling: 'base-cell-free', fr: { hint: 'Essayez' } })).en).toEqual([{ path: 'goal.fr.hint', message: 'translates "hint", which is missing' }]);
  });
  it('a goal on a step that makes no move', () => {
    const { en, fr } = both(doc(undefined, { steps: [{ goal: { kind: 'tileOn', cells: [[1, 0]] }, expect: { legal: true } }] }));
    expect(en.map((p) => p.path)).toContain('steps[0].goal');
    expect(en.find((p) => p.path === 'steps[0].goal')?.message).toBe('belongs to a step that makes a move ("place" or "discard")');
    expect(fr.find((p) => p.path === 'steps[0].goal')?.message).toBe('appartient à une étape qui joue un coup (« place » ou « discard »)');
  });
  it('a goal that is not an object', () => expect(both(doc('close the city')).en).toEqual([{ path: 'goal', message: 'must be an object, not "close the city"' }]));
});
