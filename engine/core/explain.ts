// A position explained, for settling a dispute at the table: every feature with its tiles, shields,
// the cities a field touches, its followers and majority, and what it is worth (now, or at the end),
// each number with its ruling; and the final scoring "if the game ended now", on the immutable state.
// No rule is restated here: values come from scoring.ts (featureValue through featureEvents), features
// from features.ts, the end from the reducer itself, and modules describe their own pieces.
import { BASE_FEATURE_KINDS } from './types.ts';
import type {
  Coord, ExplainedPiece, FeatureKind, FeaturePart, FeatureView, GameState, PlayerColor, ScoreEventDetail, ScoreItem, Spot,
} from './types.ts';
import { deriveFeatures, features } from './features.ts';
import { applyAction } from './game.ts';
import { activeModules } from './module.ts';
import { featureEvents, majority } from './scoring.ts';
import { tileIndexAt } from './board.ts';

/** One part of what a feature pays whoever holds it (a module's bonus makes a second part). */
export interface WorthPart {
  readonly points: number;
  readonly ruling: string;
  readonly rulings: readonly string[];
  readonly items: readonly ScoreItem[];
}

export interface FeatureWorth {
  /** 'completed': a finished feature, worth this as it was scored on completion; 'end': at the final scoring */
  readonly when: 'completed' | 'end';
  readonly points: number;
  readonly parts: readonly WorthPart[];
}

export interface ExplainedFeature {
  /** unique in the position: kind, the cell and feature index of its first part */
  readonly id: string;
  readonly kind: FeatureKind;
  readonly complete: boolean;
  readonly tiles: number;
  readonly cells: readonly Coord[];
  readonly parts: readonly FeaturePart[];
  readonly shields: number;
  /** roads and cities: sides still open */
  readonly openSides: number;
  /** how many of its tile features carry each mark (FeatureView.marks) */
  readonly marks: Readonly<Record<string, number>>;
  /** fields: every city the field borders, by id, and whether it is complete (only those pay farmers) */
  readonly touches: readonly { readonly id: string; readonly complete: boolean }[];
  readonly followers: readonly { readonly player: PlayerColor; readonly at: Coord; readonly on: Spot }[];
  /** followers per player, in turn order, players with none left out */
  readonly counts: readonly { readonly player: PlayerColor; readonly count: number }[];
  /** the players who would score it (every tied player); empty when nobody stands on it */
  readonly majority: readonly PlayerColor[];
  /** cells where a module joins this feature across a tile */
  readonly joins: readonly Coord[];
  /** what it pays one holder; null for what never scores (a module's kind that is only scenery) */
  readonly worth: FeatureWorth | null;
  /** what the final scoring would give for it now, per scoring player (empty once the game is over) */
  readonly atEnd: readonly ScoreEventDetail[];
}

export interface PositionExplained {
  readonly features: readonly ExplainedFeature[];
  /** modules' pieces off the board's features */
  readonly pieces: readonly ExplainedPiece[];
  /** the final scoring is done: nothing more will score */
  readonly ended: boolean;
}

export const featureId = (v: Pick<FeatureView, 'kind' | 'parts'>): string => {
  const p = v.parts[0]!;
  return `${v.kind}:${p.at[0]},${p.at[1]}:${p.feature}`;
};

/** The base game's kinds, then the modules' own in the order they declare them. */
function kindOrder(state: GameState): readonly string[] {
  return [...BASE_FEATURE_KINDS, ...activeModules(state).flatMap((m) => m.kinds ?? [])];
}
const sum = (events: readonly { points: number }[]): number => events.reduce((n, e) => n + e.points, 0);

/**
 * What the feature pays one holder: the events the core would give if a single player stood on it (the
 * first player, dropped again), so the modules' bonuses and rulings come out exactly as in play.
 */
function worthOf(state: GameState, v: FeatureView): FeatureWorth | null {
  const final = !v.complete;
  const lone = { ...v, followers: [{ player: state.players[0]!, at: v.cells[0]!, on: 'N' as Spot }] };
  const events = featureEvents(lone, final, state);
  if (events.length === 0) return null;
  const parts = events.map((e) => ({ points: e.points, ruling: e.ruling, rulings: e.rulings ?? [e.ruling], items: e.items }));
  return { when: final ? 'end' : 'completed', points: sum(parts), parts };
}

function countsOf(v: FeatureView, players: readonly PlayerColor[]): { player: PlayerColor; count: number }[] {
  return players
    .map((player) => ({ player, count: v.followers.filter((f) => f.player === player).length }))
    .filter((c) => c.count > 0);
}

/** Where each module's joins tie this feature across a tile. */
function joinsByRoot(state: GameState): Map<number, Coord[]> {
  const d = deriveFeatures(state);
  const out = new Map<number, Coord[]>();
  for (const mod of activeModules(state)) {
    for (const [a] of mod.connections?.(state) ?? []) {
      const i = tileIndexAt(d.layout, a.at);
      if (i < 0) continue;
      const r = d.root[d.layout.offsets[i]! + a.feature]!;
      out.set(r, [...(out.get(r) ?? []), a.at]);
    }
  }
  return out;
}

/** Every feature of the position and every module piece, explained; the state is only read. */
export function explainPosition(state: GameState): PositionExplained {
  const views = features(state);
  const d = deriveFeatures(state);
  const rootOf = new Map<FeatureView, number>();
  for (const [r, v] of d.views) rootOf.set(v, r);
  const idOfRoot = (r: number): string | undefined => {
    const v = d.views.get(r);
    return v === undefined ? undefined : featureId(v);
  };
  const joins = joinsByRoot(state);
  const out = views.map((v): ExplainedFeature => {
    const r = rootOf.get(v)!;
    const cityRoots = [...new Set((d.stats.cityNodes.get(r) ?? []).map((n) => d.root[n]!))];
    const touches = cityRoots.flatMap((c) => {
      const id = idOfRoot(c);
      return id === undefined ? [] : [{ id, complete: d.views.get(c)!.complete }];
    });
    return {
      id: featureId(v), kind: v.kind, complete: v.complete, tiles: v.tiles, cells: v.cells, parts: v.parts,
      shields: v.shields, openSides: v.openSides, marks: v.marks, touches,
      followers: v.followers, counts: countsOf(v, state.players), majority: majority(v, state.players),
      joins: joins.get(r) ?? [], worth: worthOf(state, v),
      // the final scoring leaves complete features alone: they scored when they were completed
      atEnd: state.ended || v.complete ? [] : featureEvents(v, true, state),
    };
  });
  const order = kindOrder(state);
  const rank = (k: FeatureKind): number => (order.includes(k) ? order.indexOf(k) : order.length);
  out.sort((a, b) => rank(a.kind) - rank(b.kind));
  const pieces = activeModules(state).flatMap((m) => m.explainPieces?.(state) ?? []);
  return { features: out, pieces: state.ended ? pieces.map((p) => ({ ...p, atEnd: [] })) : pieces, ended: state.ended };
}

export interface EndNowLine {
  readonly player: PlayerColor;
  /** points already scored */
  readonly now: number;
  /** what the final scoring would add */
  readonly gained: number;
  readonly total: number;
  readonly events: readonly ScoreEventDetail[];
}

export interface EndNow {
  /** the game is already over: nothing is added */
  readonly ended: boolean;
  readonly players: readonly EndNowLine[];
  readonly events: readonly ScoreEventDetail[];
}

/** The final scoring of this position as the reducer would do it, per player; `state` is left as it is. */
export function ifGameEndedNow(state: GameState): EndNow {
  const r = state.ended ? null : applyAction(state, { type: 'endGame' });
  const events: readonly ScoreEventDetail[] = r?.ok ? r.value.events : [];
  const players = state.players.map((player): EndNowLine => {
    const mine = events.filter((e) => e.player === player);
    const now = state.scores[player] ?? 0;
    const gained = sum(mine);
    return { player, now, gained, total: now + gained, events: mine };
  });
  return { ended: state.ended, players, events };
}
