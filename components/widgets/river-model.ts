// "Build the river" as data: which river sets and options, the seed that shuffles the pile, and how
// that travels in the page address (?river=II&seed=123&gq11=1&riverUTurn=any). The engine lays the
// spring, orders the pile and judges each move; this file only says which game to ask it for and
// reads the engine's pile to tell when the river phase is over.
import { PLAYER_COLORS } from '../../engine/core/types.ts';
import type { Action, GameSetup, GameState, Rotation, RuleOptions, SetId, Spot } from '../../engine/core/types.ts';
import { applyAction } from '../../engine/play.ts';
import { isRiverTile } from '../../engine/expansions/river/course.ts';
import { play } from './sandbox-model.ts';
import type { Sandbox } from './sandbox-model.ts';
import { optionValue, readOptionValue } from './options.ts';
import type { OptionKey } from './options.ts';
import { DEFAULT_OPTIONS } from '../../engine/modules.ts';

export type RiverChoice = 'I' | 'II' | 'both';
export const RIVER_CHOICES: readonly RiverChoice[] = ['I', 'II', 'both'];

/** The options a river builder offers, each linked to its ruling by OptionsForm. */
export const RIVER_OPTION_KEYS: readonly OptionKey[] = ['riverUTurn', 'riverFieldWrap', 'riverFollowersDuringRiver', 'pigHerd', 'inns', 'riverOrder'];

export interface RiverConfig {
  readonly river: RiverChoice;
  readonly gq11: boolean;
  readonly options: Partial<RuleOptions>;
  readonly seed: number;
}

export const FIRST_RIVER: RiverConfig = { river: 'I', gq11: false, options: {}, seed: 1 };
const MAX_SEED = 0xffffffff;

/** The base set comes along: it is the pile the ordinary game draws from once the river is done. */
export function riverSets(c: RiverConfig): SetId[] {
  const rivers: SetId[] = c.river === 'I' ? ['river1'] : c.river === 'II' ? ['river2'] : ['river1', 'river2'];
  return ['base', ...rivers, ...(c.gq11 ? (['gq11'] as const) : [])];
}

export function riverSetup(c: RiverConfig): GameSetup {
  return { sets: riverSets(c), options: c.options, players: PLAYER_COLORS.slice(0, 2), seed: c.seed };
}

export const riverGame = (c: RiverConfig): Sandbox => ({ setup: riverSetup(c), actions: [] });

/** The river phase is over when the engine's pile holds no river tile any more. */
export const riverDone = (state: GameState): boolean => state.deck !== null && !state.deck.some(isRiverTile);

/** How many river tiles the engine's pile still holds. */
export const riverTilesLeft = (state: GameState): number => state.deck?.filter(isRiverTile).length ?? 0;

/** The address query that rebuilds this river (options only when they differ from the rules' defaults),
 * and the moves played on it (`moves`, see movesText). */
export function riverQuery(c: RiverConfig, actions: readonly Action[] = []): string {
  const q = new URLSearchParams({ river: c.river, seed: String(c.seed) });
  if (c.gq11) q.set('gq11', '1');
  for (const k of RIVER_OPTION_KEYS) {
    const v = optionValue(c.options, k);
    if (v !== DEFAULT_OPTIONS[k]) q.set(k, String(v));
  }
  if (actions.length > 0) q.set('moves', movesText(actions));
  return `?${q.toString()}`;
}

/**
 * The moves as the address carries them, short and readable: `x.y.q` for a tile laid at (x, y) turned q
 * quarter turns, `.spot` after it for a follower, `x` for a tile put aside, joined by `_`. The tile is
 * the one the seeded pile deals, so it is not written.
 */
export function movesText(actions: readonly Action[]): string {
  return actions.map((a) => {
    if (a.type === 'discard') return 'x';
    if (a.type !== 'turn') return '';
    const { at, rot } = a.place;
    const spot = a.follower && 'on' in a.follower ? `.${a.follower.on}` : '';
    return `${at[0]}.${at[1]}.${rot / 90}${spot}`;
  }).join('_');
}

const MOVE = /^(-?\d{1,3})\.(-?\d{1,3})\.([0-3])(?:\.(N|E|S|W|[NESW][LR]|cloister))?$/;
/** More moves than any river has tiles: a longer list is not a river's. */
const MAX_MOVES = 40;

/**
 * The river after the address's moves, each dealt the pile's next tile and judged by the engine: a move
 * that cannot be read or that the engine refuses makes the whole list bad (said, never half played).
 */
export function readRiverMoves(search: string, box: Sandbox): { readonly box: Sandbox } | { readonly bad: BadParam } {
  const text = new URLSearchParams(search).get('moves');
  if (text === null || text === '') return { box };
  const bad = { bad: { param: 'moves', value: briefValue(text) } };
  const parts = text.split('_');
  const start = play(box);
  if (parts.length > MAX_MOVES || !start.ok) return bad;
  let state = start.value.state;
  const actions: Action[] = [];
  for (const part of parts) {
    const tile = state.deck?.[0];
    const m = MOVE.exec(part);
    if (tile === undefined || (part !== 'x' && m === null)) return bad;
    const action: Action = part === 'x' ? { type: 'discard', tile }
      : { type: 'turn', place: { tile, at: [Number(m![1]), Number(m![2])], rot: (Number(m![3]) * 90) as Rotation }, ...(m![4] && { follower: { on: m![4] as Spot } }) };
    const r = applyAction(state, action);
    if (!r.ok) return bad;
    state = r.value.state;
    actions.push(action);
  }
  return { box: { ...box, actions } };
}

/** A value in the address that cannot be read: the parameter and what it held. */
export interface BadParam {
  readonly param: string;
  readonly value: string;
}

export type ReadQuery =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly config: RiverConfig }
  | { readonly kind: 'bad'; readonly bad: readonly BadParam[] };

function readSeed(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= MAX_SEED ? n : undefined;
}

/** The longest bad value quoted back to the reader: enough to recognise it, never a page of text. */
const BRIEF = 24;

/** A bad value as the page names it: short, and with control characters removed. */
export function briefValue(v: string): string {
  const clean = v.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
  return [...clean].length > BRIEF ? `${[...clean].slice(0, BRIEF).join('')}…` : clean;
}

/** Reads a river from the address; a query with no river in it is 'none', any damaged value is 'bad'. */
export function readRiverQuery(search: string): ReadQuery {
  const q = new URLSearchParams(search);
  if (!q.has('river') && !q.has('seed')) return { kind: 'none' };
  const bad: BadParam[] = [];
  const text = (p: string): string => q.get(p) ?? '';
  const river = RIVER_CHOICES.find((r) => r === text('river'));
  if (!river) bad.push({ param: 'river', value: text('river') });
  const seed = readSeed(text('seed'));
  if (seed === undefined) bad.push({ param: 'seed', value: text('seed') });
  const gq11 = q.get('gq11');
  if (gq11 !== null && gq11 !== '1' && gq11 !== '0') bad.push({ param: 'gq11', value: gq11 });
  const options: Partial<Record<OptionKey, unknown>> = {};
  for (const k of RIVER_OPTION_KEYS) {
    const v = q.get(k);
    if (v === null) continue;
    const read = readOptionValue(k, v);
    if (read === undefined) bad.push({ param: k, value: v });
    else options[k] = read;
  }
  if (bad.length > 0 || !river || seed === undefined) return { kind: 'bad', bad: bad.map((b) => ({ ...b, value: briefValue(b.value) })) };
  return { kind: 'ok', config: { river, gq11: gq11 === '1', options: options as Partial<RuleOptions>, seed } };
}

/** A new seed for "New river" (the caller passes Math.random, so tests can pass their own). */
export const newSeed = (random: () => number): number => 1 + Math.floor(random() * 999_999);
