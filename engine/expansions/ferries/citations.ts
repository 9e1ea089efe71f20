// The Ferries rulings a road's score event cites beside the base game's: the road reaches a ferry lake
// (ferries-scoring, or ferries-final-scoring at the end), the lake is no inn lake (ferries-inns-lakes),
// and a ferry move, not the tile, completed it (ferries-close-by-moving). Points are the core's.
import type { FeatureView, GameState } from '../../core/types.ts';
import { boardIndex, sameLayout, tileIndexAt } from '../../core/board.ts';
import { featureOfPart } from '../../core/features.ts';
import { isJetty, sameCell } from './lakes.ts';
import { movedThisTurn } from './turn.ts';

function reachesLake(state: GameState, v: FeatureView): boolean {
  const layout = boardIndex(state.board);
  return v.parts.some((p) => {
    const i = tileIndexAt(layout, p.at);
    return i >= 0 && isJetty(layout.tables[i]!.segments[p.feature]);
  });
}

/** Whether the road was already this complete road with the moved ferries back where they stood. */
function completeBeforeMoves(state: GameState, v: FeatureView): boolean {
  const moved = movedThisTurn(state);
  const board = state.board.map((t) => {
    const m = moved.find((x) => sameCell(x.at, t.at));
    return m === undefined ? t : { ...t, ferry: m.from };
  });
  const before = featureOfPart({ ...state, board: sameLayout(board, state.board) }, v.parts[0]!);
  return before !== undefined && before.complete && before.parts.length === v.parts.length;
}

export function scoreRulings(state: GameState, v: FeatureView, final: boolean): string[] {
  if (v.kind !== 'road' || !reachesLake(state, v)) return [];
  const out = [final ? 'ferries-final-scoring' : 'ferries-scoring'];
  if (state.options.inns && !v.inn) out.push('ferries-inns-lakes');
  if (!final && movedThisTurn(state).length > 0 && v.complete && !completeBeforeMoves(state, v)) out.push('ferries-close-by-moving');
  return out;
}
