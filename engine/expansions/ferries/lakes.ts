// What the tile data says about lakes: which tiles have one, where their jetties lie once turned, and
// which road segments a ferry joins. Every road end on a lake tile is a jetty (a one-sided road marked
// `jetty` in engine/sets/ferries.ts), so a ferry is simply a pair of those roads.
import { SIDES } from '../../core/types.ts';
import type { Coord, FeaturePart, PlacedTile, Rotation, Side } from '../../core/types.ts';
import { tileDef, tileTable } from '../../core/tiles.ts';
import type { Segment } from '../../core/tiles.ts';

export type Ferry = readonly [Side, Side];

/** The tile has a lake feature, so a placed copy needs a ferry. */
export function isLakeTile(tile: string): boolean {
  return tileDef(tile)?.features.some((f) => f.kind === 'lake') === true;
}

/** A road segment that ends at a lake. */
export const isJetty = (seg: Segment | undefined): boolean => seg?.def.kind === 'road' && seg.def.jetty === true;

/** The board sides of a lake tile's jetties once turned by `rot`, clockwise from the north. */
export function jetties(tile: string, rot: Rotation): Side[] {
  const table = tileTable(tile, rot);
  if (table === undefined) return [];
  return SIDES.filter((side) => isJetty(table.segments[table.bySide[side]]));
}

/** Every pair of two different jetties: where a ferry may stand on that tile. */
export function ferryPairs(tile: string, rot: Rotation): (readonly [Side, Side])[] {
  const js = jetties(tile, rot);
  return js.flatMap((a, i) => js.slice(i + 1).map((b) => [a, b] as const));
}

/** Whether `ferry` joins two different jetties of the tile turned by `rot`. */
export function joinsTwoJetties(tile: string, rot: Rotation, ferry: readonly Side[]): boolean {
  const js = jetties(tile, rot);
  return ferry.length === 2 && ferry[0] !== ferry[1] && ferry.every((s) => js.includes(s));
}

/** The side a ferry standing on `jetty` carries the road to, or undefined if it does not touch `jetty`. */
export function acrossFerry(ferry: Ferry | undefined, jetty: Side): Side | undefined {
  if (ferry === undefined) return undefined;
  if (ferry[0] === jetty) return ferry[1];
  return ferry[1] === jetty ? ferry[0] : undefined;
}

/** The two jetty roads a placed tile's ferry joins, as feature parts; undefined when it joins none. */
export function ferryParts(t: PlacedTile): readonly [FeaturePart, FeaturePart] | undefined {
  if (t.ferry === undefined) return undefined;
  const table = tileTable(t.tile, t.rot);
  if (table === undefined) return undefined;
  const [a, b] = t.ferry.map((s) => table.bySide[s]) as [number, number];
  if (a === b || !isJetty(table.segments[a]) || !isJetty(table.segments[b])) return undefined;
  return [{ at: t.at, feature: a }, { at: t.at, feature: b }];
}

export const where = (at: Coord): string => `[${at[0]}, ${at[1]}]`;
export const pairText = (sides: readonly Side[]): string => sides.join('-');
export const listText = (sides: readonly Side[]): string => sides.join(', ');
export const sameCell = (a: Coord, b: Coord): boolean => a[0] === b[0] && a[1] === b[1];
