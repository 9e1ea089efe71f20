// The five scoring events of the wheel's sectors (the sixth, the plague, takes followers: plague.ts).
// Each returns one score event per player who scores, with items a page can show as a breakdown.
// Followers on the board's outer landscape are followers like any other here: the board's cells are
// tiles for features, so the core's feature views already include them.
import type { FeatureView, GameState, PlayerColor, ScoreEventDetail, ScoreItem } from '../../core/types.ts';
import { claimedFeatures } from '../../core/features.ts';
import { majority } from '../../core/scoring.ts';
import type { Sector } from './declare.ts';
import { countedHerds } from '../pig-herd/index.ts';

type Items = Map<PlayerColor, ScoreItem[]>;

const item = (what: string, count: number, each: number): ScoreItem => ({ what, count, points: count * each });

function add(items: Items, player: PlayerColor, ...more: ScoreItem[]): void {
  const list = items.get(player) ?? [];
  for (const m of more) {
    const same = list.findIndex((i) => i.what === m.what && i.points / Math.max(i.count, 1) === m.points / Math.max(m.count, 1));
    if (same >= 0) list[same] = { what: m.what, count: list[same]!.count + m.count, points: list[same]!.points + m.points };
    else list.push(m);
  }
  items.set(player, list);
}

/** One event per player with points, in turn order. */
function eventsOf(state: GameState, sector: Sector, ruling: string, items: Items, rulings?: (p: PlayerColor) => string[]): ScoreEventDetail[] {
  return state.players.flatMap((player) => {
    const list = (items.get(player) ?? []).filter((i) => i.count > 0);
    const points = list.reduce((n, i) => n + i.points, 0);
    if (points === 0) return [];
    return [{ player, points, ruling, feature: sector, items: list, rulings: rulings?.(player) ?? [ruling] }];
  });
}

const count = (v: FeatureView, player: PlayerColor): number => v.followers.filter((f) => f.player === player).length;

/** Fortune: the active player scores 3. */
export function fortune(state: GameState, active: PlayerColor): ScoreEventDetail[] {
  return eventsOf(state, 'fortune', 'wheel-fortune', new Map([[active, [item('fortune', 1, 3)]]]));
}

/**
 * Taxes: every follower in a city is a knight (wheel-taxes-any-follower) and earns 1 per shield of its
 * city plus 1 per knight its owner has in that city.
 */
export function taxes(state: GameState): ScoreEventDetail[] {
  const items: Items = new Map();
  for (const v of claimedFeatures(state).filter((f) => f.kind === 'city')) {
    // k knights of one player in a city with s shields earn k × (s + k): said as what a reader counts on
    // the board, the k knights (k points each) and the s shields (k points each)
    for (const player of new Set(v.followers.map((f) => f.player))) {
      const k = count(v, player);
      add(items, player, item('knight', k, k), item('shield', v.shields, k));
    }
  }
  return eventsOf(state, 'taxes', 'wheel-taxes', items, () => ['wheel-taxes', 'wheel-taxes-any-follower']);
}

/** Who scores famine on a farm: every farmer (Big Box 5), or with famineMajority only the majority's. */
function famineScorers(state: GameState, v: FeatureView): PlayerColor[] {
  const present = state.players.filter((p) => count(v, p) > 0);
  return state.options.famineMajority ? majority(v, state.players) : present;
}

/**
 * Famine: each farmer scores 1 per completed city its farm touches. With the pig-herd in play, a farm
 * holding one adds 1 per completed city for each farmer who scores there (wheel-famine-bonuses).
 */
export function famine(state: GameState): ScoreEventDetail[] {
  const items: Items = new Map();
  const herd: Items = new Map();
  const helped = new Set<PlayerColor>();
  for (const v of claimedFeatures(state).filter((f) => f.kind === 'field' && f.completedCities > 0)) {
    const scorers = famineScorers(state, v);
    const top = majority(v, state.players);
    for (const p of scorers) {
      const farmers = count(v, p);
      add(items, p, item('completed-city', farmers * v.completedCities, 1));
      if (!top.includes(p)) helped.add(p);
      if (countedHerds(state, v) > 0) add(herd, p, item('pig-herd', farmers * v.completedCities, 1));
    }
  }
  const majorityRule = state.options.famineMajority;
  const main = eventsOf(state, 'famine', majorityRule ? 'wheel-famine-no-majority' : 'wheel-famine', items, (p) =>
    majorityRule || helped.has(p) ? ['wheel-famine', 'wheel-famine-no-majority'] : ['wheel-famine']);
  const bonus = eventsOf(state, 'famine', 'wheel-famine-bonuses', herd, () => ['wheel-famine-bonuses', 'river2-pig-herd']);
  return [...main, ...bonus];
}

/** A farmer famine passes over: only under famineMajority, on a farm touching a completed city. */
export interface FamineOutnumbered {
  readonly player: PlayerColor;
  /** the players holding the majority on that farm */
  readonly by: readonly PlayerColor[];
  /** the farm's first part, to name it (featureId of the core's explain) */
  readonly field: FeatureView['parts'][number];
  readonly ruling: string;
}

/**
 * Who famine would leave with nothing on a farm that pays, and who outnumbers them there: empty unless
 * famineMajority is in force, where only the majority's farmers score (wheel-famine-no-majority).
 */
export function famineOutnumbered(state: GameState): FamineOutnumbered[] {
  if (!state.options.famineMajority) return [];
  return claimedFeatures(state).filter((f) => f.kind === 'field' && f.completedCities > 0).flatMap((v) => {
    const top = majority(v, state.players);
    return state.players.filter((p) => count(v, p) > 0 && !top.includes(p))
      .map((player) => ({ player, by: top, field: v.parts[0]!, ruling: 'wheel-famine-no-majority' }));
  });
}

/** Storm: each player scores 1 per follower in supply. */
export function storm(state: GameState): ScoreEventDetail[] {
  const items: Items = new Map(state.players.map((p) => [p, [item('follower-in-supply', state.supply[p] ?? 0, 1)]]));
  return eventsOf(state, 'storm', 'wheel-storm', items);
}

/** Inquisition: each monk (a follower on a cloister) scores 2. */
export function inquisition(state: GameState): ScoreEventDetail[] {
  const items: Items = new Map();
  for (const t of state.board) for (const f of t.followers) if (f.on === 'cloister') add(items, f.player, item('monk', 1, 2));
  return eventsOf(state, 'inquisition', 'wheel-inquisition', items);
}
