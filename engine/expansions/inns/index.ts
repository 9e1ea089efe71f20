// Inns: River II's bridge carries an inn on its road, and with the `inns` option that road scores as
// in Inns & Cathedrals: 2 points a tile once complete, nothing if unfinished at the end. Any set's tile
// may carry the mark (`inn: true` on a road), so the module is in every game; with the option off, the
// inn is only a picture.
import type { ExpansionModule } from '../../core/module.ts';
import { INNS_DECL } from './declare.ts';
export { INNS_DECL, INNS_OPTIONS } from './declare.ts';
import { item } from '../../core/scoring.ts';

/** Whether a feature is a road with an inn on it (the mark counts whatever the option says). */
export const hasInn = (v: { readonly kind: string; readonly marks: Readonly<Record<string, number>> }): boolean =>
  v.kind === 'road' && (v.marks['inn'] ?? 0) > 0;

export const innsModule: ExpansionModule = {
  ...INNS_DECL,
  featureValue: (state, v, final) =>
    state.options.inns && hasInn(v) ? { ruling: 'inns-inn-road', items: [item('tile', v.tiles, final ? 0 : 2)] } : undefined,
};
