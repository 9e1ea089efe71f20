// Checks a step's `expect` against what happened and the position after the step. Each failed
// expectation says what was expected and what the engine found, in data and in a sentence.
import type { GameState, Refusal, PlayerColor, ScoreEvent, ScoreEventDetail } from '../core/types.ts';
import { featureAt, legalPlacements } from './engine.ts';
import { at, isObj } from './read.ts';
import type { Expect, ExpectedEvent, ExpectedFeature, ExpectedFerry, ScenarioCrown } from './types.ts';

export type StepOutcome =
  | { readonly kind: 'check' }
  | { readonly kind: 'accepted'; readonly events: readonly ScoreEvent[] }
  | { readonly kind: 'refused'; readonly ruling: string; readonly message: string; readonly facts: Refusal['facts'] }
  | { readonly kind: 'error'; readonly message: string };

export interface Failure {
  /** the expectation's path in the scenario, e.g. `steps[2].expect.scores.blue` */
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly message: string;
}

export function describeOutcome(o: StepOutcome): string {
  switch (o.kind) {
    case 'check':
      return 'no action';
    case 'accepted':
      return 'accepted';
    case 'refused':
      return `refused citing ${o.ruling} (${o.message})`;
    case 'error':
      return `engine error: ${o.message}`;
  }
}

const fail = (path: string, expected: unknown, actual: unknown, message: string): Failure => ({ path, expected, actual, message });

function checkVerdict(e: Expect, path: string, o: StepOutcome): Failure[] {
  const out: Failure[] = [];
  const actual = o.kind === 'refused' ? o.ruling : o.kind;
  if (e.legal === true && o.kind !== 'accepted') out.push(fail(at(path, 'legal'), 'accepted', actual, `expected the step to be accepted; it was ${describeOutcome(o)}`));
  if (e.legal === false && o.kind !== 'refused') out.push(fail(at(path, 'legal'), 'refused', actual, `expected the step to be refused; it was ${describeOutcome(o)}`));
  if (e.illegal !== undefined && (o.kind !== 'refused' || o.ruling !== e.illegal)) {
    out.push(fail(at(path, 'illegal'), e.illegal, actual, `expected a refusal citing ${e.illegal}; the step was ${describeOutcome(o)}`));
  }
  return out;
}

function checkPerPlayer(
  path: string,
  what: string,
  expected: Readonly<Partial<Record<PlayerColor, number>>>,
  actual: Readonly<Partial<Record<PlayerColor, number>>>,
): Failure[] {
  return Object.entries(expected).flatMap(([player, n]) => {
    const got = actual[player as PlayerColor] ?? 0;
    return got === n ? [] : [fail(at(path, player), n, got, `expected ${player}'s ${what} to be ${n}; it is ${got}`)];
  });
}

const citesRuling = (e: ScoreEventDetail, ruling: string): boolean => e.ruling === ruling || (e.rulings ?? []).includes(ruling);

/** Order-free: each expected event must match a distinct actual event. */
function checkScored(path: string, expected: readonly ExpectedEvent[], o: StepOutcome): Failure[] {
  const left: ScoreEventDetail[] = o.kind === 'accepted' ? [...o.events] : [];
  const out: Failure[] = [];
  expected.forEach((x, i) => {
    const k = left.findIndex((e) => e.player === x.player && e.points === x.points && citesRuling(e, x.ruling));
    if (k >= 0) left.splice(k, 1);
    else out.push(fail(at(path, i), x, summarise(o), `expected ${x.player} to score ${x.points} citing ${x.ruling}; ${describeEvents(o)}`));
  });
  return out;
}

function summarise(o: StepOutcome): unknown {
  return o.kind === 'accepted' ? o.events.map((e) => ({ player: e.player, points: e.points, ruling: e.ruling })) : describeOutcome(o);
}

function describeEvents(o: StepOutcome): string {
  if (o.kind !== 'accepted') return `the step was ${describeOutcome(o)}`;
  if (o.events.length === 0) return 'nobody scored';
  return `the scores were ${o.events.map((e) => `${e.player} ${e.points} (${e.ruling})`).join(', ')}`;
}

/** The wheel module keeps the pig and the crowns in its own data; find a field without knowing its layout. */
function moduleField(state: GameState, key: string): unknown {
  for (const data of Object.values(state.ext)) if (isObj(data) && data[key] !== undefined) return data[key];
  return undefined;
}

export function pigOf(state: GameState): string | undefined {
  const pig = moduleField(state, 'pig');
  return typeof pig === 'string' ? pig : undefined;
}

/** The followers on crown spaces (`{ crowns: [...] }` in the wheel module's data). */
export function crownsOf(state: GameState): readonly ScenarioCrown[] {
  const crowns = moduleField(state, 'crowns');
  return Array.isArray(crowns) ? (crowns as ScenarioCrown[]) : [];
}

const crownKey = (c: ScenarioCrown): string => `${c.player} ${c.sector} ${c.space}`;

function checkCrowns(path: string, expected: readonly ScenarioCrown[], state: GameState): Failure[] {
  const want = expected.map(crownKey).sort();
  const got = crownsOf(state).map(crownKey).sort();
  if (want.join('|') === got.join('|')) return [];
  const list = (l: readonly string[]): string => (l.length === 0 ? 'none' : l.join(', '));
  return [fail(path, want, got, `expected these followers on crown spaces: ${list(want)}; there are: ${list(got)}`)];
}

function checkFerry(path: string, f: ExpectedFerry, state: GameState): Failure[] {
  const tile = state.board.find((t) => t.at[0] === f.at[0] && t.at[1] === f.at[1]);
  const where = `[${f.at.join(', ')}]`;
  const want = [...f.ferry].sort().join('-');
  if (tile === undefined) return [fail(path, f.ferry, null, `expected a ferry on the lake tile at ${where}; there is no tile there`)];
  if (tile.ferry === undefined) return [fail(path, f.ferry, null, `expected the ferry at ${where} to join ${want}; there is no ferry there`)];
  const got = [...tile.ferry].sort().join('-');
  return got === want ? [] : [fail(at(path, 'ferry'), f.ferry, tile.ferry, `expected the ferry at ${where} to join ${want}; it joins ${got}`)];
}

function checkFeature(path: string, f: ExpectedFeature, state: GameState): Failure[] {
  const view = featureAt(state, f.at, f.on, f.cell);
  const where = `the feature at [${f.at.join(', ')}] ${f.on}`;
  if (view === undefined) return [fail(path, f, null, `expected ${where}; there is no feature there`)];
  const out: Failure[] = [];
  if (f.complete !== undefined && view.complete !== f.complete) {
    out.push(fail(at(path, 'complete'), f.complete, view.complete, `expected ${where} to be ${f.complete ? 'complete' : 'unfinished'}; it is ${view.complete ? 'complete' : 'unfinished'}`));
  }
  if (f.tiles !== undefined && view.tiles !== f.tiles) {
    out.push(fail(at(path, 'tiles'), f.tiles, view.tiles, `expected ${where} to span ${f.tiles} tiles; it spans ${view.tiles}`));
  }
  return out;
}

export function checkExpect(e: Expect, path: string, outcome: StepOutcome, state: GameState): Failure[] {
  const out = checkVerdict(e, path, outcome);
  if (e.scores !== undefined) out.push(...checkPerPlayer(at(path, 'scores'), 'score', e.scores, state.scores));
  if (e.supply !== undefined) out.push(...checkPerPlayer(at(path, 'supply'), 'supply', e.supply, state.supply));
  if (e.scored !== undefined) out.push(...checkScored(at(path, 'scored'), e.scored, outcome));
  const pig = e.pig === undefined ? undefined : pigOf(state);
  if (e.pig !== undefined && pig !== e.pig) {
    out.push(fail(at(path, 'pig'), e.pig, pig ?? null, `expected the pig on ${e.pig}; it is on ${pig ?? 'no sector'}`));
  }
  if (e.placements !== undefined) {
    const count = legalPlacements(state, e.placements.tile).length;
    if (count !== e.placements.count) {
      const msg = `expected ${e.placements.count} legal placements of ${e.placements.tile}; there are ${count}`;
      out.push(fail(at(at(path, 'placements'), 'count'), e.placements.count, count, msg));
    }
  }
  e.features?.forEach((f, i) => out.push(...checkFeature(at(at(path, 'features'), i), f, state)));
  e.ferries?.forEach((f, i) => out.push(...checkFerry(at(at(path, 'ferries'), i), f, state)));
  if (e.crowns !== undefined) out.push(...checkCrowns(at(path, 'crowns'), e.crowns, state));
  return out;
}
