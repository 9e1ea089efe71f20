// Words the widgets show, one file per language (i18n-en.ts, i18n-fr.ts), and for the sandbox, the river
// builder and the spinner their own words apart (i18n-<lang>-<part>.ts), loaded only by that island. `fr` is typed as the shape
// of `en`, so a string missing in French fails type checking. A page loads only its own language
// (lang/load.ts): widgetDict reads the loaded one and fails loudly for a language not loaded. Refusal
// sentences are written per ruling id from the engine's facts; a ruling without a sentence falls back
// to the engine's English message (see refusalSentence in view.ts).
import type { PlayerColor } from '../../engine/core/types.ts';
import type { en } from './i18n-en.ts';
import type { en as sandbox } from './i18n-en-sandbox.ts';
import type { en as river } from './i18n-en-river.ts';
import type { en as spinner } from './i18n-en-spinner.ts';
import type { en as explain } from './i18n-en-explain.ts';
import type { en as ferries } from './i18n-en-ferries.ts';
import type { en as wheel } from './i18n-en-wheel.ts';
import { langPack } from './lang/registry.ts';

export type WidgetLang = 'en' | 'fr';
export type { Words } from './i18n-shared.ts';
/** The words every island shows (the scenario player's, the boards', refusals, explanations). */
export type CoreDict = typeof en;
/** The words of one widget's own parts, loaded only by that island (lang/load.ts). */
export interface WidgetParts {
  readonly sandbox: typeof sandbox;
  readonly river: typeof river;
  readonly spinner: typeof spinner;
  /** the explain panel's words once opened (and the spinner's, which names fields as it does) */
  readonly explain: typeof explain;
  /** the ferries' and the wheel's words and refusals, loaded where that expansion is played (prepare.ts) */
  readonly ferries: typeof ferries;
  readonly wheel: typeof wheel;
}
export type WidgetPart = keyof WidgetParts;
export type WidgetDict = CoreDict & WidgetParts['sandbox'] & WidgetParts['river'] & WidgetParts['spinner'] & WidgetParts['explain'] & Omit<WidgetParts['ferries'], 'refusals'> & Omit<WidgetParts['wheel'], 'refusals'>;

export const widgetDict = (lang: WidgetLang): WidgetDict => langPack(lang).widget;

export type PlayerName = (p: PlayerColor) => string;
