// The words of each language the page has loaded. A page ships only its own language: the client loads
// it with ensureLang (load.ts) before an island renders; the server and the tests load both through
// all.ts. Every synchronous accessor (widgetDict, boardDict, tile and spot names) reads from here, so a
// language asked for before it is loaded fails with a clear error instead of showing the other one.
// Only types are imported, so this module never pulls either language into a bundle; they come from the
// English tables themselves, not from the accessors (i18n.ts, tile-names.ts...) that read this registry.
import type { en as CoreWords } from '../i18n-en.ts';
import type { en as SandboxWords } from '../i18n-en-sandbox.ts';
import type { en as RiverWords } from '../i18n-en-river.ts';
import type { en as SpinnerWords } from '../i18n-en-spinner.ts';
import type { en as PredictWords } from '../i18n-en-predict.ts';
import type { en as ExplainWords } from '../i18n-en-explain.ts';
import type { en as FerriesWords } from '../i18n-en-ferries.ts';
import type { en as WheelWords } from '../i18n-en-wheel.ts';
import type { en as BoardWords } from '../../board/i18n-en.ts';
import type { en as TileWords } from '../../board/tile-names-en.ts';
import type { en as SpotWordsEn } from '../spot-names-en.ts';

/** The words every island shows (the scenario player's, the boards', refusals, explanations). */
export type CoreDict = typeof CoreWords;
/** The words of one widget's own parts, loaded only by that island (lang/load.ts). */
export interface WidgetParts {
  readonly sandbox: typeof SandboxWords;
  readonly river: typeof RiverWords;
  readonly spinner: typeof SpinnerWords;
  /** the explain panel's words once opened (and the spinner's, which names fields as it does) */
  readonly explain: typeof ExplainWords;
  /** the ferries' and the wheel's words and refusals, loaded where that expansion is played (prepare.ts) */
  readonly ferries: typeof FerriesWords;
  readonly wheel: typeof WheelWords;
  readonly predict: typeof PredictWords;
}
export type WidgetPart = keyof WidgetParts;
export type WidgetDict = CoreDict & WidgetParts['sandbox'] & WidgetParts['river'] & WidgetParts['spinner'] & WidgetParts['explain'] & WidgetParts['predict']
  & Omit<WidgetParts['ferries'], 'refusals'> & Omit<WidgetParts['wheel'], 'refusals'>;
type BoardDict = typeof BoardWords;
type TileNames = typeof TileWords;
type SpotWords = typeof SpotWordsEn;

export type PackLang = 'en' | 'fr';

/** One language's tables, as its pack (lang/en.ts, lang/fr.ts) exports them. */
export interface LangPack {
  readonly widget: CoreDict;
  readonly board: BoardDict;
  readonly tiles: TileNames;
  readonly spots: SpotWords;
  /** the titles, by id, of the rulings the engine core and the widgets can cite, for their links (an
   * expansion's own come with registerTitles, see title-parts.ts) */
  readonly rulings: Readonly<Record<string, string>>;
}

/** A language's loaded tables, the widget's words with the parts loaded so far. */
export interface LoadedPack extends Omit<LangPack, 'widget'> {
  readonly widget: WidgetDict;
}

/** The top-level keys of each part's words (load.test.ts checks them against the parts' files in both languages). */
export const PARTS: Readonly<Record<WidgetPart, readonly string[]>> = {
  sandbox: ['sandbox', 'keep', 'picker', 'dispute'],
  river: ['river'],
  spinner: ['spinner'],
  predict: ['predict'],
  explain: ['explained'],
  ferries: ['ferry'],
  wheel: ['wheel'],
};
const packs = new Map<PackLang, LangPack>();
const titles = new Map<PackLang, Record<string, string>>();
const parts = new Map<PackLang, Map<WidgetPart, object>>();
const merged = new Map<PackLang, LoadedPack>();

const langName = (lang: PackLang): string => (lang === 'fr' ? 'French' : lang === 'en' ? 'English' : JSON.stringify(lang));

/** The widget's words: the core, the parts loaded, and for each part not loaded a clear error on use. */
function merge(lang: PackLang, pack: LangPack): LoadedPack {
  const widget: Record<string, unknown> = { ...pack.widget };
  const loaded = parts.get(lang) ?? new Map<WidgetPart, object>();
  for (const [part, keys] of Object.entries(PARTS) as [WidgetPart, readonly string[]][]) {
    const words = loaded.get(part) as Record<string, unknown> | undefined;
    for (const key of keys) {
      if (words) widget[key] = words[key];
      else Object.defineProperty(widget, key, {
        enumerable: false,
        get: () => {
          throw new Error(`The ${langName(lang)} words of the ${part} are not loaded: await ensureLang('${lang}', ['${part}']) (components/widgets/lang/load.ts) before rendering it.`);
        },
      });
    }
  }
  // an expansion's refusal sentences join the core's once its words are loaded
  const refusals = [...loaded.values()].map((w) => (w as { refusals?: object }).refusals).filter((r) => r !== undefined);
  if (refusals.length > 0) widget.refusals = Object.assign({}, pack.widget.refusals, ...refusals);
  return { ...pack, widget: widget as unknown as WidgetDict };
}

export function registerPack(lang: PackLang, pack: LangPack): void {
  packs.set(lang, pack);
  merged.set(lang, merge(lang, pack));
}

export function registerPart<P extends WidgetPart>(lang: PackLang, part: P, words: WidgetParts[P]): void {
  parts.set(lang, (parts.get(lang) ?? new Map()).set(part, words));
  const pack = packs.get(lang);
  if (pack) merged.set(lang, merge(lang, pack));
}

/** The expansions' title tables registered, per language (`part`: lang/title-parts.ts). */
const titleParts = new Map<PackLang, Set<string>>();

/**
 * More rulings' titles in `lang`: an expansion's table (load.ts ensureTitles, lang/all.ts, naming its
 * `part`), a scenario's own (its `titles` prop).
 */
export function registerTitles(lang: PackLang, table: Readonly<Record<string, string>>, part?: string): void {
  titles.set(lang, Object.assign(titles.get(lang) ?? {}, table));
  if (part !== undefined) titleParts.set(lang, (titleParts.get(lang) ?? new Set()).add(part));
}

/** Whether the expansion's table of titles (`part`) is registered in `lang`. */
export const titlesLoaded = (lang: PackLang, part: string): boolean => titleParts.get(lang)?.has(part) === true;

/** A ruling's title in `lang` from the tables loaded, or undefined. */
export const rulingTitle = (lang: PackLang, id: string): string | undefined => titles.get(lang)?.[id] ?? langPack(lang).rulings[id];

export function isLoaded(lang: PackLang, part?: WidgetPart): boolean {
  return part === undefined ? packs.has(lang) : parts.get(lang)?.has(part) === true;
}

/** The loaded tables of `lang`; throws (a programming error: nobody awaited ensureLang) when they are not. */
export function langPack(lang: PackLang): LoadedPack {
  const pack = merged.get(lang);
  if (pack) return pack;
  throw new Error(
    `The ${langName(lang)} words are not loaded: ` +
      `await ensureLang('${lang}') (components/widgets/lang/load.ts) before rendering, or import lang/all.ts on the server.`,
  );
}
