import { describe, expect, it } from 'vitest';
import { checkPlacement, createGame, featureAt, featureOfPart, legalPlacements } from '../../index.ts';
import { WHEEL_BOARD } from '../../sets/index.ts';
import type { SetupTile } from '../types.ts';
import { act, game, place, refused, summary } from './helpers.ts';
import { TEST_MODULE } from './test-module.ts';

const withModule = (tiles: SetupTile[]) => game({ tiles }, [TEST_MODULE]);

describe('a test-only module plugs into the core', () => {
  it('lays a multi-cell piece whose inner sides join one feature', () => {
    const s = withModule([{ tile: 'test/board', at: [0, 0], followers: [{ player: 'red', on: 'SL', cell: [1, 1] }] }]);
    expect(s.board).toHaveLength(4);
    const city = featureAt(s, [0, 0], 'W', [1, 0]);
    expect(city).toMatchObject({ kind: 'city', complete: true, tiles: 4 });
    // the follower's `cell` counts from the piece's north-west cell
    expect(featureAt(s, [0, 0], 'EL', [1, 1])?.followers).toEqual([{ player: 'red', at: [1, 1], on: 'SL' }]);
    // the city walls the fields apart: the north-west cell's field is a farm of its own
    expect(featureAt(s, [0, 0], 'NL')).toMatchObject({ kind: 'field', tiles: 1, followers: [] });
    // outer sides are fields: a field tile fits on each of the 8 cells around the piece, in 4 rotations
    expect(legalPlacements(s, 'base/B')).toHaveLength(32);
  });

  it('adds a placement constraint that both lists and checks honour', () => {
    const s = withModule([{ tile: 'base/U', at: [3, 0] }]);
    const r = checkPlacement(s, { tile: 'base/U', at: [4, 0], rot: 0 });
    expect(!r.ok && r.error.ruling).toBe('test-east-limit');
    expect(legalPlacements(s, 'base/U').some((p) => p.at[0] > 3)).toBe(false);
    expect(legalPlacements(s, 'base/U').some((p) => p.at[0] === 2)).toBe(true);
  });

  const lake = (ferry: ['E' | 'S' | 'W', 'E' | 'S' | 'W']): SetupTile[] => [
    { tile: 'base/W', at: [-1, 0] },
    { tile: 'ferries/lake-3', at: [0, 0], ferry },
  ];

  it('joins roads through state the module owns, and the join can move', () => {
    // West junction -> west jetty -> ferry -> east jetty -> east junction: 3 tiles, complete.
    const across = act(withModule(lake(['W', 'E'])), place('base/W', [1, 0], 0, { on: 'W' }));
    expect(summary(across.events)).toEqual([
      ['blue', 'test-phase', 1], ['blue', 'base-road-score', 3], ['blue', 'base-followers-return', 0],
    ]);
    // With the ferry elsewhere the east jetty ends the road at the lake: 2 tiles.
    const apart = act(withModule(lake(['W', 'S'])), place('base/W', [1, 0], 0, { on: 'W' }));
    expect(summary(apart.events)[1]).toEqual(['blue', 'base-road-score', 2]);
    // Moving the ferry this turn (before scoring) sends the road south, to an open side.
    const moved = act(withModule(lake(['W', 'E'])), {
      ...place('base/W', [1, 0], 0, { on: 'W' }), moveFerries: [{ at: [0, 0], ferry: ['E', 'S'] }],
    });
    expect(summary(moved.events)).toEqual([['blue', 'test-phase', 1]]);
    expect(featureAt(moved.state, [1, 0], 'W')).toMatchObject({ complete: false, tiles: 2, openSides: 1 });
  });

  it('runs a turn phase before placement, whose refusal leaves the state as it was', () => {
    const s = withModule([{ tile: 'base/D', at: [0, 0] }]);
    const r = act(s, place('base/U', [1, 0]));
    expect(r.state.ext).toEqual({ test: 1 });
    expect(r.state.scores.blue).toBe(1);
    expect(refused(s, place('base/C', [0, -1])).ruling).toBe('test-phase');
    expect(s.ext).toEqual({});
  });

  it('keeps the core free of the module: without it, the same ids are unknown', () => {
    const r = createGame({ sets: ['base'], players: ['blue'], tiles: [{ tile: 'test/board', at: [0, 0] }] });
    expect(!r.ok && r.error[0]?.message).toContain('unknown tile');
  });
});

describe('the wheel board as a registered piece', () => {
  it('lays 16 never-turned cells whose inner sides are not checked', () => {
    const s = game({ sets: ['wheel'], tiles: [{ tile: 'wheel/board', at: [-2, -2] }] });
    expect(s.board).toHaveLength(16);
    expect(s.board.every((t) => t.rot === 0 && t.piece?.tile === 'wheel/board')).toBe(true);
    expect(legalPlacements(s, 'wheel/U1').length).toBeGreaterThan(0);
    const turned = createGame({ sets: ['wheel'], players: ['blue'], tiles: [{ tile: 'wheel/board', at: [0, 0], rot: 90 }] });
    expect(!turned.ok && turned.error[0]?.path).toBe('tiles[0].rot');
  });

  it('joins the board cells into the landscape features its data names, one feature per name', () => {
    const s = game({ sets: ['wheel'], tiles: [{ tile: 'wheel/board', at: [0, 0] }] });
    const keyOfPart = (cell: readonly [number, number], feature: number): string =>
      featureOfPart(s, { at: cell, feature })!.parts.map((q) => `${q.at}#${q.feature}`).sort().join(' ');
    const byName = WHEEL_BOARD.features.map((f) => new Set(f.parts.map((p) => keyOfPart(p.cell, p.feature))));
    expect(byName.every((keys) => keys.size === 1)).toBe(true);
    expect(new Set(byName.map((keys) => [...keys][0])).size).toBe(WHEEL_BOARD.features.length);
  });
});
