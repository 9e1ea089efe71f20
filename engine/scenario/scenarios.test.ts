// Runs every scenario file of content/scenarios (whoever wrote it): each must validate and every one
// of its expectations must hold. The files are read at test time, so new files join automatically.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';
import { runScenario } from './run.ts';
import { describeFailure } from './explain.ts';

const DIR = join(import.meta.dirname, '../../content/scenarios');
const FORMATS: Readonly<Record<string, 'json' | 'yaml'>> = { '.json': 'json', '.yaml': 'yaml', '.yml': 'yaml' };
const files = readdirSync(DIR).filter((f) => extname(f) in FORMATS).sort();

describe('content/scenarios', () => {
  it('holds scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const parsed = parseScenario(readFileSync(join(DIR, file), 'utf8'), FORMATS[extname(file)]!);
    if (!parsed.ok) expect.fail(parsed.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const run = runScenario(parsed.value);
    if (!run.ok) expect.fail(run.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const failures = run.value.steps.flatMap((s) => s.failures.map(describeFailure));
    expect(failures).toEqual([]);
    expect(run.value.positions).toHaveLength((parsed.value.steps ?? []).length + 1);
  });

  it('translates every note of a file that has a French title', () => {
    const untranslated = files.flatMap((file) => {
      const parsed = parseScenario(readFileSync(join(DIR, file), 'utf8'), FORMATS[extname(file)]!);
      if (!parsed.ok || parsed.value.fr === undefined) return [];
      const steps = parsed.value.steps ?? [];
      const missing = steps.flatMap((s, i) => (s.note !== undefined && s.fr === undefined ? [`${file} steps[${i}]`] : []));
      return parsed.value.description !== undefined && parsed.value.fr.description === undefined ? [`${file} description`, ...missing] : missing;
    });
    expect(untranslated).toEqual([]);
  });

  it('names each file after the ruling it illustrates', () => {
    const misnamed = files.flatMap((file) => {
      const parsed = parseScenario(readFileSync(join(DIR, file), 'utf8'), FORMATS[extname(file)]!);
      const ruling = parsed.ok ? parsed.value.ruling : undefined;
      return ruling === undefined || new RegExp(`^${ruling}(-\\d+)?\\.`).test(file) ? [] : [`${file} (ruling ${ruling})`];
    });
    expect(misnamed).toEqual([]);
  });
});
