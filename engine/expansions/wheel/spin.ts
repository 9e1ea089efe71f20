// One turn of the wheel: the pig moves clockwise, the sector where it stops runs its event, and that
// sector's crowns score and go home (wheel-icon-sequence). The module runs this on drawing a tile with
// a wheel icon, before the tile is placed or put aside; the "spin the wheel" widget runs it alone.
import { err, ok } from '../../core/types.ts';
import type { GameState, PlayerColor, Refusal, Result, ScoreEventDetail } from '../../core/types.ts';
import { addPoints } from '../../core/scoring.ts';
import { scoreCrowns } from './crowns.ts';
import { famine, fortune, inquisition, storm, taxes } from './events.ts';
import { applyPlague, plagueRefusal } from './plague.ts';
import { refuse, sectorsPassed, wheelIcon, wheelOf, withWheel } from './state.ts';
import type { PlagueChoice, Sector } from './declare.ts';

export interface Spin {
  readonly state: GameState;
  readonly events: ScoreEventDetail[];
  /** where the pig stopped */
  readonly sector: Sector;
  /** the sectors the pig moved through, the last being where it stopped */
  readonly passed: readonly Sector[];
}

const SCORING: Readonly<Record<Exclude<Sector, 'plague'>, (s: GameState, active: PlayerColor) => ScoreEventDetail[]>> = {
  fortune, taxes: (s) => taxes(s), famine: (s) => famine(s), storm: (s) => storm(s), inquisition: (s) => inquisition(s),
};

function runEvent(state: GameState, sector: Sector, active: PlayerColor, plague: readonly PlagueChoice[] | undefined): Result<{ state: GameState; events: ScoreEventDetail[] }, Refusal> {
  if (sector === 'plague') {
    const why = plagueRefusal(state, active, plague ?? []);
    return why === undefined ? ok(applyPlague(state, plague ?? [])) : err(why);
  }
  if (plague !== undefined && plague.length > 0) {
    return err(refuse('wheel-plague', `The pig stops on ${sector}, not on the plague: nobody returns a follower.`, { pig: sector }));
  }
  const events = SCORING[sector](state, active);
  return ok({ state: { ...state, scores: addPoints(state.scores, events) }, events });
}

/** Moves the pig `steps` sectors, runs the event where it stops, scores that sector's crowns. */
export function spinWheel(
  state: GameState, steps: 1 | 2 | 3, active: PlayerColor, plague?: readonly PlagueChoice[],
): Result<Spin, Refusal> {
  const wheel = wheelOf(state);
  if (wheel === undefined) return err(refuse('procedure', 'The Wheel of Fortune is not in play.', {}));
  if (!state.players.includes(active)) return err(refuse('procedure', `${String(active)} is not playing.`, { player: String(active) }));
  if (!([1, 2, 3] as const).includes(steps)) return err(refuse('procedure', `A wheel icon moves the pig 1, 2 or 3 sectors, not ${steps}.`, { steps }));
  const passed = sectorsPassed(wheel.pig, steps);
  const sector = passed[passed.length - 1]!;
  const moved = withWheel(state, { ...wheel, pig: sector });
  const event = runEvent(moved, sector, active, plague);
  if (!event.ok) return event;
  const crowns = scoreCrowns(event.value.state, sector);
  return ok({ state: crowns.state, events: [...event.value.events, ...crowns.events], sector, passed });
}

export { wheelIcon };

/** What drawing `tile` does to the wheel: a spin for an icon tile, nothing otherwise. */
export function onDraw(
  state: GameState, tile: string, player: PlayerColor, plague: readonly PlagueChoice[] | undefined,
): Result<{ state: GameState; events: ScoreEventDetail[] }, Refusal> {
  const steps = wheelIcon(tile);
  if (steps !== undefined) return spinWheel(state, steps, player, plague);
  if (plague !== undefined && plague.length > 0) {
    return err(refuse('wheel-plague', `${tile} has no wheel icon: the pig does not move, so there is no plague.`, { tile }));
  }
  return ok({ state, events: [] });
}
