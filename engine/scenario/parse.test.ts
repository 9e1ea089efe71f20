import { describe, expect, it } from 'vitest';
import type { Problem } from '../core/types.ts';
import { OPTION_VALUES } from './options.ts';
import { parseScenario } from './parse.ts';
import { withSafeTexts } from './terminal.ts';
import { DEFAULT_OPTIONS } from '../modules.ts';

const VALID = {
  format: 'casebook/1',
  title: 'A road',
  ruling: 'base-road-score',
  rules: { sets: ['base'], options: { inns: true } },
  players: ['blue', 'red'],
  setup: {
    tiles: [
      { tile: 'base/D', at: [0, 0], rot: 0, followers: [{ player: 'red', on: 'N' }] },
      { tile: 'base/U', at: [1, 0], rot: 0 },
    ],
    scores: { blue: 3 },
  },
  steps: [
    { player: 'blue', place: { tile: 'base/U', at: [2, 0], rot: 180 }, follower: { on: 'E' }, expect: { legal: true, supply: { blue: 6 } } },
    { discard: 'base/C', expect: { illegal: 'base-unplaceable-discard' } },
    { endGame: true, expect: { scored: [{ player: 'blue', points: 4, ruling: 'base-road-score' }] } },
  ],
};

const YAML = `
format: casebook/1
title: A road
ruling: base-road-score
rules: { sets: [base], options: { inns: true } }
players: [blue, red]
setup:
  tiles:
    - { tile: base/D, at: [0, 0], rot: 0, followers: [{ player: red, on: N }] }
    - { tile: base/U, at: [1, 0], rot: 0 }
  scores: { blue: 3 }
steps:
  - player: blue
    place: { tile: base/U, at: [2, 0], rot: 180 }
    follower: { on: E }
    expect: { legal: true, supply: { blue: 6 } }
  - discard: base/C
    expect: { illegal: base-unplaceable-discard }
  - endGame: true
    expect:
      scored: [{ player: blue, points: 4, ruling: base-road-score }]
`;

/** A copy of VALID with `change` applied to it (a deep path and a value; undefined removes the key). */
function variant(path: (string | number)[], value: unknown): string {
  const doc = structuredClone(VALID) as Record<string | number, unknown>;
  let node = doc;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return JSON.stringify(doc);
}

function problems(text: string, format: 'json' | 'yaml' = 'json'): readonly Problem[] {
  const r = parseScenario(text, format);
  return r.ok ? [] : r.error;
}

describe('parseScenario', () => {
  it('reads a valid scenario from JSON and the same one from YAML', () => {
    const json = parseScenario(JSON.stringify(VALID), 'json');
    const yaml = parseScenario(YAML, 'yaml');
    expect(json).toEqual({ ok: true, value: VALID });
    expect(yaml).toEqual(json);
    expect(parseScenario(`\uFEFF${JSON.stringify(VALID)}`, 'json')).toEqual(json);
    expect(parseScenario(`\uFEFF${YAML}`, 'yaml')).toEqual(json);
  });

  it('reads YAML anchors, aliases and merge keys as the values they stand for', () => {
    const merged = YAML.replace(
      '    - { tile: base/U, at: [1, 0], rot: 0 }',
      '    - &straight { tile: base/U, at: [-1, 0], rot: 0 }\n    - { <<: *straight, at: [1, 0] }',
    );
    const r = parseScenario(merged, 'yaml');
    expect(r.ok ? r.value.setup?.tiles?.[2] : r.error).toEqual({ tile: 'base/U', at: [1, 0], rot: 0 });
  });

  it.each([
    [['format'], 'casebook/2', 'format', /not supported/],
    [['format'], undefined, 'format', /required/],
    [['ruling'], 'base-nonsense', 'ruling', /unknown ruling id/],
    [['rules', 'sets'], [], 'rules.sets', /at least one/],
    [['rules', 'sets'], ['base', 'base'], 'rules.sets', /twice/],
    [['rules', 'options', 'riverUTurn'], 'never', 'rules.options.riverUTurn', /"immediate" or "any"/],
    [['rules', 'options', 'riverOrder'], 'bag', null, null],
    [['rules', 'options', 'riverOrder'], 'random', 'rules.options.riverOrder', /"stack", "bag" or "reverse"/],
    [['rules', 'options', 'speed'], 1, 'rules.options.speed', /unknown option/],
    [['players'], ['blue', 'purple'], 'players[1]', /"grey"/],
    [['setup', 'tiles', 1, 'tile'], 'base/Z', 'setup.tiles[1].tile', /unknown tile id/],
    [['setup', 'tiles', 1, 'tile'], 'river1/curve', 'setup.tiles[1].tile', /not in rules.sets/],
    [['setup', 'tiles', 1, 'at'], [1], 'setup.tiles[1].at', /pair/],
    [['setup', 'tiles', 1, 'at'], [1.5, 0], 'setup.tiles[1].at[0]', /whole number/],
    [['setup', 'tiles', 1, 'at'], [0, 0], 'setup.tiles[1].at', /already holds setup.tiles\[0\]/],
    [['setup', 'tiles', 1, 'rot'], 45, 'setup.tiles[1].rot', /0, 90, 180 or 270/],
    [['setup', 'tiles', 0, 'followers', 0, 'on'], 'middle', 'setup.tiles[0].followers[0].on', /"cloister"/],
    [['setup', 'tiles', 0, 'followers', 0, 'player'], 'green', 'setup.tiles[0].followers[0].player', /not one of this scenario's players/],
    [['setup', 'crowns'], [{ player: 'blue', sector: 'taxes', space: 1 }], 'setup.crowns', /"wheel" set/],
    [['setup', 'supply'], { red: 8 }, 'setup.supply.red', /between 0 and 7/],
    [['setup', 'supply'], { red: 7 }, 'setup', /more than the 7/],
    [['setup', 'deck'], ['base/A', 'base/nope'], 'setup.deck[1]', /unknown tile id/],
    [['steps', 0, 'place', 'rot'], 45, 'steps[0].place.rot', /must be 0, 90, 180 or 270/],
    [['steps', 0, 'place', 'rot'], undefined, 'steps[0].place.rot', /required/],
    [['steps', 0, 'place', 'tile'], 'wheel/board', 'steps[0].place.tile', /setup.tiles only/],
    [['steps', 0, 'follower'], { crown: 'taxes', space: 3 }, 'steps[0].follower.space', /1 or 2/],
    [['steps', 0, 'follower'], { crown: 'fortune', space: 2 }, 'steps[0].follower.space', /one crown space/],
    // without the ferries set a ferry would be ignored, so the file says so
    [['steps', 0, 'ferry'], ['N', 'S'], 'steps[0].ferry', /"ferries" set/],
    [['steps', 0, 'moveFerries'], [{ at: [0, 0], ferry: ['N', 'S'] }], 'steps[0].moveFerries', /"ferries" set/],
    [['steps', 0, 'ferry'], ['N', 'up'], 'steps[0].ferry[1]', /"W"/],
    [['steps', 0, 'follower'], { crown: 'taxes', space: 1 }, 'steps[0].follower', /"wheel" set/],
    [['steps', 0, 'plague'], [{ player: 'blue', at: [0, 0], on: 'N' }], 'steps[0].plague', /"wheel" set/],
    [['setup', 'tiles', 1, 'ferry'], ['N', 'N'], 'setup.tiles[1].ferry', /two different sides/],
    [['steps', 1, 'expect', 'ferries'], [{ at: [0, 0], ferry: ['N', 'S'] }], 'steps[1].expect.ferries', /"ferries" set/],
    [['steps', 1, 'expect', 'ferries'], [{ at: [0, 0] }], 'steps[1].expect.ferries[0].ferry', /required/],
    [['steps', 1, 'expect', 'crowns'], [], 'steps[1].expect.crowns', /"wheel" set/],
    [['steps', 0, 'plague'], [{ player: 'blue' }], 'steps[0].plague[0]', /"at"/],
    [['steps', 0, 'folower'], { on: 'E' }, 'steps[0].folower', /unknown key/],
    [['steps', 1, 'follower'], { on: 'E' }, 'steps[1].follower', /belongs to a turn/],
    [['steps', 1, 'endGame'], true, 'steps[1]', /one action per step/],
    [['steps', 2, 'endGame'], 'yes', 'steps[2].endGame', /must be true/],
    [['steps', 0, 'expect', 'illegal'], 'base-cell-free', 'steps[0].expect', /contradicts/],
    [['steps', 1, 'expect', 'illegal'], 'river-nonsense', 'steps[1].expect.illegal', /unknown ruling id/],
    [['steps', 1, 'expect', 'pig'], 'taxes', 'steps[1].expect.pig', /"wheel" set/],
    [['steps', 1, 'expect', 'placements'], { tile: 'base/A', count: -1 }, 'steps[1].expect.placements.count', /between 0/],
    [['steps', 1, 'expect', 'features'], [{ at: [0, 0], on: 'N' }], 'steps[1].expect.features[0]', /says nothing/],
    [['steps', 1, 'expect', 'scored'], [{ player: 'blue', points: 2 }], 'steps[1].expect.scored[0].ruling', /^is required$/],
    [['rules'], {}, 'rules.sets', /^is required$/],
    [['setup', 'tiles', 0, 'followers', 0, 'on'], undefined, 'setup.tiles[0].followers[0].on', /^is required: "N", /],
    [['steps', 1, 'expect', 'supply'], { black: 1 }, 'steps[1].expect.supply.black', /not one of this scenario's players/],
    [['steps', 1, 'expect', 'sores'], { blue: 1 }, 'steps[1].expect.sores', /unknown key/],
    [['steps', 1, 'discard'], undefined, 'steps[1].expect.illegal', /only a step with place/],
    [['steps', 1], 'place', 'steps[1]', /must be an object/],
    [['fr'], { title: 'Une route' }, null, null],
    [['fr'], { description: 'Une route.' }, 'fr.title', /required/],
    [['fr'], { title: 'Une route', description: 'Une route.' }, 'fr.description', /translates "description"/],
    [['fr'], { title: 'Une route', titre: 'x' }, 'fr.titre', /unknown key/],
    [['steps', 0, 'fr'], { note: 'Une note.' }, 'steps[0].fr', /translates "note"/],
    [['steps', 0, 'fr'], {}, 'steps[0].fr.note', /required/],
    [['task'], 'Extend the road to the east', null, null],
    [['task'], '', 'task', /must not be empty/],
    [['task'], 'x'.repeat(301), 'task', /at most 300/],
    [['fr'], { title: 'Une route', task: 'Prolongez la route' }, 'fr.task', /translates "task"/],
    [['steps', 0, 'task'], 7, 'steps[0].task', /must be a string/],
    [['steps', 0, 'fr'], { task: 'Prolongez la route' }, 'steps[0].fr.task', /translates "task"/],
    [['steps', 0, 'fr'], { tache: 'x' }, 'steps[0].fr.tache', /unknown key/],
  ] as const)('%j = %j is reported at %s', (path, value, where, message) => {
    const found = problems(variant([...path], value));
    if (where === null) expect(found).toEqual([]);
    else expect(found).toContainEqual({ path: where, message: expect.stringMatching(message!) });
  });

  it('lists every problem of a document, not only the first', () => {
    const doc = { ...VALID, title: '', players: ['blue', 'blue'], rules: { sets: ['base'], options: { inns: 'yes' } } };
    expect(problems(JSON.stringify(doc)).map((p) => p.path)).toEqual(['rules.options.inns', 'players', 'title']);
  });

  it('names both tiles and the side when setup tiles do not match', () => {
    const found = problems(variant(['setup', 'tiles', 1], { tile: 'base/E', at: [0, 1], rot: 0 }));
    expect(found).toHaveLength(1);
    expect(found[0]!.path).toMatch(/^setup\.tiles\[[01]\]$/);
    expect(found[0]!.message).toMatch(/base\/D.*\bS\b.*base\/E.*\bN\b/);
  });

  it('rejects a setup whose tiles are not connected, and a follower on no feature', () => {
    expect(problems(variant(['setup', 'tiles', 1, 'at'], [3, 3]))).toContainEqual({ path: 'setup.tiles[1]', message: expect.stringMatching(/not connected/) });
    expect(problems(variant(['setup', 'tiles', 0, 'followers', 0, 'on'], 'cloister'))).toContainEqual({
      path: 'setup.tiles[0].followers[0].on',
      message: expect.stringMatching(/no road, city, field or cloister/),
    });
  });

  it('reports broken JSON and YAML, other roots and unknown formats at the root', () => {
    expect(problems('{"format": ', 'json')).toEqual([{ path: '(root)', message: expect.stringMatching(/not valid JSON/) }]);
    expect(problems('a: [1, 2\nb: {', 'yaml')).toContainEqual({ path: '(root)', message: expect.stringMatching(/not valid YAML/) });
    expect(problems('a: 1\na: 2', 'yaml')).toEqual([{ path: '(root)', message: 'not valid YAML at line 2, column 1: a key that appears twice in the same object' }]);
    expect(problems('{"a": 1, "b": [1, {"c": 1, "c": 2}]}', 'json')).toEqual([{ path: 'b[1]', message: 'names "c" twice: each key may appear once' }]);
    expect(problems('{"title": "a \\" \\u0022", "title ": 1}', 'json')).toEqual([{ path: 'title ', message: expect.stringMatching(/unknown key/) }, expect.anything(), expect.anything(), expect.anything()]);
    expect(problems('{\n  "format": "casebook/1",\n  "title": }', 'json')).toEqual([{ path: '(root)', message: 'not valid JSON at line 3, column 12: a character that cannot come here' }]);
    expect(problems('title: !custom x', 'yaml')).toEqual([{ path: '(root)', message: expect.stringMatching(/tag/i) }]);
    expect(problems('[1, 2]', 'json')).toEqual([{ path: '(root)', message: 'must be an object, not a list' }]);
    expect(problems('', 'yaml')).toEqual([{ path: '(root)', message: 'must be an object, not null' }]);
    expect(problems('{}', 'toml' as 'json')).toEqual([{ path: '(root)', message: expect.stringMatching(/unknown format/) }]);
  });

  it('never keeps a key it did not validate', () => {
    const text = JSON.stringify(VALID).replace('{', '{"__proto__": {"polluted": true}, ');
    expect(problems(text)).toEqual([{ path: '__proto__', message: expect.stringMatching(/unknown key/) }]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('the engine API', () => {
  it('re-exports the scenario functions, and they work whichever module loads first', async () => {
    const api = await import('../index.ts');
    expect(api.parseScenario).toBe(parseScenario);
    const r = api.parseScenario(variant(['setup', 'supply'], { red: 7 }), 'json');
    expect(r.ok ? [] : r.error.map((p) => p.path)).toEqual(['setup']);
  });
});

describe('OPTION_VALUES', () => {
  it('lists every engine option, its default first', () => {
    expect(Object.keys(OPTION_VALUES).sort()).toEqual(Object.keys(DEFAULT_OPTIONS).sort());
    for (const [key, values] of Object.entries(OPTION_VALUES)) expect(values[0]).toBe(DEFAULT_OPTIONS[key as keyof typeof DEFAULT_OPTIONS]);
  });

  it('parses a same-side ferry in a step: a move the rules refuse (ferries-place-ferry), not a broken file', () => {
    const doc = { ...VALID, rules: { sets: ['base', 'ferries'] }, steps: [{ place: { tile: 'ferries/lake-3', at: [2, 0], rot: 0 }, ferry: ['S', 'S'] }] };
    const r = parseScenario(JSON.stringify(doc), 'json');
    expect(r.ok && r.value.steps?.[0]?.ferry).toEqual(['S', 'S']);
  });
});

describe('task', () => {
  it('keeps the scenario\'s task and each step\'s, in both languages, and a step\'s French task alone', () => {
    const doc = structuredClone(VALID) as Record<string, unknown> & { steps: Record<string, unknown>[] };
    doc['task'] = 'Extend the road';
    doc['fr'] = { title: 'Une route', task: 'Prolongez la route' };
    doc.steps[0] = { ...doc.steps[0], task: 'Lay the curve east', fr: { task: 'Posez le virage à l’est' } };
    const r = parseScenario(JSON.stringify(doc), 'json');
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    expect(r.value.task).toBe('Extend the road');
    expect(r.value.fr).toEqual({ title: 'Une route', task: 'Prolongez la route' });
    expect(r.value.steps![0]!.task).toBe('Lay the curve east');
    expect(r.value.steps![0]!.fr).toEqual({ task: 'Posez le virage à l’est' });
  });

  it('says the problem of a French task in French', () => {
    const doc = { ...VALID, fr: { title: 'Une route', task: 'Prolongez la route' } };
    const r = parseScenario(JSON.stringify(doc), 'json', 'fr');
    expect(r.ok ? [] : r.error).toEqual([{ path: 'fr.task', message: 'traduit "task", qui est absent' }]);
  });

  it('escapes control characters in every task before a terminal shows it', () => {
    const doc = structuredClone(VALID) as Record<string, unknown> & { steps: Record<string, unknown>[] };
    doc['task'] = 'Go\u001b[2J';
    doc['fr'] = { title: 'Une route', task: 'Va\r' };
    doc.steps[0] = { ...doc.steps[0], task: 'Lay\u202e', fr: { task: 'Pose\n' } };
    const r = parseScenario(JSON.stringify(doc), 'json');
    if (!r.ok) expect.fail(JSON.stringify(r.error));
    const safe = withSafeTexts(r.value);
    expect([safe.task, safe.fr?.task, safe.steps![0]!.task, safe.steps![0]!.fr?.task]).toEqual(['Go\\x1b[2J', 'Va\\x0d', 'Lay\\u202e', 'Pose\\x0a']);
    expect(safe.steps![1]).toEqual(r.value.steps![1]);
  });

  it('asks for the French note of a step whose French block only translates its task', () => {
    const doc = structuredClone(VALID) as Record<string, unknown> & { steps: Record<string, unknown>[] };
    doc.steps[0] = { ...doc.steps[0], note: 'A note.', task: 'A task.', fr: { task: 'Une tâche.' } };
    const r = parseScenario(JSON.stringify(doc), 'json');
    expect(r.ok ? [] : r.error).toEqual([{ path: 'steps[0].fr.note', message: 'is required: the French note' }]);
  });
});
