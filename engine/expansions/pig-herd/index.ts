// River II's pig-herd: a farm holding one gives each farmer who scores it 1 more point per completed
// city, once per farm however many herds it holds (river2-pig-herd). Any set's field may carry the mark
// (`pigHerd: true`), so the module is in every game; the `pigHerd` option turns the bonus off.
import type { ExpansionModule } from '../../core/module.ts';
import { PIG_HERD_DECL } from './declare.ts';
export { PIG_HERD_DECL, PIG_HERD_OPTIONS } from './declare.ts';
import type { FeatureView, GameState } from '../../core/types.ts';
import { item } from '../../core/scoring.ts';

/** The herds in a farm that count: none when the option is off. */
export const countedHerds = (state: GameState, v: FeatureView): number =>
  v.kind === 'field' && state.options.pigHerd ? v.marks['pigHerd'] ?? 0 : 0;

export const pigHerdModule: ExpansionModule = {
  ...PIG_HERD_DECL,
  featureBonus: (state, v, final) =>
    final && countedHerds(state, v) > 0
      ? { ruling: 'river2-pig-herd', items: [item('completed-city', v.completedCities, 1)] }
      : undefined,
};
