// Plain-text accounts of a scenario run, for the command line: a step, its score events, the position
// and what every feature in it is worth (explain-position.ts).
import type { Action, GameState, PlayerColor } from '../core/types.ts';
import { boardText } from './board-text.ts';
import { describeEvent, featuresText } from './explain-position.ts';
import { crownsOf, describeOutcome, pigOf } from './expect.ts';
import type { Failure } from './expect.ts';
import type { ScenarioRun, StepResult } from './run.ts';
import type { Scenario } from './types.ts';
import { SECTORS } from '../expansions/wheel/declare.ts';
import type { PlagueChoice, Sector } from '../expansions/wheel/declare.ts';

export { describeEvent };

const perPlayer = (players: readonly PlayerColor[], values: Readonly<Partial<Record<PlayerColor, number>>>): string =>
  players.map((p) => `${p} ${values[p] ?? 0}`).join(', ');

export function describeAction(a: Action | null, player: PlayerColor | null): string {
  if (a === null) return 'check the position';
  if (a.type === 'endGame') return 'end of the game: final scoring';
  const who = player ?? 'the next player';
  if (a.type === 'discard') return [`${who} discards ${a.tile}`, ...(a.plague ?? []).map(describePlague)].join(', ');
  const parts = [`${who} places ${a.place.tile} at [${a.place.at.join(', ')}] rot ${a.place.rot}`];
  if (a.follower !== undefined) parts.push('crown' in a.follower ? `follower on crown ${a.follower.crown} ${a.follower.space}` : `follower on ${a.follower.on}`);
  if (a.ferry !== undefined) parts.push(`ferry ${a.ferry.join('–')}`);
  for (const m of a.moveFerries ?? []) parts.push(`moves the ferry at [${m.at.join(', ')}] to ${m.ferry.join('–')}`);
  parts.push(...(a.plague ?? []).map(describePlague));
  return parts.join(', ');
}

/** One player's plague choice: a follower on a tile, on a cell of the wheel board, or (refused) a crown. */
export function describePlague(p: PlagueChoice): string {
  if ('crown' in p) return `plague: ${p.player} gives up crown ${p.crown} ${p.space}`;
  const where = p.cell === undefined ? `at [${(p.at ?? []).join(', ')}]`
    : `on the wheel board's cell [${p.cell.join(', ')}]${p.at === undefined ? '' : ` (board at [${p.at.join(', ')}])`}`;
  return `plague: ${p.player} returns the follower ${where} ${p.on ?? ''}`.trimEnd();
}

export function describeFailure(f: Failure): string {
  return `${f.path}: ${f.message}`;
}

export function positionText(state: GameState): string {
  const pig = pigOf(state);
  const lines = [
    boardText(state),
    '',
    `scores: ${perPlayer(state.players, state.scores)}`,
    `supply: ${perPlayer(state.players, state.supply)}`,
  ];
  if (pig !== undefined) {
    const crowns = crownsOf(state).map((c) => `${c.player} on ${c.sector} ${c.space}`);
    lines.push(`pig: ${pig}`, `crowns: ${crowns.length === 0 ? 'none' : crowns.join(', ')}`);
  }
  if (state.deck !== null) lines.push(`deck: ${state.deck.length === 0 ? 'empty' : state.deck.join(', ')}`);
  lines.push(state.ended ? 'the game is over' : `next: ${state.turn}`);
  return lines.join('\n');
}

/** The pig's move, naming the sectors it passes (whose crowns do not score). */
function pigMove(from: string | undefined, to: string | undefined): string | undefined {
  if (from === undefined || to === undefined || from === to) return undefined;
  const i = SECTORS.indexOf(from as Sector);
  const steps = (SECTORS.indexOf(to as Sector) - i + SECTORS.length) % SECTORS.length;
  const passed = Array.from({ length: steps - 1 }, (_, k) => SECTORS[(i + k + 1) % SECTORS.length]!);
  return `the pig moves from ${from} to ${to}${passed.length === 0 ? '' : `, passing ${passed.join(' and ')}`}`;
}

/** What one step did; with `position`, the position it left, else only the scores and supply. */
function stepText(r: StepResult, before: GameState, after: GameState, position: boolean): string {
  const lines = [`Step ${r.index + 1}: ${describeAction(r.action, r.player)}`];
  if (r.step.note !== undefined) lines.push(`  note: ${r.step.note}`);
  if (r.action !== null) lines.push(`  ${describeOutcome(r.outcome)}`);
  const moved = pigMove(pigOf(before), pigOf(after));
  if (moved !== undefined) lines.push(`  ${moved}`);
  if (r.outcome.kind === 'accepted') {
    // a final scoring lists who scores what; the lines worth nothing (a farm by no completed city) are counted
    const zero = r.outcome.events.filter((e) => e.points === 0 && !e.items.some((i) => i.what === 'follower'));
    lines.push(...r.outcome.events.filter((e) => !zero.includes(e)).map((e) => `  ${describeEvent(e)}`));
    if (zero.length > 0) lines.push(`  ${zero.length} more score${zero.length === 1 ? 's' : ''} 0 points`);
  }
  lines.push(...r.failures.map((f) => `  FAILED ${describeFailure(f)}`));
  if (position) lines.push('', indent(positionText(after)), '', indent(featuresText(after)));
  else lines.push(`  scores: ${perPlayer(after.players, after.scores)}; supply: ${perPlayer(after.players, after.supply)}`);
  return lines.join('\n');
}

const indent = (text: string): string => text.split('\n').map((l) => (l === '' ? l : `    ${l}`)).join('\n');

function headText(s: Scenario): string {
  const options = Object.entries(s.rules.options ?? {}).map(([k, v]) => `${k}=${String(v)}`);
  return [
    s.title,
    ...(s.ruling === undefined ? [] : [`ruling: ${s.ruling}`]),
    ...(s.dispute?.ruling === undefined ? [] : [`ruling in dispute: ${s.dispute.ruling}`]),
    ...(s.dispute?.note === undefined ? [] : [`note: ${s.dispute.note}`]),
    `sets: ${s.rules.sets.join(', ')}${options.length > 0 ? `; options: ${options.join(', ')}` : ''}`,
    `players: ${s.players.join(', ')}`,
  ].join('\n');
}

const positionBlock = (label: string, state: GameState): string => [label, '', indent(positionText(state)), '', indent(featuresText(state))].join('\n');

export interface Explainer {
  readonly setup: (state: GameState) => void;
  readonly step: (r: StepResult, before: GameState, after: GameState) => void;
  /** the last position (unless every step showed its own) and the verdict; true when every expectation holds */
  readonly end: () => boolean;
}

/**
 * The account of a run, handed to `emit` a block at a time (blocks are separated by an empty line), so
 * a long scenario is never held as one text. Every step says what it did and scored; the board and the
 * account of every feature come after each step with `everyStep`, otherwise once, for the last position.
 */
export function explainer(s: Scenario, emit: (block: string) => void, everyStep: boolean): Explainer {
  let last: GameState | null = null;
  let steps = 0;
  let failed = 0;
  return {
    setup: (state) => {
      emit(headText(s));
      if (everyStep) emit(positionBlock('Setup', state));
      last = state;
    },
    step: (r, before, after) => {
      emit(stepText(r, before, after, everyStep));
      last = after;
      steps++;
      failed += r.failures.length;
    },
    end: () => {
      if (!everyStep && last !== null) {
        const label = steps === 0 ? 'Setup' : `Position after step ${steps} (the board after every step: casebook explain --every-step FILE)`;
        emit(positionBlock(label, last));
      }
      emit(failed === 0 ? 'Every expectation holds.' : `${failed} expectation(s) failed.`);
      return failed === 0;
    },
  };
}

/** The whole account of a finished run, every step's position included, as one text. */
export function explainText(s: Scenario, run: ScenarioRun): string {
  const blocks: string[] = [];
  const x = explainer(s, (b) => blocks.push(b), true);
  x.setup(run.positions[0]!);
  run.steps.forEach((r, i) => x.step(r, run.positions[i]!, run.positions[i + 1]!));
  x.end();
  return blocks.join('\n\n');
}
