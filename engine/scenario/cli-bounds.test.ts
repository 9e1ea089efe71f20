// The command on hostile or large input: links from the file's own data, explain within bounds, no raw
// newline in any line it prints, quiet in a closed pipe, problem lists bounded, UTF-16 files read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { parseScenarioLink } from './link.ts';
import { MAX_PROBLEMS } from './read.ts';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/casebook.mjs');
const ROAD = join(ROOT, 'content/scenarios/base-road-score.json');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'casebook-bounds-'));
});

function write(name: string, text: string | Uint8Array): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** The in-process command: every line it printed, and its status. */
function run(...args: string[]): { status: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const status = main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { status, out, err };
}

const road = (): Record<string, unknown> => JSON.parse(readFileSync(ROAD, 'utf8')) as Record<string, unknown>;

/** 400 cloisters set out in a square, then 300 more laid by the steps, row after row: 700 tiles. */
function bigGame(): string {
  const tiles = Array.from({ length: 400 }, (_, i) => ({ tile: 'base/B', at: [i % 20, Math.floor(i / 20)], rot: 0 }));
  const steps = Array.from({ length: 300 }, (_, i) => ({ place: { tile: 'base/B', at: [i % 20, 20 + Math.floor(i / 20)], rot: 0 }, expect: { legal: true } }));
  return JSON.stringify({ format: 'casebook/1', title: 'Seven hundred cloisters', rules: { sets: ['base'] }, players: ['blue', 'red'], setup: { tiles }, steps });
}

describe('casebook link', () => {
  it('carries the file\'s own text: a title with a newline and a direction mark stays as written', () => {
    const doc = road();
    doc['title'] = 'Two\nlines \u200f marked';
    const r = run('link', write('marked.json', JSON.stringify(doc)));
    expect(r.status).toBe(0);
    const opened = parseScenarioLink(r.out[0]!);
    expect(opened.ok && opened.value.title).toBe('Two\nlines \u200f marked');
  });
});

describe('casebook explain', () => {
  it('prints the last position by default and every one with --every-step, within a megabyte', () => {
    const file = write('big.json', bigGame());
    const r = run('explain', file);
    expect(r.status).toBe(0);
    const text = r.out.join('\n');
    expect(text.length).toBeLessThan(1_000_000);
    expect(text).toContain('Step 300: red places base/B at [19, 34] rot 0');
    expect(r.out.filter((l) => l.trim() === 'features held:')).toHaveLength(1);
    expect(text).toContain('Position after step 300');
    const every = run('explain', '--every-step', ROAD);
    expect(every.status).toBe(0);
    const steps = (road()['steps'] as unknown[]).length;
    expect(every.out.filter((l) => l.trim() === 'features held:')).toHaveLength(steps + 1);
    expect(run('explain', ROAD, '--every-step').out).toEqual(every.out);
    expect(run('explain', ROAD).out.filter((l) => l.trim() === 'features held:')).toHaveLength(1);
  });
});

describe('every line printed is one line', () => {
  it('escapes newlines in unknown keys, option names, keys given twice, file names and commands', () => {
    const doc = road();
    doc['x\n1 scenario: 1 passed, 0 not'] = 1;
    (doc['rules'] as Record<string, unknown>)['options'] = { 'fast\rok': true };
    const forged = write('forged\nok.json', JSON.stringify(doc));
    const twice = write('twice.json', '{"a\\nb": 1, "a\\nb": 2}');
    const results = [run('check', forged, twice), run('chec\nk'), run('explain', forged), run('link', twice)];
    for (const r of results) {
      for (const line of [...r.out, ...r.err]) expect(line).not.toMatch(/[\n\r]/);
    }
    const text = results[0]!.out.join('\n');
    expect(text).toContain('forged\\x0aok.json: INVALID');
    expect(text).toContain('x\\x0a1 scenario: 1 passed, 0 not: unknown key');
    expect(text).toContain('rules.options.fast\\x0dok: unknown option');
    expect(text).toContain('names "a\\x0ab" twice');
    expect(results[1]!.err[0]).toBe('casebook: unknown command "chec\\x0ak"');
  });
});

describe('problem lists', () => {
  it('lists the first problems of a file of 90,000 unknown keys and says how many more', () => {
    const doc = road();
    for (let i = 0; i < 90_000; i++) doc[`k${i}`] = 0;
    const r = run('check', write('many.json', JSON.stringify(doc)));
    expect(r.status).toBe(2);
    expect(r.out[0]).toMatch(/many\.json: INVALID \(90000 problems; the first 50 are listed\)/);
    expect(r.out).toHaveLength(1 + MAX_PROBLEMS + 1 + 1);
    expect(r.out.at(-2)).toBe(`  (more): 89950 more problems not listed (the first ${MAX_PROBLEMS} are)`);
    expect(r.out.join('\n').length).toBeLessThan(10_000);
  });
});

describe('text encodings', () => {
  it('reads a UTF-16 file (with or without its byte order mark) as the sandbox does', () => {
    const text = readFileSync(ROAD, 'utf8');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le).swap16();
    expect(run('check', write('le.json', le)).status).toBe(0);
    expect(run('check', write('be.json', be)).status).toBe(0);
    expect(run('check', write('bare.json', Buffer.from(text, 'utf16le'))).status).toBe(0);
    const latin1 = run('check', write('latin1.json', Buffer.from(text.replace('A finished', 'Une route achev\u00e9e'), 'latin1')));
    expect(latin1.status).toBe(2);
    expect(latin1.out[1]).toBe('  (file): is not UTF-8 or UTF-16 text: save it as UTF-8');
  });
});

describe('in a pipe', () => {
  function piped(command: string): { status: string; err: string } {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" ${command} | head -n 1 >/dev/null; echo "\${PIPESTATUS[0]}"`], {
      cwd: ROOT, encoding: 'utf8', timeout: 60_000,
    });
    return { status: r.stdout.trim(), err: r.stderr };
  }

  it('stops quietly when the reader goes, keeping the exit status', () => {
    // more than a pipe holds, so the command is still writing when head has gone
    const invalid = write('invalid.yaml', `format: casebook/1\ntitle: t\nrules: { sets: [base] }\nplayers: [blue, red]\n${Array.from({ length: 60 }, (_, i) => `k${i}: 1`).join('\n')}\n`);
    const many = Array(40).fill(`"${invalid}"`).join(' ');
    expect(piped(`check ${many}`)).toEqual({ status: '2', err: '' });
    const ok = Array(100).fill(`"${ROAD}"`).join(' ');
    expect(piped(`check ${ok}`)).toEqual({ status: '0', err: '' });
  });
});
