// "Explain this position" worded in both languages, and what it draws on the board, on small positions
// worked out by hand; the panel rendered on the server (closed, so it costs a summary only).
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import { describe, expect, test } from 'vitest';
import { applyAction, createGame } from '../../engine/index.ts';
import { playRandomGame } from '../../engine/core/autoplay.ts';
import type { PlayedGame } from '../../engine/core/autoplay.ts';
import type { GameSetup, GameState } from '../../engine/core/types.ts';
import { toGameSetup } from '../../engine/scenario/convert.ts';
import { DISPUTE_POSITION } from '../../tests/helpers/dispute-position.ts';
import { explainModel } from './explain-view.ts';
import { featureMarks, featureOfTarget, followerTargets } from './explain-marks.ts';
import { ExplainBody } from './ExplainBody.tsx';
import { widgetDict } from './i18n.ts';
import { boardView } from './view.ts';

function game(setup: Partial<GameSetup>): GameState {
  const r = createGame({ sets: ['base'], players: ['blue', 'red'], ...setup });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

// a completed city (3 tiles, a shield), blue's farm south of it, red's thief on the road below; red has 2
const POSITION = (): GameState => {
  const r = createGame(toGameSetup(DISPUTE_POSITION));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** The position just before the final scoring of a played game. */
function replayBefore(g: PlayedGame): GameState {
  let s = g.start;
  for (const a of g.actions.slice(0, -1)) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

describe('explainModel', () => {
  test('opens with the answer: each player\'s points now and if the game ended now', () => {
    expect(explainModel(POSITION(), 'en').totals).toEqual({
      title: 'Points', ended: false,
      lines: [
        { player: 'blue', now: 0, total: 3, text: 'Blue: 0 now, 3 if the game ended now' },
        { player: 'red', now: 2, total: 3, text: 'Red: 2 now, 3 if the game ended now' },
      ],
    });
    expect(explainModel(POSITION(), 'fr').totals.lines.map((l) => l.text)).toEqual(['Bleu\u00a0: 0 maintenant, 3 si la partie s’arrêtait maintenant', 'Rouge\u00a0: 2 maintenant, 3 si la partie s’arrêtait maintenant']);
  });

  test('lists the features someone stands on, named from their tiles, and folds the rest into one line', () => {
    const m = explainModel(POSITION(), 'en');
    expect(m.listed.map((i) => i.name)).toEqual(['The road on the straight road', 'The field north of the road on the straight road']);
    const [road, farm] = m.listed;
    expect(road!.facts).toBe('1 tile, unfinished (2 open sides)');
    expect(road!.owners).toBe('Followers: Red 1. Majority: Red.');
    expect(road!.atEnd.map((e) => [e.headline, e.ruling.id, e.ruling.title])).toEqual([['Red scores 1 point (final scoring)', 'base-road-score', 'Roads score one point per tile']]);
    expect(farm!.touches.map((t) => t.text)).toEqual(['The city on the city corridor with a shield (complete: it counts)']);
    expect(m.othersTitle).toBe('5 more features hold no follower');
    const city = m.others[0]!;
    expect([city.name, city.facts, city.owners, city.worth?.text]).toEqual(['The city on the city corridor with a shield', '3 tiles, 1 shield, complete', 'Nobody stands on it.', 'Worth 8 points, scored when it was completed.']);
    expect(city.worth?.rulings.map((r) => r.id)).toEqual(['base-city-score']);
    expect(city.worth?.items).toEqual([{ label: '3 tiles', points: '6 pts' }, { label: '1 shield', points: '2 pts' }]);
  });

  test('a feature nobody holds is never said to be worth points to a majority', () => {
    for (const lang of ['en', 'fr'] as const) {
      const m = explainModel(POSITION(), lang);
      const texts = m.others.map((i) => i.worth?.text ?? '');
      expect(texts.join(' ')).not.toMatch(/majority|majorité/);
      expect(texts.filter((t) => /^(Nobody holds it|Personne ne le détient)/.test(t))).toHaveLength(4);
    }
    const lone = explainModel(game({ tiles: [{ tile: 'base/E', at: [0, 0] }] }), 'fr');
    expect(lone.others.find((i) => i.kind === 'field')!.worth?.text).toBe('Personne ne le détient, et il ne rapporterait rien en fin de partie de toute façon.');
  });

  test('if the game ended now: who scores what, for which feature, with the rulings\' titles', () => {
    const end = explainModel(POSITION(), 'en').end;
    expect(end.lines.map((l) => l.events.map((e) => e.headline))).toEqual([
      ['Blue scores 3 points (final scoring): the field north of the road on the straight road'],
      ['Red scores 1 point (final scoring): the road on the straight road'],
    ]);
    expect(end.lines[0]!.events[0]!.ruling).toEqual({ id: 'base-farm-score', title: 'Fields pay three points per completed city', href: '/en/rulings/base-farm-score/' });
  });

  test('crown followers: what they score when the pig stops on their sector, and nothing at the end', () => {
    const m = explainModel(game({ sets: ['wheel'], crowns: [{ player: 'red', sector: 'taxes', space: 2 }] }), 'en');
    expect(m.crowns.map((c) => [c.text, c.ruling.id])).toEqual([
      ['Red on crown space 2 of Taxes: scores 6 points when the pig next stops on Taxes; nothing at the end of the game.', 'wheel-crown-scoring'],
    ]);
  });
});

describe('on the board', () => {
  test('the chosen field is drawn on its tiles, the city it touches dashed around it', () => {
    const s = POSITION();
    const m = explainModel(s, 'en');
    const farm = m.listed[1]!;
    const marks = featureMarks(boardView(s, {}, 'en'), m, farm);
    const roles = marks.areas!.map((a) => `${a.role}@${a.x},${a.y}`);
    expect(roles.filter((r) => r.startsWith('chosen'))).toEqual(['chosen@100,0', 'chosen@100,100']);
    expect(roles.filter((r) => r.startsWith('touch')).sort()).toEqual(['touch@0,0', 'touch@100,0', 'touch@200,0']);
    expect(marks.areas!.every((a) => !a.line)).toBe(true);
    const road = featureMarks(boardView(s, {}, 'en'), m, m.listed[0]);
    expect(road.areas!.map((a) => a.line)).toEqual([true]);
  });

  test('a button on each follower stands for its feature', () => {
    const s = POSITION();
    const m = explainModel(s, 'en');
    const targets = followerTargets(s, m, 'en');
    expect(targets.map((t) => [t.kind, featureOfTarget(t), t.label])).toEqual([
      ['follower', m.listed[0]!.id, 'Red’s follower on the road on the straight road'],
      ['follower', m.listed[1]!.id, 'Blue’s follower on the field north of the road on the straight road'],
    ]);
    // on the tile just south of the city, within its cell
    for (const t of targets) expect(t.x >= 100 && t.x <= 200 && t.y >= 0 && t.y <= 200).toBe(true);
  });
});

describe('ExplainBody', () => {
  test('renders real text: the totals first, buttons for features, rulings linked by title, the others folded', () => {
    const s = POSITION();
    const m = explainModel(s, 'en');
    const html = renderToString(h(ExplainBody, { model: m, chosen: m.listed[1]!.id, dict: widgetDict('en'), onChoose: () => {} }));
    expect(html.indexOf('Blue: 0 now, 3 if the game ended now')).toBeLessThan(html.indexOf('class="cb-feature"'));
    expect(html).toContain('aria-pressed="true">The field north of the road on the straight road</button>');
    expect(html).toContain('<a href="/en/rulings/base-farm-score/" class="cb-ruling" data-ruling="base-farm-score">Fields pay three points per completed city <small class="cb-ruling-id">base-farm-score</small></a>');
    expect(html).toMatch(/<details class="cb-explain-group" data-group="others"><summary>5 more features hold no follower<\/summary>/);
    expect(html).not.toMatch(/\(-?\d+, -?\d+\)/);
  });
});

describe('a whole game', () => {
  // a 72-tile base game played at random, looked at before its final scoring: the question players ask
  const played = playRandomGame({ sets: ['base'], players: ['blue', 'red', 'green'], seed: 7 }, 11);
  const before = replayBefore(played);
  test.each(['en', 'fr'] as const)('the panel lists only the held features, every name once, no coordinate (%s)', (lang) => {
    const m = explainModel(before, lang);
    expect(before.board.length).toBe(72);
    expect(m.listed.length).toBeGreaterThan(0);
    expect(m.listed.every((i) => i.followers.length > 0)).toBe(true);
    expect(m.others.every((i) => i.followers.length === 0)).toBe(true);
    const names = [...m.listed, ...m.others].map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    expect(m.othersTitle).toMatch(new RegExp(`^${m.others.length} `));
    const text = JSON.stringify({ ...m, byId: [] });
    expect(text).not.toMatch(/\(-?\d+, -?\d+\)|\[-?\d+, -?\d+\]|base\/[A-Z]/);
    expect(text).not.toMatch(/whoever|qui détient/);
    // every final-scoring line that gives nothing is folded; the totals add up
    for (const l of m.end.lines) expect(l.events.every((e) => !e.zero) && l.zero.every((e) => e.zero)).toBe(true);
    expect(m.totals.lines.map((l) => l.total)).toEqual(played.state.players.map((p) => played.state.scores[p]));
  });
});
