// The widget code that only one expansion needs (the wheel board's drawing, the plague's and the crown
// spaces' choices, the ferries' lists and jetty buttons), kept out of the islands' shared code: the
// components ask `uiFor(expansion)` and draw nothing for an expansion whose parts are not registered,
// which is never the case where that expansion is in play. In the browser the islands' `prepare`
// awaits `ensureUi(sets)` beside the engine's ensureSets (one chunk per expansion); the server and the
// tests register both at once (expansion-ui-all.ts), as lang/ does for the words.
import { loadOnce } from '../../engine/load.ts';
import type { WheelUi } from './expansion-ui-wheel.tsx';
import type { FerriesUi } from './expansion-ui-ferries.tsx';
import type { PredictUi } from './PredictPanel.tsx';

export interface ExpansionUi {
  readonly wheel: WheelUi;
  readonly ferries: FerriesUi;
  /** not an expansion: "predict the score" (PredictPanel.tsx), loaded only for a scenario that asks it */
  readonly predict: PredictUi;
}
export type UiSet = keyof ExpansionUi;

const registered: { -readonly [K in UiSet]?: ExpansionUi[K] } = {};

export function registerUi<K extends UiSet>(set: K, parts: ExpansionUi[K]): void {
  registered[set] = parts;
}

/** The expansion's widget parts, or undefined when they are not loaded (the expansion is not in play). */
export function uiFor<K extends UiSet>(set: K): ExpansionUi[K] | undefined {
  return registered[set];
}

// One literal import per expansion, so that the bundler gives each a chunk of its own.
const LOADERS: { readonly [K in UiSet]: () => Promise<void> } = {
  wheel: () => import('./expansion-ui-wheel.tsx').then(({ parts }) => registerUi('wheel', parts)),
  ferries: () => import('./expansion-ui-ferries.tsx').then(({ parts }) => registerUi('ferries', parts)),
  predict: () => import('./PredictPanel.tsx').then(({ parts }) => registerUi('predict', parts)),
};

const loading = new Map<UiSet, Promise<void>>();

/** Loads the widget parts of the expansions among `sets` (tile set ids; the others have none). */
export async function ensureUi(sets: readonly string[]): Promise<void> {
  await Promise.all(unloadedUi(sets).map((set) => loadOnce(loading, set, LOADERS[set])));
}

/** The expansions among `sets` whose widget parts are not registered yet. */
const unloadedUi = (sets: readonly string[]): UiSet[] =>
  (Object.keys(LOADERS) as UiSet[]).filter((set) => sets.includes(set) && registered[set] === undefined);

/** Whether the widget parts of the expansions among `sets` are registered (loaded, or all at once on the server). */
export const uiLoaded = (sets: readonly string[]): boolean => unloadedUi(sets).length === 0;
