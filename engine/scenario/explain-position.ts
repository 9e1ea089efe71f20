// The per-feature account of a position for `casebook explain`, answer first: what each player has and
// would have if the game ended now; then every road, city, cloister and field someone stands on, with its
// tiles, shields, the cities a field touches, the majority, and what it is worth with the ruling behind
// each number (the features nobody holds are counted in one line); the wheel's crowns; then what the
// final scoring would give, its 0-point lines counted. Every number is the engine's (explainPosition, ifGameEndedNow).
import type { ExplainedPiece, GameState, ScoreEvent, ScoreEventDetail, ScoreItem } from '../core/types.ts';
import { explainPosition, ifGameEndedNow } from './engine.ts';
import type { EndNow, ExplainedFeature, FeatureWorth } from './engine.ts';

const SHOWN = ['city', 'road', 'cloister', 'field'];
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const cell = (c: readonly number[]): string => `[${c.join(', ')}]`;

export const itemsText = (items: readonly ScoreItem[]): string => items.map((i) => `${i.what} × ${i.count} = ${i.points}`).join(' + ');

/** "8 (base-city-score: tile × 3 = 6 + shield × 1 = 2)"; a farm with a pig-herd has two parts. */
function worthText(w: FeatureWorth): string {
  const parts = w.parts.map((p) => `${p.rulings.join(', ')}: ${itemsText(p.items)}`);
  return `${w.points} (${parts.join('; ')})`;
}

const citing = (e: ScoreEvent): string => [e.ruling, ...((e as ScoreEventDetail).rulings ?? []).filter((r) => r !== e.ruling)].join(', ');

export function describeEvent(e: ScoreEvent): string {
  const returned = e.items.filter((i) => i.what === 'follower').reduce((n, i) => n + i.count, 0);
  if (e.points === 0 && returned > 0) {
    return `${e.player}: ${returned} follower${returned === 1 ? '' : 's'} back to supply from the ${e.feature}, citing ${e.ruling}`;
  }
  const items = itemsText(e.items);
  const where = e.at === undefined ? '' : ` at ${cell(e.at)}`;
  const final = e.final === true ? ' (final scoring)' : '';
  return `${e.player} scores ${e.points} for the ${e.feature}${where}${final}, citing ${citing(e)}${items === '' ? '' : `: ${items}`}`;
}

function eventsText(events: readonly ScoreEventDetail[]): string {
  return events.map((e) => `${e.player} ${e.points} (${citing(e)}: ${itemsText(e.items)})`).join(', ');
}

function where(f: ExplainedFeature): string {
  const cells = f.cells.slice(0, 6).map(cell).join(' ');
  return `${f.kind} on ${plural(f.tiles, 'tile')}${f.kind === 'cloister' ? ' (with its neighbours)' : ''} at ${cells}${f.cells.length > 6 ? ' …' : ''}`;
}

function featureLine(f: ExplainedFeature, byId: ReadonlyMap<string, ExplainedFeature>): string {
  const facts: string[] = [];
  if (f.kind === 'city' || f.shields > 0) facts.push(plural(f.shields, 'shield'));
  if ((f.marks['inn'] ?? 0) > 0) facts.push('an inn');
  if ((f.marks['pigHerd'] ?? 0) > 0) facts.push(plural(f.marks['pigHerd']!, 'pig-herd'));
  if (f.joins.length > 0) facts.push(`across the ferr${f.joins.length === 1 ? 'y' : 'ies'} at ${f.joins.map(cell).join(' ')}`);
  if (f.kind === 'field') {
    const cities = f.touches.map((t) => `the city at ${cell(byId.get(t.id)?.cells[0] ?? [])} (${t.complete ? 'complete' : 'unfinished'})`);
    facts.push(cities.length === 0 ? 'touches no city' : `touches ${cities.join(', ')}`);
  } else facts.push(f.complete ? 'complete' : `unfinished${f.openSides > 0 ? ` (${plural(f.openSides, 'open side')})` : ''}`);
  const who = f.counts.length === 0 ? 'nobody on it'
    : `${f.counts.map((c) => `${c.player} ${c.count}`).join(', ')}: majority ${f.majority.join(' and ')}`;
  const worth = f.worth === null ? 'never scored'
    : f.worth.when === 'completed' ? `worth ${worthText(f.worth)} on completion`
    : f.atEnd.length > 0 ? `at the end: ${eventsText(f.atEnd.filter((x) => x.points > 0)) || 'nothing'}`
    : `worth ${worthText(f.worth)} at the end`;
  return `${where(f)}, ${facts.join(', ')}; ${who}; ${worth}`;
}

function pieceLine(p: ExplainedPiece): string {
  const name = p.kind === 'crown' ? `crown space ${String(p.facts['space'])} of ${String(p.facts['sector'])}` : `${p.kind} ${p.id}`;
  const next = p.next.length === 0 ? 'nothing next' : `next: ${eventsText(p.next)}`;
  const end = p.atEnd.length === 0 ? 'nothing at the end' : `at the end: ${eventsText(p.atEnd)}`;
  return `${name}: ${p.player}; ${next}; ${end} (${p.ruling})`;
}

/** The answer first: each player's points now and if the game ended now (or the final totals). */
export function endNowText(end: EndNow): string {
  if (end.ended) return `the game is over: ${end.players.map((p) => `${p.player} ${p.total}`).join(', ')}`;
  return `points now, and if the game ended now: ${end.players.map((p) => `${p.player} ${p.now} + ${p.gained} = ${p.total}`).join(', ')}`;
}

/** The account, answer first: the points, then one line per feature someone stands on (the others
 * counted in one line) and per piece, then what the final scoring would give, its 0-point lines counted. */
export function featuresText(state: GameState): string {
  const e = explainPosition(state);
  const shown = e.features.filter((f) => SHOWN.includes(f.kind));
  const held = shown.filter((f) => f.followers.length > 0);
  const rest = shown.length - held.length;
  const byId = new Map(e.features.map((f) => [f.id, f]));
  const end = ifGameEndedNow(state);
  const events = end.players.flatMap((p) => p.events);
  const zero = events.filter((x) => x.points === 0).length;
  return [
    endNowText(end),
    'features held:',
    ...(held.length === 0 ? ['  none'] : held.map((f) => `  ${featureLine(f, byId)}`)),
    ...(rest === 0 ? [] : [`  ${rest} more feature${rest === 1 ? ' holds' : 's hold'} no follower`]),
    ...(e.pieces.length === 0 ? [] : ['pieces:', ...e.pieces.map((p) => `  ${pieceLine(p)}`)]),
    ...(end.ended ? [] : [
      'the final scoring would give:',
      ...(events.length === zero ? ['  nothing'] : events.filter((x) => x.points > 0).map((x) => `  ${describeEvent(x)}`)),
      ...(zero === 0 ? [] : [`  ${zero} more score${zero === 1 ? 's' : ''} 0 points`]),
    ]),
  ].join('\n');
}
