// Scoring with explained items: completed features during play, everything unfinished (and farms) at
// the end. Every event names its ruling; a contested feature cites base-majority as well.
import type { FeatureView, GameState, PlacedTile, PlayerColor, ScoreEventDetail, ScoreItem } from './types.ts';
import { keyOf, sameLayout } from './board.ts';
import { claimedFeatures } from './features.ts';
import { activeModules } from './module.ts';
import type { FeatureValue } from './module.ts';

type Value = FeatureValue;

export const item = (what: string, count: number, each: number): ScoreItem => ({ what, count, points: count * each });

function roadValue(v: FeatureView): Value {
  return { ruling: 'base-road-score', items: [item('tile', v.tiles, 1)] };
}

function cityValue(v: FeatureView, final: boolean): Value {
  const each = final ? 1 : 2;
  const items = [item('tile', v.tiles, each)];
  if (v.shields > 0) items.push(item('shield', v.shields, each));
  return { ruling: 'base-city-score', items };
}

function cloisterValue(v: FeatureView): Value {
  return { ruling: 'base-cloister-score', items: [item('cloister', 1, 1), item('neighbour', v.tiles - 1, 1)] };
}

/** What a feature is worth by the base game's rules, or undefined for kinds it never scores. */
function baseValue(v: FeatureView, final: boolean): Value | undefined {
  switch (v.kind) {
    case 'road':
      return roadValue(v);
    case 'city':
      return cityValue(v, final);
    case 'cloister':
      return cloisterValue(v);
    case 'field':
      return final ? { ruling: 'base-farm-score', items: [item('completed-city', v.completedCities, 3)] } : undefined;
    default:
      return undefined;
  }
}

/** What a feature is worth: the base game's value, then each module's feature modifier in turn. */
export function featureValue(v: FeatureView, final: boolean, state: GameState): Value | undefined {
  let value = baseValue(v, final);
  for (const m of activeModules(state)) {
    if (m.featureValue) value = m.featureValue(state, v, final, value) ?? value;
  }
  return value;
}

/** Players with the most followers on the feature, in turn order. */
export function majority(v: FeatureView, players: readonly PlayerColor[]): PlayerColor[] {
  const counts = new Map<PlayerColor, number>();
  for (const f of v.followers) counts.set(f.player, (counts.get(f.player) ?? 0) + 1);
  const best = Math.max(0, ...counts.values());
  return players.filter((p) => best > 0 && counts.get(p) === best);
}

const total = (items: readonly ScoreItem[]): number => items.reduce((n, i) => n + i.points, 0);

/**
 * The score events a feature gives its majority: as completed during play, or at the final scoring. Also
 * what explainPosition shows for each feature (engine/core/explain.ts), so the rules live here only.
 */
export function featureEvents(v: FeatureView, final: boolean, state: GameState): ScoreEventDetail[] {
  const value = featureValue(v, final, state);
  if (value === undefined || v.followers.length === 0) return [];
  const bonuses = activeModules(state).flatMap((m) => m.featureBonus?.(state, v, final) ?? []);
  const contested = new Set(v.followers.map((f) => f.player)).size > 1;
  const cited = [value.ruling, ...activeModules(state).flatMap((m) => m.scoreRulings?.(state, v, final) ?? [])];
  const ref = { feature: v.kind, at: v.followers[0]!.at, on: v.followers[0]!.on, ...(final ? { final: true } : {}) };
  const out: ScoreEventDetail[] = [];
  for (const player of majority(v, state.players)) {
    out.push({
      player, points: total(value.items), items: value.items, ...ref,
      ruling: contested ? 'base-majority' : value.ruling,
      rulings: contested ? [...cited, 'base-majority'] : cited,
    });
    for (const b of bonuses) out.push({ player, points: total(b.items), items: b.items, ...ref, ruling: b.ruling, rulings: [b.ruling] });
  }
  return out;
}

function returnEvents(v: FeatureView, players: readonly PlayerColor[]): ScoreEventDetail[] {
  return players.flatMap((player) => {
    const mine = v.followers.filter((f) => f.player === player);
    if (mine.length === 0) return [];
    return [{
      player, points: 0, ruling: 'base-followers-return', feature: v.kind, at: mine[0]!.at, on: mine[0]!.on,
      items: [item('follower', mine.length, 0)],
    }];
  });
}

export function addPoints(
  scores: GameState['scores'], events: readonly ScoreEventDetail[],
): Partial<Record<PlayerColor, number>> {
  const out: Partial<Record<PlayerColor, number>> = { ...scores };
  for (const e of events) out[e.player] = (out[e.player] ?? 0) + e.points;
  return out;
}

function withoutFollowers(board: readonly PlacedTile[], gone: readonly FeatureView[]): PlacedTile[] {
  const remove = new Map<number, Set<string>>();
  for (const v of gone) {
    for (const f of v.followers) {
      const k = keyOf(f.at);
      remove.set(k, (remove.get(k) ?? new Set()).add(f.on));
    }
  }
  return sameLayout(board.map((p) => {
    const spots = remove.get(keyOf(p.at));
    return spots === undefined ? p : { ...p, followers: p.followers.filter((f) => !spots.has(f.on)) };
  }), board) as PlacedTile[];
}

/** Scores every completed feature that still holds followers, and sends those followers home. */
export function scoreCompleted(state: GameState): { state: GameState; events: ScoreEventDetail[] } {
  const done = claimedFeatures(state, true).filter((v) => featureValue(v, false, state) !== undefined);
  if (done.length === 0) return { state, events: [] };
  const events = done.flatMap((v) => [...featureEvents(v, false, state), ...returnEvents(v, state.players)]);
  const supply: Partial<Record<PlayerColor, number>> = { ...state.supply };
  for (const v of done) for (const f of v.followers) supply[f.player] = (supply[f.player] ?? 0) + 1;
  return {
    state: { ...state, board: withoutFollowers(state.board, done), supply, scores: addPoints(state.scores, events) },
    events,
  };
}

/** Final scoring: unfinished roads, cities and cloisters first, then farms. Followers stay where they are. */
export function scoreFinal(state: GameState): { state: GameState; events: ScoreEventDetail[] } {
  const open = claimedFeatures(state, false);
  const order = (v: FeatureView): number => (v.kind === 'field' ? 1 : 0);
  const events = [...open].sort((a, b) => order(a) - order(b)).flatMap((v) => featureEvents(v, true, state));
  return { state: { ...state, scores: addPoints(state.scores, events) }, events };
}
