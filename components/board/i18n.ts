// Words the board drawings need (follower letters, sector names, tile descriptions), one file per
// language (i18n-en.ts, i18n-fr.ts); `fr` is typed as the shape of `en`, so a string missing in French
// fails type checking. A page loads only its own language (components/widgets/lang): boardDict reads
// the loaded one. The tile-set page's own words live in tiles-page-i18n.ts, so islands do not ship them.
import type { en } from './i18n-en.ts';
import { langPack } from '../widgets/lang/registry.ts';

export type BoardLang = 'en' | 'fr';
export type BoardDict = typeof en;

export const boardDict = (lang: BoardLang): BoardDict => langPack(lang).board;
