// A module that exists only for tests: it shows that a placement constraint, a connectivity hook whose
// joins live in the state, a turn phase before placement and a multi-cell start piece all plug into the
// core through hooks, without the core knowing about them.
import { err, ok, tileTable } from '../../index.ts';
import type { ExpansionModule, FeaturePart, PlacedTile, TileDef } from '../../index.ts';

/** A 2x2 piece: one city spans the four cells across their inner sides; outer sides are fields. */
const cell = (col: number, row: number, citySides: ('N' | 'E' | 'S' | 'W')[], halves: TileDef['features'][number]): TileDef => ({
  id: `test/board@${col},${row}`, set: 'base', count: 0,
  features: [{ kind: 'city', sides: citySides, shields: 0 }, halves],
});
const field = (halves: string): TileDef['features'][number] =>
  ({ kind: 'field', halves: halves.split(' ') as never, cities: [0] });

export const TEST_BOARD: readonly TileDef[] = [
  cell(0, 0, ['E', 'S'], field('NL NR WL WR')),
  cell(1, 0, ['W', 'S'], field('NL NR EL ER')),
  cell(0, 1, ['N', 'E'], field('WL WR SL SR')),
  cell(1, 1, ['N', 'W'], field('EL ER SL SR')),
];

function ferryJoin(t: PlacedTile): readonly [FeaturePart, FeaturePart] | undefined {
  const table = tileTable(t.tile, t.rot);
  if (t.ferry === undefined || table === undefined) return undefined;
  return [{ at: t.at, feature: table.bySide[t.ferry[0]] }, { at: t.at, feature: table.bySide[t.ferry[1]] }];
}

const phasesRun = (ext: Readonly<Record<string, unknown>>): number => (typeof ext['test'] === 'number' ? ext['test'] : 0);

export const TEST_MODULE: ExpansionModule = {
  id: 'test-module',
  tiles: TEST_BOARD,
  setupTile(t) {
    if (t.tile !== 'test/board') return undefined;
    return ok(TEST_BOARD.map((def, i): PlacedTile => {
      const c = [i % 2, Math.floor(i / 2)] as const;
      return { tile: def.id, at: [t.at[0] + c[0], t.at[1] + c[1]], rot: 0, followers: [], piece: { tile: t.tile, at: t.at, cell: c } };
    }));
  },
  checkPlacement(_state, p) {
    if (p.at[0] <= 3) return undefined;
    return { ruling: 'test-east-limit', message: 'Nothing goes east of x = 3.', facts: { x: p.at[0] } };
  },
  connections(state) {
    return state.board.map(ferryJoin).filter((j) => j !== undefined);
  },
  beforePlacement(state, action, player) {
    if (action.place.tile === 'base/C') return err({ ruling: 'test-phase', message: 'The phase refuses base/C.', facts: {} });
    const scores = { ...state.scores, [player]: (state.scores[player] ?? 0) + 1 };
    return ok({
      state: { ...state, scores, ext: { ...state.ext, test: phasesRun(state.ext) + 1 } },
      events: [{ player, points: 1, ruling: 'test-phase', feature: 'phase', items: [{ what: 'phase', count: 1, points: 1 }] }],
    });
  },
  afterPlacement(state, action) {
    const ferries = new Map((action.moveFerries ?? []).map((m) => [`${m.at}`, m.ferry]));
    if (action.ferry) ferries.set(`${action.place.at}`, action.ferry);
    const board = state.board.map((t) => (ferries.has(`${t.at}`) ? { ...t, ferry: ferries.get(`${t.at}`)! } : t));
    return ok({ state: { ...state, board }, events: [] });
  },
};
