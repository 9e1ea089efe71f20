// The `casebook` command: check, explain and link scenario files. Exit status: 0 when everything holds,
// 1 when an expectation fails, 2 when a file is invalid, unreadable, or the command is misused.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { parseScenario } from './scenario/parse.ts';
import type { ScenarioFormat } from './scenario/parse.ts';
import { runScenario } from './scenario/run.ts';
import type { StepResult } from './scenario/run.ts';
import { describeOutcome } from './scenario/expect.ts';
import { describeAction, describeFailure, explainText } from './scenario/explain.ts';
import { makeSandboxPath } from './scenario/link.ts';
import type { Problem } from './core/types.ts';
import type { Scenario } from './scenario/types.ts';

export const HELP = `casebook: check, explain and share Carcassonne Casebook scenarios (format casebook/1)

Usage:
  casebook check FILE...   validate and run scenarios; print every failed expectation
                           (a FOLDER stands for the scenario files in it)
  casebook explain FILE    print the position after each step: board, scores, supply, score events
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

function load(file: string): Loaded {
  const format = formatOf(file);
  if (format === undefined) return { ok: false, problems: [{ path: '(file)', message: 'a scenario file ends in .json, .yaml or .yml' }] };
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return { ok: false, problems: [{ path: '(file)', message: `cannot be read: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  const r = parseScenario(text, format);
  return r.ok ? { ok: true, scenario: r.value } : { ok: false, problems: r.error };
}

function reportInvalid(io: Io, file: string, problems: readonly Problem[]): 2 {
  io.out(`${file}: INVALID (${problems.length} problem${problems.length === 1 ? '' : 's'})`);
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
  const { scenario } = loaded;
  const run = runScenario(scenario);
  if (!run.ok) return reportInvalid(io, file, run.error);
  const failures = run.value.steps.flatMap((s) => s.failures);
  io.out(`${file}: ${scenario.title}: ${failures.length === 0 ? 'ok' : `FAILED (${failures.length})`}`);
  for (const step of run.value.steps.filter((s) => s.failures.length > 0)) reportStep(io, step);
  return failures.length === 0 ? 0 : 1;
}

/** A folder stands for the scenario files in it, so `casebook check content/scenarios` works. */
function expand(args: readonly string[]): string[] {
  return args.flatMap((arg) => {
    if (!isFolder(arg)) return [arg];
    return readdirSync(arg).filter((f) => formatOf(f) !== undefined).sort().map((f) => join(arg, f));
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
  const files = expand(args);
  if (files.length === 0) return usage(io, `no .json, .yaml or .yml file in ${args.join(', ')}`);
  const statuses = files.map((f) => checkFile(io, f));
  const worst = Math.max(...statuses);
  const failed = statuses.filter((s) => s !== 0).length;
  io.out(`${files.length} scenario${files.length === 1 ? '' : 's'}: ${files.length - failed} passed, ${failed} not`);
  return worst;
}

function explain(io: Io, files: readonly string[]): number {
  if (files.length !== 1) return usage(io, 'explain takes exactly one FILE');
  const file = files[0]!;
  const loaded = load(file);
  if (!loaded.ok) return reportInvalid(io, file, loaded.problems);
  const run = runScenario(loaded.scenario);
  if (!run.ok) return reportInvalid(io, file, run.error);
  io.out(explainText(loaded.scenario, run.value));
  return run.value.passed ? 0 : 1;
}

function link(io: Io, files: readonly string[]): number {
  if (files.length !== 1) return usage(io, 'link takes exactly one FILE');
  const file = files[0]!;
  const loaded = load(file);
  if (!loaded.ok) return reportInvalid(io, file, loaded.problems);
  io.out(makeSandboxPath(loaded.scenario));
  return 0;
}

function usage(io: Io, message: string): 2 {
  io.err(`casebook: ${message}`);
  io.err('Run "casebook --help" for usage.');
  return 2;
}

export function main(args: readonly string[], io: Io): number {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(HELP);
    return 0;
  }
  if (command === 'check') return check(io, rest);
  if (command === 'explain') return explain(io, rest);
  if (command === 'link') return link(io, rest);
  return usage(io, command === undefined ? 'no command given' : `unknown command "${command}"`);
}
