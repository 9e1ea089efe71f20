// "Open in the sandbox" for the tile-set pages: a position holding the tile, made at build time and
// written with the sandbox's own link code. The position is the fresh sandbox of the tile's set (with the
// base game: its start tile, the river's spring, the Wheel of Fortune's board) and, unless the start
// already is that tile, the tile laid where the engine's `legalPlacements` first allows it, upright when
// it can be. Every link is opened again as the sandbox would open it and must hold the tile: a link that
// would not open fails the build, naming the tile and each problem.
import '../../engine/load-all.ts';
import { createGame, ferryPairs, isLakeTile, legalPlacements } from '../../engine/play.ts';
import type { GameState, Problem, SetId, SetupTile } from '../../engine/core/types.ts';
import { toGameSetup } from '../../engine/scenario/convert.ts';
import { makeSandboxLink, openScenarioLink } from '../../engine/scenario/link.ts';
import { SCENARIO_FORMAT, type Scenario } from '../../engine/scenario/types.ts';
import { FRESH, positionScenario, sandboxOf } from '../../components/widgets/sandbox-model.ts';
import type { Lang } from '../../components/lib/vocabulary.ts';

/** The sets a tile needs: its own, with the base game (the sandbox's start). */
export function setsFor(tile: string): SetId[] {
  const set = tile.split('/')[0] as SetId;
  return set === 'base' ? ['base'] : ['base', set];
}

const fail = (tile: string, what: string, problems: readonly Problem[]): Error =>
  new Error(`tiles page: the sandbox link for ${tile} ${what}:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`);

/** Whether the board holds the tile (a multi-cell piece, such as the wheel board, by its piece id). */
export const holds = (state: GameState, tile: string): boolean =>
  state.board.some((t) => t.tile === tile || t.piece?.tile === tile);

/** The position with the tile on the board, as a scenario with no steps (throws when the engine refuses). */
export function tileScenario(tile: string, title: string): Scenario {
  const sets = setsFor(tile);
  const fresh = sandboxOf({ ...FRESH, sets, mode: 'free' }).setup;
  const start = createGame(fresh);
  if (!start.ok) throw fail(tile, 'has no start position', start.error);
  const tiles: SetupTile[] = [...(positionScenario(start.value, title).setup?.tiles ?? [])];
  if (!holds(start.value, tile)) {
    const options = legalPlacements(start.value, tile);
    const place = options.find((p) => p.rot === 0) ?? options[0];
    if (!place) throw fail(tile, 'has no cell', [{ path: 'setup.tiles', message: `the engine finds no legal placement beside the start of ${sets.join(' + ')}` }]);
    const ferry = isLakeTile(tile) ? ferryPairs(tile, place.rot)[0] : undefined;
    tiles.push({ tile, at: place.at, rot: place.rot, ...(ferry && { ferry }) });
  }
  return { format: SCENARIO_FORMAT, title, rules: { sets }, players: fresh.players, setup: { tiles } };
}

/** The sandbox path opening the position, checked by opening it as the sandbox does. */
export function tileSandboxLink(tile: string, title: string, lang: Lang): string {
  const link = makeSandboxLink(tileScenario(tile, title), lang);
  if (!link.ok) throw fail(tile, 'cannot be made', link.error);
  const opened = openScenarioLink(link.value, lang);
  if (!opened.ok) throw fail(tile, 'does not open', opened.error);
  const game = createGame(toGameSetup(opened.value.scenario));
  if (!game.ok) throw fail(tile, 'opens no position', game.error);
  if (!holds(game.value, tile)) throw fail(tile, 'opens a position without it', []);
  return link.value;
}
