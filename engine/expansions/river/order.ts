// The order river tiles come out in, with a draw pile: the start piece is laid before play, the fork
// comes first (River II), the lake or volcano last, and ordinary tiles only once the river stack is
// empty. House rules change the order: everything shuffled ("bag") or from the lake to the spring
// ("reverse").
import type { GameState, Refusal, RuleOptions } from '../../core/types.ts';
import { RIVER_SETS } from './declare.ts';
export { RIVER_SETS };
import { courseOf, riverPiece } from './course.ts';
import type { RiverPiece } from './course.ts';
import { tileDef } from '../../core/tiles.ts';
import { refuse } from './placement.ts';

const pieceOf = (tile: string): RiverPiece | undefined => riverPiece(tile, [0, 0], 0);
const tagged = (tile: string, tag: string): boolean => tileDef(tile)?.tags?.includes(tag) === true;
// The city-lake ends a branch but is an ordinary tile of the stack: only the tiles tagged as lakes
// (the lake, the volcano) are set aside for last.
export const isSpring = (tile: string): boolean => tagged(tile, 'river-spring');
export const isLake = (tile: string): boolean => tagged(tile, 'river-lake');
export const isFork = (tile: string): boolean => tagged(tile, 'river-fork');
export const isVolcano = (tile: string): boolean => pieceOf(tile)?.volcano === true;

/** The river tiles of a pile in the order the river rules take them, then the ordinary tiles. */
export function riverOrder(deck: readonly string[], started: boolean, order: RuleOptions['riverOrder']): string[] {
  const river = deck.filter((t) => pieceOf(t) !== undefined);
  if (river.length === 0) return [...deck];
  const rest = deck.filter((t) => pieceOf(t) === undefined);
  if (order === 'bag') return [...river, ...rest];
  const springs = river.filter(isSpring);
  // The volcano closes the river: it goes after any other lake.
  const lakes = river.filter(isLake).sort((a, b) => Number(isVolcano(a)) - Number(isVolcano(b)));
  const forks = river.filter(isFork);
  const middle = river.filter((t) => !springs.includes(t) && !lakes.includes(t) && !forks.includes(t));
  if (order === 'reverse') {
    // Built from the lake, the fork has no fixed place: it comes when drawn.
    const start = started ? [] : lakes.slice(-1);
    const between = river.filter((t) => !springs.includes(t) && !start.includes(t));
    return [...start, ...between, ...springs, ...rest];
  }
  const start = started ? [] : springs.slice(0, 1);
  const others = springs.filter((_, i) => started || i !== 0);
  return [...start, ...forks, ...middle, ...others, ...lakes, ...rest];
}

const hasRiver = (state: GameState): boolean => courseOf(state.board).pieces.size > 0;

/** A spring or lake that combining river sets set aside: the river already has one on the board or in the pile. */
function spareEnd(state: GameState, tile: string, deck: readonly string[]): boolean {
  const role = isSpring(tile) ? isSpring : isLake(tile) ? isLake : undefined;
  if (role === undefined || state.sets.filter((s) => RIVER_SETS.includes(s)).length < 2) return false;
  return [...deck, ...state.board.map((t) => t.tile)].some(role);
}

/** Why `tile` is not the next tile: the ruling that puts another tile first. */
function outOfOrder(state: GameState, tile: string, next: string, deck: readonly string[]): Refusal {
  const p = pieceOf(tile);
  const rivers = deck.filter((t) => pieceOf(t) !== undefined).length;
  const facts = { tile, next };
  const mode = state.options.riverOrder;
  if (!deck.includes(tile)) {
    if (spareEnd(state, tile, deck)) {
      return refuse('river-combine-sets', `With several river sets there is one river: ${tile} is set aside, since the river already has its ${isSpring(tile) ? 'spring' : 'lake'} (next: ${next}).`, facts);
    }
    return refuse('base-draw-and-place', `${tile} is not in the draw pile; the next tile is ${next}.`, facts);
  }
  if (p === undefined) {
    return refuse('river-draw-until-done', `${rivers} river tile${rivers === 1 ? '' : 's'} must be placed before ordinary tiles such as ${tile}; the next tile is ${next}.`, facts);
  }
  if (mode === 'stack' && !hasRiver(state) && isSpring(next)) {
    const ruling = state.sets.includes('wheel') ? 'river-with-wheel' : 'river-setup-stack';
    return refuse(ruling, `The river starts with the spring (${next}), before ${tile}.`, facts);
  }
  if (mode === 'stack' && isFork(next)) {
    return refuse('river2-fork-first', `The fork (${next}) is placed first, right after the spring.`, facts);
  }
  if (mode === 'stack' && isLake(tile)) {
    const ruling = p.volcano ? 'river2-volcano-last' : 'river-lake-last';
    return refuse(ruling, `${tile} closes the river: it is placed only when the other river tiles are down (next: ${next}).`, facts);
  }
  if (mode === 'reverse' && isSpring(tile)) {
    return refuse('house-river-reverse', `Built from the lake, the river ends with the spring: ${tile} comes last (next: ${next}).`, facts);
  }
  return refuse('base-draw-and-place', `The next tile in the pile is ${next}, not ${tile}.`, facts);
}

/** Takes `tile` from the pile if the river rules say it is the next one. */
export function drawRiverTile(state: GameState, tile: string): { ok: true; value: readonly string[] } | { ok: false; error: Refusal } | undefined {
  const deck = state.deck;
  if (deck === null || !deck.some((t) => pieceOf(t) !== undefined)) return undefined;
  const order = riverOrder(deck, hasRiver(state), state.options.riverOrder);
  const next = order[0]!;
  if (tile !== next) return { ok: false, error: outOfOrder(state, tile, next, deck) };
  const i = order.indexOf(tile);
  return { ok: true, value: [...order.slice(0, i), ...order.slice(i + 1)] };
}
