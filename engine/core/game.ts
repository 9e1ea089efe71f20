// The action reducer and replay. A refused action returns a Refusal and leaves the state as it was.
import { ok, err } from './types.ts';
import type {
  Action, DiscardAction, GameSetup, GameState, PlayerColor, Problem, Refusal, Result, ScoreEvent, TurnAction,
} from './types.ts';
import { activeModules } from './module.ts';
import type { ExpansionModule, Step } from './module.ts';
import { checkPlacement, legalPlacements, refusal, PROCEDURE } from './placement.ts';
import { followerRefusal, withTile } from './followers.ts';
import { scoreCompleted, scoreFinal } from './scoring.ts';
import { sameLayout } from './board.ts';
import { createGame } from './setup.ts';

type Outcome = Result<Step, Refusal>;

function actingPlayer(state: GameState, player: PlayerColor | undefined): Result<PlayerColor, Refusal> {
  const p = player ?? state.turn;
  return state.players.includes(p) ? ok(p) : err(refusal(PROCEDURE, `${String(p)} is not playing.`, { player: String(p) }));
}

/** The pile after taking `tile`: the top of the pile, unless a module orders draws its own way. */
function draw(state: GameState, tile: string): Result<readonly string[] | null, Refusal> {
  if (state.deck === null) return ok(null);
  for (const mod of activeModules(state)) {
    const r = mod.drawTile?.(state, tile);
    if (r !== undefined) return r;
  }
  const top = state.deck[0];
  if (top === tile) return ok(state.deck.slice(1));
  if (top === undefined) return err(refusal('base-game-end', 'The draw pile is empty: the game is over once its last tile is down.', { tile }));
  return err(refusal('base-draw-and-place', `The next tile in the pile is ${top}, not ${tile}.`, { next: top, tile }));
}

const nextPlayer = (state: GameState, p: PlayerColor): PlayerColor =>
  state.players[(state.players.indexOf(p) + 1) % state.players.length]!;

/** A module may keep the turn with the same player; otherwise turn order goes on. */
function nextTurn(state: GameState, action: TurnAction, p: PlayerColor): PlayerColor {
  for (const mod of activeModules(state)) {
    const who = mod.nextTurn?.(state, action, p);
    if (who !== undefined) return who;
  }
  return nextPlayer(state, p);
}

/** Runs one hook of every module in turn, gathering events; stops at the first refusal. */
function runHooks(state: GameState, run: (m: ExpansionModule, s: GameState) => Outcome | undefined): Outcome {
  let s = state;
  const events: ScoreEvent[] = [];
  for (const mod of activeModules(state)) {
    const r = run(mod, s);
    if (r === undefined) continue;
    if (!r.ok) return r;
    s = r.value.state;
    events.push(...r.value.events);
  }
  return ok({ state: s, events });
}

function placeFollower(state: GameState, action: TurnAction, player: PlayerColor): Result<GameState, Refusal> {
  const choice = action.follower;
  if (choice === undefined) return ok(state);
  if (!('on' in choice)) {
    for (const mod of activeModules(state)) {
      const r = mod.placeFollower?.(state, choice, player);
      if (r !== undefined) return r;
    }
    return err(refusal('base-follower-this-tile', 'This game has no such place for a follower.', { ...choice } as Refusal['facts']));
  }
  const at = action.place.at;
  const why = followerRefusal(state, at, choice.on, player);
  if (why !== undefined) return err(why);
  const board = state.board.map((t, i) => (i === state.board.length - 1 ? { ...t, followers: [...t.followers, { player, on: choice.on }] } : t));
  return ok({ ...state, board: sameLayout(board, state.board), supply: { ...state.supply, [player]: (state.supply[player] ?? 0) - 1 } });
}

function applyTurn(state: GameState, action: TurnAction): Outcome {
  const player = actingPlayer(state, action.player);
  if (!player.ok) return player;
  const p = player.value;
  const deck = draw(state, action.place.tile);
  if (!deck.ok) return deck;
  const before = runHooks({ ...state, deck: deck.value }, (m, s) => m.beforePlacement?.(s, action, p));
  if (!before.ok) return before;
  const placed = checkPlacement(before.value.state, action.place);
  if (!placed.ok) return placed;
  const withFollower = placeFollower(withTile(before.value.state, action.place), action, p);
  if (!withFollower.ok) return withFollower;
  const after = runHooks(withFollower.value, (m, s) => m.afterPlacement?.(s, action, p));
  if (!after.ok) return after;
  const scored = scoreCompleted(after.value.state);
  const final = runHooks(scored.state, (m, s) => (m.afterScoring ? ok(m.afterScoring(s, action, p)) : undefined));
  if (!final.ok) return final;
  return ok({
    state: { ...final.value.state, turn: nextTurn(final.value.state, action, p), log: [...state.log, action] },
    events: [...before.value.events, ...after.value.events, ...scored.events, ...final.value.events],
  });
}

function applyDiscard(state: GameState, action: DiscardAction): Outcome {
  const player = actingPlayer(state, action.player);
  if (!player.ok) return player;
  const deck = draw(state, action.tile);
  if (!deck.ok) return deck;
  const fits = legalPlacements(state, action.tile);
  if (fits.length > 0) {
    const f = fits[0]!;
    return err(refusal('base-unplaceable-discard',
      `${action.tile} fits on the board (${fits.length} ways, e.g. at [${f.at[0]}, ${f.at[1]}] turned ${f.rot}), so it cannot be put aside.`,
      { tile: action.tile, placements: fits.length, at: `[${f.at[0]}, ${f.at[1]}]`, rot: f.rot }));
  }
  const drawn = runHooks({ ...state, deck: deck.value }, (m, s) => m.beforeDiscard?.(s, action, player.value));
  if (!drawn.ok) return drawn;
  // The same player draws again: the turn does not pass.
  return ok({ state: { ...drawn.value.state, log: [...state.log, action] }, events: drawn.value.events });
}

function applyEnd(state: GameState, action: Action): Outcome {
  const scored = scoreFinal(state);
  const final = runHooks(scored.state, (m, s) => (m.finalScore ? ok(m.finalScore(s)) : undefined));
  if (!final.ok) return final;
  return ok({ state: { ...final.value.state, ended: true, log: [...state.log, action] }, events: [...scored.events, ...final.value.events] });
}

export function applyAction(state: GameState, action: Action): Result<{ state: GameState; events: ScoreEvent[] }, Refusal> {
  if (state.ended) return err(refusal('base-game-end', 'The game is over: the final scoring has been done.', {}));
  const r = action.type === 'turn' ? applyTurn(state, action)
    : action.type === 'discard' ? applyDiscard(state, action)
    : action.type === 'endGame' ? applyEnd(state, action)
    : err(refusal(PROCEDURE, `Unknown action ${String((action as { type: unknown }).type)}.`, {}));
  return r.ok ? ok({ state: r.value.state, events: [...r.value.events] }) : r;
}

export interface Replay {
  readonly state: GameState;
  readonly events: ScoreEvent[][];
  readonly refusals: (Refusal | null)[];
}

/** Folds the reducer over the actions; a refused action is recorded and skipped. */
export function replay(setup: GameSetup, actions: readonly Action[], modules: readonly ExpansionModule[] = []): Result<Replay, Problem[]> {
  const start = createGame(setup, modules);
  if (!start.ok) return start;
  let state = start.value;
  const events: ScoreEvent[][] = [];
  const refusals: (Refusal | null)[] = [];
  for (const action of actions) {
    const r = applyAction(state, action);
    events.push(r.ok ? r.value.events : []);
    refusals.push(r.ok ? null : r.error);
    if (r.ok) state = r.value.state;
  }
  return ok({ state, events, refusals });
}
