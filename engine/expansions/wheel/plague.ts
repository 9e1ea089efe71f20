// The plague: each player returns one follower from a land tile (never from a crown space), the active
// player first and then the others in turn order. A player with none returns nothing. Whether the
// board's outer landscape counts as a land tile is the option plagueOuterLandscape.
//
// Refusal facts (all cite wheel-plague): `player` who is named, `expected` who had to come next,
// `reason` for a list in the wrong shape ('missing' someone left out, 'twice' one player named twice,
// 'order' players out of turn order),
// `at` "[x, y]" and `on` the spot named, `sector`/`space` for a crown space, `option` when the
// option plagueOuterLandscape is what forbids it, `pig` the sector when there is no plague to answer.
import type { Coord, GameState, PlacedTile, PlayerColor, Refusal, ScoreEventDetail, Spot } from '../../core/types.ts';
import { keyOf, sameLayout } from '../../core/board.ts';
import { addSupply, boardCorner, onWheelBoard, refuse, where } from './state.ts';
import type { PlagueChoice } from './declare.ts';

export interface PlagueVictim {
  readonly player: PlayerColor;
  readonly choices: readonly PlagueChoice[];
}

/** The active player first, then the others clockwise (in turn order). */
export function plagueOrder(state: GameState, active: PlayerColor): PlayerColor[] {
  const i = Math.max(0, state.players.indexOf(active));
  return [...state.players.slice(i), ...state.players.slice(0, i)];
}

const mayTake = (state: GameState, t: PlacedTile): boolean => !onWheelBoard(t) || state.options.plagueOuterLandscape;

/** A follower as a plague choice: a land tile by `at`, a board cell by the board's corner plus `cell`. */
function choiceFor(player: PlayerColor, t: PlacedTile, on: Spot): PlagueChoice {
  if (t.piece !== undefined) return { player, at: t.piece.at, cell: t.piece.cell, on };
  return { player, at: t.at, on };
}

/** Each player the plague reaches, in the order they choose, with every follower they may give up. */
export function plagueVictims(state: GameState, active: PlayerColor): PlagueVictim[] {
  return plagueOrder(state, active).flatMap((player) => {
    const choices = state.board.filter((t) => mayTake(state, t))
      .flatMap((t) => t.followers.filter((f) => f.player === player).map((f) => choiceFor(player, t, f.on)));
    return choices.length === 0 ? [] : [{ player, choices }];
  });
}

/** The cell a choice names: `at`, or the board's corner (or `at`) plus `cell`. */
function cellOf(state: GameState, c: PlagueChoice): Coord | undefined {
  if (!('on' in c) && !('at' in c) && !('cell' in c)) return undefined;
  const plain = c as { at?: Coord; cell?: Coord };
  if (plain.cell !== undefined) {
    const corner = plain.at ?? boardCorner(state);
    return corner === undefined ? undefined : [corner[0] + plain.cell[0], corner[1] + plain.cell[1]];
  }
  return plain.at;
}

function named(c: PlagueChoice, state: GameState): string {
  const cell = 'crown' in c ? undefined : cellOf(state, c);
  return cell === undefined ? 'no follower' : `the follower at ${where(cell)} ${'on' in c ? (c.on ?? '') : ''}`.trimEnd();
}

/** Why the follower a choice names cannot be taken, or the tile it stands on. */
function checkOne(state: GameState, c: PlagueChoice): Refusal | PlacedTile {
  if ('crown' in c) {
    return refuse('wheel-plague', `The plague never takes a follower from a crown space (${c.player} named ${c.crown} ${c.space}).`,
      { player: c.player, sector: c.crown, space: c.space });
  }
  const cell = cellOf(state, c);
  const t = cell === undefined ? undefined : state.board.find((p) => p.at[0] === cell[0] && p.at[1] === cell[1]);
  const facts = { player: c.player, at: cell === undefined ? null : where(cell), on: c.on ?? null };
  if (t === undefined || c.on === undefined || !t.followers.some((f) => f.player === c.player && f.on === c.on)) {
    return refuse('wheel-plague', `${c.player} has no follower there: ${named(c, state)}.`, facts);
  }
  if (!mayTake(state, t)) {
    return refuse('wheel-plague', `With plagueOuterLandscape off, the plague does not reach the wheel board's landscape (${named(c, state)}).`,
      { ...facts, option: 'plagueOuterLandscape' });
  }
  return t;
}

/** The list must name, in order, one follower for each player the plague reaches, and nobody else. */
export function plagueRefusal(state: GameState, active: PlayerColor, list: readonly PlagueChoice[]): Refusal | undefined {
  const victims = plagueVictims(state, active).map((v) => v.player);
  const order = plagueOrder(state, active);
  for (let i = 0; i < Math.max(list.length, victims.length); i++) {
    const c = list[i];
    const expected = victims[i];
    if (c === undefined) {
      return refuse('wheel-plague', `${expected} has a follower on a land tile and must return one to the plague.`, { player: expected!, expected: expected!, reason: 'missing' });
    }
    const one = checkOne(state, c);
    if ('ruling' in one) return one;
    if (c.player !== expected) {
      const first = expected === undefined ? c.player : expected;
      const twice = list.slice(0, i).some((d) => d.player === c.player);
      const message = twice
        ? `${c.player} returns only one follower to the plague.`
        : `The plague takes followers in turn from ${order[0]}, then clockwise: ${first} chooses before ${c.player}.`;
      return refuse('wheel-plague', message, { player: c.player, expected: expected ?? null, reason: twice ? 'twice' : 'order' });
    }
  }
  return undefined;
}

/** Each listed follower goes home, with a 0-point event citing wheel-plague. The list is checked. */
export function applyPlague(state: GameState, list: readonly PlagueChoice[]): { state: GameState; events: ScoreEventDetail[] } {
  let board = state.board;
  let supply = state.supply;
  const events: ScoreEventDetail[] = [];
  for (const c of list) {
    if ('crown' in c) continue;
    const cell = cellOf(state, c)!;
    const k = keyOf(cell);
    const prev = board;
    let removed = false;
    board = sameLayout(board.map((t) => {
      if (removed || keyOf(t.at) !== k) return t;
      const i = t.followers.findIndex((f) => f.player === c.player && f.on === c.on);
      removed = i >= 0;
      return i < 0 ? t : { ...t, followers: [...t.followers.slice(0, i), ...t.followers.slice(i + 1)] };
    }), prev);
    supply = addSupply(supply, c.player, 1);
    events.push({
      player: c.player, points: 0, ruling: 'wheel-plague', rulings: ['wheel-plague'], feature: 'plague', at: cell, on: c.on!,
      items: [{ what: 'follower', count: 1, points: 0 }],
    });
  }
  return { state: { ...state, board, supply }, events };
}
