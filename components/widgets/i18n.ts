// Words the widgets show, one file per language (i18n-en.ts, i18n-fr.ts), and for the sandbox, the river
// builder and the spinner their own words apart (i18n-<lang>-<part>.ts), loaded only by that island. `fr` is typed as the shape
// of `en`, so a string missing in French fails type checking. A page loads only its own language
// (lang/load.ts): widgetDict reads the loaded one and fails loudly for a language not loaded. Refusal
// sentences are written per ruling id from the engine's facts; a ruling without a sentence falls back
// to the engine's English message (see refusalSentence in view.ts).
import type { PlayerColor } from '../../engine/core/types.ts';
import { langPack } from './lang/registry.ts';
import type { WidgetDict } from './lang/registry.ts';

export type WidgetLang = 'en' | 'fr';
export type { Words } from './i18n-shared.ts';
export type { CoreDict, WidgetDict, WidgetPart, WidgetParts } from './lang/registry.ts';

export const widgetDict = (lang: WidgetLang): WidgetDict => langPack(lang).widget;

export type PlayerName = (p: PlayerColor) => string;
