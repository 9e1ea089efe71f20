import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createGame } from '../../engine/index.ts';
import type { GameState, Refusal } from '../../engine/core/types.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { actorAt, handChoices, playScenario, withOptions } from './player-model.ts';
import { tryFollower, tryPlace, turnContext } from './turn-model.ts';
import { offeredOptions } from './options.ts';
import { actionWhere, boardView, describeAction, eventView, refusalSentence, rulingLink, verdictText } from './view.ts';
import { PROCEDURE, legalPlacements } from '../../engine/play.ts';
import { RULING_IDS } from '../../engine/scenario/ruling-ids.ts';

function scenario(name: string): Scenario {
  const r = parseValue(JSON.parse(readFileSync(`content/scenarios/${name}.json`, 'utf8')));
  if (!r.ok) throw new Error(`${name}: ${JSON.stringify(r.error)}`);
  return r.value;
}

function start(): GameState {
  const g = createGame({ sets: ['base'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }] });
  if (!g.ok) throw new Error('setup');
  return g.value;
}

describe('boardView', () => {
  test('bounds leave one free row and column around the tiles, every cell named as players say it', () => {
    const v = boardView(start(), {}, 'en');
    expect([v.minX, v.minY, v.cols, v.rows]).toEqual([-1, -1, 3, 3]);
    expect(v.cells).toHaveLength(9);
    const name = (x: number, y: number): string => v.cells.find((c) => c.x === x && c.y === y)!.name;
    expect(name(0, 0)).toBe('The start tile');
    expect(name(0, -1)).toBe('The cell north of the start tile, empty');
    expect(name(-1, 0)).toBe('The cell west of the start tile, empty');
    expect(name(1, -1)).toBe('The cell north-east of the start tile, empty');
    expect(name(-1, 1)).toBe('The cell south-west of the start tile, empty');
    // nine cells, nine names, and no coordinates in any
    expect(new Set(v.cells.map((c) => c.name)).size).toBe(9);
    for (const c of v.cells) expect(c.name).not.toMatch(/\(-?\d+, -?\d+\)/);
    expect(v.cells.find((c) => c.x === 0 && c.y === 0)?.state).toBe('tile');
    expect(v.tiles).toEqual([{ id: 'base/D', x: 0, y: 0, rot: 0, followers: [], ferry: undefined, last: false }]);
  });

  test('cells that take the tile in hand come from legalPlacements, split by the current turn', () => {
    // base/E (a city on one side) fits above the start tile only with its city facing south
    const turned = boardView(start(), { hand: { tile: 'base/E', rot: 180 } }, 'en');
    const north = turned.cells.find((c) => c.x === 0 && c.y === -1)!;
    expect(north.state).toBe('fits-now');
    expect(north.name).toBe('The cell north of the start tile, empty, the tile fits here as turned');
    const upright = boardView(start(), { hand: { tile: 'base/E', rot: 0 } }, 'en');
    expect(upright.cells.find((c) => c.x === 0 && c.y === -1)!.state).toBe('fits');
    // corners touch no tile: never highlighted
    expect(upright.cells.find((c) => c.x === 1 && c.y === 1)!.state).toBe('empty');
  });

  test('names follow the page language', () => {
    const v = boardView(start(), { hand: { tile: 'base/E', rot: 0 } }, 'fr');
    expect(v.label).toBe('Plateau de 1 tuile');
    expect(v.cells.find((c) => c.x === 0 && c.y === 0)!.name).toBe('La tuile de départ');
    expect(v.cells.find((c) => c.x === 1 && c.y === 1)!.name).toBe('La case au sud-est de la tuile de départ, vide');
    expect(v.cells.find((c) => c.x === 0 && c.y === 1)!.name).toMatch(/^La case au sud de la tuile de départ, vide/);
  });

  test('a tile beside the start tile is named by where it lies; an empty board names cells by their place in the grid', () => {
    // a straight road continues the start tile's road eastwards
    const east = legalPlacements(start(), 'base/U').find((p) => p.at[0] === 1 && p.at[1] === 0)!;
    const g = createGame({ sets: ['base'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/U', at: [1, 0], rot: east.rot }] });
    if (!g.ok) throw new Error('setup');
    const v = boardView(g.value, {}, 'en');
    expect(v.cells.find((c) => c.x === 1 && c.y === 0)!.name).toMatch(/^The .+ east of the start tile$/);
    expect(v.cells.find((c) => c.x === 2 && c.y === 1)!.name).toMatch(/^The cell south-east of the .+, empty$/);
    for (const lang of ['en', 'fr'] as const) {
      const empty = createGame({ sets: ['base'], players: ['blue', 'red'], tiles: [] });
      if (!empty.ok) throw new Error('setup');
      const e = boardView(empty.value, {}, lang);
      const names = e.cells.map((c) => c.name);
      expect(new Set(names).size).toBe(9);
      expect(names).toContain(lang === 'en' ? 'The middle cell, empty' : 'La case du milieu, vide');
      expect(names).toContain(lang === 'en' ? 'The north-west cell, empty' : 'La case nord-ouest, vide');
      expect(names).toContain(lang === 'en' ? 'The east cell, empty' : 'La case est, vide');
    }
  });
});

describe('sentences', () => {
  const refusal: Refusal = {
    ruling: 'base-edges-match',
    message: 'engine sentence',
    facts: { side: 'N', mine: 'city', theirs: 'field', neighbour: 'base/U', neighbourAt: '[0, 0]' },
  };

  test('a refusal is written from its ruling id and facts, in either language', () => {
    expect(refusalSentence(refusal, 'en', [])).toBe('Its north edge (city) would meet the field edge of the tile beside it on that side, the straight road.');
    expect(refusalSentence(refusal, 'fr', [])).toBe('Son bord nord (ville) toucherait le bord pré de la tuile voisine de ce côté : la route droite.');
  });

  test('refusals name tiles as players do, never by id', () => {
    const drew = { ruling: 'base-draw-and-place', message: '', facts: { next: 'base/X', tile: 'base/V' } };
    expect(refusalSentence(drew, 'en', [])).toBe('You drew the crossroads: that is the tile to place, not the road curve.');
    expect(refusalSentence(drew, 'fr', [])).toBe('Vous avez pioché le carrefour : c’est la tuile à poser, pas le virage.');
    const keep = { ruling: 'base-unplaceable-discard', message: '', facts: { tile: 'river1/spring', placements: 2 } };
    expect(refusalSentence(keep, 'en', [])).toBe('The spring fits on the board (2 ways), so it cannot be put aside.');
    expect(refusalSentence(keep, 'fr', [])).toBe('La source se pose sur le plateau (2 façons) : on ne peut pas mettre la tuile de côté.');
  });

  test('a ruling with no sentence of ours falls back to the engine message', () => {
    expect(refusalSentence({ ruling: 'river-lake-last', message: 'The lake comes last.', facts: {} }, 'fr', [])).toBe('The lake comes last.');
    expect(refusalSentence({ ruling: 'procedure', message: 'The game is over.', facts: {} }, 'fr', [])).toBe('The game is over.');
  });

  test('river refusals read from their facts, the kind of U-turn included', () => {
    const immediate: Refusal = { ruling: 'river-no-u-turn', message: '', facts: { at: '[1, -1]', exit: 'W' } };
    const board = [{ tile: 'river1/spring', at: [1, 0] as const }];
    expect(refusalSentence(immediate, 'fr', board)).toBe('Au nord de la source, cette tuile ferait tourner la rivière deux fois de suite dans le même sens et la renverrait en arrière.');
    expect(refusalSentence({ ...immediate, facts: { at: '[2, 0]' } }, 'en', board)).toBe('East of the spring, this tile would lead the river back into itself.');
  });

  test('score events become a breakdown with the ruling linked', () => {
    const e = eventView(
      { player: 'blue', points: 8, ruling: 'base-city-score', feature: 'city', items: [{ what: 'tile', count: 3, points: 6 }, { what: 'shield', count: 1, points: 2 }] },
      'en',
    );
    expect(e.headline).toBe('Blue scores 8 points');
    expect(e.ruling).toEqual({ id: 'base-city-score', title: 'Cities score two per tile and two per shield', href: '/en/rulings/base-city-score/' });
    expect(e.items).toEqual([{ label: '3 tiles', points: '6 pts' }, { label: '1 shield', points: '2 pts' }]);
  });

  test('actions are told in the page language', () => {
    const place = { type: 'turn', place: { tile: 'base/E', at: [0, 1], rot: 180 }, follower: { on: 'S' } } as const;
    const board = [{ tile: 'base/D', at: [0, 0], rot: 0 }, { tile: 'base/V', at: [1, 1], rot: 0 }] as unknown as GameState['board'];
    // the start tile is named before any other neighbour; coordinates go to the details line
    expect(describeAction(place, 'red', 'en', board)).toBe('Red places the city edge south of the start tile and puts a follower on the city.');
    expect(describeAction(place, 'red', 'fr', board)).toBe('Rouge pose le bord de ville au sud de la tuile de départ et met un partisan sur la ville.');
    expect(describeAction(place, 'red', 'en', board.slice(1))).toBe('Red places the city edge west of the road curve and puts a follower on the city.');
    expect(describeAction(place, 'red', 'fr', board.slice(1))).toBe('Rouge pose le bord de ville à l’ouest du virage et met un partisan sur la ville.');
    // a neighbour of the same kind is named last, and as "the other" one
    const road = { type: 'turn', place: { tile: 'base/U', at: [2, 0], rot: 0 } } as const;
    const roads = [{ tile: 'base/U', at: [1, 0], rot: 0 }, { tile: 'base/B', at: [2, 1], rot: 0 }] as unknown as GameState['board'];
    expect(describeAction(road, 'blue', 'en', roads)).toBe('Blue places the straight road north of the cloister.');
    expect(describeAction(road, 'blue', 'en', roads.slice(0, 1))).toBe('Blue places the straight road east of the other straight road.');
    expect(describeAction(road, 'blue', 'fr', roads.slice(0, 1))).toBe('Bleu pose la route droite à l’est de l’autre route droite.');
    expect(describeAction(place, 'red', 'en')).not.toMatch(/base\/|\(0, 1\)|°/);
    expect(actionWhere(place, 'en')).toBe('(0, 1), turned upside down');
    expect(actionWhere(place, 'fr')).toBe('(0, 1), tournée à l’envers');
    expect(actionWhere({ ...place, place: { ...place.place, rot: 0 } }, 'en')).toBe('(0, 1), not turned');
  });
});

describe('playScenario', () => {
  test('a road closed by the step scores three points for blue, with its ruling', () => {
    const m = playScenario(scenario('base-road-score'), 'en');
    if (!m.ok) throw new Error('invalid');
    expect(m.value.positions).toHaveLength(2);
    const v = m.value.steps[0]!.verdict!;
    expect(v.kind).toBe('accepted');
    expect(verdictText(v)).toContain('Blue scores 3 points (Roads score one point per tile)');
  });

  test('refused steps carry the ruling, the sentence and the attempted placement', () => {
    const m = playScenario(scenario('base-edges-match'), 'en');
    if (!m.ok) throw new Error('invalid');
    const [look, refused] = m.value.steps;
    expect(look!.verdict).toBeNull();
    expect(look!.highlight).toHaveLength(4);
    expect(look!.detail).toBe('The city edge fits in 4 ways; the highlighted cells take it.');
    expect(refused!.verdict).toMatchObject({ kind: 'refused', ruling: { id: 'base-edges-match', href: '/en/rulings/base-edges-match/' } });
    expect(refused!.attempted).toEqual({ tile: 'base/E', at: [0, 1], rot: 0 });
    // a refused step leaves the position as it was
    expect(m.value.positions[2]!.board).toHaveLength(1);
  });

  test('an option switched in place replays the scenario under that reading', () => {
    const s = scenario('inns-inn-road');
    const plain = playScenario(s, 'en');
    const inns = playScenario(withOptions(s, { inns: !(s.rules.options?.inns ?? false) }), 'en');
    if (!plain.ok || !inns.ok) throw new Error('invalid');
    const last = (m: typeof plain.value) => m.positions.at(-1)!.scores;
    expect(last(plain.value)).not.toEqual(last(inns.value));
    expect(offeredOptions(s.ruling, s.rules.options)).toContain('inns');
  });
});

describe('try it', () => {
  test('a wrong cell is refused with the engine ruling, a right one offers follower spots, then scores', () => {
    const s = scenario('base-road-score');
    const m = playScenario(s, 'en');
    if (!m.ok) throw new Error('invalid');
    const state = m.value.positions[0]!;
    expect(handChoices(s, 0, state)[0]).toBe('base/W');
    // the scenario's next step is red's: the reader plays it as red
    expect(actorAt(s, 0, state)).toBe('red');
    expect(actorAt(s, 1, state)).toBe(state.turn);
    const ctx = turnContext(state, 'base/W', state.turn, []);
    if (!ctx.ok) throw new Error('no wheel here: the context is the position itself');
    expect(ctx.value.start).toBe(state);
    const busy = tryPlace(ctx.value, { tile: 'base/W', at: [0, 0], rot: 0 });
    expect(busy.kind === 'refused' && busy.refusal.ruling).toBe('base-cell-free');
    const far = tryPlace(ctx.value, { tile: 'base/W', at: [3, 0], rot: 0 });
    expect(far.kind === 'refused' && far.refusal.ruling).toBe('base-must-touch');
    const placement = { tile: 'base/W', at: [1, 0], rot: 0 } as const;
    const offered = tryPlace(ctx.value, placement);
    expect(offered.kind).toBe('follower');
    if (offered.kind !== 'follower') return;
    // the road blue holds is closed by this tile, so no spot on it is offered: the engine says which
    expect(offered.spots.length).toBeGreaterThan(0);
    expect(offered.crowns).toEqual([]);
    const done = tryFollower(ctx.value, placement, null);
    if (done.kind !== 'done') throw new Error(`refused: ${JSON.stringify(done)}`);
    expect(done.events.map((e) => [e.player, e.points, e.ruling])).toContainEqual(['blue', 3, 'base-road-score']);
    expect(done.state.scores.blue).toBe(3);
  });
});

// rulingLink links every id but the engine's `procedure` without the catalogue (which the islands do not
// carry): so every id the engine or a widget cites by name must be a published ruling.
describe('every ruling the code cites has a page', () => {
  const CITES = [/\b(?:refuse|refusal|rulingLink)\(\s*'([a-z0-9-]+)'/g, /\bruling:\s*'([a-z0-9-]+)'/g, /\b[A-Z_]*RULING[A-Z_]*\b[^;]*?=\s*\{([^}]*)\}/g];
  const sources = (dir: string): string[] =>
    (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|__tests__/.test(f))
      .map((f) => `${dir}/${f}`);
  const cited = new Map<string, string>();
  for (const file of [...sources('engine'), ...sources('components/widgets')]) {
    const text = readFileSync(file, 'utf8');
    for (const re of CITES) {
      for (const m of text.matchAll(re)) {
        const ids = re.source.includes('RULING') ? [...m[1]!.matchAll(/'([a-z0-9]+(?:-[a-z0-9]+)+)'/g)].map((x) => x[1]!) : [m[1]!];
        for (const id of ids) cited.set(id, file);
      }
    }
  }
  test('the sources cite rulings (the scan finds them)', () => {
    expect(cited.size).toBeGreaterThan(25);
    expect(cited.has('wheel-plague')).toBe(true);
  });
  test.each([...cited].filter(([id]) => id !== PROCEDURE))('%s (cited in %s) is in the catalogue', (id) => {
    expect(RULING_IDS).toContain(id);
  });
  test('rulingLink links a ruling and not the procedure', () => {
    expect(rulingLink('wheel-plague', 'fr').href).toBe('/fr/rulings/wheel-plague/');
    expect(rulingLink(PROCEDURE, 'en').href).toBeNull();
  });
});
