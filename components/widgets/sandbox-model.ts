// The sandbox as data: a setup plus the actions played on it (undo drops the last one), the position
// written back as a scenario (for links and files), and a scenario opened as a sandbox. Reading and
// writing links and files is in sandbox-io.ts, loaded only when the reader uses them.
import { PLAYER_COLORS } from '../../engine/core/types.ts';
import type { Action, GameSetup, GameState, Problem, Refusal, Result, RuleOptions, SetId, SetupFollower, SetupTile } from '../../engine/core/types.ts';
import { createGame, replay, tilesOutsideSets, wheelOf } from '../../engine/play.ts';
import type { Replay } from '../../engine/play.ts';
import { toAction, toGameSetup } from '../../engine/scenario/convert.ts';
import { SCENARIO_FORMAT } from '../../engine/scenario/types.ts';
import type { Scenario, ScenarioDispute, ScenarioSetup } from '../../engine/scenario/types.ts';
import { OPTION_KEYS } from './options.ts';
import { DEFAULT_OPTIONS } from '../../engine/modules.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';

export interface SandboxConfig {
  readonly sets: readonly SetId[];
  readonly options: Partial<RuleOptions>;
  readonly players: number;
  /** a shuffled pile from the seed, or any tile the reader picks */
  readonly mode: 'deck' | 'free';
  readonly seed: number;
}

export const FRESH: SandboxConfig = { sets: ['base'], options: {}, players: 2, mode: 'deck', seed: 1 };

export interface Sandbox {
  readonly setup: GameSetup;
  readonly actions: readonly Action[];
}

export function sandboxOf(c: SandboxConfig): Sandbox {
  const sets = SET_IDS.filter((s) => c.sets.includes(s));
  const players = PLAYER_COLORS.slice(0, Math.min(Math.max(c.players, 2), PLAYER_COLORS.length));
  return { setup: { sets, options: c.options, players, ...(c.mode === 'deck' && { seed: c.seed }) }, actions: [] };
}

export const play = (s: Sandbox): Result<Replay, Problem[]> => replay(s.setup, s.actions);

/** Only the options that differ from their defaults travel in a link or a file. */
function changedOptions(o: RuleOptions): Partial<RuleOptions> {
  return Object.fromEntries(OPTION_KEYS.filter((k) => o[k] !== DEFAULT_OPTIONS[k]).map((k) => [k, o[k]]));
}

function setupTiles(state: GameState): SetupTile[] {
  const out: SetupTile[] = [];
  // a multi-cell piece is one setup tile at its north-west cell, where its first cell stood in the
  // placing order; its followers name their cell
  const pieces = new Map<string, SetupFollower[]>();
  for (const t of state.board) {
    if (!t.piece) {
      out.push({ tile: t.tile, at: t.at, rot: t.rot, ...(t.followers.length > 0 && { followers: t.followers }), ...(t.ferry && { ferry: t.ferry }) });
      continue;
    }
    const key = `${t.piece.at[0]},${t.piece.at[1]}`;
    let followers = pieces.get(key);
    if (!followers) {
      followers = [];
      pieces.set(key, followers);
      out.push({ tile: t.piece.tile, at: t.piece.at, followers });
    }
    followers.push(...t.followers.map((f) => ({ player: f.player, on: f.on, cell: t.piece!.cell })));
  }
  return out.map((t) => (t.followers?.length === 0 ? { tile: t.tile, at: t.at } : t));
}

/** The position as a scenario with no steps: what a link carries and an export file holds (with the
 * ruling in question and a note, when the reader attached them). */
export function positionScenario(state: GameState, title: string, dispute: ScenarioDispute | null = null): Scenario {
  const wheel = wheelOf(state);
  const setup: ScenarioSetup = {
    tiles: setupTiles(state),
    // ferries travel on their lake tiles (setupTiles); the wheel's pig and crown followers here
    ...(wheel && { pig: wheel.pig }),
    ...(wheel && wheel.crowns.length > 0 && { crowns: wheel.crowns.map((c) => ({ player: c.player, sector: c.sector, space: c.space })) }),
    scores: state.scores,
    supply: state.supply,
    ...(state.deck !== null && { deck: state.deck }),
    turn: state.turn,
  };
  const options = changedOptions(state.options);
  return {
    format: SCENARIO_FORMAT,
    title,
    rules: { sets: state.sets, ...(Object.keys(options).length > 0 && { options }) },
    players: state.players,
    setup,
    ...(dispute && { dispute }),
  };
}

/** A scenario opened in the sandbox: its setup, then its steps as the actions played so far. The seed
 * that shuffled its pile, when known (kept games, addresses), is shown and kept, never drawn from. */
export function sandboxFromScenario(s: Scenario, seed?: number): Sandbox {
  const setup = toGameSetup(s);
  return { setup: seed === undefined || !setup.deck ? setup : { ...setup, seed }, actions: (s.steps ?? []).map(toAction).filter((a): a is Action => a !== null) };
}

export function configFromScenario(s: Scenario, seed: number = FRESH.seed): SandboxConfig {
  return { sets: s.rules.sets, options: s.rules.options ?? {}, players: s.players.length, mode: s.setup?.deck ? 'deck' : 'free', seed };
}

/** Why new settings could not keep the board: the position cannot be set up under them, a tile laid
 * belongs to a set no longer in play, or the engine refuses one of the moves played (the first). */
export type ResetWhy =
  | { readonly kind: 'setup'; readonly problems: readonly Problem[] }
  | { readonly kind: 'outside'; readonly tiles: readonly string[] }
  | {
      readonly kind: 'refused'; readonly move: number; readonly tile: string | null; readonly refusal: Refusal;
      /** the tiles laid before that move, which name the refusal's cells */
      readonly board: GameState['board'];
    };

export type Reconfigured =
  | { readonly kept: true; readonly box: Sandbox }
  | { readonly kept: false; readonly box: Sandbox; readonly why: ResetWhy };

const sameSets = (a: readonly SetId[], b: readonly SetId[]): boolean => a.length === b.length && a.every((s) => b.includes(s));

/** The tiles the accepted moves drew, in order (a put-aside tile was drawn too). */
const drawnTiles = (log: readonly Action[]): string[] =>
  log.flatMap((a) => (a.type === 'turn' ? [a.place.tile] : a.type === 'discard' ? [a.tile] : []));

/** `pile` less one copy of each of `drawn`. */
function without(pile: readonly string[], drawn: readonly string[]): string[] {
  const rest = [...pile];
  for (const id of drawn) {
    const i = rest.indexOf(id);
    if (i >= 0) rest.splice(i, 1);
  }
  return rest;
}

/**
 * The sandbox under new settings, keeping its board when the engine lets it: the moves played are
 * replayed on the new setup and the board is kept only when every move the old setup accepted is
 * accepted again and no tile laid falls outside the new sets. A pile keeps its order when only the
 * rules or the players change; with other sets or another seed, the tiles already drawn stay on top
 * of the new pile. Otherwise the fresh sandbox of the new settings, and why.
 */
export function reconfigure(box: Sandbox, from: SandboxConfig, to: SandboxConfig): Reconfigured {
  const fresh = sandboxOf(to);
  const before = play(box);
  if (!before.ok) return { kept: false, box: fresh, why: { kind: 'setup', problems: before.error } };
  // nothing laid yet: the new settings' own start is the board to keep
  if (box.actions.length === 0 && box.setup.tiles === undefined) return { kept: true, box: fresh };
  const { seed: _seed, deck: _deck, ...position } = box.setup;
  let setup: GameSetup = { ...position, ...fresh.setup };
  const samePile = from.mode === to.mode && from.seed === to.seed && sameSets(from.sets, to.sets);
  if (samePile) setup = { ...setup, ...(box.setup.deck && { deck: box.setup.deck }), ...(box.setup.seed !== undefined && { seed: box.setup.seed }) };
  else if (to.mode === 'deck') {
    const pile = createGame(setup);
    if (!pile.ok) return { kept: false, box: fresh, why: { kind: 'setup', problems: pile.error } };
    const drawn = drawnTiles(before.value.state.log);
    setup = { ...setup, deck: [...drawn, ...without(pile.value.deck ?? [], drawn)] };
  }
  const after = replay(setup, box.actions);
  if (!after.ok) return { kept: false, box: fresh, why: { kind: 'setup', problems: after.error } };
  // a move the old setup already refused (a scenario's illegal step) stays refused without harm
  const move = after.value.refusals.findIndex((r, i) => r !== null && before.value.refusals[i] === null);
  if (move >= 0) {
    const a = box.actions[move]!;
    const tile = a.type === 'turn' ? a.place.tile : a.type === 'discard' ? a.tile : null;
    // a refused move changes nothing, so the moves before it give the board it was tried on
    const board = replay(setup, box.actions.slice(0, move));
    return { kept: false, box: fresh, why: { kind: 'refused', move, tile, refusal: after.value.refusals[move]!, board: board.ok ? board.value.state.board : [] } };
  }
  const had = new Set(tilesOutsideSets(before.value.state));
  const outside = tilesOutsideSets(after.value.state).filter((t) => !had.has(t));
  if (outside.length > 0) return { kept: false, box: fresh, why: { kind: 'outside', tiles: outside } };
  return { kept: true, box: { setup, actions: box.actions } };
}
