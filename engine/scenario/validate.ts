// Validates a whole scenario document (already parsed from JSON or YAML) into a typed Scenario.
// Every problem is listed by path; the typed value is only returned when there is none.
import { PLAYER_COLORS } from '../core/types.ts';
import type { PlayerColor, Problem, Result, RuleOptions, SetId } from '../core/types.ts';
import { err, ok } from '../core/types.ts';
import { at, defined, has, listed, newProblems, optional, problem, readEach, readObj, readOneOf, readShape, readString } from './read.ts';
import type { Problems } from './read.ts';
import type { Lang } from './messages.ts';
import { readRuling } from './read-game.ts';
import type { Context } from './read-game.ts';
import { readSetup } from './validate-setup.ts';
import { MAX_TASK, readSteps } from './validate-steps.ts';
import { SCENARIO_FORMAT } from './types.ts';

export { OPTION_VALUES } from './options.ts';
import type { Scenario } from './types.ts';
import { OPTION_DECLS, optionDecl } from '../modules.ts';
import { SET_IDS } from '../sets/ids.ts';

const TOP_KEYS = ['format', 'title', 'ruling', 'description', 'task', 'fr', 'rules', 'players', 'setup', 'steps', 'dispute'];
/** A dispute's note is a sentence or two, shown above the board as plain text. */
export const MAX_DISPUTE_NOTE = 500;

function readOptions(ps: Problems, path: string, v: unknown): Partial<RuleOptions> | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) {
    const decl = optionDecl(key);
    if (decl === undefined) {
      problem(ps, at(path, key), 'unknownOption', OPTION_DECLS.map((d) => d.name));
      continue;
    }
    out[key] = readOneOf(ps, at(path, key), value, decl.values.map((c) => c.value));
  }
  return out as Partial<RuleOptions>;
}

function readSets(ps: Problems, path: string, v: unknown): SetId[] | undefined {
  const sets = readEach(ps, path, v, (p, x) => readOneOf(ps, p, x, SET_IDS), SET_IDS.length);
  if (sets === undefined) return undefined;
  if (sets.length === 0) return problem(ps, path, 'noSets');
  if (new Set(sets).size !== sets.length) return problem(ps, path, 'setTwice');
  return sets;
}

function readRules(ps: Problems, v: unknown): Scenario['rules'] | undefined {
  const o = readShape(ps, 'rules', v, ['sets', 'options']);
  if (o === undefined) return undefined;
  return defined({
    sets: readSets(ps, 'rules.sets', o['sets'])!,
    options: optional(o, 'options', (x) => readOptions(ps, 'rules.options', x)),
  });
}

function readPlayers(ps: Problems, v: unknown): PlayerColor[] | undefined {
  const players = readEach(ps, 'players', v, (p, x) => readOneOf(ps, p, x, PLAYER_COLORS), PLAYER_COLORS.length);
  if (players === undefined) return undefined;
  if (players.length === 0) return problem(ps, 'players', 'noPlayers');
  if (new Set(players).size !== players.length) return problem(ps, 'players', 'colourTwice');
  return players;
}

function readFormat(ps: Problems, v: unknown): typeof SCENARIO_FORMAT | undefined {
  if (v === SCENARIO_FORMAT) return SCENARIO_FORMAT;
  if (typeof v === 'string' && v.startsWith('casebook/')) {
    return problem(ps, 'format', 'formatUnsupported', v, SCENARIO_FORMAT);
  }
  return problem(ps, 'format', 'formatWrong', v, SCENARIO_FORMAT);
}

/** The French title, description and task, each translating an English one (`english`: the document). */
function readFrench(ps: Problems, v: unknown, english: Readonly<Record<string, unknown>>): Scenario['fr'] {
  const o = readShape(ps, 'fr', v, ['title', 'description', 'task']);
  if (o === undefined) return undefined;
  if (!has(o, 'title')) problem(ps, 'fr.title', 'frTitleRequired');
  for (const key of ['description', 'task']) {
    if (has(o, key) && !has(english, key)) problem(ps, `fr.${key}`, 'translatesMissing', key);
  }
  return defined({
    title: optional(o, 'title', (x) => readString(ps, 'fr.title', x, 200))!,
    description: optional(o, 'description', (x) => readString(ps, 'fr.description', x, 2000)),
    task: optional(o, 'task', (x) => readString(ps, 'fr.task', x, MAX_TASK)),
  });
}

/** The ruling in question and a short note, attached to a shared position: at least one of the two. */
function readDispute(ps: Problems, v: unknown): Scenario['dispute'] {
  const o = readShape(ps, 'dispute', v, ['ruling', 'note']);
  if (o === undefined) return undefined;
  if (!has(o, 'ruling') && !has(o, 'note')) return problem(ps, 'dispute', 'requiredOneOf', ['ruling', 'note']);
  return defined({
    ruling: optional(o, 'ruling', (x) => readRuling(ps, 'dispute.ruling', x)),
    note: optional(o, 'note', (x) => readString(ps, 'dispute.note', x, MAX_DISPUTE_NOTE)),
  });
}

/** Checks the shape and every name of a scenario; the position itself is checked by `checkSetup`. */
export function validateScenario(doc: unknown, lang: Lang = 'en'): Result<Scenario, Problem[]> {
  const ps = newProblems(lang);
  const o = readShape(ps, '', doc, TOP_KEYS);
  if (o === undefined) return err(listed(ps));
  for (const key of ['format', 'title', 'rules', 'players']) {
    if (!has(o, key)) problem(ps, key, 'required');
  }
  const format = has(o, 'format') ? readFormat(ps, o['format']) : undefined;
  const rules = optional(o, 'rules', (x) => readRules(ps, x));
  const players = optional(o, 'players', (x) => readPlayers(ps, x));
  // Names further down are checked against the sets and players in play, when those read cleanly.
  const cx: Context = { players: players ?? [], sets: rules?.sets ?? [...SET_IDS] };
  const scenario = defined({
    format: format!,
    title: optional(o, 'title', (x) => readString(ps, 'title', x, 200))!,
    ruling: optional(o, 'ruling', (x) => readRuling(ps, 'ruling', x)),
    description: optional(o, 'description', (x) => readString(ps, 'description', x, 2000)),
    task: optional(o, 'task', (x) => readString(ps, 'task', x, MAX_TASK)),
    fr: optional(o, 'fr', (x) => readFrench(ps, x, o)),
    rules: rules!,
    players: players!,
    setup: optional(o, 'setup', (x) => readSetup(ps, x, cx)),
    steps: optional(o, 'steps', (x) => readSteps(ps, x, cx)),
    dispute: optional(o, 'dispute', (x) => readDispute(ps, x)),
  });
  return ps.total > 0 ? err(listed(ps)) : ok(scenario);
}
