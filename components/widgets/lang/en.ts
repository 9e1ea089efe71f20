// Every table of the widgets and boards in English: what ensureLang('en') loads on an English page.
import { en as widget } from '../i18n-en.ts';
import { en as board } from '../../board/i18n-en.ts';
import { en as tiles } from '../../board/tile-names-en.ts';
import { en as spots } from '../spot-names-en.ts';
import { en as rulings } from '../ruling-titles-en.ts';
import type { LangPack } from './registry.ts';

export const pack: LangPack = { widget, board, tiles, spots, rulings };
