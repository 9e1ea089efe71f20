// Every table of the widgets and boards in French: what ensureLang('fr') loads on a French page.
import { fr as widget } from '../i18n-fr.ts';
import { fr as board } from '../../board/i18n-fr.ts';
import { fr as tiles } from '../../board/tile-names-fr.ts';
import { fr as spots } from '../spot-names-fr.ts';
import { fr as rulings } from '../ruling-titles-fr.ts';
import type { LangPack } from './registry.ts';

export const pack: LangPack = { widget, board, tiles, spots, rulings };
