// explainPosition and ifGameEndedNow on small positions, every number worked out by hand in the comments.
import { describe, expect, it } from 'vitest';
import { explainPosition, ifGameEndedNow } from '../../index.ts';
import type { ExplainedFeature, PositionExplained } from '../explain.ts';
import type { GameState } from '../types.ts';
import { act, game, place } from './helpers.ts';

const at = (x: ExplainedFeature): string => x.cells.map((c) => c.join(',')).join(' ');
const find = (e: PositionExplained, kind: string, cell: string): ExplainedFeature => {
  const f = e.features.find((x) => x.kind === kind && at(x).split(' ').includes(cell));
  if (f === undefined) throw new Error(`no ${kind} on ${cell}: ${e.features.map((x) => `${x.kind}@${at(x)}`).join('; ')}`);
  return f;
};

// Three tiles in a row: base/E turned 90 (city on its east side), base/F (a city across, one shield),
// base/E turned 270 (city on its west side): the city runs [0,0]..[2,0] and is complete. Under it, the
// field of each tile; blue has a farmer south of the city and red one on the east tile's field.
function closedCity(): GameState {
  return game({
    tiles: [
      { tile: 'base/E', at: [0, 0], rot: 90 },
      { tile: 'base/F', at: [1, 0], followers: [{ player: 'blue', on: 'SL' }] },
      { tile: 'base/E', at: [2, 0], rot: 270 },
    ],
  });
}

describe('explainPosition', () => {
  it('a completed city: 3 tiles and 1 shield, worth 2 × 3 + 2 × 1 = 8 as completed, nothing left at the end', () => {
    const e = explainPosition(closedCity());
    const city = find(e, 'city', '1,0');
    expect(city).toMatchObject({ complete: true, tiles: 3, shields: 1, openSides: 0, majority: [], counts: [] });
    expect(city.worth).toEqual({
      when: 'completed', points: 8,
      parts: [{ points: 8, ruling: 'base-city-score', rulings: ['base-city-score'], items: [{ what: 'tile', count: 3, points: 6 }, { what: 'shield', count: 1, points: 2 }] }],
    });
    expect(city.atEnd).toEqual([]);
  });

  it('a farm touching the completed city: blue alone, 3 points at the end citing base-farm-score', () => {
    const e = explainPosition(closedCity());
    const city = find(e, 'city', '1,0');
    const farm = e.features.find((f) => f.kind === 'field' && f.followers.length > 0)!;
    // base/F's south field lies on its own tile: the E tiles' fields meet it across no side
    expect(at(farm)).toBe('1,0');
    expect(farm.touches).toEqual([{ id: city.id, complete: true }]);
    expect(farm.counts).toEqual([{ player: 'blue', count: 1 }]);
    expect(farm.majority).toEqual(['blue']);
    expect(farm.worth).toMatchObject({ when: 'end', points: 3 });
    expect(farm.atEnd).toHaveLength(1);
    expect(farm.atEnd[0]).toMatchObject({ player: 'blue', points: 3, ruling: 'base-farm-score', items: [{ what: 'completed-city', count: 1, points: 3 }] });
    // four fields border that one city (each E tile's, F's north and south ones); the empty ones are worth 3 to nobody
    const around = e.features.filter((f) => f.kind === 'field' && f.touches.some((t) => t.id === city.id));
    expect(around).toHaveLength(4);
    expect(around.filter((f) => f !== farm).map((f) => [f.worth?.points, f.atEnd.length])).toEqual([[3, 0], [3, 0], [3, 0]]);
  });

  it('a field touching an unfinished city lists it as such and is worth nothing for it', () => {
    const s = game({ tiles: [{ tile: 'base/E', at: [0, 0], followers: [{ player: 'red', on: 'SL' }] }] });
    const farm = explainPosition(s).features.find((f) => f.kind === 'field')!;
    expect(farm.touches).toEqual([{ id: 'city:0,0:0', complete: false }]);
    expect(farm.atEnd).toEqual([expect.objectContaining({ player: 'red', points: 0, items: [{ what: 'completed-city', count: 0, points: 0 }] })]);
  });

  it('lists every tile feature exactly once, cities first and fields after roads and cloisters', () => {
    const s = closedCity();
    const e = explainPosition(s);
    const parts = e.features.flatMap((f) => f.parts.map((p) => `${p.at.join(',')}#${p.feature}`));
    expect(new Set(parts).size).toBe(parts.length);
    // E has a city and a field; F a city and two fields
    expect(parts).toHaveLength(2 + 3 + 2);
    const kinds = e.features.map((f) => f.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ['city', 'road', 'cloister', 'field'].indexOf(a) - ['city', 'road', 'cloister', 'field'].indexOf(b)));
    expect(new Set(e.features.map((f) => f.id)).size).toBe(e.features.length);
  });

  it('a contested road: two blue against one red, blue scores 4 tiles at the end citing base-majority too', () => {
    // base/W junction at [0,0], then three straight roads east with red, blue, blue on them: 4 tiles, open east
    const s = game({
      tiles: [
        { tile: 'base/W', at: [0, 0] },
        { tile: 'base/U', at: [1, 0], followers: [{ player: 'red', on: 'W' }] },
        { tile: 'base/U', at: [2, 0], followers: [{ player: 'blue', on: 'W' }] },
        { tile: 'base/U', at: [3, 0], followers: [{ player: 'blue', on: 'W' }] },
      ],
    });
    const road = find(explainPosition(s), 'road', '2,0');
    expect(road).toMatchObject({ complete: false, tiles: 4, openSides: 1, majority: ['blue'] });
    expect(road.counts).toEqual([{ player: 'blue', count: 2 }, { player: 'red', count: 1 }]);
    expect(road.worth).toMatchObject({ when: 'end', points: 4, parts: [{ ruling: 'base-road-score' }] });
    expect(road.atEnd.map((x) => [x.player, x.points, x.ruling, x.rulings])).toEqual([['blue', 4, 'base-majority', ['base-road-score', 'base-majority']]]);
  });

  it('a cloister with three neighbours: 1 + 3 = 4 at the end', () => {
    const s = game({
      tiles: [
        { tile: 'base/B', at: [0, 0], followers: [{ player: 'red', on: 'cloister' }] },
        { tile: 'base/B', at: [1, 0] },
        { tile: 'base/B', at: [1, 1] },
        { tile: 'base/B', at: [0, 1] },
      ],
    });
    const e = explainPosition(s);
    const c = e.features.find((f) => f.kind === 'cloister' && f.followers.length > 0)!;
    expect(c.worth?.parts[0]?.items).toEqual([{ what: 'cloister', count: 1, points: 1 }, { what: 'neighbour', count: 3, points: 3 }]);
    expect(c.atEnd.map((x) => [x.player, x.points, x.ruling])).toEqual([['red', 4, 'base-cloister-score']]);
  });
});

describe('the expansions\' pieces', () => {
  it('a ferry joins the start tile\'s road and a straight road across the lake into one road of 3 tiles', () => {
    // base/D's road runs W-E; lake-3 east of it with its ferry W-E, then base/U: three tiles, open at both ends
    const s = game({
      sets: ['base', 'ferries'],
      tiles: [
        { tile: 'base/D', at: [0, 0], followers: [{ player: 'red', on: 'W' }] },
        { tile: 'ferries/lake-3', at: [1, 0], ferry: ['W', 'E'] },
        { tile: 'base/U', at: [2, 0] },
      ],
    });
    const road = find(explainPosition(s), 'road', '2,0');
    expect(at(road)).toBe('0,0 1,0 2,0');
    expect(road.tiles).toBe(3);
    expect(road.joins).toEqual([[1, 0]]);
    expect(road.atEnd.map((x) => [x.player, x.points, x.rulings])).toEqual([['red', 3, ['base-road-score', 'ferries-final-scoring']]]);
    // the lake's south road ends at its jetty: a road of its own, worth 1, held by nobody
    const south = explainPosition(s).features.filter((f) => f.kind === 'road' && f.joins.length === 0);
    expect(south.map((f) => [at(f), f.worth?.points])).toEqual([['1,0', 1]]);
  });

  it('crowns: alone on a two-crown sector 6, on a one-crown sector 3, and nothing at the end', () => {
    const s = game({
      sets: ['wheel'], tiles: undefined,
      crowns: [{ player: 'blue', sector: 'taxes', space: 1 }, { player: 'red', sector: 'famine', space: 1 }, { player: 'red', sector: 'storm', space: 1 }, { player: 'blue', sector: 'storm', space: 2 }],
    });
    const e = explainPosition(s);
    expect(e.pieces.map((p) => [p.id, p.player, p.next[0]?.points, p.next[0]?.ruling, p.atEnd.length])).toEqual([
      ['crown:taxes:1', 'blue', 6, 'wheel-crown-scoring', 0],
      ['crown:famine:1', 'red', 3, 'wheel-crown-scoring', 0],
      ['crown:storm:1', 'red', 3, 'wheel-crown-scoring', 0],
      ['crown:storm:2', 'blue', 3, 'wheel-crown-scoring', 0],
    ]);
    expect(ifGameEndedNow(s).players.map((p) => p.gained)).toEqual([0, 0]);
  });
});

describe('ifGameEndedNow', () => {
  it('adds the final scoring to the scores so far without touching the position', () => {
    // red farms north of base/F from the start; blue lays a straight road under base/F, a thief on it
    const start = game({
      tiles: [
        { tile: 'base/E', at: [0, 0], rot: 90 },
        { tile: 'base/F', at: [1, 0], followers: [{ player: 'red', on: 'NL' }] },
        { tile: 'base/E', at: [2, 0], rot: 270 },
      ],
      scores: { red: 5 },
    });
    const s = act(start, place('base/U', [1, 1], 0, { on: 'W' })).state;
    const frozen = JSON.stringify(s);
    const end = ifGameEndedNow(s);
    expect(JSON.stringify(s)).toBe(frozen);
    expect(s.ended).toBe(false);
    // blue: a road of one tile, open at both ends -> 1; red: a field touching the completed city -> 3, on top of 5
    expect(end.players).toEqual([
      { player: 'blue', now: 0, gained: 1, total: 1, events: [expect.objectContaining({ ruling: 'base-road-score', points: 1 })] },
      { player: 'red', now: 5, gained: 3, total: 8, events: [expect.objectContaining({ ruling: 'base-farm-score', points: 3 })] },
    ]);
    expect(end.ended).toBe(false);
  });

  it('once the game is over, nothing is added and every feature scores nothing more', () => {
    const over = act(closedCity(), { type: 'endGame' }).state;
    const end = ifGameEndedNow(over);
    expect(end.ended).toBe(true);
    expect(end.players.map((p) => [p.player, p.now, p.gained, p.total])).toEqual([['blue', 3, 0, 3], ['red', 0, 0, 0]]);
    expect(end.events).toEqual([]);
    expect(explainPosition(over).features.every((f) => f.atEnd.length === 0)).toBe(true);
  });
});
