// The River module (River I, II, III and the GQ11 river tiles): one object of hooks; the core knows
// nothing of rivers beyond river sides matching river sides.
import { ok } from '../../core/types.ts';
import type { Coord, FollowerChoice, GameState, PlayerColor, Refusal, SetId, Side, TileDef } from '../../core/types.ts';
import type { ExpansionModule } from '../../core/module.ts';
import { GQ11_TILES } from '../../sets/gq11.ts';
import { RIVER1_TILES } from '../../sets/river1.ts';
import { RIVER2_TILES } from '../../sets/river2.ts';
import { RIVER3_TILES } from '../../sets/river3.ts';
import { courseOf, isRiverTile, pieceAt } from './course.ts';
import { splitAtRiverEnd, splitId } from './fields.ts';
import { RIVER_SETS, drawRiverTile } from './order.ts';
import { RIVER_DECL } from './declare.ts';
import { refuse, riverPlacementRefusal } from './placement.ts';
import { arrangeRiverDeck, setupRiver } from './setup.ts';

export const RIVER_MODULE_ID = RIVER_DECL.id;

/** The river's tile sets: registered with the module (its code and its tile data load together). */
const RIVER_TILE_SETS: Readonly<Partial<Record<SetId, readonly TileDef[]>>> = { river1: RIVER1_TILES, river2: RIVER2_TILES, river3: RIVER3_TILES, gq11: GQ11_TILES };
const SPLIT_TILES: readonly TileDef[] = RIVER_SETS.flatMap((s) => RIVER_TILE_SETS[s] ?? []).flatMap((d) => splitAtRiverEnd(d) ?? []);
const SPLIT = new Set(SPLIT_TILES.map((d) => d.id));

/** The river is down: no river tile left to draw (with a pile), or no open end (without one). */
export function riverFinished(state: GameState): boolean {
  if (state.deck !== null) return !state.deck.some(isRiverTile);
  return courseOf(state.board).openEnds.length === 0;
}

const splitFor = (state: GameState, tile: string): string | undefined =>
  !state.options.riverFieldWrap && SPLIT.has(splitId(tile)) ? splitId(tile) : undefined;

/** Setup tiles take their split stand-ins too when the fields do not wrap. */
function withBanks(state: GameState): GameState {
  if (state.options.riverFieldWrap) return state;
  return { ...state, board: state.board.map((t) => (splitFor(state, t.tile) === undefined ? t : { ...t, as: splitFor(state, t.tile)! })) };
}

function followerRefusal(state: GameState, choice: FollowerChoice, at: Coord): Refusal | undefined {
  if (!('on' in choice)) {
    // A follower on one of the wheel's crown spaces is a follower placed all the same.
    return !state.options.riverFollowersDuringRiver && !riverFinished(state)
      ? refuse('house-river-no-followers-until-done', 'No follower may be placed until the whole river is down, not even on a crown space.', { crown: choice.crown })
      : undefined;
  }
  const piece = pieceAt(courseOf(state.board), at);
  if (piece?.volcano === true) {
    return refuse('river2-volcano-last', 'No follower may be placed on the volcano tile.', { on: choice.on });
  }
  if (piece !== undefined && piece.arms.includes(choice.on as Side)) {
    return refuse('river-no-follower-on-river', `No follower may stand on the river (${choice.on}).`, { on: choice.on });
  }
  if (!state.options.riverFollowersDuringRiver && !riverFinished(state)) {
    return refuse('house-river-no-followers-until-done', 'No follower may be placed until the whole river is down.', { on: choice.on });
  }
  return undefined;
}

export const riverModule: ExpansionModule = {
  ...RIVER_DECL,
  tiles: SPLIT_TILES,
  tileSets: RIVER_TILE_SETS,
  setup: (state, setup) => ok(withBanks(setupRiver(state, setup))),
  arrangeDeck: (deck, state) => arrangeRiverDeck(deck, state),
  drawTile: drawRiverTile,
  checkPlacement: riverPlacementRefusal,
  checkFollower: (state, choice, _player: PlayerColor, at) => followerRefusal(state, choice, at),
  // The volcano's player draws another tile at once.
  nextTurn: (state, action, player) => (pieceAt(courseOf(state.board), action.place.at)?.volcano === true ? player : undefined),
  placedAs: (state, p) => splitFor(state, p.tile),
};
