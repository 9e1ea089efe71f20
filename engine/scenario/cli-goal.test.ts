// `casebook check` and goals: a file without a goal passes as before, a goal is validated, a broken one
// makes the file invalid (exit 2) with its path and the reason.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/casebook.mjs');
const dir = mkdtempSync(join(tmpdir(), 'casebook-goal-'));

function check(goal: unknown): { status: number | null; out: string } {
  const doc = {
    format: 'casebook/1', title: 'Close the city', rules: { sets: ['base'] }, players: ['blue', 'red'],
    setup: { tiles: [{ tile: 'base/D', at: [0, 0], rot: 0, followers: [{ player: 'red', on: 'N' }] }] },
    task: 'Close the city', ...(goal === undefined ? {} : { goal }),
    steps: [{ player: 'blue', place: { tile: 'base/E', at: [0, -1], rot: 180 }, expect: { legal: true, scores: { red: 4 } } }],
  };
  const file = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const r = spawnSync(process.execPath, [BIN, 'check', file], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, out: r.stdout };
}

describe('casebook check with goals', () => {
  it('passes a file without a goal', () => expect(check(undefined).status).toBe(0));
  it('passes a file with a goal', () => {
    const r = check({ kind: 'closes', at: [0, 0], on: 'N', hint: 'North', fr: { hint: 'Au nord' } });
    expect(r.status).toBe(0);
    expect(r.out).toContain('Close the city: ok');
  });
  it('refuses a broken goal, naming its path and what is wrong', () => {
    const r = check({ kind: 'closes', at: [0, 0] });
    expect(r.status).toBe(2);
    expect(r.out).toContain('goal.on: is required by a "closes" goal');
    const unknown = check({ kind: 'close' });
    expect(unknown.status).toBe(2);
    expect(unknown.out).toMatch(/goal\.kind: unknown goal kind "close" \(known: closes, crown, /);
  });
});
