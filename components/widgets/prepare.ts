// What an island awaits after its code has loaded and before its first client render (client:intent
// calls it, see src/lib/intent): the words of the page's language (with the island's own, `words`, and
// those of the ferries and the wheel where they are played), the
// titles of the rulings the rules of its sets can cite (lang/title-parts.ts), and the rules code of the
// expansions its first position plays (engine ensureSets: the ferries' and the wheel's rules load only
// on pages that play them), and their widget parts (expansion-ui.ts), likewise.
//
// The sandbox wakes with the sets of a fresh game only and brings in another set's code when the reader
// chooses it, or when a link, a file or the game kept opens a position that plays it (`prepareSets`,
// use-sets.tsx).
import type { IntentValue } from './intent-types.ts';
import { ensureSets } from '../../engine/play.ts';
import type { SetId } from '../../engine/core/types.ts';
import { ensureLang, ensureTitles } from './lang/load.ts';
import { wordPartsOf } from './lang/title-parts.ts';
import { ensureUi } from './expansion-ui.ts';

/** Loads what playing `sets` needs in `lang` (each part once); resolves when all is in. */
export async function prepareSets(lang: 'en' | 'fr', sets: readonly SetId[]): Promise<void> {
  await Promise.all([ensureLang(lang, wordPartsOf(sets)), ensureTitles(lang, sets), ensureSets(sets), ensureUi(sets)]);
}

export async function prepareIsland(value: IntentValue): Promise<void> {
  const sets = (value.sets ?? []) as readonly SetId[];
  // the expansions' widget parts (the wheel board's drawing, the ferries' lists…) come with their rules
  // and "predict the score" only for a scenario that asks for a prediction
  const lang = value.lang ?? 'en';
  const words = [...new Set([...(value.words ?? []), ...(value.predict ? ['predict' as const] : [])])];
  await Promise.all([prepareSets(lang, sets), ensureLang(lang, words), value.predict ? ensureUi(['predict']) : undefined]);
}
