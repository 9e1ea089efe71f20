// Every playable content scenario teaches: wherever "Try it yourself" offers a move of the scenario, the
// reader has a task in English and French and a goal; the scenario's own move meets that goal when the
// engine plays it, and (where the position allows) another legal move misses it, so a goal is never a
// formality. French tasks and hints follow French typography.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { applyAction, legalPlacements } from '../../engine/play.ts';
import type { Action, GameState, TurnAction } from '../../engine/play.ts';
import { checkGoal } from '../../engine/core/goals.ts';
import type { Goal, GoalResult } from '../../engine/core/goals.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import { runScenario } from '../../engine/scenario/run.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { handChoices } from './player-model.ts';
import { scenarioGoal, scenarioTask } from './scenario-text.ts';

const DIR = 'content/scenarios';
const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).sort();

function load(file: string): Scenario {
  const r = parseValue(JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.error)}`);
  return r.value;
}

function judge(goal: Goal, state: GameState, action: Action): GoalResult {
  const r = applyAction(state, action);
  return checkGoal(goal, r.ok ? { refused: false, before: state, after: r.value.state, action, events: r.value.events } : { refused: true, before: state, refusal: r.error });
}

/**
 * A tile put aside (a discard step) is a move the reader makes by trying to lay the tile: its lesson is the
 * refusal, met when the tile fits nowhere and laying it beside the board is refused citing the goal's ruling.
 */
function discardTeaches(goal: Goal, state: GameState, tile: string, player: GameState['turn'], plague: TurnAction['plague']): boolean {
  if (goal.kind !== 'refused' || legalPlacements(state, tile).length > 0) return false;
  const around = state.board.flatMap((t) => [[1, 0], [-1, 0], [0, 1], [0, -1]].map(([dx, dy]) => [t.at[0] + dx!, t.at[1] + dy!] as const));
  return around.some((at) => ([0, 90, 180, 270] as const).some((rot) => judge(goal, state, { type: 'turn', player, place: { tile, at, rot }, ...(plague && { plague }) }).met));
}

const isMove = (s: Scenario, i: number): boolean => s.steps?.[i]?.place !== undefined || s.steps?.[i]?.discard !== undefined;

interface Lesson {
  readonly pos: number;
  readonly goal: Goal | null;
  /** the scenario's own move that meets the goal from this position (no accepted move before it), or -1 */
  readonly meets: number;
  /** another legal placement of that move's tile that misses the goal, when one exists */
  readonly missedBy: TurnAction | null;
  /** why no legal move can miss the goal, when that is in the lesson's nature (see `exempt`) */
  readonly exempt: string | null;
}

const cellKey = (c: readonly number[]): string => c.join(',');

/** The move with the mover giving the Plague each other follower it has on the board. */
function otherVictims(state: GameState, own: TurnAction, player: GameState['turn']): TurnAction[] {
  if (own.plague === undefined) return [];
  return state.board.flatMap((t) => t.followers.filter((f) => f.player === player).map((f): TurnAction => {
    const victim = t.piece ? { player, at: t.piece.at, cell: t.piece.cell, on: f.on } : { player, at: t.at, on: f.on };
    return { ...own, plague: own.plague!.map((p) => (p.player === player ? victim : p)) };
  }));
}

/**
 * A goal no legal move can miss, by the lesson's nature: the lesson is where the rules let the tile go (the
 * goal lists every cell the engine allows), the tile fits in one cell only, or nothing fits (a refusal).
 */
function exempt(goal: Goal, state: GameState, tile: string): string | null {
  const legal = new Set(legalPlacements(state, tile).map((p) => cellKey(p.at)));
  if (legal.size === 0) return 'nothing fits';
  if (legal.size === 1) return 'one cell only';
  const cells = goal.kind === 'tileOn' ? new Set((goal['cells'] as number[][]).map(cellKey)) : null;
  if (cells && [...legal].every((c) => cells.has(c))) return 'every cell the rules allow';
  return null;
}

/** The positions of a scenario where the reader plays one of its moves, each with its goal judged. */
function lessons(file: string): Lesson[] {
  const s = load(file);
  const run = runScenario(s);
  if (!run.ok) throw new Error(file);
  const { positions, steps } = run.value;
  return positions.flatMap((state, pos) => {
    const ahead = steps.slice(pos).some((r) => isMove(s, r.index));
    if (!ahead || handChoices(s, pos, state).length === 0) return [];
    const goal = scenarioGoal(s, pos, 'en')?.goal ?? null;
    let meets = -1;
    for (let j = pos; j < steps.length && goal; j++) {
      const r = steps[j]!;
      if (r.action?.type === 'discard' && discardTeaches(goal, positions[j]!, r.action.tile, r.action.player ?? positions[j]!.turn, r.action.plague)) { meets = j; break; }
      if (isMove(s, j) && r.action?.type === 'turn' && checkGoal(goal, r.outcome.kind === 'accepted'
        ? { refused: false, before: positions[j]!, after: positions[j + 1]!, action: r.action, events: r.outcome.events }
        : r.outcome.kind === 'refused' ? { refused: true, before: positions[j]!, refusal: { ruling: r.outcome.ruling, message: r.outcome.message, facts: r.outcome.facts } }
        : { refused: true, before: positions[j]!, refusal: { ruling: 'error', message: '', facts: {} } }).met) { meets = j; break; }
      if (r.outcome.kind === 'accepted') break;
    }
    let missedBy: TurnAction | null = null;
    const own = meets >= 0 ? steps[meets]!.action : null;
    if (goal && own?.type === 'turn') {
      const player = own.player ?? state.turn;
      const others: TurnAction[] = [
        ...legalPlacements(state, own.place.tile).map((place): TurnAction => ({ type: 'turn', player, place, ...(own.ferry && { ferry: own.ferry }), ...(own.plague && { plague: own.plague }) })),
        // the Plague's lessons are about the victim: the same tile, the mover giving up another follower
        ...otherVictims(state, own, player),
      ];
      missedBy = others.find((other) => applyAction(state, other).ok && !judge(goal, state, other).met) ?? null;
    }
    const tile = own?.type === 'turn' ? own.place.tile : own?.type === 'discard' ? own.tile : null;
    return [{ pos, goal, meets, missedBy, exempt: goal && tile && !missedBy ? exempt(goal, state, tile) : null }];
  });
}

/**
 * Lessons (file and position) where every legal move meets the goal for another reason than `exempt`:
 * what the lesson shows happens on drawing the tile (the wheel's event), wherever it goes. The list is
 * checked both ways, so it stays honest.
 */
const EVERY_MOVE_MEETS = new Set<string>([
  // the wheel's event and its crowns pay on drawing the tile, before it is laid: every cell gives the same points
  'river-with-wheel-2.json 3', 'wheel-crown-scoring.json 0', 'wheel-crown-scoring.json 1', 'wheel-crown-scoring.json 2',
  'wheel-crown-scoring.json 3', 'wheel-famine-bonuses.json 0', 'wheel-famine-no-majority-2.json 0', 'wheel-famine-no-majority-3.json 0',
  'wheel-famine-no-majority.json 0', 'wheel-famine.json 0', 'wheel-fortune.json 0', 'wheel-inquisition.json 0', 'wheel-storm.json 0',
  'wheel-taxes-2.json 0', 'wheel-taxes-any-follower.json 0', 'wheel-taxes.json 0',
  // read strictly, the Plague may take only Blue's monk: no other victim is legal
  'wheel-plague-outer-landscape-2.json 0', 'wheel-plague-outer-landscape-2.json 1',
]);

const NB = '[\\u00a0\\u202f]';
const TYPO = [new RegExp(`(?:^|[^\\u00a0\\u202f"])[:;!?](?=\\s|$)`, 'u'), new RegExp(`«(?!${NB})`, 'u'), new RegExp(`(?:^|[^\\u00a0\\u202f])»`, 'u')];

describe('every playable scenario teaches', () => {
  const all = files.map((f) => ({ file: f, lessons: lessons(f) })).filter((x) => x.lessons.length > 0);

  test('the scan finds the playable scenarios of every expansion', () => {
    expect(all.length).toBeGreaterThan(85);
    for (const prefix of ['base-', 'river', 'ferries-', 'wheel-']) expect(all.filter((x) => x.file.startsWith(prefix)).length).toBeGreaterThan(10);
  });

  test.each(all.map((x) => [x.file, x] as const))('%s: a task in both languages and a goal its own move meets', (file, { lessons: ls }) => {
    const s = load(file);
    for (const { pos, goal, meets } of ls) {
      expect(scenarioTask(s, pos, 'en'), `${file} position ${pos}: task`).toMatchObject({ lang: 'en' });
      expect(scenarioTask(s, pos, 'fr'), `${file} position ${pos}: French task`).toMatchObject({ lang: 'fr' });
      expect(goal, `${file} position ${pos}: goal`).not.toBeNull();
      expect(meets, `${file} position ${pos}: no move of the scenario meets ${JSON.stringify(goal)}`).toBeGreaterThanOrEqual(0);
      const hint = scenarioGoal(s, pos, 'fr')?.hint;
      if (goal?.hint) expect(hint?.lang, `${file}: French hint`).toBe('fr');
    }
  });

  test('another legal move misses each goal, but for the lessons listed with their reason', () => {
    const every = all.flatMap((x) => x.lessons.filter((l) => l.meets >= 0 && l.missedBy === null && l.exempt === null).map((l) => `${x.file} ${l.pos}`));
    expect(every.filter((e) => !EVERY_MOVE_MEETS.has(e))).toEqual([]);
    expect([...EVERY_MOVE_MEETS].filter((e) => !every.includes(e))).toEqual([]);
  });

  test('French tasks and hints follow French typography', () => {
    const texts = files.map(load).flatMap((s) => [s.fr?.task, s.goal?.fr?.hint, ...(s.steps ?? []).flatMap((st) => [st.fr?.task, st.goal?.fr?.hint])]).filter((t): t is string => t !== undefined);
    expect(texts.length).toBeGreaterThan(90);
    expect(texts.filter((t) => TYPO.some((r) => r.test(t)))).toEqual([]);
  });
});

describe('a playable scenario without a task or a goal fails the check', () => {
  const s = load('base-road-score.json');
  test('the check sees a missing goal and a missing French task', () => {
    expect(scenarioGoal({ ...s, goal: undefined }, 0, 'en')).toBeNull();
    expect(scenarioTask({ ...s, fr: { title: 'x' } }, 0, 'fr')).toMatchObject({ lang: 'en' });
  });
});
