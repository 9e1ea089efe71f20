// Runs every scenario file under engine/scenario/external/** — scenarios written from the public format
// documents alone, by readers who did not look at the engine. Each must validate and every expectation
// must hold; new files and folders join automatically.
import { readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../parse.ts';
import { runScenario } from '../run.ts';
import { describeFailure } from '../explain.ts';

const ROOT = import.meta.dirname;
const FORMATS: Readonly<Record<string, 'json' | 'yaml'>> = { '.json': 'json', '.yaml': 'yaml', '.yml': 'yaml' };

/** Every scenario file below dir, as paths relative to ROOT, sorted. */
function scenarioFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return scenarioFiles(path);
      return extname(e.name) in FORMATS ? [relative(ROOT, path)] : [];
    })
    .sort();
}

const files = scenarioFiles(ROOT);

describe('external scenarios', () => {
  it('holds scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const parsed = parseScenario(readFileSync(join(ROOT, file), 'utf8'), FORMATS[extname(file)]!);
    if (!parsed.ok) expect.fail(parsed.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const run = runScenario(parsed.value);
    if (!run.ok) expect.fail(run.error.map((p) => `${p.path}: ${p.message}`).join('\n'));
    const failures = run.value.steps.flatMap((s) => s.failures.map(describeFailure));
    expect(failures).toEqual([]);
    expect(run.value.positions).toHaveLength((parsed.value.steps ?? []).length + 1);
  });
});
