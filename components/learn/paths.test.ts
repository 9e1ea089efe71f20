// The Learn paths' data file: every lesson is a scenario file, once, in a path of a known area, and each
// gives the reader something to do (a move to play or points to predict).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseValue } from '../../engine/scenario/value.ts';
import { AREAS } from '../lib/vocabulary.ts';
import { handChoices, playScenario } from '../widgets/player-model.ts';
import { predictQuestion } from '../widgets/predict-model.ts';
import { LEARN_PATHS, lessonPlace, pathProblems } from './paths.ts';

const names = readdirSync('content/scenarios').filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));

describe('content/learn/paths.json', () => {
  it('names only scenario files, each once, with a path for every area', () => {
    expect(pathProblems(LEARN_PATHS, names)).toEqual([]);
  });

  it('has its problems named: unknown area, missing path, unknown or repeated lesson', () => {
    const bad = { base: ['base-road-score', 'base-road-score', 'no-such-file'], moon: [] };
    const problems = pathProblems(bad, names);
    expect(problems).toContain('moon: not an area (base, river, ferries, wheel)');
    expect(problems).toContain('base: "no-such-file" is not a file of content/scenarios/');
    expect(problems).toContain('base: "base-road-score" comes twice');
    expect(problems).toContain('ferries: has no path');
    expect(pathProblems([], names)).toHaveLength(1);
  });

  it.each(AREAS.flatMap((area) => LEARN_PATHS[area].map((name) => [area, name] as const)))('%s: %s gives the reader a move to play or points to predict', (_area, name) => {
    const r = parseValue(JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')));
    if (!r.ok) throw new Error(name);
    const played = playScenario(r.value, 'en');
    if (!played.ok) throw new Error(name);
    const positions = played.value.positions;
    const playable = positions.some((state, i) => handChoices(r.value, i, state).length > 0);
    expect(playable || predictQuestion(r.value, positions) !== null).toBe(true);
  });

  it('gives each lesson its neighbours', () => {
    const list = LEARN_PATHS.ferries;
    expect(lessonPlace('ferries', list[0]!)).toEqual({ index: 0, prev: null, next: list[1] });
    expect(lessonPlace('ferries', list.at(-1)!)).toEqual({ index: list.length - 1, prev: list.at(-2), next: null });
    expect(lessonPlace('ferries', 'base-road-score')).toBeNull();
  });
});
