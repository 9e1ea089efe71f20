// "Explain this position" as text in the page's language: every road, city, cloister and field with its
// followers, majority and worth, the crown followers, and the final scoring if the game ended now. The
// numbers and rulings are the engine's (explainPosition, ifGameEndedNow); this file only words them.
import { explainPosition, ifGameEndedNow } from '../../engine/play.ts';
import type { ExplainedFeature, FeatureWorth } from '../../engine/play.ts';
import type { Coord, ExplainedPiece, FeatureKind, FeaturePart, GameState, PlayerColor, Spot } from '../../engine/core/types.ts';
import { boardDict } from '../board/i18n.ts';
import { widgetDict } from './i18n.ts';
import { listText } from './i18n-shared.ts';
import type { WidgetLang } from './i18n.ts';
import { cellName, eventView, itemViews, ofTileAt, playerName, rulingLink, tileAt } from './view.ts';
import type { EventView, ItemView, RulingLink } from './view.ts';

/** The kinds a player claims, in the order the panel lists them. */
export const LISTED: readonly FeatureKind[] = ['city', 'road', 'cloister', 'field'];
const CELLS_SHOWN = 4;

export interface WorthView {
  readonly text: string;
  readonly rulings: readonly RulingLink[];
  readonly items: readonly ItemView[];
}

export interface FeatureItem {
  readonly id: string;
  readonly kind: FeatureKind;
  /** "City on 3 tiles, complete", said when it is chosen */
  readonly name: string;
  /** where, and what it holds: "at (0, 0), (1, 0) · 1 shield" */
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

export interface FeatureGroup {
  readonly kind: FeatureKind;
  readonly title: string;
  readonly items: readonly FeatureItem[];
}

export interface PieceItem {
  readonly id: string;
  readonly player: PlayerColor;
  readonly text: string;
  readonly ruling: RulingLink;
}

export interface EndLine {
  readonly player: PlayerColor;
  readonly text: string;
  readonly total: number;
  readonly events: readonly EventView[];
}

export interface ExplainModel {
  readonly groups: readonly FeatureGroup[];
  readonly byId: ReadonlyMap<string, FeatureItem>;
  readonly crowns: readonly PieceItem[];
  readonly end: { readonly title: string; readonly ended: boolean; readonly lines: readonly EndLine[] };
}

const cellsText = (cells: readonly Coord[], lang: WidgetLang): string => {
  const d = widgetDict(lang).explain;
  const shown = cells.slice(0, CELLS_SHOWN).map((c) => cellName(c[0], c[1])).join(', ');
  return cells.length > CELLS_SHOWN ? `${shown} ${d.more(cells.length - CELLS_SHOWN)}` : shown;
};

function nameOf(f: ExplainedFeature, lang: WidgetLang): string {
  const d = widgetDict(lang).explain;
  const kind = d.kind[f.kind] ?? f.kind;
  if (f.kind === 'cloister') return `${d.kind['cloister']}, ${d.cloisterTiles(f.tiles - 1)}`;
  const head = d.heading(kind, f.tiles);
  if (f.kind === 'field') return head;
  return `${head}, ${f.complete ? d.complete : `${d.unfinished} (${d.openSides(f.openSides)})`}`;
}

function factsOf(f: ExplainedFeature, board: GameState['board'], lang: WidgetLang): string {
  const d = widgetDict(lang).explain;
  const facts = [d.at(cellsText(f.cells, lang))];
  if (f.kind === 'city') facts.push(d.shields(f.shields));
  if (f.inn) facts.push(d.inn);
  if (f.pigHerds > 0) facts.push(d.pigHerds(f.pigHerds));
  if (f.joins.length > 0) facts.push(d.ferries(listText(f.joins.map((c) => ofTileAt(c, board, lang)), d.and)));
  return facts.join(' · ');
}

function ownersOf(f: ExplainedFeature, lang: WidgetLang): string {
  const d = widgetDict(lang).explain;
  if (f.counts.length === 0) return d.nobody;
  const list = f.counts.map((c) => `${playerName(c.player, lang)} ${c.count}`).join(', ');
  const names = listText(f.majority.map((p) => playerName(p, lang)), d.and);
  return `${d.holders(list)} ${d.majority(names, f.majority.length > 1)}`;
}

function worthOf(w: FeatureWorth | null, lang: WidgetLang): WorthView | null {
  if (w === null) return null;
  const d = widgetDict(lang).explain;
  const rulings = [...new Set(w.parts.flatMap((p) => p.rulings))].map((r) => rulingLink(r, lang));
  return { text: w.when === 'completed' ? d.worthCompleted(w.points) : d.worthEnd(w.points), rulings, items: itemViews(w.parts.flatMap((p) => p.items), lang) };
}

function itemOf(f: ExplainedFeature, byId: ReadonlyMap<string, ExplainedFeature>, board: GameState['board'], lang: WidgetLang): FeatureItem {
  const d = widgetDict(lang).explain;
  const touches = f.touches.map((t) => {
    const c = byId.get(t.id)?.cells[0] ?? [0, 0];
    return { id: t.id, text: d.city(tileAt(c, board, lang), t.complete) };
  });
  return {
    id: f.id, kind: f.kind, name: nameOf(f, lang), facts: factsOf(f, board, lang), touches, touchesNone: f.kind === 'field' && touches.length === 0,
    owners: ownersOf(f, lang), worth: worthOf(f.worth, lang), atEnd: f.atEnd.map((e) => eventView(e, lang)), parts: f.parts, followers: f.followers,
  };
}

function crownOf(p: ExplainedPiece, lang: WidgetLang): PieceItem {
  const d = widgetDict(lang).explain;
  const sectors: Readonly<Record<string, string>> = boardDict(lang).sectors;
  const sector = sectors[String(p.facts['sector'])] ?? String(p.facts['sector']);
  const next = p.next.reduce((n, e) => n + e.points, 0);
  const end = p.atEnd.length === 0 ? d.crownEnd : p.atEnd.map((x) => eventView(x, lang).headline).join(', ');
  return {
    id: p.id, player: p.player, ruling: rulingLink(p.ruling, lang),
    text: `${d.crown(playerName(p.player, lang), sector, Number(p.facts['space']))}: ${d.crownNext(sector, next)}; ${end}.`,
  };
}

/** Everything the panel shows about `state`, in `lang`; the state is only read. */
export function explainModel(state: GameState, lang: WidgetLang): ExplainModel {
  const d = widgetDict(lang).explain;
  const e = explainPosition(state);
  const features = new Map(e.features.map((f) => [f.id, f]));
  const items = e.features.filter((f) => LISTED.includes(f.kind)).map((f) => itemOf(f, features, state.board, lang));
  const groups = LISTED.map((kind) => {
    const list = items.filter((i) => i.kind === kind);
    return { kind, title: `${d.kinds[kind] ?? kind} (${list.length})`, items: list };
  }).filter((g) => g.items.length > 0);
  const end = ifGameEndedNow(state);
  const lines = end.players.map((l): EndLine => ({
    player: l.player, total: l.total, events: l.events.map((x) => eventView(x, lang)),
    text: end.ended ? d.overLine(playerName(l.player, lang), l.total) : d.endLine(playerName(l.player, lang), l.now, l.gained, l.total),
  }));
  return {
    groups, byId: new Map(items.map((i) => [i.id, i])),
    crowns: e.pieces.filter((p) => p.kind === 'crown').map((p) => crownOf(p, lang)),
    end: { title: end.ended ? d.overTitle : d.endTitle, ended: end.ended, lines },
  };
}
