// Refusals speak to players: the engine's refusals of the base game, the River and the Wheel, built from
// real positions, name their cells from a landmark ("east of the spring") in both languages, never by
// coordinates; and no step of any content scenario, played as the widgets play it, says a coordinate.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { applyAction, checkPlacement, createGame } from '../../engine/play.ts';
import type { Action, GameSetup, GameState, Placement, Refusal } from '../../engine/core/types.ts';
import { parseValue } from '../../engine/scenario/parse.ts';
import { playScenario } from './player-model.ts';
import { refusalSentence } from './view.ts';
import type { Landmark } from './view.ts';

const COORDS = /\(-?\d+,\s*-?\d+\)|\[-?\d+,\s*-?\d+\]/;
const LANGS = ['en', 'fr'] as const;

function game(setup: GameSetup): GameState {
  const g = createGame(setup);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value;
}

function refusedPlacement(state: GameState, p: Placement): Refusal {
  const r = checkPlacement(state, p);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(p)}`);
  return r.error;
}

/** The board a step shows its refusal on: the position, then the tile tried (as player-model does). */
const shown = (state: GameState, p?: Placement): Landmark[] => [...state.board, ...(p ? [p] : [])];

const sentences = (r: Refusal, board: readonly Landmark[]): { en: string; fr: string } =>
  ({ en: refusalSentence(r, 'en', board), fr: refusalSentence(r, 'fr', board) });

// the start tile (city north, road west to east) and a straight road east of it
const base = game({ sets: ['base'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0] }, { tile: 'base/U', at: [1, 0] }] });

describe('the base game’s refusals name the cell from a landmark', () => {
  test('a taken cell: named from the tile beside it, with the tile on it', () => {
    const p: Placement = { tile: 'base/V', at: [1, 0], rot: 0 };
    const r = refusedPlacement(base, p);
    expect(r.ruling).toBe('base-cell-free');
    const s = sentences(r, shown(base, p));
    expect(s.en).toBe('The cell east of the start tile already holds a tile: the straight road.');
    expect(s.fr).toBe('La case à l’est de la tuile de départ porte déjà une tuile : la route droite.');
  });

  test('the start tile’s own cell, with no tile beside it, is named by the tile on it', () => {
    const alone = game({ sets: ['base'], players: ['blue', 'red'], tiles: [{ tile: 'base/D', at: [0, 0] }] });
    const r = refusedPlacement(alone, { tile: 'base/V', at: [0, 0], rot: 0 });
    const s = sentences(r, shown(alone));
    expect(s.en).toBe('The cell of the start tile already holds a tile: the start tile.');
    expect(s.fr).toBe('La case de la tuile de départ porte déjà une tuile : la tuile de départ.');
  });

  test('a cell that touches no tile needs no landmark', () => {
    const p: Placement = { tile: 'base/V', at: [4, 2], rot: 0 };
    const r = refusedPlacement(base, p);
    expect(r.ruling).toBe('base-must-touch');
    const s = sentences(r, shown(base, p));
    expect(s.en).toContain('touches no tile');
    expect(s.fr).toContain('ne touche aucune tuile');
  });

  test('edges that do not match name the neighbour they meet', () => {
    // a city cap laid north of the start tile with its field to the south meets the start tile's city
    const p: Placement = { tile: 'base/E', at: [0, -1], rot: 0 };
    const r = refusedPlacement(base, p);
    expect(r.ruling).toBe('base-edges-match');
    const s = sentences(r, shown(base, p));
    expect(s.en).toBe('Its south edge (field) would meet the city edge of the tile beside it on that side, the start tile.');
    expect(s.fr).toBe('Son bord sud (pré) toucherait le bord ville de la tuile voisine de ce côté : la tuile de départ.');
  });
});

describe('combined river sets: the spring or lake set aside is named, not its id', () => {
  test('a second lake is refused in both languages with the tile names', () => {
    // River I and River II make one river: the River II spring starts it, River I's lake stays out
    const s = game({ sets: ['river1', 'river2'], players: ['blue', 'red'], deck: ['river2/fork', 'river1/lake', 'river2/volcano'] });
    const played = applyAction(s, { type: 'turn', place: { tile: 'river1/lake', at: [1, 0], rot: 0 } });
    if (played.ok) throw new Error('the set-aside lake was accepted');
    const r = played.error;
    expect(r.ruling).toBe('river-combine-sets');
    const t = sentences(r, shown(s));
    expect(t.en).toMatch(/^With several river sets there is still one river: the lake stays out of the game/);
    expect(t.fr).toMatch(/^Avec plusieurs jeux de rivière, il n’y a toujours qu’une rivière : le lac reste hors du jeu/);
    for (const x of [t.en, t.fr]) expect(x).not.toMatch(/river\d\/|\(-?\d+, -?\d+\)/);
  });
});

describe('the Wheel’s plague names a follower’s tile from a landmark', () => {
  test('a player with no follower on the tile named', () => {
    const wheel = game({
      sets: ['wheel'], players: ['blue', 'red'], pig: 'inquisition',
      tiles: [{ tile: 'wheel/board', at: [-2, -2] }, { tile: 'wheel/B', at: [-1, -3], followers: [{ player: 'blue', on: 'cloister' }] }],
    });
    // the straight road (wheel 1) moves the pig onto the plague; Red claims a follower Red does not have
    const action: Action = { type: 'turn', place: { tile: 'wheel/U1', at: [0, -3], rot: 90 }, plague: [{ player: 'blue', at: [-1, -3], on: 'cloister' }, { player: 'red', at: [-1, -3], on: 'cloister' }] };
    const r = applyAction(wheel, action);
    if (r.ok) throw new Error('accepted');
    expect(r.error.ruling).toBe('wheel-plague');
    const s = sentences(r.error, shown(wheel));
    for (const text of [s.en, s.fr]) expect(text).not.toMatch(COORDS);
    expect(s.en).toMatch(/has no follower on the cloister north of the Wheel of Fortune board/);
    expect(s.fr).toMatch(/n’a pas de partisan sur l’abbaye au nord du plateau/);
  });
});

// every content scenario as the widgets play it
const files = readdirSync('content/scenarios').filter((f) => f.endsWith('.json'));
const played = files.map((file) => {
  const parsed = parseValue(JSON.parse(readFileSync(`content/scenarios/${file}`, 'utf8')));
  if (!parsed.ok) throw new Error(file);
  return { file, byLang: LANGS.map((lang) => {
    const p = playScenario(parsed.value, lang);
    if (!p.ok) throw new Error(file);
    return { lang, steps: p.value.steps };
  }) };
});
const refusals = played.flatMap(({ file, byLang }) => byLang.flatMap(({ lang, steps }) =>
  steps.flatMap((st) => (st.verdict?.kind === 'refused' ? [{ file, lang, id: st.verdict.ruling.id, sentence: st.verdict.sentence }] : []))));

describe('every refusal of every content scenario step reads without coordinates', () => {
  test('the scenarios refuse moves for every rewritten ruling', () => {
    const ids = new Set(refusals.map((r) => r.id));
    for (const id of ['base-cell-free', 'base-must-touch', 'base-edges-match', 'river-must-continue', 'river-no-u-turn', 'house-river-all-u-turns', 'river2-branches-apart', 'river-with-wheel']) {
      expect(ids.has(id), id).toBe(true);
    }
  });

  test.each(refusals.map((r) => [`${r.file} (${r.lang}, ${r.id})`, r] as const))('%s', (_name, r) => {
    expect(r.sentence).not.toMatch(COORDS);
    // nor the engine's ids (tiles, spots), which only its English fallback sentences carry
    expect(r.sentence).not.toMatch(/undefined|NaN|\b[a-z0-9]+\/[a-z0-9-]+|\((N|E|S|W|[NESW][LR])\)/);
  });

  test('the River’s refusals say where from a landmark, in both languages', () => {
    const river = refusals.filter((r) => ['river-must-continue', 'river-no-u-turn', 'house-river-all-u-turns', 'river2-branches-apart'].includes(r.id));
    expect(river.length).toBeGreaterThan(3);
    for (const r of river) {
      const where = r.lang === 'en' ? /\b(north|east|south|west) of the\b|away from every tile/i : /(au nord|à l’est|au sud|à l’ouest) d(e |u |es )|à l’écart de toute tuile/i;
      // "no open end left" needs no place: the whole river is closed
      if (!/no open end left|plus d’extrémité libre/.test(r.sentence)) expect(r.sentence, r.file).toMatch(where);
    }
  });

  test('the spring beside the wheel is named from the Wheel of Fortune board', () => {
    // the same ruling also refuses a tile laid before the spring: that sentence names the tiles
    const beside = refusals.filter((r) => r.id === 'river-with-wheel' && /Wheel of Fortune board|plateau de la Roue/.test(r.sentence));
    expect(beside.map((r) => r.lang).sort()).toEqual(['en', 'fr']);
    expect(beside.find((r) => r.lang === 'en')?.sentence).toMatch(/^The spring beside the Wheel of Fortune board/);
    expect(beside.find((r) => r.lang === 'fr')?.sentence).toMatch(/^La source à côté du plateau de la Roue de la Fortune/);
  });
});
