// Setup positions: a ferry stands only on a lake tile and joins two different jetties of it. A setup lake
// tile may have no ferry at all: every jetty then ends its road.
import { ok, err } from '../../core/types.ts';
import type { GameSetup, GameState, Problem, Result } from '../../core/types.ts';
import { tileDef } from '../../core/tiles.ts';
import { isLakeTile, jetties, joinsTwoJetties, listText, pairText } from './lakes.ts';

export function checkSetupFerries(state: GameState, setup: GameSetup): Result<GameState, Problem[]> {
  const problems: Problem[] = [];
  (setup.tiles ?? []).forEach((t, i) => {
    if (t.ferry === undefined || tileDef(t.tile) === undefined) return;
    const path = `tiles[${i}].ferry`;
    const rot = t.rot ?? 0;
    if (!isLakeTile(t.tile)) problems.push({ path, message: `${t.tile} has no lake, so it carries no ferry` });
    else if (!joinsTwoJetties(t.tile, rot, t.ferry)) {
      problems.push({ path, message: `the ferry on ${t.tile} must join two different jetties (${listText(jetties(t.tile, rot))}), not ${pairText(t.ferry)}` });
    }
  });
  return problems.length > 0 ? err(problems) : ok(state);
}
