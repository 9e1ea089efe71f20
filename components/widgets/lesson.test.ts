// Try mode as a lesson: every River and base scenario the reader can play has a task in both languages,
// written for players (no ids, no coordinates); the task follows the step about to be played; the verdict
// of the lesson follows the engine's answer to the reader's move.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { legalPlacements } from '../../engine/play.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { actorAt, handChoices, playScenario } from './player-model.ts';
import { judgeLesson, missText, nextAfterSuccess } from './lesson.ts';
import { scenarioTask } from './scenario-text.ts';
import { tryFollower, tryPlace, turnContext } from './turn-model.ts';

const DIR = 'content/scenarios';
/** The base game's and the River's scenarios (the inn ruling's are played on River II tiles). */
const LESSONS = /^(base|river|river2|house-river|house-river2|inns)-.*\.json$/;

function load(file: string): Scenario {
  const r = parseValue(JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')));
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.error)}`);
  return r.value;
}

const files = readdirSync(DIR).filter((f) => LESSONS.test(f)).sort();

/** Each position of a scenario where "Try it yourself" is offered, with the tiles in hand there. */
function tryable(s: Scenario): { pos: number; choices: string[] }[] {
  const played = playScenario(s, 'en');
  if (!played.ok) throw new Error(s.title);
  return played.value.positions.flatMap((state, pos) => {
    const choices = handChoices(s, pos, state);
    return choices.length > 0 ? [{ pos, choices }] : [];
  });
}

describe('tasks of the River and base scenarios', () => {
  test('the scan finds the scenarios and most of them are playable', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => tryable(load(f)).length > 0).length).toBeGreaterThan(45);
  });

  /** Positions before the scenario's last move: after it the reader plays freely, with no task. */
  const beforeLastMove = (s: Scenario, pos: number): boolean => (s.steps ?? []).slice(pos).some((st) => st.place ?? st.discard);

  test.each(files)('%s: every position the reader can play has a task in English and in French', (file) => {
    const s = load(file);
    const withTask = tryable(s).filter(({ pos }) => beforeLastMove(s, pos));
    for (const { pos } of withTask) {
      expect(scenarioTask(s, pos, 'en'), `${file} position ${pos}`).toMatchObject({ lang: 'en' });
      expect(scenarioTask(s, pos, 'fr'), `${file} position ${pos}`).toMatchObject({ lang: 'fr' });
    }
    for (const { pos } of tryable(s).filter(({ pos }) => !beforeLastMove(s, pos))) expect(scenarioTask(s, pos, 'en')).toBeNull();
  });

  test('most of them can be played before their last move, so most carry tasks', () => {
    const counted = files.map(load).filter((s) => tryable(s).some(({ pos }) => beforeLastMove(s, pos)));
    expect(counted.length).toBeGreaterThan(45);
  });

  test('tasks speak as players do: no tile ids, coordinates or spot codes', () => {
    const texts = files.flatMap((f) => {
      const s = load(f);
      return [s.task, s.fr?.task, ...(s.steps ?? []).flatMap((st) => [st.task, st.fr?.task])].filter((t): t is string => t !== undefined);
    });
    expect(texts.length).toBeGreaterThan(100);
    for (const t of texts) {
      expect(t).not.toMatch(/\b(base|river[123]|gq11|wheel|ferries)\/|\[|\(-?\d+, ?-?\d+\)|\b(NL|NR|EL|ER|SL|SR|WL|WR)\b/);
      expect(t.length).toBeLessThanOrEqual(150);
    }
  });

  // Tasks that teach a refusal: the tile in hand fits nowhere there, and the reader learns why.
  const REFUSAL_ONLY = new Set([
    'base-unplaceable-discard-2.json 0',
    'river-must-continue-2.json 0', 'river-must-continue-2.json 1', 'river-must-continue-2.json 2',
    'river2-branches-apart.json 0', 'river2-branches-apart.json 1', 'river2-branches-apart.json 2',
  ]);

  test('each other task can be met: the actor has a legal place for a tile in hand', () => {
    const unmet: string[] = [];
    for (const file of files) {
      const s = load(file);
      const played = playScenario(s, 'en');
      if (!played.ok) throw new Error(file);
      for (const { pos, choices } of tryable(s)) {
        const state = played.value.positions[pos]!;
        // as the widget does: the engine's legal cells, each then checked as the reader's move (the pile's order, the end of the game)
        const fits = choices.some((tile) => {
          const ctx = turnContext(state, tile, actorAt(s, pos, state), []);
          return ctx.ok && legalPlacements(ctx.value.start, tile).some((p) => tryPlace(ctx.value, p).kind !== 'refused' && tryFollower(ctx.value, p, null).kind === 'done');
        });
        if (!fits) unmet.push(`${file} ${pos}`);
      }
    }
    expect(unmet.filter((u) => !REFUSAL_ONLY.has(u))).toEqual([]);
    // the list stays honest: each entry still is a position where nothing fits
    expect([...REFUSAL_ONLY].filter((u) => !unmet.includes(u))).toEqual([]);
  });
});

describe('scenarioTask', () => {
  const s = load('river-with-wheel.json');
  test('the step about to be played gives its own task, in the page language', () => {
    expect(scenarioTask(s, 4, 'en')).toEqual({ text: s.steps![4]!.task, lang: 'en' });
    expect(scenarioTask(s, 4, 'fr')).toEqual({ text: s.steps![4]!.fr!.task, lang: 'fr' });
  });
  test('a step that only looks at the position is passed over: the task is the next move\'s', () => {
    const lake = load('river-lake-last.json');
    expect(lake.steps![2]!.place).toBeUndefined();
    expect(lake.steps![3]!.task).toBeDefined();
    expect(scenarioTask(lake, 2, 'fr')).toEqual({ text: lake.steps![3]!.fr!.task, lang: 'fr' });
  });
  test('a step without a task of its own gives the scenario\'s; after the last move, none', () => {
    expect(s.steps![1]!.task).toBeUndefined();
    expect(scenarioTask(s, 1, 'fr')).toEqual({ text: s.fr!.task, lang: 'fr' });
    expect(scenarioTask(s, 6, 'en')).toBeNull();
  });
  test('a French page shows an English task marked as English when the French is missing, and none when there is none', () => {
    expect(scenarioTask({ ...s, fr: { title: 'x' } }, 1, 'fr')).toEqual({ text: s.task, lang: 'en' });
    expect(scenarioTask({ ...s, task: undefined }, 1, 'en')).toBeNull();
  });
  test('a scenario with no move of its own (a pile to play from) shows its task at the start', () => {
    expect(scenarioTask({ ...s, steps: [] }, 0, 'en')).toEqual({ text: s.task, lang: 'en' });
  });
});

describe('the lesson follows the engine', () => {
  const s = load('river-no-u-turn.json');
  const played = playScenario(s, 'en');
  if (!played.ok) throw new Error('river-no-u-turn');
  const state = played.value.positions[0]!;
  const ctx = turnContext(state, 'river1/curve', 'blue', []);
  if (!ctx.ok) throw new Error('context');
  const step = s.steps![1]!.place!;
  const legal = legalPlacements(state, 'river1/curve')[0]!;

  test('nothing to say before the reader acts', () => {
    expect(judgeLesson(null, null, state).verdict).toBeNull();
  });

  test('the scenario\'s U-turn is refused: try again', () => {
    const o = tryPlace(ctx.value, step);
    expect(o.kind).toBe('refused');
    expect(judgeLesson(o, null, state).verdict).toBe('retry');
  });

  test('a legal curve waits for the follower choice; without a goal, any legal move meets the task', () => {
    const placed = tryPlace(ctx.value, legal);
    expect(placed.kind).toBe('follower');
    expect(judgeLesson(placed, null, state).verdict).toBeNull();
    const done = tryFollower(ctx.value, legal, null);
    expect(done.kind).toBe('done');
    expect(judgeLesson(done, null, state).verdict).toBe('success');
  });

  test('with a goal, a legal move that misses it is told why, and never praised', () => {
    const done = tryFollower(ctx.value, legal, null);
    const goal = { kind: 'tileOn', cells: [[legal.at[0] + 5, legal.at[1]]] };
    const j = judgeLesson(done, goal, state);
    expect(j.verdict).toBe('missed');
    expect(missText(j.miss!, 'en')).toBe('Legal, but the tile is not where the task asks: try again.');
    expect(missText(j.miss!, 'fr')).toBe('Coup permis, mais la tuile n’est pas là où la consigne le demande\u00a0: réessayez.');
    expect(judgeLesson(done, { kind: 'tileOn', cells: [legal.at] }, state).verdict).toBe('success');
  });

  test('a refusal goal is met by the refusal it names, and only by it', () => {
    const o = tryPlace(ctx.value, step);
    const ruling = o.kind === 'refused' ? o.refusal.ruling : '';
    expect(judgeLesson(o, { kind: 'refused', ruling }, state)).toEqual({ verdict: 'success', byRefusal: true });
    expect(judgeLesson(o, { kind: 'refused', ruling: 'base-cell-free' }, state).verdict).toBe('retry');
    const j = judgeLesson(tryFollower(ctx.value, legal, null), { kind: 'refused', ruling }, state);
    expect(missText(j.miss!, 'en')).toBe('Legal, but this task asks for a move the rules refuse: try again.');
  });

  test('a follower the rules refuse (in the river) asks for another try', () => {
    const o = tryFollower(ctx.value, legal, { on: 'N' });
    const refused = o.kind === 'refused' || ('refusal' in o && o.refusal !== undefined);
    if (refused) expect(judgeLesson(o, null, state).verdict).toBe('retry');
    else expect(o.kind).toBe('done');
  });
});

describe('the miss, in the reader\'s words', () => {
  const miss = (m: string, facts: Record<string, string | number | boolean | null>) => ({ met: false as const, miss: m, facts });
  test('a feature still open names its holder', () => {
    expect(missText(miss('stillOpen', { feature: 'city', owners: 'red' }), 'en')).toBe('Legal, but Red’s city is still open: try again.');
    expect(missText(miss('stillOpen', { feature: 'city', owners: 'red' }), 'fr')).toBe('Coup permis, mais la ville de Rouge est encore ouverte\u00a0: réessayez.');
    expect(missText(miss('stillOpen', { feature: 'field', owners: '' }), 'fr')).toBe('Coup permis, mais le pré est encore ouvert\u00a0: réessayez.');
  });
  test('points, crowns and ferries', () => {
    expect(missText(miss('points', { player: 'blue', gained: 1, want: 4, exact: false }), 'en')).toBe('Legal, but Blue scores 1 point, not at least 4: try again.');
    expect(missText(miss('noCrown', { sector: 'taxes' }), 'fr')).toMatch(/^Coup permis, mais aucun de vos partisans n’est allé sur une case Couronne de Taxes/);
    expect(missText(miss('ferryStayed', {}), 'en')).toBe('Legal, but the ferry has not moved: try again.');
  });
  test('a reason the page has no words for still says the move misses', () => {
    expect(missText(miss('somethingNew', {}), 'en')).toBe('Legal, but the move does not do what the task asks: try again.');
  });
});

describe('"Next" after the goal is met', () => {
  test('leads past the scenario\'s move that meets the goal, never back to the start', () => {
    // a look at the position, then the move: the lesson is over after it
    expect(nextAfterSuccess(0, [null, true], [false, true])).toBeNull();
    // two refused attempts then the move that meets the scenario's goal
    expect(nextAfterSuccess(0, [false, false, true], [true, true, true])).toBeNull();
    // two moves, each with its goal: after the first, the position it leaves
    expect(nextAfterSuccess(0, [true, true], [true, true])).toBe(1);
    expect(nextAfterSuccess(1, [true, true], [true, true])).toBeNull();
    // a look between two moves
    expect(nextAfterSuccess(0, [true, null, true], [true, false, true])).toBe(1);
  });
});
