// Fields round the river's ends. Officially one field goes round the spring and round the lake
// (river-field-wraps-ends, the tile data as printed); with `riverFieldWrap: false` the river is read as
// cutting the tile in two banks, as it does on any straight piece (river-field-wrap-editions). The
// split tiles are stand-ins with the same sides; the board still shows the printed tile.
import { HALF_SIDES, SIDES } from '../../core/types.ts';
import type { FeatureDef, HalfSide, Side, TileDef } from '../../core/types.ts';
import { opposite } from '../../core/geometry.ts';

type FieldDef = Extract<FeatureDef, { kind: 'field' }>;

/** The two banks of a line from the middle of `side` to the middle of the opposite side. */
export function banks(side: Side): [HalfSide[], HalfSide[]] {
  const from = HALF_SIDES.indexOf(`${side}R`);
  const to = HALF_SIDES.indexOf(`${opposite(side)}R`);
  const run = (start: number): HalfSide[] => [0, 1, 2, 3].map((k) => HALF_SIDES[(start + k) % 8]!);
  return [run(from), run(to)];
}

/** The split stand-in for a river end whose one field runs all round, or undefined for any other tile. */
export function splitAtRiverEnd(def: TileDef): TileDef | undefined {
  const rivers = def.features.filter((f) => f.kind === 'river');
  const arms = rivers.flatMap((r) => (r.kind === 'river' ? r.sides : []));
  const i = def.features.findIndex((f) => f.kind === 'field' && f.halves.length === HALF_SIDES.length);
  if (arms.length !== 1 || i < 0 || !SIDES.includes(arms[0]!)) return undefined;
  const whole = def.features[i] as FieldDef;
  const [a, b] = banks(arms[0]!);
  const features: FeatureDef[] = def.features.map((f, j) => (j === i ? { ...whole, halves: a } : f));
  features.push({ ...whole, halves: b });
  return { ...def, id: splitId(def.id), count: 0, features };
}

export const splitId = (id: string): string => `${id}#banks`;
