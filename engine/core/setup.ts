// createGame: validate a setup and lay out the position. Bad input gives Problems with paths, never throws.
import { PLAYER_COLORS, ROTATIONS, SIDES, ok, err } from './types.ts';
import type {
  GameSetup, GameState, PlacedFollower, PlacedTile, PlayerColor, Problem, Result, SetupTile,
} from './types.ts';
import { neighbour, opposite } from './geometry.ts';
import { boardIndex, keyOf, samePiece } from './board.ts';
import { hookOrder, registerModule, modulesForSets, optionDefaults } from './module.ts';
import type { ExpansionModule } from './module.ts';
import { mulberry32, shuffle } from './rng.ts';
import { setsPool } from './pile.ts';
import { isSet, pieceDef, segmentAtSpot, tileDef, tileTable } from './tiles.ts';

export const START_FOLLOWERS = 7;
const BASE_START_TILE = 'base/D';

/** Players, turn and sets; a setup from outside TypeScript may have the wrong shapes, so check them too. */
function checkPlayers(setup: GameSetup): Problem[] {
  const out: Problem[] = [];
  if (!Array.isArray(setup.players) || setup.players.length === 0) return [{ path: 'players', message: 'at least one player is needed' }];
  if (!Array.isArray(setup.sets)) return [{ path: 'sets', message: 'a list of tile sets is needed' }];
  if (setup.tiles !== undefined && !Array.isArray(setup.tiles)) return [{ path: 'tiles', message: 'must be a list of tiles' }];
  setup.players.forEach((p, i) => {
    if (!PLAYER_COLORS.includes(p)) out.push({ path: `players[${i}]`, message: `unknown colour ${String(p)}` });
    else if (setup.players.indexOf(p) !== i) out.push({ path: `players[${i}]`, message: `${p} is listed twice` });
  });
  if (setup.turn !== undefined && !setup.players?.includes(setup.turn)) out.push({ path: 'turn', message: `${setup.turn} is not playing` });
  setup.sets.forEach((s, i) => {
    if (!isSet(s)) out.push({ path: `sets[${i}]`, message: `unknown tile set ${String(s)}` });
  });
  return out;
}

/** Followers of a setup tile onto the placed cells (a piece's followers name their `cell`). */
function attachFollowers(t: SetupTile, path: string, cells: PlacedTile[], problems: Problem[]): PlacedTile[] {
  const extra = new Map<PlacedTile, PlacedFollower[]>();
  (t.followers ?? []).forEach((f, j) => {
    const at = f.cell === undefined ? t.at : [t.at[0] + f.cell[0], t.at[1] + f.cell[1]] as const;
    const cell = cells.find((c) => c.at[0] === at[0] && c.at[1] === at[1]);
    const table = cell === undefined ? undefined : tileTable(cell.tile, cell.rot);
    if (cell === undefined || table === undefined) problems.push({ path: `${path}.followers[${j}].cell`, message: 'no cell of this tile there' });
    else if (!PLAYER_COLORS.includes(f.player)) problems.push({ path: `${path}.followers[${j}].player`, message: `unknown colour ${String(f.player)}` });
    else if (segmentAtSpot(table, f.on) < 0) problems.push({ path: `${path}.followers[${j}].on`, message: `${t.tile} has no road, city, field or cloister at ${String(f.on)}` });
    else extra.set(cell, [...(extra.get(cell) ?? []), { player: f.player, on: f.on }]);
  });
  return cells.map((c) => (extra.has(c) ? { ...c, followers: [...c.followers, ...extra.get(c)!] } : c));
}

function expandTile(t: SetupTile, path: string, mods: readonly ExpansionModule[], problems: Problem[]): PlacedTile[] {
  for (const mod of mods) {
    const claimed = mod.setupTile?.(t);
    if (claimed === undefined) continue;
    if (!claimed.ok) {
      problems.push(...claimed.error.map((p) => ({ path: `${path}${p.path ? '.' + p.path : ''}`, message: p.message })));
      return [];
    }
    return attachFollowers(t, path, [...claimed.value], problems);
  }
  const rot = t.rot ?? 0;
  const piece = pieceDef(t.tile);
  if (piece !== undefined) {
    if (rot !== 0) problems.push({ path: `${path}.rot`, message: `${t.tile} is never turned` });
    const cells = piece.cells.map(({ cell, tile }): PlacedTile => ({
      tile, at: [t.at[0] + cell[0], t.at[1] + cell[1]], rot: 0, followers: [], piece: { tile: t.tile, at: t.at, cell },
    }));
    return attachFollowers(t, path, cells, problems);
  }
  if (tileDef(t.tile) === undefined) problems.push({ path: `${path}.tile`, message: `unknown tile ${String(t.tile)}` });
  else if (!ROTATIONS.includes(rot)) problems.push({ path: `${path}.rot`, message: 'must be 0, 90, 180 or 270' });
  else {
    // what a module adds to a setup tile (a piece standing on it) travels to the placed tile as it is
    const { tile, at, rot: _rot, followers: _followers, ...extra } = t;
    return attachFollowers(t, path, [{ ...extra, tile, at, rot, followers: [] }], problems);
  }
  return [];
}

function layOut(tiles: readonly SetupTile[], mods: readonly ExpansionModule[], problems: Problem[]): PlacedTile[] {
  const board: PlacedTile[] = [];
  const taken = new Map<number, number>();
  tiles.forEach((t, i) => {
    for (const cell of expandTile(t, `tiles[${i}]`, mods, problems)) {
      const k = keyOf(cell.at);
      if (taken.has(k)) problems.push({ path: `tiles[${i}].at`, message: `the cell [${cell.at[0]}, ${cell.at[1]}] already holds tiles[${taken.get(k)}]` });
      else {
        taken.set(k, i);
        board.push(cell);
      }
    }
  });
  return board;
}

/** The setup entry a placed cell came from (a piece's cells come from the entry naming its corner). */
function setupPath(p: PlacedTile, tiles: readonly SetupTile[]): string {
  const at = p.piece?.at ?? p.at;
  const i = tiles.findIndex((t) => t.at[0] === at[0] && t.at[1] === at[1]);
  return i < 0 ? 'tiles' : `tiles[${i}]`;
}

/** Neighbours must match and the position must be one connected area. */
export function checkBoard(board: readonly PlacedTile[], tiles: readonly SetupTile[] = []): Problem[] {
  const index = boardIndex(board);
  const problems: Problem[] = [];
  board.forEach((p, i) => {
    for (const side of ['E', 'S'] as const) {
      const j = index.byCell.get(keyOf(neighbour(p.at, side)));
      if (j === undefined || samePiece(p, board[j]!)) continue;
      const mine = index.tables[i]!.edges[side];
      const theirs = index.tables[j]!.edges[opposite(side)];
      if (mine !== theirs || mine === 'none') {
        problems.push({ path: setupPath(p, tiles), message: `${p.tile} at [${p.at}] shows ${mine} on its ${side} side but ${board[j]!.tile} at [${board[j]!.at}] shows ${theirs} on its ${opposite(side)} side` });
      }
    }
  });
  const seen = new Set<number>();
  const stack = board.length > 0 ? [0] : [];
  while (stack.length > 0) {
    const i = stack.pop()!;
    if (seen.has(i)) continue;
    seen.add(i);
    for (const side of SIDES) {
      const j = index.byCell.get(keyOf(neighbour(board[i]!.at, side)));
      if (j !== undefined && !seen.has(j)) stack.push(j);
    }
  }
  const loose = board.find((_, i) => !seen.has(i));
  if (loose !== undefined) problems.push({ path: setupPath(loose, tiles), message: `${loose.tile} at [${loose.at}] is not connected to the other tiles` });
  return problems;
}

/** Followers of colours that are not playing. */
function strangers(board: readonly PlacedTile[], setup: GameSetup): Problem[] {
  return board.flatMap((t) => t.followers.filter((f) => !setup.players.includes(f.player)).map((f) => ({
    path: setupPath(t, setup.tiles ?? []), message: `a follower of ${f.player}, who is not playing, stands at [${t.at}] ${f.on}`,
  })));
}

/** Each player's followers, less those standing on setup tiles and modules' places, unless setup.supply says. */
function initialSupply(setup: GameSetup, board: readonly PlacedTile[], mods: readonly ExpansionModule[]): Partial<Record<PlayerColor, number>> {
  const supply: Partial<Record<PlayerColor, number>> = {};
  for (const p of setup.players) supply[p] = START_FOLLOWERS;
  for (const t of board) for (const f of t.followers) supply[f.player] = (supply[f.player] ?? 0) - 1;
  for (const p of mods.flatMap((m) => m.setupFollowers?.(setup) ?? [])) supply[p] = (supply[p] ?? 0) - 1;
  return { ...supply, ...setup.supply };
}

function explicitDeck(setup: GameSetup, problems: Problem[]): string[] | null {
  setup.deck?.forEach((id, i) => {
    if (tileDef(id) === undefined) problems.push({ path: `deck[${i}]`, message: `unknown tile ${String(id)}` });
  });
  return setup.deck === undefined ? null : [...setup.deck];
}

/** The sets' tiles, less one copy of each tile already on the board, shuffled by the seed. */
function seededDeck(state: GameState, seed: number, mods: readonly ExpansionModule[]): string[] {
  let deck = shuffle(setsPool(state), mulberry32(seed));
  const random = mulberry32(seed ^ 0x5bd1e995);
  for (const m of mods) if (m.arrangeDeck) deck = [...m.arrangeDeck(deck, state, random)];
  return deck;
}

function runModuleSetups(state: GameState, setup: GameSetup, mods: readonly ExpansionModule[]): Result<GameState, Problem[]> {
  let s = state;
  for (const m of mods) {
    if (!m.setup) continue;
    const r = m.setup(s, setup);
    if (!r.ok) return r;
    s = r.value;
  }
  return ok(s);
}

export function createGame(setup: GameSetup, extra: readonly ExpansionModule[] = []): Result<GameState, Problem[]> {
  const problems = checkPlayers(setup);
  if (problems.length > 0) return err(problems);
  for (const m of extra) registerModule(m);
  const mods = hookOrder([...new Set([...modulesForSets(setup.sets), ...extra])]);
  const board = layOut(setup.tiles ?? [], mods, problems);
  const deck = explicitDeck(setup, problems);
  if (problems.length > 0) return err(problems);
  const laid = runModuleSetups({
    players: [...setup.players], turn: setup.turn ?? setup.players[0]!,
    scores: Object.fromEntries(setup.players.map((p) => [p, setup.scores?.[p] ?? 0])),
    supply: initialSupply(setup, board, mods), board, deck,
    options: { ...optionDefaults(), ...setup.options } as GameState['options'],
    sets: [...setup.sets], modules: mods.map((m) => m.id), log: [], lastPlaced: null, ended: false, ext: {},
  }, setup, mods);
  if (!laid.ok) return laid;
  let state = laid.value;
  // With no position given and no module laying a start, the base game starts from its start tile.
  if (setup.tiles === undefined && state.board.length === 0 && setup.sets.includes('base')) {
    state = { ...state, board: [{ tile: BASE_START_TILE, at: [0, 0], rot: 0, followers: [] }] };
  }
  const boardProblems = [...checkBoard(state.board, setup.tiles), ...strangers(state.board, setup)];
  if (boardProblems.length > 0) return err(boardProblems);
  if (deck === null && setup.seed !== undefined) state = { ...state, deck: seededDeck(state, setup.seed, mods) };
  return ok(state);
}
