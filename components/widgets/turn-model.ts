// The reader's turn, built one choice at a time and sent to the engine as ONE TurnAction at the end:
// the plague's victims (a wheel icon that stops the pig on the plague), the tile, a follower or a crown
// space, the ferry of a lake tile, then the ferries the tile lets move. Every option offered comes from
// the engine (plagueVictims, legalFollowerSpots, freeCrownSpaces, ferryPairs, movableFerries) and every
// refusal is the engine's. Pure functions, shared by the ScenarioPlayer's "try it" and the sandbox.
import {
  applyAction, checkPlacement, crownRefusal, featureAt, ferryPairs, freeCrownSpaces, isLakeTile, legalFollowerSpots,
  movableFerries, plagueVictims, sectorAfter, spinWheel, wheelIcon, wheelOf,
} from '../../engine/play.ts';
import type { Coord, FeaturePart, FollowerChoice, GameState, Placement, PlayerColor, Refusal, Result, ScoreEvent, Side, Spot, TurnAction } from '../../engine/core/types.ts';
import type { MovableFerry } from '../../engine/expansions/ferries/index.ts';
import { MAX_TILES, setupEntries } from '../../engine/scenario/limits.ts';
import type { PlagueChoice, Sector } from '../../engine/expansions/wheel/declare.ts';

export type Pair = readonly [Side, Side];
export interface FerryMove {
  readonly at: Coord;
  readonly ferry: Pair;
}
export interface CrownSpace {
  readonly sector: Sector;
  readonly space: 1 | 2;
}
export type PlagueVictim = ReturnType<typeof plagueVictims>[number];
export type { MovableFerry };

/** What drawing a tile with a wheel icon does before it is placed (null: no wheel, or no icon). */
export interface Spin {
  readonly steps: 1 | 2 | 3;
  readonly from: Sector;
  readonly to: Sector;
  /** who must give up a follower, in the order the rule asks; empty unless the pig stops on the plague */
  readonly victims: readonly PlagueVictim[];
}

export function spinOf(state: GameState, tile: string, player: PlayerColor): Spin | null {
  const wheel = wheelOf(state);
  const steps = wheelIcon(tile);
  if (wheel === undefined || steps === undefined) return null;
  const to = sectorAfter(wheel.pig, steps);
  return { steps, from: wheel.pig, to, victims: to === 'plague' ? plagueVictims(state, player) : [] };
}

/** The turn's fixed inputs: the position before it, the position the tile is laid on, who plays. */
export interface TurnContext {
  readonly base: GameState;
  /** after the wheel has turned (the same as `base` without a spin) */
  readonly start: GameState;
  readonly player: PlayerColor;
  readonly plague: readonly PlagueChoice[];
  /** the wheel's events, already part of the turn */
  readonly spinEvents: readonly ScoreEvent[];
}

/** The context once every plague victim is chosen: the wheel turns through the engine's own code. */
export function turnContext(base: GameState, tile: string, player: PlayerColor, plague: readonly PlagueChoice[]): Result<TurnContext, Refusal> {
  const spin = spinOf(base, tile, player);
  if (spin === null) return { ok: true, value: { base, start: base, player, plague, spinEvents: [] } };
  const r = spinWheel(base, spin.steps, player, plague);
  if (!r.ok) return r;
  return { ok: true, value: { base, start: r.value.state, player, plague, spinEvents: r.value.events } };
}

export interface TurnDraft {
  readonly place: Placement;
  readonly follower: FollowerChoice | null;
  readonly ferry?: Pair;
  readonly moves: readonly FerryMove[];
}

export function turnAction(ctx: TurnContext, d: TurnDraft): TurnAction {
  return {
    type: 'turn', player: ctx.player, place: d.place,
    ...(d.follower && { follower: d.follower }),
    ...(d.ferry && { ferry: d.ferry }),
    ...(d.moves.length > 0 && { moveFerries: d.moves }),
    ...(ctx.plague.length > 0 && { plague: ctx.plague }),
  };
}

export type TryOutcome =
  | { readonly kind: 'refused'; readonly refusal: Refusal; readonly placement: Placement }
  | { readonly kind: 'follower'; readonly placement: Placement; readonly spots: readonly Spot[]; readonly crowns: readonly CrownSpace[]; readonly refusal?: Refusal }
  | { readonly kind: 'ferry'; readonly draft: TurnDraft; readonly pairs: readonly Pair[]; readonly refusal?: Refusal }
  | {
      readonly kind: 'moves'; readonly draft: TurnDraft; readonly movable: readonly MovableFerry[];
      /** the roads from the new tile to each movable ferry, as they run with the moves so far */
      readonly roads: readonly FeaturePart[]; readonly refusal?: Refusal;
    }
  | { readonly kind: 'done'; readonly placement: Placement; readonly state: GameState; readonly events: readonly ScoreEvent[]; readonly action: TurnAction };

/**
 * No rule of the game, but what a link or a file can carry: a board of MAX_TILES tiles takes no more
 * (cited as `procedure`, which is never shown as a ruling), so every position built shares and reopens.
 */
const boardFull = (state: GameState): Refusal | undefined =>
  setupEntries(state.board) < MAX_TILES ? undefined
  : { ruling: 'procedure', message: `The board holds ${MAX_TILES} tiles, the most a link or a scenario file can carry.`, facts: { boardFull: MAX_TILES } };

/** The reader puts the tile on a cell: refused with the engine's reason, or the follower choice. */
export function tryPlace(ctx: TurnContext, placement: Placement): TryOutcome {
  const full = boardFull(ctx.start);
  if (full) return { kind: 'refused', refusal: full, placement };
  const check = checkPlacement(ctx.start, placement);
  if (!check.ok) return { kind: 'refused', refusal: check.error, placement };
  const spots = legalFollowerSpots(ctx.start, placement, ctx.player);
  const crowns = wheelOf(ctx.start) === undefined ? []
    : freeCrownSpaces(ctx.start).filter((c) => crownRefusal(ctx.start, { crown: c.sector, space: c.space }, ctx.player) === undefined);
  return { kind: 'follower', placement, spots, crowns };
}

/** A follower (or a crown space, or none) is chosen: then the ferry, the ferry moves, or the end. */
export function tryFollower(ctx: TurnContext, placement: Placement, follower: FollowerChoice | null): TryOutcome {
  if (follower && 'crown' in follower) {
    const why = crownRefusal(ctx.start, follower, ctx.player);
    const offer = tryPlace(ctx, placement);
    if (why) return offer.kind === 'follower' ? { ...offer, refusal: why } : offer;
  }
  const draft: TurnDraft = { place: placement, follower, moves: [] };
  if (isLakeTile(placement.tile)) return { kind: 'ferry', draft, pairs: ferryPairs(placement.tile, placement.rot) };
  return afterFerry(ctx, draft);
}

/** The ferry of the lake tile just laid: refused with the engine's reason, or on to the moves. */
export function tryFerry(ctx: TurnContext, draft: TurnDraft, pair: Pair): TryOutcome {
  return afterFerry(ctx, { ...draft, ferry: pair });
}

function afterFerry(ctx: TurnContext, draft: TurnDraft): TryOutcome {
  if (ctx.base.modules.includes('ferries')) {
    const m = movableFerries(ctx.base, turnAction(ctx, draft));
    if (!m.ok) {
      if (draft.ferry) return { kind: 'ferry', draft: { ...draft, ferry: undefined }, pairs: ferryPairs(draft.place.tile, draft.place.rot), refusal: m.error };
      return { kind: 'refused', refusal: m.error, placement: draft.place };
    }
    if (m.value.length > 0) return movesPhase(ctx, draft, m.value);
  }
  return finish(ctx, draft, (refusal) => ({ kind: 'refused', refusal, placement: draft.place }));
}

const sameCell = (a: Coord, b: Coord): boolean => a[0] === b[0] && a[1] === b[1];

function movesPhase(ctx: TurnContext, draft: TurnDraft, movable: readonly MovableFerry[], refusal?: Refusal): TryOutcome {
  const preview = applyAction(ctx.base, turnAction(ctx, draft));
  const shown = preview.ok ? preview.value.state : ctx.start;
  const roads = movable.flatMap((f) => featureAt(shown, draft.place.at, f.via)?.parts ?? []);
  return { kind: 'moves', draft, movable, roads, ...(refusal && { refusal }) };
}

/** One ferry moved to a new pair of jetties (replacing an earlier move of the same ferry), checked by the engine. */
export function tryMove(ctx: TurnContext, o: Extract<TryOutcome, { kind: 'moves' }>, move: FerryMove): TryOutcome {
  const draft = { ...o.draft, moves: [...o.draft.moves.filter((m) => !sameCell(m.at, move.at)), move] };
  const r = applyAction(ctx.base, turnAction(ctx, draft));
  if (!r.ok) return movesPhase(ctx, o.draft, o.movable, r.error);
  return movesPhase(ctx, draft, o.movable);
}

/** The ferry on the lake at `at` stays where it stands. */
export function leaveFerry(ctx: TurnContext, o: Extract<TryOutcome, { kind: 'moves' }>, at: Coord): TryOutcome {
  return movesPhase(ctx, { ...o.draft, moves: o.draft.moves.filter((m) => !sameCell(m.at, at)) }, o.movable);
}

/** "Done" after the moves: the engine plays the whole turn. */
export function tryDone(ctx: TurnContext, o: Extract<TryOutcome, { kind: 'moves' }>): TryOutcome {
  return finish(ctx, o.draft, (refusal) => movesPhase(ctx, o.draft, o.movable, refusal));
}

function finish(ctx: TurnContext, draft: TurnDraft, refused: (r: Refusal) => TryOutcome): TryOutcome {
  const action = turnAction(ctx, draft);
  const r = applyAction(ctx.base, action);
  if (!r.ok) return refused(r.error);
  return { kind: 'done', placement: draft.place, state: r.value.state, events: r.value.events, action };
}

/** Where a ferry stands during the turn: moved by the reader, or as on the board. */
export function ferryNow(state: GameState, moves: readonly FerryMove[], at: Coord): Pair | undefined {
  return moves.find((m) => sameCell(m.at, at))?.ferry ?? state.board.find((t) => sameCell(t.at, at))?.ferry;
}
