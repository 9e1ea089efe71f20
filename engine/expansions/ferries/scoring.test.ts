// Scoring with ferries: after every move of the turn, once per completion, reopened roads included.
import { describe, expect, it } from 'vitest';
import { featureAt } from '../../index.ts';
import type { SetupTile } from '../../index.ts';
import { act, at, cloisterEast, CLOISTER_WEST, ferries, lakeAt, robber, scored, SOUTH_ROW, START, turn } from './helpers.test-util.ts';

const RED_EAST = cloisterEast(2, 0, robber('red', 'W')); // red's robber on a road that runs into the lake's east jetty

describe('a move that completes a road (ferries-close-by-moving)', () => {
  const s = ferries([START, ...SOUTH_ROW, lakeAt(1, 0, ['W', 'E']), RED_EAST]);

  it('scores it in the same turn, for whoever holds it', () => {
    const r = act(s, turn('base/U', -1, 0, 0, { moves: [[1, 0, 'N', 'W']] }));
    expect(scored(r.events)).toEqual([['red', 2, ['base-road-score', 'ferries-scoring', 'ferries-close-by-moving']]]);
    expect(r.state.supply.red).toBe(7);
  });

  it('scores nothing when the ferry stays', () => {
    expect(scored(act(s, turn('base/U', -1, 0)).events)).toEqual([]);
  });
});

describe('scoring comes after the moves (ferries-turn-order)', () => {
  const s = ferries([START, ...SOUTH_ROW, lakeAt(1, 0, ['W', 'E']), RED_EAST]);

  it('a road the tile completed but a move opened again does not score', () => {
    const closing = turn('base/A', -1, 0, 270);
    expect(scored(act(s, closing).events)).toEqual([['red', 4, ['base-road-score', 'ferries-scoring']]]);
    const r = act(s, { ...closing, moveFerries: [{ at: [1, 0], ferry: ['N', 'E'] }] });
    expect(scored(r.events)).toEqual([]);
    expect(featureAt(r.state, [2, 0], 'W')).toMatchObject({ complete: false, tiles: 2 });
    expect(featureAt(r.state, [0, 0], 'E')).toMatchObject({ complete: true, tiles: 3 });
  });
});

describe('a completed road opened again (ferries-reopen-road)', () => {
  it('keeps its points, and scores again when completed again', () => {
    const s = ferries([START, ...SOUTH_ROW, lakeAt(1, 0, ['W', 'N'])]);
    // red's road ends at the empty east jetty: complete at once
    const first = act(s, turn('base/A', 2, 0, 90, { on: 'W', player: 'red' }));
    expect(scored(first.events)).toEqual([['red', 2, ['base-road-score', 'ferries-scoring']]]);
    const opened = act(first.state, turn('base/U', -1, 0, 0, { player: 'blue', moves: [[1, 0, 'W', 'E']] })).state;
    expect(featureAt(opened, [2, 0], 'W')).toMatchObject({ complete: false, tiles: 4 });
    expect(opened.scores).toEqual({ blue: 0, red: 2 });
    // remembered by one of its parts: the lake's road end that faces east (its data's west road, turned 180)
    expect(opened.ext).toEqual({ ferries: { reopened: [{ at: [1, 0], feature: 0 }] } });
    const again = act(opened, turn('base/A', -2, 0, 270, { on: 'E', player: 'red' }));
    expect(scored(again.events)).toEqual([['red', 5, ['base-road-score', 'ferries-scoring', 'ferries-reopen-road']]]);
    expect(again.state.scores.red).toBe(7);
    // once complete again, the road is no longer remembered as reopened
    expect(again.state.ext).toEqual({});
  });
});

describe('final scoring (ferries-final-scoring)', () => {
  it('scores an unfinished road across a ferry, 1 per tile', () => {
    const s = ferries([at('base/D', 0, 0, 0, robber('red', 'E')), ...SOUTH_ROW, lakeAt(1, 0, ['W', 'E'])]);
    const r = act(s, { type: 'endGame' });
    expect(scored(r.events)).toEqual([['red', 2, ['base-road-score', 'ferries-final-scoring']]]);
  });
});

describe('with the Inns & Cathedrals rules (ferries-inns-lakes)', () => {
  const tiles: SetupTile[] = [CLOISTER_WEST, at('base/D', 0, 0, 0, robber('red', 'E')), ...SOUTH_ROW, cloisterEast(2, 0)];
  const s = ferries(tiles, { options: { inns: true } });

  it('a ferry lake is no inn lake: a completed road scores 1 per tile', () => {
    const r = act(s, turn('ferries/lake-3', 1, 0, 180, { ferry: ['W', 'E'] }));
    expect(scored(r.events)).toEqual([['red', 4, ['base-road-score', 'ferries-scoring', 'ferries-inns-lakes']]]);
  });

  it('and an unfinished one still scores at the end', () => {
    const open = ferries(tiles.filter((t) => t.tile !== 'base/A'), { options: { inns: true } });
    const placed = act(open, turn('ferries/lake-3', 1, 0, 180, { ferry: ['W', 'E'] })).state;
    const r = act(placed, { type: 'endGame' });
    expect(scored(r.events)).toEqual([['red', 2, ['base-road-score', 'ferries-final-scoring', 'ferries-inns-lakes']]]);
  });

  it('cites nothing of the ferries for a road that never reaches a lake', () => {
    const r = act(s, turn('base/U', 1, 0, 0));
    expect(scored(r.events)).toEqual([['red', 4, ['base-road-score']]]);
  });
});
