// Follower spots named as a player points at them ("the road", "the field north of the river"),
// from the tile's own features: the spot is turned back into the tile's frame to find its feature,
// and the feature's halves, turned again, say which way it lies. A feature alone of its kind on the
// tile needs no direction. The words are in spot-names-en.ts and spot-names-fr.ts (`fr` typed as `en`).
import { rotateHalf, unrotateHalf, unrotateSide } from '../../engine/core/geometry.ts';
import type { HalfSide, Rotation, Side, Spot, TileDef } from '../../engine/core/types.ts';
import { tileDef } from '../../engine/play.ts';
import type { WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import type { Dir, Divider, en } from './spot-names-en.ts';
import { langPack } from './lang/registry.ts';

export type { Dir, Divider } from './spot-names-en.ts';

export type SpotWords = typeof en;

const words = (lang: WidgetLang): SpotWords => langPack(lang).spots;
const CORNERS: Readonly<Record<string, Dir>> = { NE: 'NE', EN: 'NE', ES: 'SE', SE: 'SE', SW: 'SW', WS: 'SW', NW: 'NW', WN: 'NW' };

/** Which way a set of halves (already on the board's frame) lies: a side, a corner, or undefined. */
export function halvesDir(halves: readonly HalfSide[]): Dir | undefined {
  const count = new Map<Side, number>();
  for (const h of halves) count.set(h[0] as Side, (count.get(h[0] as Side) ?? 0) + 1);
  const most = Math.max(...count.values());
  const top = [...count].filter(([, n]) => n === most).map(([s]) => s);
  if (top.length === 1) return top[0];
  return top.length === 2 ? CORNERS[top.join('')] : undefined;
}

function fieldName(def: TileDef, halves: readonly HalfSide[], rot: Rotation, fallback: Side, lang: WidgetLang): string {
  const w = words(lang);
  const fields = def.features.filter((f) => f.kind === 'field');
  if (fields.length <= 1) return w.field;
  const dir = w.dirs[halvesDir(halves.map((h) => rotateHalf(h, rot))) ?? fallback];
  const has = (k: string): boolean => def.features.some((f) => f.kind === k);
  const divider: Divider | undefined = has('river') ? 'river' : has('road') ? 'road' : has('city') ? 'city' : undefined;
  return divider ? w.fieldOf(dir, divider) : w.fieldToward(dir);
}

/** The spot `spot` of tile `tile` laid turned by `rot`, as a player names it; the compass name if the tile does not say. */
export function spotLabel(tile: string, rot: Rotation, spot: Spot, lang: WidgetLang): string {
  const w = words(lang);
  const compass = widgetDict(lang).spots[spot] ?? spot;
  if (spot === 'cloister') return w.cloister;
  const def = tileDef(tile);
  if (!def) return compass;
  if (spot.length === 2) {
    const own = unrotateHalf(spot as HalfSide, rot);
    const f = def.features.find((x) => x.kind === 'field' && x.halves.includes(own));
    return f && f.kind === 'field' ? fieldName(def, f.halves, rot, spot[0] as Side, lang) : compass;
  }
  const own = unrotateSide(spot as Side, rot);
  const f = def.features.find((x) => (x.kind === 'road' || x.kind === 'city') && x.sides.includes(own));
  if (!f || (f.kind !== 'road' && f.kind !== 'city')) return compass;
  const thing = f.kind === 'road' ? w.road : w.city;
  const alike = def.features.filter((x) => x.kind === f.kind).length;
  return alike > 1 ? w.toward(thing, w.dirs[spot as Side]) : thing;
}
