// The names of the farms famine passes over under the older reading (wheel-famine-no-majority): "Red:
// nothing this time, outnumbered by Blue on the farm north of the city". They come from the explain
// panel's naming (explain-view.ts, in a chunk of its own with the core's explain), which the spinner
// fetches only once that reading is chosen (spinner-model.ts `nameFarms`), not when it wakes.
import { featureId } from '../../engine/core/explain.ts';
import type { FeatureView, GameState } from '../../engine/core/types.ts';
import type { WidgetLang } from './i18n.ts';
import { featureNames } from './explain-view.ts';

/** A namer of `state`'s fields in `lang`, each by one of its parts ('' for a field without a name). */
export function farmNamer(state: GameState, lang: WidgetLang): (field: FeatureView['parts'][number]) => string {
  const names = featureNames(state, lang);
  return (field) => names.get(featureId({ kind: 'field', parts: [field] })) ?? '';
}
