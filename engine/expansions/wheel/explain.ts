// The wheel's crown followers as explainPosition lists them: each scores when the pig next stops on its
// sector (the wheel's own scoreCrowns, run on the position as it is, tells how much) and nothing at the
// end of the game, since the final scoring never turns the wheel (wheel-crown-scoring).
import type { ExplainedPiece, GameState } from '../../core/types.ts';
import { scoreCrowns } from './crowns.ts';
import { wheelOf } from './state.ts';

export function explainCrowns(state: GameState): ExplainedPiece[] {
  const wheel = wheelOf(state);
  if (wheel === undefined) return [];
  return wheel.crowns.map((c) => {
    const event = scoreCrowns(state, c.sector).events.find((e) => e.player === c.player);
    const mine = wheel.crowns.filter((o) => o.sector === c.sector && o.player === c.player).length;
    // the player's event covers all their crowns on the sector: each crown is its equal share
    const each = event === undefined ? 0 : event.points / mine;
    const next = event === undefined ? [] : [{ ...event, points: each, items: [{ what: 'crown', count: 1, points: each }] }];
    return {
      kind: 'crown', id: `crown:${c.sector}:${c.space}`, player: c.player, facts: { sector: c.sector, space: c.space },
      next, atEnd: [], ruling: 'wheel-crown-scoring',
    };
  });
}
