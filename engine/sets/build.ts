// A small builder so the tile tables read like the JCloisterZone notation they are transcribed from:
// sides and half-sides as space-separated names, and a field's cities named by one of their sides
// (resolved to feature indexes here, so nobody has to count features by hand).
import { HALF_SIDES, SIDES } from '../core/types.ts';
import type { FeatureDef, HalfSide, SetId, Side, TileDef } from '../core/types.ts';

type RoadDef = Extract<FeatureDef, { kind: 'road' }>;
type CityDef = Extract<FeatureDef, { kind: 'city' }>;
type RiverDef = Extract<FeatureDef, { kind: 'river' }>;
type FieldDef = Extract<FeatureDef, { kind: 'field' }>;
type FieldMarks = Partial<Pick<FieldDef, 'pigHerd' | 'sheep' | 'vineyard'>>;
type RiverMarks = Partial<Pick<RiverDef, 'spring' | 'lake' | 'volcano'>>;

/** A field before its cities are resolved: `citySides` names one side of each city it touches. */
export interface FieldDraft extends FieldMarks {
  readonly kind: 'field';
  readonly halves: readonly HalfSide[];
  readonly citySides: readonly Side[];
}

export type FeatureDraft = Exclude<FeatureDef, FieldDef> | FieldDraft;

export interface TileSpec {
  /** the part of the id after `<set>/` */
  readonly kind: string;
  readonly count: number;
  readonly features: readonly FeatureDraft[];
  readonly wheelIcon?: 1 | 2 | 3;
  readonly tags?: readonly string[];
}

function names<T extends string>(list: string, allowed: readonly T[], what: string): T[] {
  const out = list.split(/\s+/).filter((s) => s !== '');
  for (const name of out) {
    if (!(allowed as readonly string[]).includes(name)) throw new Error(`unknown ${what} "${name}" in "${list}"`);
  }
  return out as T[];
}

export const sidesOf = (list: string): Side[] => names(list, SIDES, 'side');
export const halvesOf = (list: string): HalfSide[] => names(list, HALF_SIDES, 'half-side');

/** Every half-side: the one field of a tile with no road, city or river splitting it. */
export const ALL_HALVES = HALF_SIDES.join(' ');

export const road = (sides: string, marks: Partial<Pick<RoadDef, 'inn'>> = {}): RoadDef => ({
  kind: 'road',
  sides: sidesOf(sides),
  ...marks,
});

export const city = (sides: string, shields = 0): CityDef => ({ kind: 'city', sides: sidesOf(sides), shields });

export const river = (sides: string, marks: RiverMarks = {}): RiverDef => ({
  kind: 'river',
  sides: sidesOf(sides),
  ...marks,
});

/** A field of the given half-sides; `cities` names a side of each city it touches (`'N W'`). */
export const field = (halves: string, cities = '', marks: FieldMarks = {}): FieldDraft => ({
  kind: 'field',
  halves: halvesOf(halves),
  citySides: sidesOf(cities),
  ...marks,
});

export const cloister: FeatureDraft = { kind: 'cloister' };

export function tile(
  kind: string,
  count: number,
  features: readonly FeatureDraft[],
  extra: Pick<TileSpec, 'wheelIcon' | 'tags'> = {},
): TileSpec {
  return { kind, count, features, ...extra };
}

/** Adds a mark (sheep, vineyard, pig-herd) to the field of `spec` that holds `half`. */
export function markField(spec: TileSpec, half: HalfSide, marks: FieldMarks): TileSpec {
  const i = spec.features.findIndex((f) => f.kind === 'field' && f.halves.includes(half));
  if (i < 0) throw new Error(`tile ${spec.kind}: no field holds ${half}`);
  const features = spec.features.map((f, j) => (j === i ? { ...f, ...marks } : f));
  return { ...spec, features };
}

function resolveField(draft: FieldDraft, features: readonly FeatureDraft[], id: string): FieldDef {
  const cities = new Set<number>();
  for (const side of draft.citySides) {
    const i = features.findIndex((f) => f.kind === 'city' && f.sides.includes(side));
    if (i < 0) throw new Error(`tile ${id}: field names city side ${side}, but no city covers it`);
    cities.add(i);
  }
  const { citySides: _named, ...rest } = draft;
  return { ...rest, cities: [...cities].sort((a, b) => a - b) };
}

/**
 * Frozen where the tests, the build and the `casebook` command run (no `window`): a module that changed
 * the tile tables would throw there. Not in the reader's browser, where freezing every set's objects
 * took about 25 ms of a widget's first tap at 4x CPU, for a guard the tests already give and the types
 * (readonly) keep.
 */
const FREEZE = !('window' in globalThis);

export function deepFreeze<T>(value: T): T {
  if (FREEZE && typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The features of a tile or board cell, with each field's cities resolved to feature indexes. */
export function resolveFeatures(drafts: readonly FeatureDraft[], id: string): FeatureDef[] {
  return drafts.map((f) => (f.kind === 'field' ? resolveField(f, drafts, id) : f));
}

/** The set's TileDefs, frozen: other modules share these objects and must never change them. */
export function defineSet(set: SetId, specs: readonly TileSpec[]): readonly TileDef[] {
  return deepFreeze(
    specs.map((spec): TileDef => {
      const id = `${set}/${spec.kind}`;
      const features = resolveFeatures(spec.features, id);
      return {
        id,
        set,
        count: spec.count,
        features,
        ...(spec.wheelIcon !== undefined && { wheelIcon: spec.wheelIcon }),
        ...(spec.tags !== undefined && { tags: spec.tags }),
      };
    }),
  );
}

/** Looks a spec up by kind in a table (a programming error if it is missing). */
export function specOf(specs: readonly TileSpec[], kind: string): TileSpec {
  const spec = specs.find((s) => s.kind === kind);
  if (spec === undefined) throw new Error(`no tile kind ${kind}`);
  return spec;
}
