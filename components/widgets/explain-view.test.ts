// "Explain this position" worded in both languages, and what it draws on the board, on small positions
// worked out by hand; the panel rendered on the server (closed, so it costs a summary only).
import { renderToString } from 'preact-render-to-string';
import { h } from 'preact';
import { describe, expect, test } from 'vitest';
import { createGame } from '../../engine/index.ts';
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

describe('explainModel', () => {
  test('groups the features by kind, names each, and words followers, majority and worth with rulings', () => {
    const m = explainModel(POSITION(), 'en');
    expect(m.groups.map((g) => g.title)).toEqual(['Cities (1)', 'Roads (1)', 'Fields (5)']);
    const city = m.groups[0]!.items[0]!;
    expect(city.name).toBe('City on 3 tiles, complete');
    expect(city.facts).toBe('at (0, 0), (1, 0), (2, 0) · 1 shield');
    expect(city.owners).toBe('Nobody stands on it.');
    expect(city.worth?.text).toBe('Worth 8 points, scored when it was completed.');
    expect(city.worth?.rulings).toEqual([{ id: 'base-city-score', href: '/en/rulings/base-city-score/' }]);
    expect(city.worth?.items).toEqual([{ label: '3 tiles', points: '6 pts' }, { label: '1 shield', points: '2 pts' }]);
    const road = m.groups[1]!.items[0]!;
    expect(road.name).toBe('Road on 1 tile, unfinished (2 open sides)');
    expect(road.owners).toBe('Followers: Red 1. Majority: Red.');
    expect(road.atEnd.map((e) => [e.headline, e.ruling.id])).toEqual([['Red scores 1 point (final scoring)', 'base-road-score']]);
  });

  test('a field names the cities it touches and whether they count', () => {
    const m = explainModel(POSITION(), 'en');
    const farm = m.groups[2]!.items.find((i) => i.followers.length > 0)!;
    expect(farm.name).toBe('Field on 2 tiles');
    expect(farm.touches.map((t) => t.text)).toEqual(['the city on the city edge west of the city corridor with a shield (complete: it counts)']);
    expect(farm.atEnd.map((e) => [e.player, e.headline])).toEqual([['blue', 'Blue scores 3 points (final scoring)']]);
    const lone = explainModel(game({ tiles: [{ tile: 'base/E', at: [0, 0] }] }), 'fr').groups.find((g) => g.kind === 'field')!.items[0]!;
    expect(lone.touches.map((t) => t.text)).toEqual(['la ville sur le bord de ville (inachevée : elle ne compte pas)']);
    expect(lone.worth?.text).toBe('Vaut 0 points en fin de partie pour qui détient la majorité.');
  });

  test('if the game ended now: what each player has, gains and would total, in both languages', () => {
    expect(explainModel(POSITION(), 'en').end).toMatchObject({
      title: 'If the game ended now', ended: false,
      lines: [{ player: 'blue', total: 3, text: 'Blue: 0 so far + 3 at the end = 3' }, { player: 'red', total: 3, text: 'Red: 2 so far + 1 at the end = 3' }],
    });
    expect(explainModel(POSITION(), 'fr').end.lines.map((l) => l.text)).toEqual(['Bleu : 0 jusqu’ici + 3 en fin de partie = 3', 'Rouge : 2 jusqu’ici + 1 en fin de partie = 3']);
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
    const farm = m.groups[2]!.items.find((i) => i.followers.length > 0)!;
    const marks = featureMarks(boardView(s, {}, 'en'), m, farm);
    const roles = marks.areas!.map((a) => `${a.role}@${a.x},${a.y}`);
    expect(roles.filter((r) => r.startsWith('chosen'))).toEqual(['chosen@100,0', 'chosen@100,100']);
    expect(roles.filter((r) => r.startsWith('touch')).sort()).toEqual(['touch@0,0', 'touch@100,0', 'touch@200,0']);
    expect(marks.areas!.every((a) => !a.line)).toBe(true);
    const road = featureMarks(boardView(s, {}, 'en'), m, m.groups[1]!.items[0]);
    expect(road.areas!.map((a) => a.line)).toEqual([true]);
  });

  test('a button on each follower stands for its feature', () => {
    const s = POSITION();
    const m = explainModel(s, 'en');
    const targets = followerTargets(s, m, 'en');
    expect(targets.map((t) => [t.kind, featureOfTarget(t), t.label])).toEqual([
      ['follower', m.groups[1]!.items[0]!.id, 'Red’s follower on this Road on 1 tile, unfinished (2 open sides)'],
      ['follower', m.groups[2]!.items.find((i) => i.followers.length > 0)!.id, 'Blue’s follower on this Field on 2 tiles'],
    ]);
    // on the tile just south of the city, within its cell
    for (const t of targets) expect(t.x >= 100 && t.x <= 200 && t.y >= 0 && t.y <= 200).toBe(true);
  });
});

describe('ExplainBody', () => {
  test('renders real text: buttons for features, rulings as links, the end totals', () => {
    const s = POSITION();
    const m = explainModel(s, 'en');
    const html = renderToString(h(ExplainBody, { model: m, chosen: m.groups[0]!.items[0]!.id, dict: widgetDict('en'), onChoose: () => {} }));
    expect(html).toContain('aria-pressed="true">City on 3 tiles, complete</button>');
    expect(html).toContain('<a href="/en/rulings/base-city-score/" class="cb-ruling">base-city-score</a>');
    expect(html).toContain('data-total="3"');
    expect(html).toContain('Blue: 0 so far + 3 at the end = 3');
  });
});
