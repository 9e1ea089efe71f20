// The `casebook` command: check, explain and link scenario files. Exit status: 0 when everything holds,
// 1 when an expectation fails, 2 when a file is invalid, unreadable, or the command is misused.
import { closeSync, constants, fstatSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { extname, join } from 'node:path';
import { MAX_YAML, parseScenario } from './scenario/parse.ts';
import { FILE_PATH, MAX_TEXT, decodeFile, maxBytes } from './scenario/text.ts';
import { terminalSafe, withSafeTexts } from './scenario/terminal.ts';
import type { ScenarioFormat } from './scenario/parse.ts';
import { runEach, runScenario } from './scenario/run.ts';
import type { StepResult } from './scenario/run.ts';
import { describeOutcome } from './scenario/expect.ts';
import { describeAction, describeFailure, explainer } from './scenario/explain.ts';
import { problemCount } from './scenario/read.ts';
import { makeSandboxLink } from './scenario/link.ts';
import type { Problem } from './core/types.ts';
import type { Scenario } from './scenario/types.ts';

export const HELP = `casebook: check, explain and share Carcassonne Casebook scenarios (format casebook/1)

Usage:
  casebook check FILE...   validate and run scenarios; print every failed expectation
                           (a FOLDER stands for the scenario files in it)
  casebook explain FILE    print what each step did (score events with rulings, scores, supply), then
                           the last position: board, every feature with its followers, majority and
                           worth (with rulings), and what each player would have if the game ended
                           there
  casebook explain --every-step FILE
                           the same with that position after every step, the setup's first
  casebook link FILE       print the site path that opens the scenario in the sandbox
  casebook --help          print this help

Files are .json, .yaml or .yml. Exit status: 0 all expectations hold, 1 an expectation fails,
2 a file is invalid or unreadable (its problems are listed by path), or the command is misused.
`;

export interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

type Loaded = { ok: true; scenario: Scenario } | { ok: false; problems: readonly Problem[] };

function formatOf(file: string): ScenarioFormat | undefined {
  const ext = extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.yaml' || ext === '.yml' ? 'yaml' : undefined;
}

/** What a path is, for a sentence: only regular files are read. */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a named pipe';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

const notRegular = (st: Stats): string | undefined => (st.isFile() ? undefined : `is ${kindOf(st)}, not a regular file: it is not read`);

/**
 * Reads a regular file of at most `max` characters, as UTF-8 or UTF-16 (decodeFile, as the sandbox
 * does). The path is checked before opening (so a pipe never blocks us), then the open file itself,
 * then at most the bytes such a file can take are read whatever the size says.
 */
function readRegular(file: string, max: number): { ok: true; text: string } | { ok: false; message: string } {
  let fd: number | undefined;
  const most = maxBytes(max);
  try {
    const before = notRegular(statSync(file));
    if (before !== undefined) return { ok: false, message: before };
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    const now = notRegular(st);
    if (now !== undefined) return { ok: false, message: now };
    if (st.size > most) return { ok: false, message: `is ${st.size} bytes, more than the ${max} a scenario file may hold: it is not read` };
    const buf = Buffer.alloc(most + 1);
    let n = 0;
    for (let got = -1; got !== 0 && n <= most; n += got) got = readSync(fd, buf, n, most + 1 - n, null);
    if (n > most) return { ok: false, message: `grew past ${most} bytes while being read: it is not read` };
    const text = decodeFile(buf.subarray(0, n), max, 'en');
    return text.ok ? { ok: true, text: text.value } : { ok: false, message: text.error[0]!.message };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { ok: false, message: code === 'ENOENT' ? 'does not exist' : code === 'EACCES' ? 'cannot be read (permission denied)' : `cannot be read (${code ?? 'error'})` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The scenario as the file holds it: texts are escaped where they are printed (shown), never in the data. */
function load(file: string): Loaded {
  const format = formatOf(file);
  if (format === undefined) return { ok: false, problems: [{ path: FILE_PATH, message: 'a scenario file ends in .json, .yaml or .yml' }] };
  const read = readRegular(file, format === 'yaml' ? MAX_YAML : MAX_TEXT);
  if (!read.ok) return { ok: false, problems: [{ path: FILE_PATH, message: read.message }] };
  const r = parseScenario(read.text, format);
  return r.ok ? { ok: true, scenario: r.value } : { ok: false, problems: r.error };
}

/** Titles and notes go to a terminal: control characters are shown escaped, never obeyed. */
const shown = withSafeTexts;

function reportInvalid(io: Io, file: string, problems: readonly Problem[]): 2 {
  const count = problemCount(problems);
  const listed = problems.length < count ? `; the first ${problems.length - 1} are listed` : '';
  io.out(`${file}: INVALID (${count} problem${count === 1 ? '' : 's'}${listed})`);
  for (const p of problems) io.out(`  ${p.path}: ${p.message}`);
  return 2;
}

/** A failing step: what it did and what happened, then each failed expectation. */
function reportStep(io: Io, step: StepResult): void {
  io.out(`  steps[${step.index}]: ${describeAction(step.action, step.player)}: ${describeOutcome(step.outcome)}`);
  for (const f of step.failures) {
    io.out(`    ${describeFailure(f)}`);
    io.out(`      expected: ${JSON.stringify(f.expected)}`);
    io.out(`      actual:   ${JSON.stringify(f.actual)}`);
  }
}

function checkFile(io: Io, file: string): 0 | 1 | 2 {
  const loaded = load(file);
  if (!loaded.ok) return reportInvalid(io, file, loaded.problems);
  const scenario = shown(loaded.scenario);
  const run = runScenario(scenario);
  if (!run.ok) return reportInvalid(io, file, run.error);
  const failures = run.value.steps.flatMap((s) => s.failures);
  io.out(`${file}: ${scenario.title}: ${failures.length === 0 ? 'ok' : `FAILED (${failures.length})`}`);
  for (const step of run.value.steps.filter((s) => s.failures.length > 0)) reportStep(io, step);
  return failures.length === 0 ? 0 : 1;
}

/** Why an entry of a folder is not checked, or undefined when it is a scenario file to check. */
function skipReason(path: string): string | undefined {
  if (formatOf(path) === undefined) return 'not a .json, .yaml or .yml file';
  try {
    const st = statSync(path);
    return st.isFile() ? undefined : `${kindOf(st)}, not a regular file`;
  } catch {
    return 'cannot be examined';
  }
}

/** A folder stands for the scenario files in it, so `casebook check content/scenarios` works; every
 * entry left out is named with its reason. */
function expand(io: Io, args: readonly string[]): string[] {
  return args.flatMap((arg) => {
    if (!isFolder(arg)) return [arg];
    return readdirSync(arg).sort().flatMap((f) => {
      const path = join(arg, f);
      const why = skipReason(path);
      if (why === undefined) return [path];
      io.err(`skipped ${path}: ${why}`);
      return [];
    });
  });
}

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function check(io: Io, args: readonly string[]): number {
  if (args.length === 0) return usage(io, 'check needs at least one FILE');
  const files = expand(io, args);
  if (files.length === 0) return usage(io, `no .json, .yaml or .yml file in ${args.join(', ')}`);
  const statuses = files.map((f) => checkFile(io, f));
  const worst = Math.max(...statuses);
  const failed = statuses.filter((s) => s !== 0).length;
  io.out(`${files.length} scenario${files.length === 1 ? '' : 's'}: ${files.length - failed} passed, ${failed} not`);
  return worst;
}

function explain(io: Io, args: readonly string[]): number {
  const everyStep = args.includes('--every-step');
  const files = args.filter((a) => a !== '--every-step');
  if (files.length !== 1) return usage(io, 'explain takes exactly one FILE (and --every-step, if wanted)');
  const file = files[0]!;
  const loaded = load(file);
  if (!loaded.ok) return reportInvalid(io, file, loaded.problems);
  // each block is printed as soon as it is written: a long scenario is never held as one text
  let first = true;
  const emit = (block: string): void => {
    if (!first) io.out('');
    first = false;
    for (const line of block.split('\n')) io.out(line);
  };
  const x = explainer(shown(loaded.scenario), emit, everyStep);
  const run = runEach(loaded.scenario, x.step, x.setup);
  if (!run.ok) return reportInvalid(io, file, run.error);
  return x.end() ? 0 : 1;
}

function link(io: Io, files: readonly string[]): number {
  if (files.length !== 1) return usage(io, 'link takes exactly one FILE');
  const file = files[0]!;
  const loaded = load(file);
  if (!loaded.ok) return reportInvalid(io, file, loaded.problems);
  const made = makeSandboxLink(loaded.scenario);
  if (!made.ok) {
    io.err(`${file}: ${made.error.map((p) => p.message).join('; ')}`);
    return 2;
  }
  io.out(made.value);
  return 0;
}

function usage(io: Io, message: string): 2 {
  io.err(`casebook: ${message}`);
  io.err('Run "casebook --help" for usage.');
  return 2;
}

export function main(args: readonly string[], raw: Io): number {
  // File names, keys and problems can carry any character: every line printed is one line, its
  // control characters (newlines included) shown escaped. Text of several lines is printed line by line.
  const io: Io = { out: (line) => raw.out(terminalSafe(line)), err: (line) => raw.err(terminalSafe(line)) };
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    for (const line of HELP.trimEnd().split('\n')) io.out(line);
    return 0;
  }
  if (command === 'check') return check(io, rest);
  if (command === 'explain') return explain(io, rest);
  if (command === 'link') return link(io, rest);
  return usage(io, command === undefined ? 'no command given' : `unknown command "${command}"`);
}
