// What the board and the verdict show for The Ferries and The Wheel of Fortune: the pig and crowns,
// the turn drawn as it is built, buttons on jetties, crown spaces and plague candidates, the road being
// built, and every ferries-* and wheel-* refusal said in both languages from the engine's facts.
import { describe, expect, test } from 'vitest';
import { applyAction, createGame, legalPlacements, plagueVictims } from '../../engine/play.ts';
import type { Action, GameSetup, GameState, Refusal, ScoreEvent } from '../../engine/core/types.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import { en } from './i18n-en.ts';
import { fr } from './i18n-fr.ts';
import { widgetDict } from './i18n.ts';
import { playScenario } from './player-model.ts';
import { crownTargets, victimTargets } from './expansion-ui-wheel.tsx';
import { jettyTargets } from './expansion-ui-ferries.tsx';
import { marksOf } from './turn-view.ts';
import { acceptedView, boardView, describeAction, eventView, pigStop, refusalSentence, verdictText } from './view.ts';

function game(setup: GameSetup): GameState {
  const g = createGame(setup);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

function refusal(state: GameState, action: Action): Refusal {
  const r = applyAction(state, action);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return r.error;
}

/** The refusal with the board a widget shows it on: the position and the tile tried (as player-model does). */
function refused(state: GameState, action: Action): [Refusal, GameState['board']] {
  const tried = action.type === 'turn' ? [{ tile: action.place.tile, at: action.place.at, rot: action.place.rot, followers: [] }] : [];
  return [refusal(state, action), [...state.board, ...tried]];
}

const wheel = (): GameState =>
  game({
    sets: ['wheel'], players: ['blue', 'red'], pig: 'inquisition', crowns: [{ player: 'red', sector: 'storm', space: 2 }],
    tiles: [
      { tile: 'wheel/board', at: [-2, -2], followers: [{ player: 'red', on: 'NL', cell: [1, 0] }] },
      { tile: 'wheel/B', at: [-1, -3], followers: [{ player: 'blue', on: 'cloister' }] },
    ],
  });

// the start tile's road runs west to east; a lake at (1, 0) with its ferry from the west to the east jetty
const lake = (): GameState =>
  game({ sets: ['base', 'ferries'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0] }, { tile: 'ferries/lake-3', at: [1, 0], ferry: ['W', 'E'] }] });

const inside = (x: number, y: number, cell: readonly [number, number], size = 1): boolean =>
  x > cell[0] * 100 && x < (cell[0] + size) * 100 && y > cell[1] * 100 && y < (cell[1] + size) * 100;

describe('the board during the turn', () => {
  test('the pig and the crowns reach the wheel board; the board counts as one piece', () => {
    const v = boardView(wheel(), {}, 'en');
    expect(v.wheel).toEqual({ pig: 'inquisition', crowns: [{ player: 'red', sector: 'storm', space: 2 }] });
    expect(v.label).toBe('Board with 2 tiles');
    expect(boardView(lake(), {}, 'en').wheel).toBeNull();
  });

  test('the tile being played is drawn with its follower, its ferry or its crown, and moved ferries where they now stand', () => {
    const s = lake();
    const v = boardView(s, { pending: { placement: { tile: 'base/U', at: [-1, 0], rot: 0 }, player: 'blue', follower: { on: 'W' } }, ferries: [{ at: [1, 0], ferry: ['S', 'E'] }] }, 'en');
    expect(v.tiles.find((t) => t.x === -1)).toMatchObject({ id: 'base/U', followers: [{ player: 'blue', on: 'W' }], last: true });
    expect(v.tiles.find((t) => t.x === 1)?.ferry).toEqual(['S', 'E']);
    expect(v.cells.find((c) => c.x === -1 && c.y === 0)?.state).toBe('tile');
    expect(v.minX).toBe(-2);
    const crowned = boardView(wheel(), { pending: { placement: { tile: 'wheel/V', at: [0, -3], rot: 0 }, player: 'blue', follower: { crown: 'fortune', space: 1 } } }, 'en');
    expect(crowned.wheel?.crowns).toContainEqual({ player: 'blue', sector: 'fortune', space: 1 });
  });

  test('jetty buttons sit on the lake tile, named by side and by where the lake lies (no coordinates), the first end picked pressed', () => {
    const v = boardView(lake(), {}, 'en');
    const js = jettyTargets(v, [1, 0], 'S', 'en');
    expect(js.map((j) => j.label)).toEqual([
      'East jetty of the lake with three jetties east of the start tile',
      'South jetty of the lake with three jetties east of the start tile',
      'West jetty of the lake with three jetties east of the start tile',
    ]);
    expect(js.every((j) => inside(j.x, j.y, [1, 0]))).toBe(true);
    expect(js.filter((j) => j.pressed).map((j) => j.key)).toEqual(['1,0:S']);
    expect(jettyTargets(boardView(lake(), {}, 'fr'), [1, 0], null, 'fr')[0]!.label).toBe('Quai est du lac à trois quais à l’est de la tuile de départ');
    expect(js.some((j) => /\(-?\d+, -?\d+\)/.test(j.label))).toBe(false);
    expect(jettyTargets(v, [0, 0], null, 'en')).toEqual([]);
  });

  test('crown buttons sit on the wheel; plague candidates on their followers, named for the reader', () => {
    const s = wheel();
    const v = boardView(s, {}, 'en');
    const crowns = crownTargets(v, [{ sector: 'fortune', space: 1 }, { sector: 'plague', space: 2 }], 'en');
    expect(crowns.map((c) => c.label)).toEqual(['Follower on crown space 1 of Fortune', 'Follower on crown space 2 of Plague']);
    expect(crowns.every((c) => inside(c.x, c.y, [-2, -2], 4))).toBe(true);
    const victims = plagueVictims(s, 'blue').flatMap((p) => victimTargets(s, p.choices, 'en'));
    expect(victims.map((c) => c.label)).toEqual(['Blue’s follower on the cloister north of the Wheel of Fortune board', 'Red’s follower on the wheel board’s landscape, on the field north-west']);
    expect(inside(victims[0]!.x, victims[0]!.y, [-1, -3])).toBe(true);
    expect(inside(victims[1]!.x, victims[1]!.y, [-1, -2])).toBe(true);
  });

  test('marks: the road parts as shapes of their tiles, rings round ferries and followers', () => {
    const v = boardView(lake(), {}, 'en');
    const m = marksOf(v, [{ at: [0, 0], feature: 0 }, { at: [1, 0], feature: 2 }], [[1, 0]], [[50, 60]]);
    expect(m.roads.map((r) => [r.x, r.y])).toEqual([[0, 0], [100, 0]]);
    expect(m.roads.every((r) => r.d.startsWith('M'))).toBe(true);
    expect(m.rings).toEqual([{ x: 150, y: 50, r: 40, kind: 'ferry' }, { x: 50, y: 60, r: 15, kind: 'victim' }]);
  });
});

describe('sentences', () => {
  test('steps with a ferry, ferry moves and the plague are told in both languages', () => {
    const a: Action = { type: 'turn', place: { tile: 'ferries/lake-3', at: [1, 0], rot: 0 }, ferry: ['W', 'S'], moveFerries: [{ at: [3, 0], ferry: ['N', 'E'] }] };
    // the moved ferry's lake is named from its neighbour on the board before the step
    const lakes = [{ tile: 'base/D', at: [4, 0], rot: 0 }, { tile: 'ferries/lake-4', at: [3, 0], rot: 0 }] as unknown as GameState['board'];
    expect(describeAction(a, 'blue', 'en', lakes)).toBe('Blue places the lake with three jetties and sets the ferry between the west and south jetties, then moves the ferry of the lake with four jetties west of the start tile to the north and east jetties.');
    expect(describeAction(a, 'blue', 'fr', lakes)).toBe('Bleu pose le lac à trois quais et met le bac entre les quais ouest et sud, puis déplace le bac du lac à quatre quais à l’ouest de la tuile de départ entre les quais nord et est.');
    const d: Action = { type: 'discard', tile: 'wheel/X1', plague: [{ player: 'red', at: [2, 0], on: 'N' }] };
    expect(describeAction(d, 'red', 'en')).toBe('Red shows that the crossroads (wheel 1) fits nowhere and puts it aside; the plague takes Red’s follower on the north side.');
    // with the board, the victim's spot is named from its tile (a straight road turned a quarter runs north
    // to south), and the tile from its neighbour, never by coordinates
    const board = [{ tile: 'base/D', at: [1, 0], rot: 0 }, { tile: 'base/U', at: [2, 0], rot: 90 }] as unknown as GameState['board'];
    const field: Action = { ...d, plague: [{ player: 'red', at: [2, 0], on: 'NL' }] };
    expect(describeAction(field, 'red', 'en', board)).toBe('Red shows that the crossroads (wheel 1) fits nowhere and puts it aside; the plague takes Red’s follower on the field west of the road east of the start tile.');
    expect(describeAction(field, 'red', 'fr', board)).toBe('Rouge montre que le carrefour (roue 1) ne se pose nulle part et met la tuile de côté ; la Peste prend le partisan de Rouge sur le pré à l’ouest de la route à l’est de la tuile de départ.');
  });

  test('a turn of the wheel names the sector; the plague\'s events say who gave up a follower', () => {
    const s = wheel();
    const plague = plagueVictims(s, 'blue').map((v) => v.choices[0]!);
    const r = applyAction(s, { type: 'turn', place: { tile: 'wheel/U1', at: [0, -3], rot: 90 }, plague });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(pigStop(s, r.value.state)).toBe('plague');
    expect(pigStop(s, s)).toBeNull();
    const v = acceptedView(r.value.events, 'en', pigStop(s, r.value.state));
    expect(verdictText(v)).toBe('Accepted. The wheel turns: the pig stops on Plague. Blue returns 1 follower to supply (Plague: every player loses one follower). Red returns 1 follower to supply (Plague: every player loses one follower)');
    const fortune: ScoreEvent = { player: 'red', points: 3, ruling: 'wheel-fortune', feature: 'fortune', items: [{ what: 'fortune', count: 1, points: 3 }] };
    expect(eventView(fortune, 'fr')).toMatchObject({ headline: 'Rouge marque 3 points', items: [{ label: 'Fortune', points: '3 pts' }] });
    expect(eventView({ ...fortune, ruling: 'wheel-storm', items: [{ what: 'follower-in-supply', count: 5, points: 5 }] }, 'en').items[0]!.label).toBe('5 followers in supply');
  });
});

describe('a scenario stepped through', () => {
  test('a step whose tile turns the wheel says where the pig stopped; its caption names the plague\'s victims', () => {
    const parsed = parseValue({
      format: 'casebook/1', title: 'Plague', rules: { sets: ['wheel'] }, players: ['blue', 'red'],
      setup: {
        pig: 'inquisition',
        tiles: [{ tile: 'wheel/board', at: [-2, -2] }, { tile: 'wheel/B', at: [-1, -3], followers: [{ player: 'blue', on: 'cloister' }] }],
      },
      steps: [{ player: 'blue', place: { tile: 'wheel/U1', at: [0, -3], rot: 90 }, plague: [{ player: 'blue', at: [-1, -3], on: 'cloister' }] }],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const m = playScenario(parsed.value, 'en');
    if (!m.ok) throw new Error(JSON.stringify(m.error));
    const step = m.value.steps[0]!;
    expect(step.caption).toBe('Blue places the straight road (wheel 1) north of the Wheel of Fortune board; the plague takes Blue’s follower on the cloister north of the Wheel of Fortune board.');
    expect(step.where).toBe('(0, -3), turned a quarter clockwise');
    expect(step.verdict && verdictText(step.verdict)).toBe('Accepted. The wheel turns: the pig stops on Plague. Blue returns 1 follower to supply (Plague: every player loses one follower)');
    expect(boardView(m.value.positions[1]!, {}, 'en').wheel?.pig).toBe('plague');
  });
});

describe('every ferries-* and wheel-* refusal reads from its facts, in English and French', () => {
  const lakeFirst = game({ sets: ['base', 'ferries'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0] }] });
  const place = { tile: 'ferries/lake-3', at: [1, 0], rot: 0 } as const;
  const road = { tile: 'base/U', at: [-1, 0], rot: 0 } as const;
  const twoLakes = game({
    sets: ['base', 'ferries'], players: ['blue', 'red'],
    tiles: [{ tile: 'base/D', at: [0, 0] }, { tile: 'ferries/lake-3', at: [1, 0], ferry: ['W', 'E'] }, { tile: 'ferries/lake-3', at: [2, 0], ferry: ['W', 'E'] }],
  });
  const cases: [string, Refusal, GameState['board']][] = [
    ['no ferry', ...refused(lakeFirst, { type: 'turn', place })],
    ['one jetty twice', ...refused(lakeFirst, { type: 'turn', place, ferry: ['S', 'S'] })],
    ['no jetty', ...refused(lakeFirst, { type: 'turn', place, ferry: ['N', 'S'] })],
    ['robber off the roads', ...refused(lakeFirst, { type: 'turn', place, follower: { on: 'N' }, ferry: ['W', 'S'] })],
    ['moved to one jetty', ...refused(twoLakes, { type: 'turn', place: road, moveFerries: [{ at: [1, 0], ferry: ['S', 'S'] }] })],
    ['no lake', ...refused(twoLakes, { type: 'turn', place: road, moveFerries: [{ at: [0, 0], ferry: ['W', 'E'] }] })],
    ['beyond the first', ...refused(twoLakes, { type: 'turn', place: road, moveFerries: [{ at: [2, 0], ferry: ['S', 'E'] }] })],
    ['twice', ...refused(twoLakes, { type: 'turn', place: road, moveFerries: [{ at: [1, 0], ferry: ['S', 'E'] }, { at: [1, 0], ferry: ['W', 'S'] }] })],
    ['taken crown', ...refused(wheel(), { type: 'turn', place: legalPlacements(wheel(), 'wheel/V')[0]!, follower: { crown: 'storm', space: 2 } })],
    ['plague missing', ...refused(wheel(), { type: 'turn', place: { tile: 'wheel/U1', at: [0, -3], rot: 90 } })],
  ];

  test.each(cases)('%s', (_name, r, board) => {
    expect(r.ruling).toMatch(/^(ferries|wheel)-/);
    const english = refusalSentence(r, 'en', board);
    const french = refusalSentence(r, 'fr', board);
    // our own sentences, not the engine's fallback, and no raw engine values left in them
    expect(english).not.toBe(r.message);
    expect(french).not.toBe(r.message);
    for (const text of [english, french]) expect(text).not.toMatch(/\[-?\d|\(-?\d+, -?\d+\)|\b[NESW]-[NESW]\b|undefined/);
    expect(french).not.toBe(english);
  });

  test('sides are named in the page language, and cells by their tile and a landmark when the board is at hand', () => {
    const [, noJetty] = cases[2]!;
    // the board as the widget shows it during the turn: the start tile and the lake just laid
    const shown = [{ tile: 'base/D', at: [0, 0] }, { tile: 'ferries/lake-3', at: [1, 0] }] as const;
    expect(refusalSentence(noJetty, 'en', shown)).toBe('The lake with three jetties east of the start tile has no jetty on its north side; its jetties are east, south and west.');
    expect(refusalSentence(noJetty, 'fr', shown)).toBe('Le lac à trois quais à l’est de la tuile de départ n’a pas de quai côté nord ; ses quais sont est, sud et ouest.');
    // a cell the board in view leaves empty is named from its neighbours, never by coordinates
    expect(refusalSentence(noJetty, 'en', [shown[0]])).toBe('The cell east of the start tile has no jetty on its north side; its jetties are east, south and west.');
    const lakes = twoLakes.board;
    const [, beyond] = cases[6]!;
    expect(refusalSentence(beyond, 'en', lakes)).toBe('Along the road leaving your tile by its east side, the ferry of the lake with three jetties east of the start tile comes first; the one of the lake with three jetties east of the other lake with three jetties lies beyond it and stays.');
    expect(refusalSentence(beyond, 'fr', lakes)).toBe('Sur la route qui quitte votre tuile côté est, le bac du lac à trois quais à l’est de la tuile de départ vient en premier ; celui du lac à trois quais à l’est de l’autre lac à trois quais est au-delà et reste en place.');
    for (const [, r] of cases) for (const lang of ['en', 'fr'] as const) expect(refusalSentence(r, lang, lakes)).not.toMatch(/\(-?\d+, -?\d+\)/);
  });

  test('every ferries-* and wheel-* id the refusals cite has a sentence in both dictionaries', () => {
    const cited = ['ferries-place-ferry', 'ferries-meeple-on-road-end', 'ferries-move-ferry', 'ferries-needs-ferry-on-road', 'ferries-first-ferry-only', 'ferries-once-per-turn', 'wheel-crown-placement', 'wheel-plague'];
    for (const id of cited) {
      // in the expansion's own words (i18n-<lang>-ferries.ts, -wheel.ts), merged once loaded
      expect(widgetDict('en').refusals[id], id).toBeTypeOf('function');
      expect(widgetDict('fr').refusals[id], id).toBeTypeOf('function');
      expect(en.refusals[id], `${id} is not in the words every page loads`).toBeUndefined();
    }
  });
});
