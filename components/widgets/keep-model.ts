// The sandbox's game kept between visits, as data: the address (the position's link, rewritten after
// every move, with the seed that shuffled its pile) and the browser's storage (the last game from its
// start, its moves as scenario steps, so that undo and the seed survive a reload). What is read back
// from storage is only shaped here; the scenario validator (sandbox-io.ts, loaded on demand) checks
// the game itself, so damaged data is said, never played.
import type { GameState, Problem, Result } from '../../engine/core/types.ts';
import { toStep } from '../../engine/scenario/convert.ts';
import type { Scenario, ScenarioDispute } from '../../engine/scenario/types.ts';
import { play, positionScenario, sandboxFromScenario } from './sandbox-model.ts';
import type { Sandbox } from './sandbox-model.ts';

export const STORE_KEY = 'casebook:sandbox';
const STORE_VERSION = 1;
/** The address of a game too large for a link: it is kept in this browser only. */
export const KEPT_HASH = '#kept';

/** What the browser's storage holds of the last game, shaped but not yet validated. */
export interface KeptGame {
  /** when it was kept, in milliseconds since 1970 */
  readonly savedAt: number;
  /** tiles on its board */
  readonly tiles: number;
  /** the seed that shuffled its pile, if it came from one */
  readonly seed: number | null;
  /** the game from its start, its moves as steps: a scenario, once the validator has accepted it */
  readonly game: unknown;
}

export type Kept = { readonly kind: 'none' } | { readonly kind: 'damaged' } | { readonly kind: 'ok'; readonly kept: KeptGame };

/** Tiles on the board, a multi-cell piece (the wheel) counted once. */
export function tilesOn(state: GameState): number {
  const pieces = new Set(state.board.filter((t) => t.piece).map((t) => `${t.piece!.at[0]},${t.piece!.at[1]}`));
  return state.board.filter((t) => !t.piece).length + pieces.size;
}

/** The game as a scenario: its starting position, then every move as a step. null when it cannot be set up. */
export function gameScenario(box: Sandbox, title: string, dispute: ScenarioDispute | null): Scenario | null {
  const start = play({ setup: box.setup, actions: [] });
  if (!start.ok) return null;
  const s = positionScenario(start.value.state, title, dispute);
  return box.actions.length === 0 ? s : { ...s, steps: box.actions.map(toStep) };
}

/** Whether two scenarios reach the same position (and carry the same dispute), whatever moves led there. */
export function samePosition(a: Scenario, b: Scenario): boolean {
  const at = (s: Scenario): string | null => {
    const r = play(sandboxFromScenario(s));
    return r.ok ? JSON.stringify(positionScenario(r.value.state, '', s.dispute ?? null)) : null;
  };
  const x = at(a);
  return x !== null && x === at(b);
}

/** The text kept in storage for this game, or null when it cannot be set up. */
export function keptText(box: Sandbox, state: GameState, title: string, dispute: ScenarioDispute | null, savedAt: number): string | null {
  const game = gameScenario(box, title, dispute);
  if (!game) return null;
  return JSON.stringify({ v: STORE_VERSION, savedAt, tiles: tilesOn(state), seed: box.setup.seed ?? null, game });
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** What the stored text holds: nothing, something damaged, or a game to offer (validated when opened). */
export function readKept(text: string | null): Kept {
  if (text === null) return { kind: 'none' };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { kind: 'damaged' };
  }
  if (typeof v !== 'object' || v === null) return { kind: 'damaged' };
  const o = v as Record<string, unknown>;
  const seed = o['seed'];
  if (o['v'] !== STORE_VERSION || !isCount(o['savedAt']) || !isCount(o['tiles']) || (seed !== null && !isCount(seed))) return { kind: 'damaged' };
  if (typeof o['game'] !== 'object' || o['game'] === null) return { kind: 'damaged' };
  return { kind: 'ok', kept: { savedAt: o['savedAt'], tiles: o['tiles'], seed, game: o['game'] } };
}

/** The part of Storage used here, so tests can pass their own. */
export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's storage, or null where reading it throws (blocked cookies, some private modes). */
export function browserStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadKept(store: Store | null): Kept {
  try {
    return readKept(store?.getItem(STORE_KEY) ?? null);
  } catch {
    return { kind: 'none' };
  }
}

/** Keeps the text; false when the browser refuses (quota, private mode): play goes on regardless. */
export function saveKept(store: Store | null, text: string): boolean {
  try {
    store?.setItem(STORE_KEY, text);
    return store !== null;
  } catch {
    return false;
  }
}

export function forgetKept(store: Store | null): void {
  try {
    store?.removeItem(STORE_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}

/** The address of a position: its link, and the seed of its pile (which the link's reader ignores). */
export const addressOf = (link: string, seed: number | undefined): string => (seed === undefined ? link : `${link}&seed=${seed}`);

/**
 * Where the address goes after a move: the position's link (`made`, from sandboxLink) with its seed, or,
 * for a position too large for a link, `#kept` (the game is in this browser's storage) and why.
 */
export function addressFor(made: Result<string, readonly Problem[]>, seed: number | undefined, pathname: string): { readonly to: string; readonly tooLong: string | null } {
  if (made.ok) return { to: addressOf(made.value, seed), tooLong: null };
  return { to: `${pathname}${KEPT_HASH}`, tooLong: made.error.map((p) => p.message).join(' ') };
}

/** The seed an address carries after its link (`#s=…&seed=42`). */
export function seedOfHash(hash: string): number | undefined {
  const m = /&seed=(\d{1,10})(?:&|$)/.exec(hash);
  const n = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(n) && n <= 0xffffffff ? n : undefined;
}

/**
 * When the game was kept, in the reader's own way of writing times (the browser's locale when it is of
 * the page's language, else the page's language): the time alone on the same day, else the date too.
 */
export function keptWhen(savedAt: number, now: number, lang: 'en' | 'fr', locales: readonly string[]): string {
  const locale = locales.find((l) => l.toLowerCase().split('-')[0] === lang) ?? lang;
  const at = new Date(savedAt);
  const sameDay = new Date(now).toDateString() === at.toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}
