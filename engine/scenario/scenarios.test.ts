// Runs every scenario file of content/scenarios (whoever wrote it): each must validate and every one
// of its expectations must hold. The files are read at test time, so new files join automatically.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';
import { runScenario } from './run.ts';
import { describeFailure } from './explain.ts';
import type { Scenario } from './types.ts';
import { RULINGS } from './ruling-ids.ts';
import { predictedStep } from './predict.ts';

const DIR = join(import.meta.dirname, '../../content/scenarios');
const FORMATS: Readonly<Record<string, 'json' | 'yaml'>> = { '.json': 'json', '.yaml': 'yaml', '.yml': 'yaml' };
const files = readdirSync(DIR).filter((f) => extname(f) in FORMATS).sort();
const parsed = new Map(files.map((f) => [f, parseScenario(readFileSync(join(DIR, f), 'utf8'), FORMATS[extname(f)]!)]));
/** The files that validate, for the checks about their content (the others fail the first test). */
const valid: [string, Scenario][] = [...parsed].flatMap(([f, r]) => (r.ok ? [[f, r.value] as [string, Scenario]] : []));

/** What a file leaves in English only: both languages ship together, so each is a defect. */
function untranslated(file: string, s: Scenario): string[] {
  const missing: string[] = [];
  if (s.fr === undefined) missing.push('fr.title');
  if (s.description !== undefined && s.fr?.description === undefined) missing.push('fr.description');
  if (s.task !== undefined && s.fr?.task === undefined) missing.push('fr.task');
  (s.steps ?? []).forEach((step, i) => {
    if (step.note !== undefined && step.fr?.note === undefined) missing.push(`steps[${i}].fr.note`);
    if (step.task !== undefined && step.fr?.task === undefined) missing.push(`steps[${i}].fr.task`);
  });
  return missing.map((m) => `${file} ${m}`);
}

describe('content/scenarios', () => {
  it('holds scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const r = parsed.get(file)!;
    if (!r.ok) expect.fail(r.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const run = runScenario(r.value);
    if (!run.ok) expect.fail(run.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const failures = run.value.steps.flatMap((s) => s.failures.map(describeFailure));
    expect(failures).toEqual([]);
    expect(run.value.positions).toHaveLength((r.value.steps ?? []).length + 1);
  });

  it('gives every scenario its French title, description and notes', () => {
    expect(valid.flatMap(([file, s]) => untranslated(file, s))).toEqual([]);
  });

  it('reports a scenario written in English only', () => {
    const [file, s] = valid.find(([, x]) => x.description !== undefined && (x.steps ?? []).some((st) => st.note !== undefined))!;
    const steps = (s.steps ?? []).map(({ fr: _fr, ...st }) => st);
    const english: Scenario = { ...s, fr: undefined, steps };
    const noted = steps.flatMap((st, i) => [
      ...(st.note !== undefined ? [`${file} steps[${i}].fr.note`] : []),
      ...(st.task !== undefined ? [`${file} steps[${i}].fr.task`] : []),
    ]);
    const task = s.task !== undefined ? [`${file} fr.task`] : [];
    expect(untranslated(file, english)).toEqual([`${file} fr.title`, `${file} fr.description`, ...task, ...noted]);
  });

  it('backs every base ruling and the inn ruling with at least one scenario', () => {
    const ids = RULINGS.filter((r) => r.play === 'scenario' && (r.id.startsWith('base-') || r.id === 'inns-inn-road')).map((r) => r.id);
    expect(ids.length).toBe(15);
    expect(ids.filter((id) => !valid.some(([, s]) => s.ruling === id))).toEqual([]);
  });

  it('backs every River ruling marked scenario with at least one scenario', () => {
    const river = /^(river|river2|river3|house-river|house-river2)-/;
    const ids = RULINGS.filter((r) => r.play === 'scenario' && river.test(r.id)).map((r) => r.id);
    expect(ids.length).toBe(30);
    expect(ids.filter((id) => !valid.some(([, s]) => s.ruling === id))).toEqual([]);
  });

  // One row per expansion area: its id prefix and how many of its rulings the catalogue plays as scenarios
  // (the count guards against a prefix that silently matches nothing).
  const AREAS: readonly (readonly [area: string, prefix: RegExp, count: number])[] = [
    ['Ferries', /^ferries-/, 17],
    ['Wheel of Fortune', /^(wheel|house-wheel)-/, 18],
  ];
  it.each(AREAS)('backs every %s ruling marked scenario with at least one scenario', (_area, prefix, count) => {
    const ids = RULINGS.filter((r) => r.play === 'scenario' && prefix.test(r.id)).map((r) => r.id);
    expect(ids.length).toBe(count);
    expect(ids.filter((id) => !valid.some(([, s]) => s.ruling === id))).toEqual([]);
  });

  it('names each file after the ruling it illustrates', () => {
    const misnamed = valid.filter(([file, s]) => s.ruling !== undefined && !new RegExp(`^${s.ruling}(-\\d+)?\\.`).test(file));
    expect(misnamed.map(([file, s]) => `${file} (ruling ${s.ruling})`)).toEqual([]);
  });

  // "Predict the score" (issue 18): a scenario that asks for a prediction has a step that scores, and
  // enough of them do that each expansion's scoring is asked about.
  it('asks for a prediction only where a step scores points', () => {
    const asking = valid.filter(([, s]) => s.predict === true);
    const nothing = asking.filter(([, s]) => {
      const run = runScenario(s);
      return !run.ok || predictedStep(run.value.positions) === null;
    });
    expect(nothing.map(([f]) => f)).toEqual([]);
    expect(asking.length).toBeGreaterThanOrEqual(20);
  });
});
