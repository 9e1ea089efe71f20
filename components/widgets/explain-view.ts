// "Explain this position" as text in the page's language, answer first: each player's points now and if
// the game ended now, then the features someone stands on, each named so that no two read alike (from
// its kind, a tile of it and that tile's landmark: "The city on the city corner east of the start tile"),
// then the rest folded into one line, the crown followers, and the final scoring with its 0-point lines
// folded. The numbers and rulings are the engine's (explainPosition, ifGameEndedNow); this file only
// words them, and never a coordinate.
import { tileDef } from '../../engine/play.ts';
import { explainPosition, ifGameEndedNow } from '../../engine/core/explain.ts';
import type { ExplainedFeature, FeatureWorth } from '../../engine/core/explain.ts';
import type { Coord, ExplainedPiece, FeatureKind, FeaturePart, GameState, PlayerColor, ScoreEventDetail, Spot } from '../../engine/core/types.ts';
import { rotateHalf, rotateSide } from '../../engine/core/geometry.ts';
import { boardDict } from '../board/i18n.ts';
import { theTile, tileLabel } from '../board/tile-names.ts';
import { widgetDict } from './i18n.ts';
import { cap, listText } from './i18n-shared.ts';
import type { WidgetLang } from './i18n.ts';
import { spotLabel } from './spot-names.ts';
import { eventView, itemViews, ofTileAt, playerName, rulingLink, tileAt } from './view.ts';
import type { EventView, ItemView, RulingLink } from './view.ts';

/** The kinds a player claims, in the order the panel lists them. */
export const LISTED: readonly FeatureKind[] = ['city', 'road', 'cloister', 'field'];
/** How many of a feature's tiles are tried as its landmark. */
const PARTS_TRIED = 12;

export interface WorthView {
  readonly text: string;
  readonly rulings: readonly RulingLink[];
  readonly items: readonly ItemView[];
}

export interface FeatureItem {
  readonly id: string;
  readonly kind: FeatureKind;
  /** unique in the position: "The city on the city corner east of the start tile" */
  readonly name: string;
  /** what it is: "3 tiles, 1 shield, complete" */
  readonly facts: string;
  /** a field's cities, each by id (chosen with the field, they show on the board too) */
  readonly touches: readonly { readonly id: string; readonly text: string }[];
  readonly touchesNone: boolean;
  readonly owners: string;
  readonly worth: WorthView | null;
  /** what each player of the majority would score at the end */
  readonly atEnd: readonly EventView[];
  readonly parts: readonly FeaturePart[];
  readonly followers: readonly { readonly player: PlayerColor; readonly at: Coord; readonly on: Spot }[];
}

export interface PieceItem {
  readonly id: string;
  readonly player: PlayerColor;
  readonly text: string;
  readonly ruling: RulingLink;
}

export interface TotalLine {
  readonly player: PlayerColor;
  /** "Blue: 12 now, 18 if the game ended now" */
  readonly text: string;
  readonly now: number;
  readonly total: number;
}

export interface EndLine {
  readonly player: PlayerColor;
  readonly total: number;
  /** "Blue: nothing more to score", for a player the final scoring gives no points */
  readonly nothing: string;
  /** the final scoring's events that give points, each saying which feature */
  readonly events: readonly EventView[];
  /** those that give nothing, folded under one line */
  readonly zero: readonly EventView[];
}

export interface ExplainModel {
  /** the answer: each player's points now and at the end */
  readonly totals: { readonly title: string; readonly ended: boolean; readonly lines: readonly TotalLine[] };
  /** the features someone stands on (those that would score), in kind order */
  readonly listed: readonly FeatureItem[];
  /** every other feature, folded under `othersTitle` */
  readonly others: readonly FeatureItem[];
  readonly othersTitle: string;
  readonly byId: ReadonlyMap<string, FeatureItem>;
  readonly crowns: readonly PieceItem[];
  /** the final scoring, player by player (empty once the game is over: it is done) */
  readonly end: { readonly title: string; readonly lines: readonly EndLine[]; readonly zeroTitle: string };
}

type Board = GameState['board'];

/** The spot a feature part stands for on its tile, turned as laid: how spot-names names it. */
function partSpot(board: Board, part: FeaturePart): { tile: string; rot: GameState['board'][number]['rot']; spot: Spot } | null {
  const t = board.find((b) => b.at[0] === part.at[0] && b.at[1] === part.at[1]);
  const f = t && tileDef(t.tile)?.features[part.feature];
  if (!t || !f) return null;
  if (f.kind === 'cloister') return { tile: t.tile, rot: t.rot, spot: 'cloister' };
  if (f.kind === 'field') return f.halves[0] ? { tile: t.tile, rot: t.rot, spot: rotateHalf(f.halves[0], t.rot) } : null;
  if (f.kind === 'city' || f.kind === 'road') return f.sides[0] ? { tile: t.tile, rot: t.rot, spot: rotateSide(f.sides[0], t.rot) } : null;
  return null;
}

/** How many tiles of the board go by each name: a tile alone of its name needs no landmark. */
const labelCounts = (board: Board, lang: WidgetLang): Map<string, number> => {
  const out = new Map<string, number>();
  for (const t of board) out.set(tileLabel(t.tile, lang), (out.get(tileLabel(t.tile, lang)) ?? 0) + 1);
  return out;
};

/** One way to name the feature: its part on one tile, and that tile by its name where no other tile has
 * it ("the start tile"), else from a landmark ("the straight road east of the spring"). */
function partName(f: ExplainedFeature, part: FeaturePart, board: Board, counts: ReadonlyMap<string, number>, lang: WidgetLang): string {
  const d = { ...widgetDict(lang).explain, ...widgetDict(lang).explained };
  const s = partSpot(board, part);
  // a cloister is its tile: "the cloister west of the road curve"
  if (f.kind === 'cloister') return cap(tileAt(part.at, board, lang));
  const what = s ? spotLabel(s.tile, s.rot, s.spot, lang) : d.the[f.kind] ?? f.kind;
  const tile = s && counts.get(tileLabel(s.tile, lang)) === 1 ? theTile(s.tile, lang, tileDef(s.tile)?.tags?.includes('start') ?? false) : tileAt(part.at, board, lang);
  return cap(d.onTile(what, tile));
}

/** A name for every feature, none twice: each takes the shortest of its tiles' names that no feature
 * before it took, else the shortest with a number. */
function uniqueNames(list: readonly ExplainedFeature[], board: Board, lang: WidgetLang): Map<string, string> {
  const taken = new Set<string>();
  const out = new Map<string, string>();
  const counts = labelCounts(board, lang);
  for (const f of list) {
    const names = [...new Set(f.parts.slice(0, PARTS_TRIED).map((p) => partName(f, p, board, counts, lang)))].sort((a, b) => a.length - b.length);
    let name = names.find((n) => !taken.has(n));
    for (let i = 2; name === undefined; i++) if (!taken.has(`${names[0]} (${i})`)) name = `${names[0]} (${i})`;
    taken.add(name);
    out.set(f.id, name);
  }
  return out;
}

function factsOf(f: ExplainedFeature, board: Board, lang: WidgetLang): string {
  const d = { ...widgetDict(lang).explain, ...widgetDict(lang).explained };
  const facts = f.kind === 'cloister' ? [d.cloisterTiles(f.tiles - 1)] : [d.tiles(f.tiles)];
  if (f.shields > 0) facts.push(d.shields(f.shields));
  if ((f.marks['inn'] ?? 0) > 0) facts.push(d.inn);
  if ((f.marks['pigHerd'] ?? 0) > 0) facts.push(d.pigHerds(f.marks['pigHerd']!));
  if (f.joins.length > 0) facts.push(d.ferries(listText(f.joins.map((c) => ofTileAt(c, board, lang)), d.and)));
  if (f.kind === 'city' || f.kind === 'road') facts.push(f.complete ? d.complete : `${d.unfinished} (${d.openSides(f.openSides)})`);
  if (f.kind === 'cloister' && f.complete) facts.push(d.complete);
  return facts.join(', ');
}

function ownersOf(f: ExplainedFeature, lang: WidgetLang): string {
  const d = { ...widgetDict(lang).explain, ...widgetDict(lang).explained };
  if (f.counts.length === 0) return d.nobody;
  const list = f.counts.map((c) => `${playerName(c.player, lang)} ${c.count}`).join(', ');
  const names = listText(f.majority.map((p) => playerName(p, lang)), d.and);
  return `${d.holders(list)} ${d.majority(names, f.majority.length > 1)}`;
}

/** What the feature is worth, said only to whom it would go: nobody on an unfinished feature scores nothing. */
function worthOf(f: ExplainedFeature, lang: WidgetLang): WorthView | null {
  const w: FeatureWorth | null = f.worth;
  if (w === null) return null;
  const d = { ...widgetDict(lang).explain, ...widgetDict(lang).explained };
  const rulings = [...new Set(w.parts.flatMap((p) => p.rulings))].map((r) => rulingLink(r, lang));
  const names = listText(f.majority.map((p) => playerName(p, lang)), d.and);
  const text = w.when === 'completed' ? d.worthCompleted(w.points)
    : f.majority.length === 0 ? d.worthNobody(w.points)
    : d.worthEnd(w.points, names);
  return { text, rulings, items: itemViews(w.parts.flatMap((p) => p.items), lang) };
}

function crownOf(p: ExplainedPiece, lang: WidgetLang): PieceItem {
  const d = { ...widgetDict(lang).explain, ...widgetDict(lang).explained };
  const sectors: Readonly<Record<string, string>> = boardDict(lang).sectors;
  const sector = sectors[String(p.facts['sector'])] ?? String(p.facts['sector']);
  const next = p.next.reduce((n, e) => n + e.points, 0);
  const end = p.atEnd.length === 0 ? d.crownEnd : p.atEnd.map((x) => eventView(x, lang).headline).join(', ');
  return {
    id: p.id, player: p.player, ruling: rulingLink(p.ruling, lang),
    text: d.crownLine(d.crown(playerName(p.player, lang), sector, Number(p.facts['space'])), d.crownNext(sector, next), end),
  };
}

/** A score event of the final scoring, saying which feature it is for. */
function endEvent(e: ScoreEventDetail, features: readonly ExplainedFeature[], names: ReadonlyMap<string, string>, lang: WidgetLang): EventView {
  const v = eventView(e, lang);
  const at = e.at;
  // several features share a cell (the fields of one tile): the one the scoring player holds
  const f = at && features.find((x) => x.kind === e.feature && x.majority.includes(e.player) && x.cells.some((c) => c[0] === at[0] && c[1] === at[1]));
  const name = f ? names.get(f.id) : undefined;
  return name ? { ...v, headline: widgetDict(lang).explained.forFeature(v.headline, name) } : v;
}

/** Every road, city, cloister and field of `state` by its name in the panel, keyed by featureId. */
export function featureNames(state: GameState, lang: WidgetLang): ReadonlyMap<string, string> {
  return uniqueNames(explainPosition(state).features.filter((f) => LISTED.includes(f.kind)), state.board, lang);
}

/** Everything the panel shows about `state`, in `lang`; the state is only read. */
export function explainModel(state: GameState, lang: WidgetLang): ExplainModel {
  const d = { ...widgetDict(lang).explain, ...widgetDict(lang).explained };
  const e = explainPosition(state);
  const features = e.features.filter((f) => LISTED.includes(f.kind));
  const names = uniqueNames(features, state.board, lang);
  const items = features.map((f): FeatureItem => {
    const touches = f.touches.map((t) => ({ id: t.id, text: d.city(names.get(t.id) ?? d.the['city']!, t.complete) }));
    return {
      id: f.id, kind: f.kind, name: names.get(f.id)!, facts: factsOf(f, state.board, lang), touches, touchesNone: f.kind === 'field' && touches.length === 0,
      owners: ownersOf(f, lang), worth: worthOf(f, lang), atEnd: f.atEnd.filter((x) => x.points > 0).map((x) => eventView(x, lang)),
      parts: f.parts, followers: f.followers,
    };
  });
  const listed = items.filter((i) => i.followers.length > 0);
  const others = items.filter((i) => i.followers.length === 0);
  const end = ifGameEndedNow(state);
  const totals = end.players.map((l): TotalLine => ({
    player: l.player, now: l.now, total: l.total,
    text: end.ended ? d.overLine(playerName(l.player, lang), l.total) : d.totalLine(playerName(l.player, lang), l.now, l.total),
  }));
  const lines = end.players.map((l): EndLine => {
    const views = l.events.map((x) => endEvent(x, features, names, lang));
    return { player: l.player, total: l.total, nothing: d.nothingMore(playerName(l.player, lang)), events: views.filter((_, i) => l.events[i]!.points > 0), zero: views.filter((_, i) => l.events[i]!.points === 0) };
  });
  const zeros = lines.reduce((n, l) => n + l.zero.length, 0);
  return {
    totals: { title: end.ended ? d.overTitle : d.totalsTitle, ended: end.ended, lines: totals },
    listed, others, othersTitle: d.others(others.length), byId: new Map(items.map((i) => [i.id, i])),
    crowns: e.pieces.filter((p) => p.kind === 'crown').map((p) => crownOf(p, lang)),
    end: { title: d.endTitle, lines: end.ended ? [] : lines, zeroTitle: d.zeroLines(zeros) },
  };
}
