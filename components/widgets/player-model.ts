// What the ScenarioPlayer shows, computed from the scenario by the engine: the position after each
// step with its caption and verdict, and the reader's own moves in "try it" mode. Pure functions,
// so the server and the browser compute the same first render.
import { applyAction, createGame, legalPlacements } from '../../engine/play.ts';
import { checkGoal } from '../../engine/core/goals.ts';
import type { GameState, Placement, PlayerColor, Problem, RuleOptions } from '../../engine/core/types.ts';
import { toAction, toGameSetup } from '../../engine/scenario/convert.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import type { WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import { theTile } from '../board/tile-names.ts';
import { acceptedView, actionWhere, describeAction, pigStop, refusedView } from './view.ts';
import type { VerdictView } from './view.ts';
import { extentOf } from './extent.ts';
import type { Extent } from './extent.ts';
import { scenarioGoal } from './scenario-text.ts';

export interface PlayedStep {
  readonly caption: string;
  /** the details line: the cell and turn of a placement, in the engine's coordinates */
  readonly where?: string | null;
  readonly note: string | null;
  /** null for a step that only looks at the position */
  readonly verdict: VerdictView | null;
  /** a refused placement, drawn as a warning on the board */
  readonly attempted: Placement | null;
  /** cells to highlight (a step that counts where a tile fits) */
  readonly highlight: readonly Placement[];
  /** extra line for such a step */
  readonly detail: string | null;
}

export interface PlayerModel {
  /** positions[0] is the setup; positions[i + 1] follows step i */
  readonly positions: readonly GameState[];
  readonly steps: readonly PlayedStep[];
  /** one frame for every step (extent.ts), so the board keeps its size from step to step */
  readonly extent: Extent | null;
  /** per step: whether the scenario's own move meets the goal the reader is given for it (null: none) */
  readonly goals: readonly (boolean | null)[];
  /** per step: whether it is a move the reader could make instead (a tile placed or put aside) */
  readonly moves: readonly boolean[];
}

export const withOptions = (s: Scenario, options: Partial<RuleOptions>): Scenario => ({
  ...s,
  rules: { ...s.rules, options: { ...s.rules.options, ...options } },
});

type Played = { ok: true; value: PlayerModel } | { ok: false; error: readonly Problem[] };

/**
 * Plays the scenario's steps through the engine, as engine/scenario's runScenario does, but keeps the
 * refusals whole (their facts make the translated sentence) and leaves expectations to the tests, so
 * the island ships no expectation checker.
 */
export function playScenario(s: Scenario, lang: WidgetLang): Played {
  const game = createGame(toGameSetup(s));
  if (!game.ok) return game;
  const positions: GameState[] = [game.value];
  const goals: (boolean | null)[] = [];
  const steps = (s.steps ?? []).map((step): PlayedStep => {
    const before = positions.at(-1)!;
    const action = toAction(step);
    const r = action ? applyAction(before, action) : null;
    const after = r?.ok ? r.value.state : before;
    positions.push(after);
    const player = action === null || action.type === 'endGame' ? null : (action.player ?? before.turn);
    const goal = action === null || action.type === 'endGame' ? undefined : scenarioGoal(s, positions.length - 2, lang)?.goal;
    goals.push(goal === undefined || r === null || action === null ? null
      : checkGoal(goal, r.ok ? { refused: false, before, after, action, events: r.value.events } : { refused: true, before, refusal: r.error }).met);
    const counted = step.expect?.placements;
    const highlight = action === null && counted ? legalPlacements(after, counted.tile) : [];
    return {
      caption: describeAction(action, player, lang, before.board),
      where: actionWhere(action, lang),
      note: step.note ?? null,
      // a refusal names its cells from the board with the tile tried on it, as the step draws it
      verdict: r === null ? null : r.ok ? acceptedView(r.value.events, lang, pigStop(before, after))
        : refusedView(r.error, lang, action?.type === 'turn' ? [...before.board, action.place] : before.board),
      attempted: r && !r.ok && action?.type === 'turn' ? action.place : null,
      highlight,
      detail: counted && action === null ? widgetDict(lang).step.placements(theTile(counted.tile, lang), highlight.length) : null,
    };
  });
  const marked = steps.flatMap((st) => [...(st.attempted ? [st.attempted.at] : []), ...st.highlight.map((p) => p.at)]);
  // the empty ring only round the positions where "try it yourself" is offered
  const extent = extentOf(positions, marked, (i) => handChoices(s, i, positions[i]!).length > 0);
  const moves = (s.steps ?? []).map((st) => st.place !== undefined || st.discard !== undefined);
  return { ok: true, value: { positions, steps, extent, goals, moves } };
}

/** Positions played for a scenario in a language, kept for the island's hydration (warm.ts). */
const played = new Map<string, Played>();
const KEEP = 64;

/**
 * `playScenario`, remembered: the off-page render done in idle time (warm.ts) and the hydration on the
 * reader's tap receive equal props, and the second finds the positions the first computed. Positions are
 * readonly data, so one copy serves both.
 */
export function playScenarioOnce(s: Scenario, lang: WidgetLang): Played {
  const key = `${lang} ${JSON.stringify(s)}`;
  const known = played.get(key);
  if (known) return known;
  const model = playScenario(s, lang);
  if (played.size >= KEEP) played.delete(played.keys().next().value!);
  played.set(key, model);
  return model;
}

/** Who makes the reader's move: the player of the scenario's next step, or whose turn it is. */
export const actorAt = (s: Scenario, position: number, state: GameState): PlayerColor => s.steps?.[position]?.player ?? state.turn;

/**
 * Tiles the reader may try at a position: the next step's tile, then the pile's next. None once the
 * game is over (the final scoring is done, or the scenario's pile is used up), where nothing is left
 * to play and a try could only be refused.
 */
export function handChoices(s: Scenario, position: number, state: GameState): string[] {
  if (state.ended || state.deck?.length === 0) return [];
  const steps = s.steps ?? [];
  const fromSteps = [...steps.slice(position), ...steps.slice(0, position).reverse()].flatMap((st) => (st.place ? [st.place.tile] : []));
  const next = state.deck?.[0];
  const out = [...(fromSteps[0] ? [fromSteps[0]] : []), ...(next ? [next] : []), ...fromSteps.slice(1)];
  return [...new Set(out)];
}

