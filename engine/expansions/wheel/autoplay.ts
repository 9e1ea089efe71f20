// The wheel's own choices in random games: a plague victim for each player the plague reaches, and now
// and then a follower on a free crown space instead of on the land tile. Every choice is drawn from the
// game's seeded PRNG and is one the engine itself offers, so the move is always accepted.
import type { Action, FollowerChoice, GameState, PlayerColor } from '../../core/types.ts';
import { withTile } from '../../core/followers.ts';
import { freeCrownSpaces } from './crowns.ts';
import { plagueVictims } from './plague.ts';
import { sectorAfter, wheelOf } from './state.ts';
import { onDraw, wheelIcon } from './spin.ts';

const CROWN_RATE = 0.35;

const pick = <T>(list: readonly T[], random: () => number): T | undefined => list[Math.floor(random() * list.length)];

export function wheelAutoplay(state: GameState, action: Action, random: () => number, crownOk: (s: GameState, c: FollowerChoice, p: PlayerColor) => boolean): Action {
  const wheel = wheelOf(state);
  if (wheel === undefined || action.type === 'endGame') return action;
  const player = action.player ?? state.turn;
  const tile = action.type === 'turn' ? action.place.tile : action.tile;
  const steps = wheelIcon(tile);
  let chosen: Action = action;
  if (steps !== undefined && sectorAfter(wheel.pig, steps) === 'plague') {
    const plague = plagueVictims(state, player).map((v) => pick(v.choices, random)!);
    chosen = { ...chosen, plague };
  }
  if (chosen.type !== 'turn' || chosen.follower !== undefined || random() >= CROWN_RATE) return chosen;
  const spun = onDraw(state, tile, player, chosen.plague);
  if (!spun.ok) return chosen;
  // The crown is checked where the core checks it: with the land tile down.
  const after = withTile(spun.value.state, chosen.place);
  const free = freeCrownSpaces(after).map((c): FollowerChoice => ({ crown: c.sector, space: c.space }));
  const crown = pick(free.filter((c) => crownOk(after, c, player)), random);
  return crown === undefined ? chosen : { ...chosen, follower: crown };
}
