// A small key under the board for the marks it shows right now: solid and dashed cells, the tile in
// hand, a refused move, the last tile laid, a lit feature, rings. Nothing is shown on a plain board.
import type { JSX } from 'preact';
import { INK } from '../board/palette.ts';
import type { CoreDict } from './i18n.ts';
import type { Marks } from './turn-view.ts';
import type { BoardView } from './view.ts';

export type LegendKind = 'fitsNow' | 'fitsTurned' | 'fits' | 'ghost' | 'refused' | 'last' | 'feature' | 'ring';

/**
 * Which marks the board shows. The key changes with the phase of the turn, never with the pointer:
 * lines that came and went as the cursor crossed cells or a spot took the focus would shift what lies
 * below the board between a press and its click. So while the reader holds a tile (`interactive` with
 * cells to take it) every mark of placing is listed, and a follower choice (`choosing`) lists the lit
 * feature it will show.
 */
export function legendKinds(view: BoardView, marks: Marks | undefined, interactive: boolean, choosing: boolean): LegendKind[] {
  const states = new Set(view.cells.map((c) => c.state));
  const kinds: LegendKind[] = [];
  if (interactive && (states.has('fits-now') || states.has('fits'))) kinds.push('fitsNow', 'fitsTurned', 'ghost', 'refused');
  else {
    if (states.has('fits')) kinds.push('fits');
    if (view.ghost) kinds.push(view.ghost.ok ? 'ghost' : 'refused');
  }
  if (choosing || (marks?.areas?.length ?? 0) > 0 || (marks?.roads.length ?? 0) > 0) kinds.push('feature');
  if ((marks?.rings.length ?? 0) > 0) kinds.push('ring');
  // the last tile's frame is explained only beside other marks: alone it is the ordinary step view
  if (kinds.length > 0 && view.tiles.some((t) => t.last)) kinds.push('last');
  return kinds;
}

const cell = { x: 2, y: 2, width: 20, height: 20, rx: 2 };

function Swatch({ kind }: { kind: LegendKind }): JSX.Element {
  const body = (() => {
    switch (kind) {
      case 'fitsNow':
        return <rect {...cell} fill={INK.highlight} fill-opacity="0.55" stroke={INK.cursor} stroke-width="2" />;
      case 'fitsTurned':
      case 'fits':
        return <rect {...cell} fill={INK.highlight} fill-opacity="0.25" stroke={INK.cursor} stroke-width="1.5" stroke-dasharray="4 3" />;
      case 'ghost':
        return <><rect {...cell} fill={INK.field} opacity="0.6" /><rect {...cell} fill="none" stroke={INK.cursor} stroke-width="2" /></>;
      case 'refused':
        return <><rect {...cell} fill="none" stroke="#c0142b" stroke-width="2" stroke-dasharray="5 3" /><path d="M7 7l10 10m0 -10l-10 10" stroke="#c0142b" stroke-width="2.5" /></>;
      case 'last':
        return <rect {...cell} fill={INK.field} stroke={INK.highlight} stroke-width="2.5" />;
      case 'feature':
        return <path d="M3 21C6 9 14 5 21 3V21Z" fill={INK.highlight} fill-opacity="0.55" stroke={INK.cursor} stroke-width="1.5" />;
      case 'ring':
        return <circle cx="12" cy="12" r="8.5" fill="none" stroke={INK.cursor} stroke-width="2" stroke-dasharray="4 3" />;
    }
  })();
  return <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">{body}</svg>;
}

/**
 * The keys a board in play may show in turn: placing a tile, then choosing a follower or a ferry. A
 * widget in play keeps room for the tallest of them, so the key never changes height between phases.
 */
export const PLAY_KEYS: readonly (readonly LegendKind[])[] = [
  ['fitsNow', 'fitsTurned', 'ghost', 'refused', 'last'],
  ['feature', 'ring', 'last'],
];

function Keys({ kinds, dict, room }: { kinds: readonly LegendKind[]; dict: CoreDict; room?: boolean }): JSX.Element {
  const d = dict.legend;
  return (
    <ul class="cb-legend" aria-label={room ? undefined : d.title} aria-hidden={room ? 'true' : undefined} data-room={room ? '' : undefined}>
      {kinds.map((k) => (
        <li data-legend={room ? undefined : k}><Swatch kind={k} /> {d[k]}</li>
      ))}
    </ul>
  );
}

/**
 * The key for `kinds`; with `reserve`, the other keys are laid in the same grid cell, unseen, so the
 * box is as tall as the tallest (the text below does not move as the turn goes on). Without it a board
 * with no marks has no key and no gap.
 */
export function BoardLegend({ kinds, dict, reserve }: { kinds: readonly LegendKind[]; dict: CoreDict; reserve?: readonly (readonly LegendKind[])[] }): JSX.Element | null {
  if (!reserve) return kinds.length === 0 ? null : <div class="cb-legend-box" data-pagefind-ignore><Keys kinds={kinds} dict={dict} /></div>;
  return (
    <div class="cb-legend-box" data-pagefind-ignore>
      {kinds.length > 0 && <Keys kinds={kinds} dict={dict} />}
      {reserve.map((r) => <Keys kinds={r} dict={dict} room />)}
    </div>
  );
}
