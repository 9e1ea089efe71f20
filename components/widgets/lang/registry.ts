// The words of each language the page has loaded. A page ships only its own language: the client loads
// it with ensureLang (load.ts) before an island renders; the server and the tests load both through
// all.ts. Every synchronous accessor (widgetDict, boardDict, tile and spot names) reads from here, so a
// language asked for before it is loaded fails with a clear error instead of showing the other one.
// Only types are imported, so this module never pulls either language into a bundle.
import type { WidgetDict } from '../i18n.ts';
import type { BoardDict } from '../../board/i18n.ts';
import type { TileNames } from '../../board/tile-names.ts';
import type { SpotWords } from '../spot-names.ts';

export type PackLang = 'en' | 'fr';

/** One language's tables, as its pack (lang/en.ts, lang/fr.ts) exports them. */
export interface LangPack {
  readonly widget: WidgetDict;
  readonly board: BoardDict;
  readonly tiles: TileNames;
  readonly spots: SpotWords;
  /** the rulings' titles by id, for the widgets' ruling links */
  readonly rulings: Readonly<Record<string, string>>;
}

const packs = new Map<PackLang, LangPack>();

export function registerPack(lang: PackLang, pack: LangPack): void {
  packs.set(lang, pack);
}

export function isLoaded(lang: PackLang): boolean {
  return packs.has(lang);
}

/** The loaded tables of `lang`; throws (a programming error: nobody awaited ensureLang) when they are not. */
export function langPack(lang: PackLang): LangPack {
  const pack = packs.get(lang);
  if (pack) return pack;
  throw new Error(
    `The ${lang === 'fr' ? 'French' : lang === 'en' ? 'English' : JSON.stringify(lang)} words are not loaded: ` +
      `await ensureLang('${lang}') (components/widgets/lang/load.ts) before rendering, or import lang/all.ts on the server.`,
  );
}
