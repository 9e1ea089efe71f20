// River III (the Big Box 5 river): River I's twelve tiles with Hills & Sheep tie-ins printed on four of
// them. Which tiles carry them comes from the TTSCarcassonne tile data: a sheep in the north-bank field of
// each straight, a vineyard on each curve. That data does not say which field of a curve holds the
// vineyard; it is put in the large outer field, the only one with room for the picture.
import { defineSet, markField } from './build.ts';
import type { TileSpec } from './build.ts';
import { RIVER1_SPECS } from './river1.ts';

function withTieIns(spec: TileSpec): TileSpec {
  if (spec.kind === 'straight') return markField(spec, 'WR', { sheep: true });
  if (spec.kind === 'curve') return markField(spec, 'NL', { vineyard: true });
  return spec;
}

export const RIVER3_SPECS: readonly TileSpec[] = RIVER1_SPECS.map(withTieIns);

export const RIVER3_TILES = defineSet('river3', RIVER3_SPECS);
