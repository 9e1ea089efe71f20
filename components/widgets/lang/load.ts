// Loads the widget words of one language before an island's first client render. For now both
// dictionaries ship with the widgets, so there is nothing to fetch: the language pack loader (one pack
// per language, imported on demand) replaces this stub and keeps its signature.
import type { WidgetLang } from '../i18n.ts';

export async function ensureLang(_lang: WidgetLang): Promise<void> {}
