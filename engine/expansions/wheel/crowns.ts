// Crown spaces on the wheel's rim: placing a follower there instead of on the land tile, and scoring
// the active sector's crowns once its event has run (passed sectors keep theirs).
//
// Refusal facts (wheel-crown-placement): `player`, `sector`, `space`; plus `holder` (who stands there),
// `supply` (0), `onTile` (a follower already went on the land tile) or `spaces` (how many the sector has).
import type { FollowerChoice, GameState, PlayerColor, Refusal, ScoreEventDetail } from '../../core/types.ts';
import { CROWN_SPACES, addSupply, refuse, wheelOf, withWheel } from './state.ts';
import type { CrownFollower } from './state.ts';
import { SECTORS } from './declare.ts';
import type { Sector } from './declare.ts';

export interface CrownSpaceRef {
  readonly sector: Sector;
  readonly space: 1 | 2;
}

/** Every crown space nobody stands on, clockwise from Fortune. */
export function freeCrownSpaces(state: GameState): CrownSpaceRef[] {
  const wheel = wheelOf(state);
  if (wheel === undefined) return [];
  return SECTORS.flatMap((sector) => ([1, 2] as const)
    .filter((space) => space <= CROWN_SPACES[sector])
    .filter((space) => !wheel.crowns.some((c) => c.sector === sector && c.space === space))
    .map((space) => ({ sector, space })));
}

/** Whether `player` has put a follower on the land tile this turn (state is mid-turn: the tile is down). */
function followerOnTile(state: GameState, player: PlayerColor): boolean {
  const last = state.lastPlaced;
  if (last === null || state.turn !== player) return false;
  const t = state.board.find((p) => p.at[0] === last.at[0] && p.at[1] === last.at[1]);
  return t?.followers.some((f) => f.player === player) === true;
}

/** Why `player` may not put a follower on that crown space, citing wheel-crown-placement. */
export function crownRefusal(state: GameState, choice: { readonly crown: Sector; readonly space: 1 | 2 }, player: PlayerColor): Refusal | undefined {
  const wheel = wheelOf(state);
  const facts = { player, sector: choice.crown, space: choice.space };
  if (wheel === undefined) return refuse('procedure', 'The Wheel of Fortune is not in play.', facts);
  if (!SECTORS.includes(choice.crown) || !(choice.space === 1 || choice.space === 2) || choice.space > CROWN_SPACES[choice.crown]) {
    const spaces = SECTORS.includes(choice.crown) ? CROWN_SPACES[choice.crown] : 0;
    return refuse('wheel-crown-placement', `The ${choice.crown} sector has ${spaces === 1 ? 'one crown space' : `${spaces} crown spaces`}, not a space ${choice.space}.`, { ...facts, spaces });
  }
  const holder = wheel.crowns.find((c) => c.sector === choice.crown && c.space === choice.space);
  if (holder !== undefined) {
    return refuse('wheel-crown-placement', `Crown space ${choice.space} of ${choice.crown} already holds a follower of ${holder.player}.`, { ...facts, holder: holder.player });
  }
  if ((state.supply[player] ?? 0) <= 0) {
    return refuse('wheel-crown-placement', `${player} has no follower left in supply.`, { ...facts, supply: 0 });
  }
  if (followerOnTile(state, player)) {
    return refuse('wheel-crown-placement', `${player} has already put a follower on the land tile this turn.`, { ...facts, onTile: true });
  }
  return undefined;
}

/** The follower goes from supply to the crown space; the caller has checked crownRefusal. */
export function placeCrown(state: GameState, choice: Extract<FollowerChoice, { crown: Sector }>, player: PlayerColor): GameState {
  const wheel = wheelOf(state)!;
  const crowns: CrownFollower[] = [...wheel.crowns, { player, sector: choice.crown, space: choice.space }];
  return withWheel({ ...state, supply: addSupply(state.supply, player, -1) }, { ...wheel, crowns });
}

/**
 * The active sector's crowns score and go home: alone on a one-crown sector 3, alone on a two-crown
 * sector 6, two followers on a two-crown sector 3 each (even of one player). One event per player.
 */
export function scoreCrowns(state: GameState, sector: Sector): { state: GameState; events: ScoreEventDetail[] } {
  const wheel = wheelOf(state)!;
  const here = wheel.crowns.filter((c) => c.sector === sector);
  if (here.length === 0) return { state, events: [] };
  const each = CROWN_SPACES[sector] === 2 && here.length === 1 ? 6 : 3;
  let supply = state.supply;
  const events: ScoreEventDetail[] = [];
  for (const player of state.players) {
    const mine = here.filter((c) => c.player === player).length;
    if (mine === 0) continue;
    supply = addSupply(supply, player, mine);
    events.push({
      player, points: mine * each, ruling: 'wheel-crown-scoring', rulings: ['wheel-crown-scoring'], feature: 'crown',
      items: [{ what: 'crown', count: mine, points: mine * each }],
    });
  }
  const crowns = wheel.crowns.filter((c) => c.sector !== sector);
  const scores = { ...state.scores };
  for (const e of events) scores[e.player] = (scores[e.player] ?? 0) + e.points;
  return { state: withWheel({ ...state, supply, scores }, { ...wheel, crowns }), events };
}
