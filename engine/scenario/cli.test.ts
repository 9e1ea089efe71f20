// Spawns the real `casebook` command, as `npx casebook` would run it.
import { spawnSync } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli.ts';
import { parseScenarioLink } from './link.ts';

const ROOT = join(import.meta.dirname, '../..');
const BIN = join(ROOT, 'bin/casebook.mjs');
const ROAD = join(ROOT, 'content/scenarios/base-road-score.json');
let dir = '';

function casebook(...args: string[]): { status: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

function write(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'casebook-cli-'));
});

describe('casebook', () => {
  it('check: exit 0 and "ok" when every expectation holds', () => {
    const r = casebook('check', ROAD, join(ROOT, 'content/scenarios/base-city-score.json'));
    expect(r.status).toBe(0);
    expect(r.out).toContain('base-road-score.json: A finished road scores a point per tile: ok');
    expect(r.out).toContain('2 scenarios: 2 passed, 0 not');
  });

  it('check: exit 1 with expected and actual when an expectation fails', () => {
    const wrong = readFileSync(ROAD, 'utf8').replace('"scores": { "blue": 3', '"scores": { "blue": 5');
    const r = casebook('check', write('wrong.json', wrong), ROAD);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/wrong\.json: .*: FAILED \(1\)/);
    expect(r.out).toContain("steps[0].expect.scores.blue: expected blue's score to be 5; it is 3");
    expect(r.out).toMatch(/expected: 5\n\s+actual: {3}3/);
    expect(r.out).toContain('2 scenarios: 1 passed, 1 not');
  });

  it('check: exit 2 listing every problem of an invalid file, even beside a failing one', () => {
    const invalid = write('invalid.yaml', 'format: casebook/1\ntitle: t\nrules: { sets: [base] }\nplayers: [blue, pink]\nsteps: [{ place: { tile: base/D, at: [0, 0], rot: 45 } }]\n');
    const wrong = write('wrong2.json', readFileSync(ROAD, 'utf8').replace('"points": 3', '"points": 4'));
    const r = casebook('check', invalid, wrong, join(dir, 'missing.json'), write('notes.txt', 'hello'));
    expect(r.status).toBe(2);
    expect(r.out).toContain('invalid.yaml: INVALID (2 problems)');
    expect(r.out).toContain('  players[1]: must be');
    expect(r.out).toContain('  steps[0].place.rot: must be 0, 90, 180 or 270, not 45');
    expect(r.out).toMatch(/missing\.json: INVALID \(1 problem\)\n\s+\(file\): does not exist/);
    expect(r.out).toMatch(/notes\.txt: INVALID[^\n]*\n\s+\(file\): a scenario file ends in \.json, \.yaml or \.yml/);
    expect(r.out).toMatch(/wrong2\.json: .*FAILED/);
  });

  it('explain --every-step: prints the board, scores, supply and each score event with its ruling', () => {
    const r = casebook('explain', '--every-step', ROAD);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Step 1: red places base/W at [1, 0] rot 0');
    expect(r.out).toContain('blue scores 3 for the road at [0, 0], citing base-road-score: tile × 3 = 3');
    expect(r.out).toContain('scores: blue 3, red 0');
    expect(r.out).toContain('supply: blue 7, red 7');
    // blue's follower stands on the start tile, then comes home when the road is closed
    expect(r.out).toMatch(/ 0 {2}\. 1 RR 2\*R\n/);
    expect(r.out).toMatch(/ 0 {2}\. 1 RR 2 RR 3 R\n/);
    // each position's features with their worth and rulings, ending with the score if the game ended there
    expect(r.out).toContain('road on 2 tiles at [-1, 0] [0, 0], unfinished (1 open side); blue 1: majority blue; at the end: blue 2 (base-road-score: tile × 2 = 2)');
    expect(r.out).toContain('points now, and if the game ended now: blue 0 + 2 = 2, red 0 + 0 = 0');
    // the closed road nobody holds any more is counted with the others, not listed
    expect(r.out).not.toContain('nobody on it');
    expect(r.out).toContain('points now, and if the game ended now: blue 3 + 0 = 3, red 0 + 0 = 0\n    features held:\n      none\n      7 more features hold no follower');
    expect(r.out).toContain('Every expectation holds.');
  });

  it('link: prints the sandbox path, which decodes to the same scenario', () => {
    const r = casebook('link', ROAD);
    expect(r.status).toBe(0);
    const path = r.out.trim();
    expect(path).toMatch(/^\/en\/sandbox\/#s=2\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]+$/);
    const decoded = parseScenarioLink(path);
    expect(decoded.ok && decoded.value.title).toBe('A finished road scores a point per tile');
  });

  it('prints help with exit 0, and a usage error with exit 2', () => {
    const help = casebook('--help');
    expect(help.status).toBe(0);
    expect(help.out).toContain('casebook check FILE...');
    const wrong = casebook('frobnicate');
    expect(wrong.status).toBe(2);
    expect(wrong.err).toBe('casebook: unknown command "frobnicate"\nRun "casebook --help" for usage.\n');
  });

  it('check: a folder stands for the scenario files in it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'casebook-folder-'));
    const out: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(main(['check', folder], io)).toBe(2);
    writeFileSync(join(folder, 'road.json'), readFileSync(ROAD, 'utf8'));
    writeFileSync(join(folder, 'notes.txt'), 'not a scenario');
    out.length = 0;
    expect(main(['check', folder], io)).toBe(0);
    expect(out).toEqual([
      `skipped ${join(folder, 'notes.txt')}: not a .json, .yaml or .yml file`,
      `${join(folder, 'road.json')}: A finished road scores a point per tile: ok`,
      '1 scenario: 1 passed, 0 not',
    ]);
  });

  /** The in-process command, with what it printed. */
  function run(...args: string[]): { status: number; out: string[]; err: string[] } {
    const out: string[] = [];
    const err: string[] = [];
    const status = main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { status, out, err };
  }

  it('reads only regular files: a device, a pipe or a folder is named and skipped at once', () => {
    const zero = join(dir, 'zero.json');
    symlinkSync('/dev/zero', zero);
    const pipe = join(dir, 'pipe.yaml');
    execFileSync('mkfifo', [pipe]);
    const sub = join(dir, 'sub.json');
    mkdirSync(sub);
    const started = Date.now();
    const r = run('check', zero, pipe);
    expect(r.status).toBe(2);
    expect(r.out).toContain('  (file): is a character device, not a regular file: it is not read');
    expect(r.out).toContain('  (file): is a named pipe, not a regular file: it is not read');
    expect(Date.now() - started).toBeLessThan(5000);
    const folder = run('check', dir);
    expect(folder.err).toContain(`skipped ${zero}: a character device, not a regular file`);
    expect(folder.err).toContain(`skipped ${pipe}: a named pipe, not a regular file`);
    expect(folder.err).toContain(`skipped ${sub}: a folder, not a regular file`);
  });

  it('checks the size before reading', () => {
    const big = write('big.json', `{"title": "${'x'.repeat(1_000_100)}"}`);
    const r = run('check', big);
    expect(r.status).toBe(2);
    expect(r.out[1]).toMatch(/^ {2}\(file\): is 1000\d+ bytes, more than the 1000000 a scenario file may hold/);
    const yaml = write('big.yaml', `title: ${'x'.repeat(250_000)}\n`);
    expect(run('check', yaml).out[1]).toMatch(/more than the 200000/);
  });

  it('refuses a JSON key given twice, as YAML does: a step with two expect blocks', () => {
    const text = readFileSync(ROAD, 'utf8').replace('"expect": {', '"expect": { "scores": { "blue": 99 } }, "expect": {');
    const r = run('check', write('twice.json', text));
    expect(r.status).toBe(2);
    expect(r.out.join('\n')).toMatch(/steps\[\d\]: names "expect" twice/);
  });

  it('shows control characters in titles and notes escaped, so a file cannot forge a line', () => {
    const forged = JSON.parse(readFileSync(ROAD, 'utf8')) as { title: string };
    forged.title = 'Road\r1 scenario: 1 passed, 0 not\n\u001b[2J\u202eevil';
    const r = run('check', write('forged.json', JSON.stringify(forged)));
    const line = r.out.find((l) => l.includes('forged.json'))!;
    expect(line).toContain('Road\\x0d1 scenario: 1 passed, 0 not\\x0a\\x1b[2J\\u202eevil');
    expect(r.out.join('')).not.toMatch(/[\r\u001b\u202e]/);
    expect(r.out.filter((l) => l.includes('passed'))).toHaveLength(2);
  });

  it('explain: a dispute\'s ruling and note are printed, the note\'s control characters escaped', () => {
    const disputed = JSON.parse(readFileSync(ROAD, 'utf8')) as Record<string, unknown>;
    disputed['dispute'] = { ruling: 'base-majority', note: 'who gets it?\nEvery expectation holds.\u001b[2J' };
    const r = run('explain', write('disputed.json', JSON.stringify(disputed)));
    expect(r.out.join('\n')).toContain('ruling in dispute: base-majority\nnote: who gets it?\\x0aEvery expectation holds.\\x1b[2J');
    expect(r.out.join('\n')).not.toMatch(/\u001b/);
  });

  it('answers deeply nested YAML with a limit, not a stack overflow', () => {
    const r = run('check', write('deep.yaml', `title: ${'['.repeat(5000)}${']'.repeat(5000)}\n`));
    expect(r.status).toBe(2);
    expect(r.out).toContain('  (root): nested too deeply (limit 64)');
  });

  // The same entry point in-process: spawning a Node per case costs seconds on a busy machine.
  it.each([[[]], [['check']], [['explain', ROAD, ROAD]], [['explain']], [['link']], [['link', ROAD, ROAD]]])('exits 2 on misuse: %j', (args) => {
    const out: string[] = [];
    const err: string[] = [];
    expect(main(args, { out: (l) => out.push(l), err: (l) => err.push(l) })).toBe(2);
    expect(out).toEqual([]);
    expect(err[0]).toMatch(/^casebook: /);
  });
});
