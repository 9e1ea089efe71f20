// The pure adapter from engine values to what the widgets draw: the board's cells, tiles, followers
// and highlights, step captions, verdicts and score breakdowns, with every sentence in the page's
// language. Nothing here decides a rule: legal cells come from legalPlacements, verdicts from the
// engine's Refusal and ScoreEvents.
import { legalPlacements, PROCEDURE, tileDef, wheelOf } from '../../engine/play.ts';
import type { Action, Coord, FollowerChoice, GameState, PlacedFollower, Placement, PlayerColor, Refusal, Rotation, ScoreEvent, Side, Spot } from '../../engine/core/types.ts';
import { neighbour, opposite } from '../../engine/core/geometry.ts';
import { SIDES } from '../../engine/core/types.ts';
import { boardDict } from '../board/i18n.ts';
import { ofTile, theTile, tileLabel } from '../board/tile-names.ts';
import { spotLabel } from './spot-names.ts';
import { widgetDict } from './i18n.ts';
import { rulingTitle } from './lang/registry.ts';
import type { WidgetLang, Words } from './i18n.ts';
import type { PlagueChoice, Sector } from '../../engine/expansions/wheel/declare.ts';

/** A cell's coordinates, for the details line of a caption only (folded, for readers who want the engine's words). */
export const cellCoords = (x: number, y: number): string => `(${x}, ${y})`;
export const keyOf = (x: number, y: number): string => `${x},${y}`;
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const uncapital = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
/** A player's colour as a name in the page's language ("Blue", "Rouge"). */
export const playerName = (p: PlayerColor, lang: WidgetLang): string => capital(boardDict(lang).players[p]);

export interface TileView {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly rot: Rotation;
  readonly followers: readonly PlacedFollower[];
  readonly ferry?: readonly [Side, Side];
  readonly last: boolean;
}

/** A multi-cell piece (the wheel board), drawn once at its north-west cell. */
export interface PieceView {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly followers: readonly { player: PlayerColor; on: Spot; cell: Coord }[];
}

export type CellState = 'tile' | 'fits-now' | 'fits' | 'empty';

export interface CellView {
  readonly x: number;
  readonly y: number;
  readonly state: CellState;
  /** accessible name: where the cell lies, said from the tiles near it (namedCells), never coordinates */
  readonly name: string;
}

export interface GhostView extends Placement {
  /** false: the engine refuses it (drawn as a warning) */
  readonly ok: boolean;
}

/** The wheel's pig and the followers on its crown spaces (the Wheel of Fortune in play). */
export interface WheelView {
  readonly pig: Sector;
  readonly crowns: readonly { readonly player: PlayerColor; readonly sector: Sector; readonly space: 1 | 2 }[];
}

export interface BoardView {
  readonly minX: number;
  readonly minY: number;
  readonly cols: number;
  readonly rows: number;
  readonly tiles: readonly TileView[];
  readonly pieces: readonly PieceView[];
  /** every cell inside the bounds, row by row */
  readonly cells: readonly CellView[];
  readonly ghost: GhostView | null;
  readonly wheel: WheelView | null;
  readonly label: string;
}

/** The reader's turn so far, drawn as if done: the tile laid with its follower (or crown) and ferry. */
export interface PendingView {
  readonly placement: Placement;
  readonly player: PlayerColor;
  readonly follower?: FollowerChoice | null;
  readonly ferry?: readonly [Side, Side];
}

export interface BoardOverlay {
  /** the tile in the reader's hand: cells that take it in some turn are highlighted */
  readonly hand?: { readonly tile: string; readonly rot: Rotation } | null;
  /** cells to highlight without a hand (a step that counts placements) */
  readonly highlight?: readonly Placement[];
  readonly ghost?: GhostView | null;
  readonly pending?: PendingView | null;
  /** ferries the reader has moved this turn, drawn where they now stand */
  readonly ferries?: readonly { readonly at: Coord; readonly ferry: readonly [Side, Side] }[];
}

function splitBoard(state: GameState, overlay: BoardOverlay): { tiles: TileView[]; pieces: PieceView[] } {
  const pending = overlay.pending ?? null;
  const last = pending ? null : state.lastPlaced;
  const moved = new Map((overlay.ferries ?? []).map((m) => [keyOf(m.at[0], m.at[1]), m.ferry]));
  const tiles: TileView[] = [];
  const pieces = new Map<string, { id: string; x: number; y: number; followers: PieceView['followers'][number][] }>();
  for (const t of state.board) {
    if (t.piece) {
      const key = keyOf(t.piece.at[0], t.piece.at[1]);
      const p = pieces.get(key) ?? { id: t.piece.tile, x: t.piece.at[0], y: t.piece.at[1], followers: [] };
      for (const f of t.followers) p.followers.push({ player: f.player, on: f.on, cell: t.piece.cell });
      pieces.set(key, p);
      continue;
    }
    const isLast = last !== null && last.at[0] === t.at[0] && last.at[1] === t.at[1];
    tiles.push({ id: t.tile, x: t.at[0], y: t.at[1], rot: t.rot, followers: t.followers, ferry: moved.get(keyOf(t.at[0], t.at[1])) ?? t.ferry, last: isLast });
  }
  if (pending) {
    const { placement: p, follower: f } = pending;
    const followers = f && 'on' in f ? [{ player: pending.player, on: f.on }] : [];
    tiles.push({ id: p.tile, x: p.at[0], y: p.at[1], rot: p.rot, followers, ferry: pending.ferry, last: true });
  }
  return { tiles, pieces: [...pieces.values()] };
}

export function bounds(state: GameState, extra: readonly Coord[]): { minX: number; minY: number; maxX: number; maxY: number } {
  const pts: Coord[] = [...state.board.map((t) => t.at), ...extra];
  if (pts.length === 0) return { minX: -1, minY: -1, maxX: 1, maxY: 1 };
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  // one empty row and column all round, so that every cell a tile can go to is on the drawing
  return { minX: Math.min(...xs) - 1, minY: Math.min(...ys) - 1, maxX: Math.max(...xs) + 1, maxY: Math.max(...ys) + 1 };
}

function cellStates(state: GameState, overlay: BoardOverlay): Map<string, CellState> {
  const out = new Map<string, CellState>();
  for (const t of state.board) out.set(keyOf(t.at[0], t.at[1]), 'tile');
  const pending = overlay.pending?.placement;
  if (pending) out.set(keyOf(pending.at[0], pending.at[1]), 'tile');
  const legal = overlay.hand ? legalPlacements(state, overlay.hand.tile) : (overlay.highlight ?? []);
  const rot = overlay.hand?.rot;
  for (const p of legal) {
    const key = keyOf(p.at[0], p.at[1]);
    if (out.get(key) === 'fits-now') continue;
    out.set(key, rot !== undefined && p.rot === rot ? 'fits-now' : 'fits');
  }
  return out;
}

export function boardView(state: GameState, overlay: BoardOverlay, lang: WidgetLang): BoardView {
  const d = widgetDict(lang);
  const { tiles, pieces } = splitBoard(state, overlay);
  const ghost = overlay.ghost ?? null;
  const pending = overlay.pending ?? null;
  const b = bounds(state, [...(ghost ? [ghost.at] : []), ...(pending ? [pending.placement.at] : [])]);
  const states = cellStates(state, overlay);
  const landmarks: Landmark[] = state.board.map((t) => ({ tile: t.tile, at: t.at }));
  if (pending) landmarks.push({ tile: pending.placement.tile, at: pending.placement.at });
  const grid: { x: number; y: number; state: CellState }[] = [];
  for (let y = b.minY; y <= b.maxY; y++) {
    for (let x = b.minX; x <= b.maxX; x++) grid.push({ x, y, state: states.get(keyOf(x, y)) ?? 'empty' });
  }
  const cells: CellView[] = namedCells(grid, landmarks, lang, b);
  return {
    minX: b.minX, minY: b.minY, cols: b.maxX - b.minX + 1, rows: b.maxY - b.minY + 1,
    tiles, pieces, cells, ghost, wheel: wheelView(state, pending), label: d.player.board(tiles.length - (pending ? 1 : 0) + pieces.length),
  };
}

function wheelView(state: GameState, pending: PendingView | null): WheelView | null {
  const w = wheelOf(state);
  if (w === undefined) return null;
  const f = pending?.follower;
  const crown = f && 'crown' in f ? [{ player: pending!.player, sector: f.crown, space: f.space }] : [];
  return { pig: w.pig, crowns: [...w.crowns, ...crown] };
}

// ---------------------------------------------------------------------------------------------
// Sentences

export interface RulingLink {
  readonly id: string;
  /** the ruling's title in the page's language (the id for one with no page) */
  readonly title: string;
  /** null for an id with no page (the engine's `procedure`) */
  readonly href: string | null;
}

// Every id the engine or a widget cites is a published ruling but the order of play itself (view.test.ts
// reads their sources against the catalogue); its title comes with the language pack.
export const rulingLink = (id: string, lang: WidgetLang): RulingLink =>
  id === PROCEDURE ? { id, title: widgetDict(lang).verdict.procedure, href: null } : { id, title: rulingTitle(lang, id) ?? id, href: `/${lang}/rulings/${id}/` };

/** The engine's cell fact ("[1, 0]") as a coordinate. */
const factCell = (v: unknown): Coord => {
  const m = /^\[(-?\d+),\s*(-?\d+)\]$/.exec(String(v));
  return m ? [Number(m[1]), Number(m[2])] : [Number.NaN, Number.NaN];
};

/** `board`: the tiles in view, so that a sentence names a cell by its tile and a landmark. */
export function words(lang: WidgetLang, board: readonly Landmark[] = []): Words {
  const b = boardDict(lang);
  const pick = (table: Record<string, string>, k: string): string => table[k] ?? k;
  return {
    side: (s) => pick(b.sides, s), edge: (e) => pick({ ...b.edges, cloister: widgetDict(lang).explain.kind.cloister!.toLowerCase() }, e), player: (p) => pick(b.players, p),
    sector: (x) => pick(b.sectors, x), tile: (id) => theTile(id, lang),
    tileAt: (cell) => tileAtName(factCell(cell), board, lang, false), ofTileAt: (cell) => tileAtName(factCell(cell), board, lang, true),
    near: (cell) => placeBeside('', factCell(cell), board, lang) || widgetDict(lang).step.apart,
    cellAt: (cell) => cellAtName(factCell(cell), board, lang),
    spot: (s) => spotName(s as Spot, lang),
    tileOn: (cell, id) => {
      const at = factCell(cell);
      const t = landmarkAt(board, at);
      return theTile(t?.tile ?? id, lang, isStart(t?.tile ?? id));
    },
  };
}

/** The refusal in the page's language, from its ruling id and facts; the engine's sentence otherwise.
 * `board`, the tiles in view (required: without them a cell could only be named by coordinates), names
 * each cell by a tile and a landmark. */
export function refusalSentence(r: Refusal, lang: WidgetLang, board: readonly Landmark[]): string {
  const sentence = widgetDict(lang).refusals[r.ruling];
  return sentence?.(r.facts, words(lang, board)) ?? r.message;
}

export const spotName = (spot: Spot, lang: WidgetLang): string => widgetDict(lang).spots[spot] ?? spot;

/** Where a tile was laid, said from the neighbour a reader notices first: the start tile, a spring or
 * lake, else the first tile met going round N, E, S, W ("east of the spring"); '' with no neighbour.
 * `tile` '' places a cell rather than a tile (no neighbour is then "the other" one of its kind). */
export function placeBeside(tile: string, at: Coord, board: readonly Landmark[], lang: WidgetLang): string {
  const d = widgetDict(lang).step;
  const near = SIDES.flatMap((side) => {
    const n = neighbour(at, side);
    const t = landmarkAt(board, n);
    return t ? [{ side, tile: t.tile, tags: tileDef(t.tile)?.tags ?? [] }] : [];
  });
  // a tile of the same kind as the new one is the weakest landmark: "east of the straight road" misleads
  const same = (id: string): boolean => tileLabel(id, lang) === tileLabel(tile, lang);
  const rank = (n: (typeof near)[number]): number => {
    const r = landmarkRank(n.tags);
    return r < 2 ? r : same(n.tile) ? 3 : r;
  };
  const best = [...near].sort((a, b) => rank(a) - rank(b))[0];
  if (!best) return '';
  const of = isStart(best.tile) ? ofTile(best.tile, lang, true) : same(best.tile) ? d.ofOther(uncapital(tileLabel(best.tile, lang))) : ofTile(best.tile, lang);
  // the neighbour lies to `side` of the new tile, so the new tile lies to the opposite side of it
  return d.beside(d.towards[opposite(best.side)] ?? '', of);
}

/** How readily a reader notices a tile: the start tile first, then a spring or a lake, then any other. */
const landmarkRank = (tags: readonly string[]): number =>
  tags.includes('start') ? 0 : tags.some((t) => t === 'river-spring' || t === 'river-lake') ? 1 : 2;

/** A tile the game started from, which players call the start tile. */
const isStart = (id: string): boolean => tileDef(id)?.tags?.includes('start') ?? false;

/** A tile of the board as a landmark: which tile, and where. */
export interface Landmark {
  readonly tile: string;
  readonly at: Coord;
}

/** The landmark standing on `at`, if any. */
const landmarkAt = <L extends Landmark>(board: readonly L[], at: Coord): L | undefined =>
  board.find((p) => p.at[0] === at[0] && p.at[1] === at[1]);

/** The tile at `at` named by where it lies ("the lake with three jetties east of the start tile"), or
 * after "of" ("of the lake …", "du lac …"); a cell with no tile in view is named from its neighbours. */
function tileAtName(at: Coord, board: readonly Landmark[], lang: WidgetLang, of: boolean): string {
  const t = landmarkAt(board, at);
  if (!t) return of ? widgetDict(lang).step.onCell(cellAtName(at, board, lang)) : cellAtName(at, board, lang);
  const name = of ? ofTile(t.tile, lang, isStart(t.tile)) : theTile(t.tile, lang, isStart(t.tile));
  // the start tile needs no place, unless another copy of it is on the board
  const alone = isStart(t.tile) && board.every((l) => l === t || l.tile !== t.tile);
  const where = alone ? '' : placeBeside(t.tile, at, board, lang);
  return where ? `${name} ${where}` : name;
}

/** The four corners of a cell, north or south first, as the words name them. */
const CORNERS = [['N', 'E'], ['S', 'E'], ['S', 'W'], ['N', 'W']] as const;

/** The cells a board shows: its first and last column and row. */
export interface Grid {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/**
 * A cell as players say it, never by coordinates: from a tile beside it ("the cell east of the spring"),
 * the tile on it ("the cell of the start tile"), or a tile at one of its corners ("the cell north-east
 * of the start tile"); with no tile that near, by its place in the `grid` shown ("the north-west cell",
 * "the middle cell"), else as a cell that touches no tile.
 */
export function cellAtName(at: Coord, board: readonly Landmark[], lang: WidgetLang, grid?: Grid): string {
  const d = widgetDict(lang).step;
  const where = placeBeside('', at, board, lang);
  if (where) return d.cellNear(where);
  const t = landmarkAt(board, at);
  if (t) return d.cellNear(ofTile(t.tile, lang, isStart(t.tile)));
  const corner = CORNERS.flatMap(([v, h]) => {
    // the cell lies to the v-h of the tile at its opposite corner
    const c = landmarkAt(board, neighbour(neighbour(at, opposite(v)), opposite(h)));
    return c ? [{ dir: `${v}${h}`, tile: c.tile, tags: tileDef(c.tile)?.tags ?? [] }] : [];
  });
  const best = corner.sort((a, b) => landmarkRank(a.tags) - landmarkRank(b.tags))[0];
  if (best) return d.cellNear(d.beside(d.corner[best.dir] ?? '', ofTile(best.tile, lang, isStart(best.tile))));
  if (!grid) return d.lone;
  const row = at[1] === grid.minY && grid.maxY > grid.minY ? 'N' : at[1] === grid.maxY && grid.maxY > grid.minY ? 'S' : '';
  const col = at[0] === grid.minX && grid.maxX > grid.minX ? 'W' : at[0] === grid.maxX && grid.maxX > grid.minX ? 'E' : '';
  return d.cellInGrid(row, col);
}

/** A board cell's accessible name in try mode: where it lies (then its row and column on the board shown,
 * `place`, when another cell would have the same name), and whether it is empty, takes the tile in hand,
 * or holds a tile (then named by where it lies, as the captions do). */
function cellName(at: Coord, state: CellState, board: readonly Landmark[], lang: WidgetLang, grid: Grid, place: boolean): string {
  const d = widgetDict(lang).tryit;
  const where = state === 'tile' ? tileAtName(at, board, lang, false) : cellAtName(at, board, lang, grid);
  const full = place ? d.inGrid(where, at[1] - grid.minY + 1, at[0] - grid.minX + 1) : where;
  return state === 'tile' ? d.tileCell(full) : d.cell(full, state === 'fits-now' ? d.fitsNow : state === 'fits' ? d.fits : d.empty);
}

/**
 * The cells of a board with their accessible names (cellName), which a screen reader says as the cursor
 * moves. Said from the tiles near them, two cells can sound alike (beside two cloisters, say, or far from
 * every tile): those also say their row and column on the board shown, counted from its north-west
 * corner, so that no two cells share a name.
 *
 * The names are worked out when one is first read, all at once (each depends on the others): only a
 * board the reader plays on shows its cells as buttons, so a step shown, the spinner's board or a frame
 * scaled into a larger extent (withinExtent) never pays for them.
 */
export function namedCells(
  cells: readonly { readonly x: number; readonly y: number; readonly state: CellState }[], board: readonly Landmark[], lang: WidgetLang, grid: Grid,
): CellView[] {
  let names: readonly string[] | undefined;
  const named = (): readonly string[] => {
    if (names) return names;
    const first = cells.map((c) => cellName([c.x, c.y], c.state, board, lang, grid, false));
    const count = new Map<string, number>();
    for (const n of first) count.set(n, (count.get(n) ?? 0) + 1);
    return (names = cells.map((c, i) => (count.get(first[i]!)! > 1 ? cellName([c.x, c.y], c.state, board, lang, grid, true) : first[i]!)));
  };
  return cells.map((c, i) => {
    const cell = { x: c.x, y: c.y, state: c.state } as CellView;
    Object.defineProperty(cell, 'name', { get: () => named()[i]!, enumerable: true });
    return cell;
  });
}

/** The tile at `at` named by where it lies ("the city edge north of the start tile"): no coordinates. */
export const tileAt = (at: Coord, board: readonly Landmark[], lang: WidgetLang): string => tileAtName(at, board, lang, false);

/** The tile at `at` named by where it lies, after "of" ("of the lake with three jetties east of the
 * start tile", "du lac à trois quais à l’est de la tuile de départ"): no coordinates. */
export const ofTileAt = (at: Coord, board: readonly Landmark[], lang: WidgetLang): string => tileAtName(at, board, lang, true);

/** The board a view draws, as landmarks. */
export const landmarksOf = (v: BoardView): Landmark[] => v.tiles.map((t) => ({ tile: t.id, at: [t.x, t.y] }));

/** The details line of a placement: its cell and turn, for readers who want the engine's coordinates. */
export function actionWhere(action: Action | null, lang: WidgetLang): string | null {
  if (action?.type !== 'turn') return null;
  return widgetDict(lang).step.where(cellCoords(action.place.at[0], action.place.at[1]), action.place.rot);
}

/** What a step does, in one sentence ("Red places the three-way junction east of the start tile");
 * `board` is the position before the step, whose tiles place the new one. */
export function describeAction(action: Action | null, player: PlayerColor | null, lang: WidgetLang, board: GameState['board'] = []): string {
  const d = widgetDict(lang);
  const who = capital(boardDict(lang).players[player ?? 'blue']);
  if (action === null) return d.step.check;
  if (action.type === 'endGame') return d.step.endGame;
  if (action.type === 'discard') return `${d.step.discard(who, theTile(action.tile, lang))}${plagueText(action.plague, lang, board)}.`;
  const p = action.place;
  let text = d.step.place(who, theTile(p.tile, lang), placeBeside(p.tile, p.at, board, lang));
  const f = action.follower;
  if (f && 'on' in f) text += d.step.follower(spotLabel(p.tile, p.rot, f.on, lang));
  if (f && 'crown' in f) text += d.step.crown(boardDict(lang).sectors[f.crown], f.space);
  if (action.ferry) text += d.step.ferry(pairName(action.ferry, lang));
  // a ferry may move on the lake just laid: name lakes from the board with the new tile on it
  for (const m of action.moveFerries ?? []) text += d.step.moveFerry(ofTileAt(m.at, [...board, p], lang), pairName(m.ferry, lang));
  return `${text}${plagueText(action.plague, lang, board)}.`;
}

function plagueText(plague: readonly PlagueChoice[] | undefined, lang: WidgetLang, board: GameState['board']): string {
  if (!plague || plague.length === 0) return '';
  // each name is a button's label; the language's sentence makes it fit mid-sentence
  return widgetDict(lang).step.plague(plague.map((c) => plagueChoiceName(c, lang, board)));
}

/** A follower the plague may take, named for the reader: its spot, and where its tile lies ("Blue’s
 * follower on the cloister north of the Wheel of Fortune board"). */
export function plagueChoiceName(c: PlagueChoice, lang: WidgetLang, board: GameState['board']): string {
  const d = widgetDict(lang).wheel;
  const who = playerName(c.player, lang);
  if ('crown' in c) return d.victimCrown(who, boardDict(lang).sectors[c.crown], c.space);
  // with the board at hand, the spot is named from its tile's features ("the field north of the road")
  const t = c.at && !c.cell ? landmarkAt(board, c.at) : undefined;
  const on = !c.on ? '' : t ? spotLabel(t.tile, t.rot, c.on, lang) : spotName(c.on, lang);
  if (c.cell) return d.victimBoard(who, on);
  return d.victim(who, on, t ? placeBeside(t.tile, t.at, board, lang) : '');
}

/** Two jetties by their sides, in the page's language ("the west and south jetties"). */
export function pairName(pair: readonly [Side, Side], lang: WidgetLang): string {
  const sides = boardDict(lang).sides;
  return widgetDict(lang).ferry.pair(sides[pair[0]], sides[pair[1]]);
}

export interface ItemView {
  readonly label: string;
  readonly points: string;
}

export interface EventView {
  readonly player: PlayerColor;
  readonly headline: string;
  readonly ruling: RulingLink;
  /** other rulings that shaped the score (a contested feature's majority) */
  readonly also: readonly RulingLink[];
  readonly items: readonly ItemView[];
  /** it gives no points and takes no follower: a line a list may fold */
  readonly zero: boolean;
}

/** Score items as the reader counts them ("3 tiles: 3 pts"). */
export function itemViews(items: ScoreEvent['items'], lang: WidgetLang): ItemView[] {
  const d = widgetDict(lang);
  return items.map((i) => ({ label: d.items.counted[i.what]?.(i.count) ?? d.items.other(i.what, i.count), points: d.items.points(i.points) }));
}

export function eventView(e: ScoreEvent & { rulings?: readonly string[] }, lang: WidgetLang): EventView {
  const d = widgetDict(lang);
  const who = capital(boardDict(lang).players[e.player]);
  const items = itemViews(e.items, lang);
  const also = (e.rulings ?? []).filter((r) => r !== e.ruling).map((r) => rulingLink(r, lang));
  // the plague scores nothing: its events say who gave up a follower
  const lost = e.points === 0 && e.items.length > 0 && e.items.every((i) => i.what === 'follower');
  const headline = lost ? d.verdict.returned(who, e.items.reduce((n, i) => n + i.count, 0)) : d.verdict.scored(who, e.points);
  return { player: e.player, headline: `${headline}${e.final ? ` ${d.verdict.final}` : ''}`, ruling: rulingLink(e.ruling, lang), also, items, zero: e.points === 0 && !lost };
}

export type VerdictView =
  | {
      readonly kind: 'accepted'; readonly label: string; readonly events: readonly EventView[]; readonly empty: string;
      /** where the wheel's pig stopped this turn, said as a sentence */
      readonly wheel?: string;
    }
  | { readonly kind: 'refused'; readonly label: string; readonly ruling: RulingLink; readonly sentence: string };

/** `sector`: where the wheel's pig stopped during the move (see pigStop), said before the events. */
export function acceptedView(events: readonly ScoreEvent[], lang: WidgetLang, sector?: Sector | null): VerdictView {
  const d = widgetDict(lang).verdict;
  const wheel = sector ? widgetDict(lang).wheel.stopped(boardDict(lang).sectors[sector]) : undefined;
  return { kind: 'accepted', label: d.accepted, events: events.map((e) => eventView(e, lang)), empty: d.noScore, ...(wheel && { wheel }) };
}

/** Where the pig stands after a move that turned the wheel; null if it did not move. */
export function pigStop(before: GameState, after: GameState): Sector | null {
  const a = wheelOf(before);
  const b = wheelOf(after);
  return a && b && a.pig !== b.pig ? b.pig : null;
}

/** `board`: the tiles in view, which name the refusal's cells (see refusalSentence). */
export function refusedView(r: Refusal, lang: WidgetLang, board: readonly Landmark[]): VerdictView {
  return { kind: 'refused', label: widgetDict(lang).verdict.refused, ruling: rulingLink(r.ruling, lang), sentence: refusalSentence(r, lang, board) };
}

/** The announcement for the live region: the verdict in one line. */
export function verdictText(v: VerdictView): string {
  if (v.kind === 'accepted') {
    const shown = v.events.filter((e) => !e.zero);
    return [v.label, ...(v.wheel ? [v.wheel] : []), ...(shown.length ? shown.map((e) => `${e.headline} (${e.ruling.title})`) : [v.empty])].join('. ');
  }
  return `${v.label} (${v.ruling.title}): ${v.sentence}`;
}

export interface ScoreLine {
  readonly player: PlayerColor;
  readonly name: string;
  readonly points: number;
  readonly supply: number;
}

export function scoreLines(state: GameState, lang: WidgetLang): ScoreLine[] {
  const names = boardDict(lang).players;
  return state.players.map((p) => ({ player: p, name: capital(names[p]), points: state.scores[p] ?? 0, supply: state.supply[p] ?? 0 }));
}

