// The Ferries rulings a road's score event cites beside the base game's: the road reaches a ferry lake
// (ferries-scoring, or ferries-final-scoring at the end), the lake is no inn lake (ferries-inns-lakes),
// a ferry move, not the tile, completed it (ferries-close-by-moving), or it completes a road a move had
// opened again (ferries-reopen-road). Points are the core's.
import type { FeaturePart, FeatureView, GameState } from '../../core/types.ts';
import { boardIndex, tileIndexAt } from '../../core/board.ts';
import { featureOfPart } from '../../core/features.ts';
import { isJetty, sameCell } from './lakes.ts';
import { readRecord } from './record.ts';
import { hasInn } from '../inns/index.ts';
import { withFerries } from './turn.ts';

function reachesLake(state: GameState, v: FeatureView): boolean {
  const layout = boardIndex(state.board);
  return v.parts.some((p) => {
    const i = tileIndexAt(layout, p.at);
    return i >= 0 && isJetty(layout.tables[i]!.segments[p.feature]);
  });
}

/** Whether the road was already this complete road with the moved ferries back where they stood. */
function completeBeforeMoves(state: GameState, v: FeatureView): boolean {
  const back = withFerries(state, readRecord(state).moved.map((m) => ({ at: m.at, ferry: m.from })));
  const before = featureOfPart(back, v.parts[0]!);
  return before !== undefined && before.complete && before.parts.length === v.parts.length;
}

export function scoreRulings(state: GameState, v: FeatureView, final: boolean): string[] {
  if (v.kind !== 'road' || !reachesLake(state, v)) return [];
  const out = [final ? 'ferries-final-scoring' : 'ferries-scoring'];
  if (state.options.inns && !hasInn(v)) out.push('ferries-inns-lakes');
  if (final || !v.complete) return out;
  const record = readRecord(state);
  if (record.moved.length > 0 && !completeBeforeMoves(state, v)) out.push('ferries-close-by-moving');
  const has = (p: FeaturePart): boolean => v.parts.some((q) => q.feature === p.feature && sameCell(q.at, p.at));
  if (record.reopened.some(has)) out.push('ferries-reopen-road');
  return out;
}
