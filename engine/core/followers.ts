// Followers on the tile just placed: one per turn, from the supply, never on a claimed feature.
import type { Coord, FollowerChoice, GameState, Placement, PlayerColor, Refusal, Spot } from './types.ts';
import { boardIndex, extendedLayout, tileIndexAt } from './board.ts';
import { holdersAt } from './features.ts';
import { activeModules } from './module.ts';
import { checkPlacement, refusal } from './placement.ts';
import { segmentAtSpot } from './tiles.ts';

/** The state with a tile laid (no follower yet); the caller has checked the placement. */
export function withTile(state: GameState, p: Placement): GameState {
  const as = placedAs(state, p);
  const placed = { tile: p.tile, at: p.at, rot: p.rot, followers: [], ...(as === undefined ? {} : { as }) };
  return { ...state, board: extendedLayout([...state.board, placed], state.board, placed), lastPlaced: { tile: p.tile, at: p.at, rot: p.rot } };
}

/** The stand-in a module gives the tile once placed (e.g. a field split under an option), if any. */
function placedAs(state: GameState, p: Placement): string | undefined {
  for (const mod of activeModules(state)) {
    const as = mod.placedAs?.(state, p);
    if (as !== undefined) return as;
  }
  return undefined;
}

function moduleFollowerRefusal(state: GameState, choice: FollowerChoice, player: PlayerColor, at: Coord): Refusal | undefined {
  for (const mod of activeModules(state)) {
    const r = mod.checkFollower?.(state, choice, player, at);
    if (r !== undefined) return r;
  }
  return undefined;
}

/** Why a follower may not stand on `on` of the tile just placed at `at` (state already holds that tile). */
export function followerRefusal(state: GameState, at: Coord, on: Spot, player: PlayerColor): Refusal | undefined {
  if ((state.supply[player] ?? 0) <= 0) {
    return refusal('base-follower-this-tile', `${player} has no follower left in supply.`, { player, supply: 0 });
  }
  const moduleSays = moduleFollowerRefusal(state, { on }, player, at);
  if (moduleSays !== undefined) return moduleSays;
  const index = boardIndex(state.board);
  const i = tileIndexAt(index, at);
  const seg = i < 0 ? -1 : segmentAtSpot(index.tables[i]!, on);
  if (seg < 0) {
    return refusal('base-follower-this-tile', `The tile just placed has no road, city, field or cloister at ${on}.`, { on });
  }
  const holder = holdersAt(state, at, on)![0];
  if (holder !== undefined) {
    const kind = index.tables[i]!.segments[seg]!.kind;
    return refusal('base-follower-unoccupied',
      `That ${kind} already holds a follower of ${holder.player} at [${holder.at[0]}, ${holder.at[1]}].`,
      { kind, holder: holder.player, holderAt: `[${holder.at[0]}, ${holder.at[1]}]`, holderOn: holder.on });
  }
  return undefined;
}

const samePlacement = (a: Placement | null, b: Placement): boolean =>
  a !== null && a.tile === b.tile && a.rot === b.rot && a.at[0] === b.at[0] && a.at[1] === b.at[1];

/** The spots a follower may take on `placement`, given as the tile just placed or as one about to be. */
export function legalFollowerSpots(state: GameState, placement: Placement, player: PlayerColor = state.turn): Spot[] {
  let s = state;
  if (!samePlacement(state.lastPlaced, placement) || tileIndexAt(boardIndex(state.board), placement.at) < 0) {
    if (!checkPlacement(state, placement).ok) return [];
    s = withTile(state, placement);
  }
  const index = boardIndex(s.board);
  const table = index.tables[tileIndexAt(index, placement.at)]!;
  const spots: Spot[] = [];
  for (const seg of table.segments) {
    if (seg.spot !== null && followerRefusal(s, placement.at, seg.spot, player) === undefined) spots.push(seg.spot);
  }
  return spots;
}
