// Text alternatives for drawings: a tile named as players name it, its four edges and its specials, so that a
// screen reader learns from the figure what a sighted reader sees.
import { edgesAt } from '../../engine/core/geometry.ts';
import { SIDES } from '../../engine/core/types.ts';
import type { Rotation, TileDef } from '../../engine/core/types.ts';
import type { WheelBoardDef } from '../../engine/sets/wheel-board.ts';
import { boardDict } from './i18n.ts';
import { tileLabel } from './tile-names.ts';
import type { BoardLang } from './i18n.ts';
import type { Sector } from '../../engine/expansions/wheel/declare.ts';

/** The specials of a tile in reading order: shields, cloister, inn, river ends, lake, field marks, icon. */
export function tileSpecials(def: TileDef, lang: BoardLang): string[] {
  const s = boardDict(lang).specials;
  const out: string[] = [];
  for (const f of def.features) {
    if (f.kind === 'city' && f.shields > 0) out.push(s.shield(f.shields));
    if (f.kind === 'cloister') out.push(s.cloister);
    if (f.kind === 'road' && f.inn) out.push(s.inn);
    if (f.kind === 'river') {
      if (f.spring) out.push(s.spring);
      if (f.lake) out.push(s.lake);
      if (f.volcano) out.push(s.volcano);
      if (f.sides.length > 2) out.push(s.fork);
    }
    if (f.kind === 'lake') out.push(s.ferryLake(f.jetties.length));
    if (f.kind === 'field') {
      if (f.pigHerd) out.push(s.pigHerd);
      if (f.sheep) out.push(s.sheep);
      if (f.vineyard) out.push(s.vineyard);
    }
  }
  if (def.wheelIcon !== undefined) out.push(s.wheelIcon(def.wheelIcon));
  if (def.tags?.includes('start')) out.push(s.start);
  return out;
}

/** "City with a straight road: edges north city, east road, south field, west road; start tile" (turned when rot ≠ 0). */
export function describeTile(def: TileDef, lang: BoardLang, rot: Rotation = 0): string {
  const d = boardDict(lang);
  const edges = edgesAt(def, rot);
  const sides = SIDES.map((side) => `${d.sides[side]} ${d.edges[edges[side]]}`).join(', ');
  const turned = rot === 0 ? '' : ` (${d.tile.rotation(rot)})`;
  return d.tile.alt(`${tileLabel(def.id, lang)}${turned}`, sides, tileSpecials(def, lang).join(', '));
}

/** The wheel board: its sectors in the pig's order, how many crown spaces, and where the pig stands. */
export function describeWheelBoard(board: WheelBoardDef, lang: BoardLang, pig: Sector = board.pigStart): string {
  const d = boardDict(lang);
  const names = board.sectors.map((s) => d.sectors[s.sector]).join(', ');
  const crowns = board.sectors.reduce((n, s) => n + s.spaces.length, 0);
  return `${d.board.wheelBoard}: ${d.board.sectors(names)}; ${d.board.crownSpaces(crowns)}; ${d.board.pig(d.sectors[pig])}`;
}
