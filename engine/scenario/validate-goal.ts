// Validates a `goal` (the scenario's, or a step's): its kind, which must be declared (the core's kinds
// and those the expansion modules bring), and the fields that kind declares, each read by the reader the
// format already has for that sort of value. The validator knows no kind by name.
// the core's kinds register with their checkers; every module's kinds are declared with it (modules.ts)
import '../core/goals.ts';
import '../modules.ts';
import { goalDecl, goalKindNames } from '../core/goal-registry.ts';
import type { Goal, GoalFieldType } from '../core/goal-registry.ts';
import { MAX_SCORE } from './limits.ts';
import { at, defined, has, optional, problem, readBool, readCoord, readEach, readInt, readObj, readOneOf, readShape, readString } from './read.ts';
import type { Problems } from './read.ts';
import { readFerry, readPlayer, readRuling, readSpot } from './read-game.ts';
import type { Context } from './read-game.ts';
import { readCell } from './validate-setup.ts';

/** A hint is a sentence or two for a reader whose move missed the goal. */
export const MAX_HINT = 300;
const MAX_CELLS = 50;

function readField(ps: Problems, path: string, type: GoalFieldType, v: unknown, cx: Context): unknown {
  if (typeof type === 'object') return readOneOf(ps, path, v, type.oneOf);
  switch (type) {
    case 'coord': return readCoord(ps, path, v);
    case 'cells': {
      const cells = readEach(ps, path, v, (p, x) => readCoord(ps, p, x), MAX_CELLS);
      return cells !== undefined && cells.length === 0 ? problem(ps, path, 'goalNoCells') : cells;
    }
    case 'spot': return readSpot(ps, path, v);
    case 'pieceCell': return readCell(ps, path, v);
    case 'player': return readPlayer(ps, path, v, cx);
    case 'points': return readInt(ps, path, v, 0, MAX_SCORE);
    case 'ruling': return readRuling(ps, path, v);
    case 'sides': return readFerry(ps, path, v);
    case 'bool': return readBool(ps, path, v);
  }
}

export function readGoal(ps: Problems, path: string, v: unknown, cx: Context): Goal | undefined {
  const o = readObj(ps, path, v);
  if (o === undefined) return undefined;
  const names = goalKindNames();
  if (!has(o, 'kind')) return problem(ps, at(path, 'kind'), 'goalKindRequired', names);
  const kind = goalDecl(typeof o['kind'] === 'string' ? o['kind'] : '');
  if (kind === undefined) return problem(ps, at(path, 'kind'), 'goalKindUnknown', o['kind'], names);
  readShape(ps, path, o, ['kind', ...kind.fields.map((f) => f.name), 'hint', 'fr']);
  if (kind.sets !== undefined && cx.sets.length > 0 && !kind.sets.some((s) => cx.sets.includes(s))) {
    problem(ps, at(path, 'kind'), 'goalNeedsSet', kind.kind, kind.sets);
  }
  const fields: Record<string, unknown> = {};
  for (const f of kind.fields) {
    if (f.required && !has(o, f.name)) problem(ps, at(path, f.name), 'goalFieldRequired', kind.kind);
    else if (has(o, f.name)) fields[f.name] = readField(ps, at(path, f.name), f.type, o[f.name], cx);
  }
  const fr = optional(o, 'fr', (x) => readShape(ps, at(path, 'fr'), x, ['hint']));
  if (fr !== undefined && has(fr, 'hint') && !has(o, 'hint')) problem(ps, at(at(path, 'fr'), 'hint'), 'translatesMissing', 'hint');
  return defined({
    kind: kind.kind,
    ...fields,
    hint: optional(o, 'hint', (x) => readString(ps, at(path, 'hint'), x, MAX_HINT)),
    fr: fr === undefined ? undefined : defined({ hint: optional(fr, 'hint', (x) => readString(ps, at(at(path, 'fr'), 'hint'), x, MAX_HINT)) }),
  }) as Goal;
}
