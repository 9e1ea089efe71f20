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

const DIR = join(import.meta.dirname, '../../content/scenarios');
const FORMATS: Readonly<Record<string, 'json' | 'yaml'>> = { '.json': 'json', '.yaml': 'yaml', '.yml': 'yaml' };
const files = readdirSync(DIR).filter((f) => extname(f) in FORMATS).sort();
const parsed = new Map(files.map((f) => [f, parseScenario(readFileSync(join(DIR, f), 'utf8'), FORMATS[extname(f)]!)]));
/** The files that validate, for the checks about their content (the others fail the first test). */
const valid: [string, Scenario][] = [...parsed].flatMap(([f, r]) => (r.ok ? [[f, r.value] as [string, Scenario]] : []));

function untranslated(file: string, s: Scenario): string[] {
  if (s.fr === undefined) return [];
  const notes = (s.steps ?? []).flatMap((step, i) => (step.note !== undefined && step.fr === undefined ? [`${file} steps[${i}].note`] : []));
  return s.description !== undefined && s.fr.description === undefined ? [`${file} description`, ...notes] : notes;
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

  it('translates every note of a file that has a French title', () => {
    expect(valid.flatMap(([file, s]) => untranslated(file, s))).toEqual([]);
  });

  it('backs every base ruling and the inn ruling with at least one scenario', () => {
    const ids = RULINGS.filter((r) => r.play === 'scenario' && (r.id.startsWith('base-') || r.id === 'inns-inn-road')).map((r) => r.id);
    expect(ids.length).toBe(13);
    expect(ids.filter((id) => !valid.some(([, s]) => s.ruling === id))).toEqual([]);
  });

  it('names each file after the ruling it illustrates', () => {
    const misnamed = valid.filter(([file, s]) => s.ruling !== undefined && !new RegExp(`^${s.ruling}(-\\d+)?\\.`).test(file));
    expect(misnamed.map(([file, s]) => `${file} (ruling ${s.ruling})`)).toEqual([]);
  });
});
