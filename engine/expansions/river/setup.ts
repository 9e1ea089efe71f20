// Setting up the river with a draw pile: the start piece in the middle (the spring, or the lake when
// building backwards, or the first tile drawn from the bag), the ordinary start tile left out, and
// with several river sets one river only: one spring and one lake (River II keeps its volcano).
import type { GameSetup, GameState, PlacedTile, SetId } from '../../core/types.ts';
import { mulberry32, shuffle } from '../../core/rng.ts';
import { setTiles } from '../../core/tiles.ts';
import { courseOf, isRiverTile } from './course.ts';
import { RIVER_SETS, isFork, isLake, isSpring, isVolcano, riverOrder } from './order.ts';

const START_TILE = 'base/D';

const riverSets = (sets: readonly SetId[]): SetId[] => sets.filter((s) => RIVER_SETS.includes(s));

/** The GQ11 spring, with its road, stands in for the others when its set is in play. */
function preferredSpring(springs: readonly string[]): string | undefined {
  return springs.find((t) => t.startsWith('gq11/')) ?? springs[0];
}

function removeOne(list: readonly string[], tile: string): string[] {
  const i = list.indexOf(tile);
  return i < 0 ? [...list] : [...list.slice(0, i), ...list.slice(i + 1)];
}

/** One river from several sets: drop the spare springs and lakes (River II's volcano stays). */
export function combineRivers(deck: readonly string[], board: readonly PlacedTile[]): string[] {
  const onBoard = board.map((t) => t.tile);
  const all = [...onBoard, ...deck];
  const springs = all.filter(isSpring);
  const keepSpring = springs.some((t) => onBoard.includes(t)) ? undefined : preferredSpring(springs);
  const lakes = all.filter(isLake);
  const volcano = lakes.some(isVolcano);
  const keepLake = lakes.some((t) => onBoard.includes(t)) ? undefined : volcano ? lakes.find(isVolcano) : lakes[0];
  let kept = false;
  let keptLake = false;
  return deck.filter((t) => {
    if (isSpring(t)) {
      if (t !== keepSpring || kept) return false;
      kept = true;
    }
    if (isLake(t)) {
      if (t !== keepLake || keptLake) return false;
      keptLake = true;
    }
    return true;
  });
}

/** The river tiles the sets bring, one river's worth, in the order a fresh shuffle gives. */
function riverPool(sets: readonly SetId[], seed: number): string[] {
  const pool = riverSets(sets).flatMap((s) => setTiles(s).flatMap((d) => Array<string>(d.count).fill(d.id)));
  return shuffle(combineRivers(pool, []), mulberry32(seed ^ 0x52495645));
}

/** The piece laid in the middle before play, or undefined when the river starts with a player's turn. */
function startPiece(state: GameState, setup: GameSetup): string | undefined {
  const pool = setup.deck !== undefined
    ? setup.deck.filter(isRiverTile)
    : riverPool(state.sets, setup.seed ?? 0);
  const mode = state.options.riverOrder;
  if (mode === 'bag') return setup.deck !== undefined || setup.seed !== undefined ? pool[0] : undefined;
  const fromSets = combineRivers(riverSets(state.sets).flatMap((s) => setTiles(s).map((d) => d.id)), []);
  if (mode === 'reverse') {
    const lakes = pool.filter(isLake);
    return lakes.find(isVolcano) ?? lakes[0] ?? fromSets.find(isVolcano) ?? fromSets.find(isLake);
  }
  return preferredSpring(pool.filter(isSpring)) ?? preferredSpring(fromSets.filter(isSpring));
}

/**
 * The tiles the river rules set aside beside the pile (each river set's fork, lake or volcano) that an
 * explicit pile leaves out: they are in play all the same, as the rules' setup describes. A fork whose
 * moment has passed (the river already runs on past its spring without one) is not brought back.
 */
function setAside(state: GameState, deck: readonly string[]): string[] {
  const present = new Set([...deck, ...state.board.map((t) => t.tile)]);
  const pastSpring = state.board.some((t) => isRiverTile(t.tile) && !isSpring(t.tile));
  return riverSets(state.sets)
    .flatMap((s) => setTiles(s).map((d) => d.id))
    .filter((id) => ((isFork(id) && !pastSpring) || isLake(id)) && !present.has(id));
}

/** With no position given, the river's start piece is laid in the middle; a pile keeps one river's ends and is put in river order. */
export function setupRiver(state: GameState, setup: GameSetup): GameState {
  let s = state;
  const layStart = setup.tiles === undefined && s.board.length === 0 && !s.sets.includes('wheel');
  const start = layStart ? startPiece(s, setup) : undefined;
  if (start !== undefined) {
    s = {
      ...s,
      board: [{ tile: start, at: [0, 0], rot: 0, followers: [] }],
      deck: s.deck === null ? null : removeOne(s.deck, start),
    };
  }
  if (s.deck === null) return s;
  const deck = [...s.deck, ...setAside(s, s.deck)];
  return { ...s, deck: riverOrder(combineRivers(deck, s.board), courseOf(s.board).pieces.size > 0, s.options.riverOrder) };
}

/** A seeded pile: one river's tiles first, in river order, and no ordinary start tile. */
export function arrangeRiverDeck(deck: readonly string[], state: GameState): string[] {
  const rivers = riverSets(state.sets).length > 0;
  if (!rivers) return [...deck];
  let out = combineRivers(deck, state.board);
  const startTileUsed = state.board.some((t) => t.tile === START_TILE);
  if (state.sets.includes('base') && !startTileUsed) out = removeOne(out, START_TILE);
  return riverOrder(out, courseOf(state.board).pieces.size > 0, state.options.riverOrder);
}
