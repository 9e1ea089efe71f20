// The Ferries: one module object. The core never learns about lakes: a ferry joins its two jetty roads
// through `connections`, the ferry phases run in `afterPlacement`, and the core scores after them.
//
// Readings this module takes where the rules leave a choice (see refusals.ts for the refusal facts):
// - the ferry of a lake tile just placed cannot be moved in the same turn (ferries-once-per-turn);
// - a move to a pair that is not two different jetties of that lake cites ferries-move-ferry;
// - a lake reached along two of the new tile's roads is listed once, by the first of them clockwise from N;
// - moving a ferry to where it already stands is accepted (it changes nothing).
import { FERRY_GOALS } from './goals.ts';
import { ok } from '../../core/types.ts';
import type { FeaturePart, GameState, PlacedTile, Refusal, Result, Side, TurnAction } from '../../core/types.ts';
import type { ExpansionModule } from '../../core/module.ts';
import { applyAction } from '../../core/game.ts';
import { refusal } from '../../core/placement.ts';
import { boardIndex, tileIndexAt } from '../../core/board.ts';
import { autoplayFerries } from './autoplay.ts';
import { scoreRulings } from './citations.ts';
import { ferryParts, isLakeTile, jetties, listText } from './lakes.ts';
import { movableFrom } from './roads.ts';
import type { MovableFerry } from './roads.ts';
import { checkSetupFerries } from './setup.ts';
import { afterPlacement, afterScoring } from './turn.ts';
import { FERRIES_DECL } from './declare.ts';
import { FERRIES_TILES } from '../../sets/ferries.ts';

export { isLakeTile, jetties, ferryPairs, joinsTwoJetties } from './lakes.ts';
export type { MovableFerry, LakeMeeting } from './roads.ts';
export { lakesFrom } from './roads.ts';
export { FERRIES_MODULE_ID } from './record.ts';

const joins = new WeakMap<readonly PlacedTile[], readonly (readonly [FeaturePart, FeaturePart])[]>();

/** Each ferry joins the two jetty roads it stands between into one road. */
function connections(state: GameState): readonly (readonly [FeaturePart, FeaturePart])[] {
  let out = joins.get(state.board);
  if (out === undefined) {
    out = state.board.flatMap((t) => {
      const parts = t.ferry === undefined ? undefined : ferryParts(t);
      return parts === undefined ? [] : [parts];
    });
    joins.set(state.board, out);
  }
  return out;
}

/** A robber on a lake tile stands on one of its road ends: a side with no road end names nothing. */
function followerOnLake(state: GameState, on: string, at: readonly [number, number]): Refusal | undefined {
  const layout = boardIndex(state.board);
  const i = tileIndexAt(layout, at);
  const placed = state.board[i];
  if (placed === undefined || !isLakeTile(placed.tile) || !['N', 'E', 'S', 'W'].includes(on)) return undefined;
  if (layout.tables[i]!.bySide[on as Side] >= 0) return undefined;
  const js = jetties(placed.tile, placed.rot);
  return refusal('ferries-meeple-on-road-end', `This lake tile has no road end on its ${on} side; a robber stands on one of its road ends (${listText(js)}).`,
    { on, jetties: listText(js), tile: placed.tile });
}

export const ferriesModule: ExpansionModule = {
  ...FERRIES_DECL,
  tileSets: { ferries: FERRIES_TILES },
  goals: FERRY_GOALS,
  setup: checkSetupFerries,
  connections,
  checkFollower: (state, choice, _player, at) => ('on' in choice ? followerOnLake(state, choice.on, at) : undefined),
  afterPlacement: (state, action) => afterPlacement(state, action),
  afterScoring: (state) => ({ state: afterScoring(state), events: [] }),
  scoreRulings,
  autoplay: autoplayFerries,
};

/**
 * The ferries a turn lets its player move: `state` is the position before the turn, `action` the
 * placement with its follower and (on a lake tile) its ferry; its moveFerries are ignored. A refusal is
 * the one applyAction gives for that part of the turn.
 */
export function movableFerries(state: GameState, action: TurnAction): Result<readonly MovableFerry[], Refusal> {
  const { moveFerries: _ignored, ...rest } = action;
  const r = applyAction(state, rest);
  if (!r.ok) return r;
  return ok(movableFrom(r.value.state.board, action.place.at));
}
