// What an island awaits after its code has loaded and before its first client render (client:intent
// calls it, see src/lib/intent): the words of the page's language.
import type { IntentValue } from '../../src/lib/intent/types.ts';
import { ensureLang } from './lang/load.ts';

export async function prepareIsland(value: IntentValue): Promise<void> {
  await ensureLang(value.lang ?? 'en');
}
