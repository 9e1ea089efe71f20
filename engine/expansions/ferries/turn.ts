// The turn's ferry phases, after the tile and its follower (ferries-turn-order): the new lake tile's ferry
// (ferries-place-ferry, whether or not a follower was placed), then the moves of the first ferries on the
// roads the tile extended (ferries-move-ferry, ferries-lake-tile-order). The core scores afterwards.
import { ok, err } from '../../core/types.ts';
import type { Coord, FeaturePart, GameState, PlacedTile, Refusal, Result, TurnAction } from '../../core/types.ts';
import { boardIndex, sameLayout, tileIndexAt } from '../../core/board.ts';
import { featureOfPart, features } from '../../core/features.ts';
import type { Step } from '../../core/module.ts';
import { isLakeTile, jetties, joinsTwoJetties, sameCell } from './lakes.ts';
import type { Ferry } from './lakes.ts';
import { readRecord, writeRecord } from './record.ts';
import type { MovedFerry } from './record.ts';
import { badFerry, badMove, movedTwice, noFerry, noLakeThere, notALake, notMovable, setThisTurn } from './refusals.ts';
import { lakesFrom, movableFrom } from './roads.ts';

export function withFerries(state: GameState, changes: readonly { at: Coord; ferry: Ferry }[]): GameState {
  if (changes.length === 0) return state;
  const board = state.board.map((t): PlacedTile => {
    const c = changes.find((x) => sameCell(x.at, t.at));
    return c === undefined ? t : { ...t, ferry: [c.ferry[0], c.ferry[1]] };
  });
  return { ...state, board: sameLayout(board, state.board) };
}

/** The new tile's ferry: required on a lake tile, refused on any other. */
function newFerry(action: TurnAction): Result<Ferry | undefined, Refusal> {
  const { tile, at, rot } = action.place;
  if (!isLakeTile(tile)) return action.ferry === undefined ? ok(undefined) : err(notALake(tile, at));
  const js = jetties(tile, rot);
  if (action.ferry === undefined) return err(noFerry(tile, at, js));
  return joinsTwoJetties(tile, rot, action.ferry) ? ok(action.ferry) : err(badFerry(tile, at, js, action.ferry));
}

/** Checks each requested move against the ferries the tile made movable; returns where each stood. */
function checkMoves(state: GameState, action: TurnAction): Result<MovedFerry[], Refusal> {
  const moves = action.moveFerries ?? [];
  if (moves.length === 0) return ok([]);
  const movable = movableFrom(state.board, action.place.at);
  const layout = boardIndex(state.board);
  const done: MovedFerry[] = [];
  for (const m of moves) {
    if (sameCell(m.at, action.place.at)) return err(setThisTurn(m.at));
    if (done.some((d) => sameCell(d.at, m.at))) return err(movedTwice(m.at));
    const i = tileIndexAt(layout, m.at);
    const lake = i < 0 ? undefined : state.board[i]!;
    if (lake === undefined || !isLakeTile(lake.tile)) return err(noLakeThere(m.at, lake?.tile));
    const found = movable.find((f) => sameCell(f.at, m.at));
    if (found === undefined) return err(notMovable(m.at, lakesFrom(state.board, action.place.at)));
    if (!joinsTwoJetties(lake.tile, lake.rot, m.ferry)) return err(badMove(lake.tile, m.at, jetties(lake.tile, lake.rot), m.ferry));
    done.push({ at: m.at, from: found.ferry });
  }
  return ok(done);
}

/**
 * Completed roads the moves opened again. A complete road that does not touch the new tile was complete
 * before the turn too (the tile and its own ferry change only the roads through it), so it counts.
 */
function reopenedRoads(laid: GameState, after: GameState, at: Coord): FeaturePart[] {
  return features(laid)
    .filter((v) => v.kind === 'road' && v.complete && !v.cells.some((c) => sameCell(c, at)))
    .map((v) => v.parts[0]!)
    .filter((p) => featureOfPart(after, p)?.complete === false);
}

export function afterPlacement(state: GameState, action: TurnAction): Result<Step, Refusal> {
  const placed = newFerry(action);
  if (!placed.ok) return placed;
  const at = action.place.at;
  const laid = placed.value === undefined ? state : withFerries(state, [{ at, ferry: placed.value }]);
  // Which ferries may move is settled with the tile (and its own ferry) down, before any of them moves.
  const moved = checkMoves(laid, action);
  if (!moved.ok) return moved;
  if (moved.value.length === 0) return ok({ state: laid, events: [] });
  const after = withFerries(laid, (action.moveFerries ?? []).map((m) => ({ at: m.at, ferry: m.ferry })));
  const record = readRecord(after);
  const reopened = [...record.reopened, ...reopenedRoads(laid, after, at)];
  return ok({ state: writeRecord(after, { moved: moved.value, reopened }), events: [] });
}

/** After scoring: this turn's moves are forgotten, and so are reopened roads that are complete again. */
export function afterScoring(state: GameState): GameState {
  const record = readRecord(state);
  const reopened = record.reopened.filter((p) => featureOfPart(state, p)?.complete === false);
  return writeRecord(state, { moved: [], reopened });
}
