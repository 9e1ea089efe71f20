// The Wheel of Fortune module: one object of hooks. Drawing a tile with a wheel icon turns the wheel
// before the tile is placed, or put aside if it fits nowhere (wheel-event-before-placement); a follower
// may go on a free crown space instead of the land tile; the board is the start tile. The core knows
// nothing of pigs or crowns: the wheel keeps them in `state.ext.wheel`.
import { WHEEL_GOALS } from './goals.ts';
import { err, ok } from '../../core/types.ts';
import type { FollowerChoice, GameState, PlayerColor, Refusal, Result } from '../../core/types.ts';
import { activeModules } from '../../core/module.ts';
import type { ExpansionModule } from '../../core/module.ts';
import { wheelAutoplay } from './autoplay.ts';
import { crownRefusal, placeCrown } from './crowns.ts';
import { explainCrowns } from './explain.ts';
import { setupWheel } from './setup.ts';
import { onDraw } from './spin.ts';
import { WHEEL_MODULE_ID } from './state.ts';
import { WHEEL_DECL } from './declare.ts';
import { WHEEL_TILES } from '../../sets/wheel.ts';
import { WHEEL_BOARD } from '../../sets/wheel-board.ts';

export { CROWN_SPACES, WHEEL_MODULE_ID, sectorAfter, sectorsPassed, wheelOf } from './state.ts';
export type { CrownFollower, WheelState } from './state.ts';
export { crownRefusal, freeCrownSpaces } from './crowns.ts';
export type { CrownSpaceRef } from './crowns.ts';
export { plagueOrder, plagueVictims } from './plague.ts';
export type { PlagueVictim } from './plague.ts';
export { spinWheel, wheelIcon } from './spin.ts';
export { famineOutnumbered } from './events.ts';
export type { FamineOutnumbered } from './events.ts';
export type { Spin } from './spin.ts';
export { BOARD_CORNER } from './setup.ts';

/** The wheel's own crown rules, then any other module's follower constraint (a house rule on followers). */
function crownSays(state: GameState, choice: Extract<FollowerChoice, { crown: unknown }>, player: PlayerColor): Refusal | undefined {
  const own = crownRefusal(state, choice, player);
  if (own !== undefined || state.lastPlaced === null) return own;
  for (const mod of activeModules(state)) {
    if (mod.id === WHEEL_MODULE_ID) continue;
    const r = mod.checkFollower?.(state, choice, player, state.lastPlaced.at);
    if (r !== undefined) return r;
  }
  return undefined;
}

function placeFollower(state: GameState, choice: FollowerChoice, player: PlayerColor): Result<GameState, Refusal> | undefined {
  if (!('crown' in choice)) return undefined;
  const why = crownSays(state, choice, player);
  return why === undefined ? ok(placeCrown(state, choice, player)) : err(why);
}

export const wheelModule: ExpansionModule = {
  ...WHEEL_DECL,
  // the wheel's tiles, and its start board: a piece of 16 cells, each a tile of its own
  tileSets: { wheel: WHEEL_TILES },
  tiles: WHEEL_BOARD.cells,
  pieces: [{ id: WHEEL_BOARD.id, cells: WHEEL_BOARD.cells.map((c) => ({ cell: c.cell, tile: c.id })) }],
  goals: WHEEL_GOALS,
  // followers on crown spaces in the setup leave the supply like those on tiles
  setupFollowers: (setup) => (setup.crowns ?? []).map((c) => c.player),
  setup: setupWheel,
  beforePlacement: (state, action, player) => onDraw(state, action.place.tile, player, action.plague),
  beforeDiscard: (state, action, player) => onDraw(state, action.tile, player, action.plague),
  placeFollower,
  explainPieces: explainCrowns,
  autoplay: (state, action, random) =>
    wheelAutoplay(state, action, random, (s, c, p) => 'crown' in c && crownSays(s, c, p) === undefined),
};
