// The board in a pannable, zoomable frame. In play, every cell inside the drawing is a <button>
// named by its coordinates (roving tabindex: arrow keys move the cursor), and the follower spots of a
// tile just laid are buttons too, as are jetties, crown spaces and plague candidates during the turn
// (TargetLayer). Drag, wheel, pinch, +/− and Shift+arrows pan and zoom.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Coord, Spot } from '../../engine/core/types.ts';
import { getTile } from '../../engine/sets/index.ts';
import { SPOT_GAP, spotAnchor } from '../board/geometry.ts';
import { BoardSvg, UNIT } from './BoardSvg.tsx';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { FIT, focusCell, panBy, reveal, transformOf, zoomAt } from './panzoom.ts';
import type { View } from './panzoom.ts';
import { usePointerPanZoom } from './use-pan-zoom.ts';
import { TargetLayer } from './TargetLayer.tsx';
import { BoardLegend, legendKinds, PLAY_KEYS } from './BoardLegend.tsx';
import { NO_MARKS } from './turn-view.ts';
import type { Marks, Target } from './turn-view.ts';
import { spotMarks } from './spot-marks.ts';
import type { SpotPick } from './spot-marks.ts';
import { spotLabel } from './spot-names.ts';
import type { BoardView, GhostView } from './view.ts';

export interface SpotChoice extends SpotPick {
  readonly spots: readonly Spot[];
}

export interface BoardFrameProps {
  readonly view: BoardView;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly interactive: boolean;
  readonly cursor: Coord | null;
  readonly preview?: GhostView | null;
  readonly spots?: SpotChoice | null;
  readonly onCell?: (x: number, y: number) => void;
  readonly onCursor?: (x: number, y: number) => void;
  readonly onSpot?: (spot: Spot) => void;
  /** each new value moves the keyboard focus to the cursor's cell (entering play, after a turn) */
  readonly focusKey?: number;
  /** buttons on jetties, crown spaces and followers the plague may take */
  readonly targets?: readonly Target[];
  readonly onTarget?: (t: Target) => void;
  /** the name of the jetty buttons' group */
  readonly targetsLabel?: string;
  readonly marks?: Marks;
}

const pct = (n: number): string => `${Math.round(n * 10000) / 100}%`;
/** The tile size at which spot markers reach 24 px (they are SPOT_GAP = 30 tile units wide). */
const SPOT_TILE_PX = 80;
const ARROWS: Readonly<Record<string, Coord>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

interface SpotLayerProps { view: BoardView; choice: SpotChoice; lit: Spot | null; lang: WidgetLang; dict: WidgetDict; onSpot?: (s: Spot) => void }

function SpotLayer({ view, choice, lit, lang, dict, onSpot }: SpotLayerProps): JSX.Element | null {
  const def = getTile(choice.tile);
  if (!def) return null;
  const w = view.cols * UNIT;
  const h = view.rows * UNIT;
  return (
    <div class="cb-spots">
      {choice.spots.map((spot) => {
        const [ax, ay] = spotAnchor(def, choice.rot, spot);
        const left = pct(((choice.at[0] - view.minX) * UNIT + ax) / w);
        const top = pct(((choice.at[1] - view.minY) * UNIT + ay) / h);
        // as wide as the gap between spots, so markers never overlap, and no wider than 1.9rem
        const width = `min(1.9rem, ${pct(SPOT_GAP / w)})`;
        return (
          // a pointer shortcut: the same choices are listed as buttons for the keyboard (FollowerChoices)
          <button type="button" class="cb-spot" style={{ left, top, width }} data-spot={spot} data-lit={spot === lit ? '' : undefined} tabIndex={-1} aria-hidden="true"
            title={dict.tryit.followerOn(spotLabel(choice.tile, choice.rot, spot, lang))} onClick={() => onSpot?.(spot)} />
        );
      })}
    </div>
  );
}

/**
 * The follower spot the reader points at or focuses, on the board or in the list under it (any
 * element of the widget with `data-spot` in `.cb-followers` or `.cb-spots`), so the board can light it.
 */
function useLitSpot(frame: { current: HTMLElement | null }): Spot | null {
  const [lit, setLit] = useState<Spot | null>(null);
  useEffect(() => {
    const root = frame.current?.closest('.cb-widget');
    if (!root) return;
    const spotOfEl = (el: Element | null): Spot | null =>
      (el?.closest?.('.cb-followers [data-spot], .cb-spots [data-spot]')?.getAttribute('data-spot') as Spot | undefined) ?? null;
    const spotOf = (e: Event): Spot | null => spotOfEl(e.target as Element | null);
    const on = (e: Event): void => { const s = spotOf(e); if (s) setLit(s); };
    // the pointer leaving a spot hands back to the spot that has the keyboard focus, if any
    const left = (e: Event): void => { if (spotOf(e)) setLit(root.contains(document.activeElement) ? spotOfEl(document.activeElement) : null); };
    const blurred = (e: Event): void => { if (spotOf(e)) setLit(null); };
    const events: [string, (e: Event) => void][] = [['pointerover', on], ['focusin', on], ['pointerout', left], ['focusout', blurred]];
    for (const [name, f] of events) root.addEventListener(name, f);
    return () => { for (const [name, f] of events) root.removeEventListener(name, f); };
  }, []);
  return lit;
}

export function BoardFrame(props: BoardFrameProps): JSX.Element {
  const { view, lang, dict, interactive, cursor, onCell, onCursor } = props;
  const frame = useRef<HTMLDivElement>(null);
  const [pz, setPz] = useState<View>(FIT);
  const size = (): [number, number] => {
    const r = frame.current?.getBoundingClientRect();
    return [r?.width ?? 1, r?.height ?? 1];
  };
  const dragged = usePointerPanZoom(frame, setPz, size);
  const lit = useLitSpot(frame);
  const litSpot = lit !== null && props.spots?.spots.includes(lit) ? lit : null;
  const marks = litSpot && props.spots ? spotMarks(view, props.spots, litSpot, props.marks ?? NO_MARKS) : props.marks;

  // The focused cell follows the cursor, and a zoomed board pans to keep it in sight.
  useEffect(() => {
    const el = frame.current;
    if (!el || !cursor || !el.contains(document.activeElement)) return;
    const btn = el.querySelector<HTMLButtonElement>(`[data-x="${cursor[0]}"][data-y="${cursor[1]}"]`);
    if (btn && document.activeElement !== btn && !document.activeElement?.classList.contains('cb-spot')) btn.focus({ preventScroll: true });
    const [w, h] = size();
    const cell = w / view.cols;
    setPz((v) => reveal(v, (cursor[0] - view.minX) * cell, (cursor[1] - view.minY) * cell, cell, w, h));
  }, [cursor?.[0], cursor?.[1], view.minX, view.minY, view.cols]);

  // On a small board (a phone), the tile whose follower spots are offered is brought to 80 px, where
  // its markers (30 tile units wide, SPOT_GAP apart) are 24 px and never overlap.
  const choice = props.spots;
  useEffect(() => {
    if (!choice) return;
    const [w, h] = size();
    const cell = w / view.cols;
    setPz((v) => focusCell(v, (choice.at[0] - view.minX) * cell, (choice.at[1] - view.minY) * cell, cell, SPOT_TILE_PX, w, h));
  }, [choice?.tile, choice?.at[0], choice?.at[1]]);

  useEffect(() => {
    if (!props.focusKey || !cursor) return;
    frame.current?.querySelector<HTMLButtonElement>(`[data-x="${cursor[0]}"][data-y="${cursor[1]}"]`)?.focus({ preventScroll: true });
  }, [props.focusKey]);

  const onKeyDown = (e: KeyboardEvent): void => {
    const [w, h] = size();
    const move = ARROWS[e.key];
    if (move && e.shiftKey) setPz((v) => panBy(v, -move[0] * 60, -move[1] * 60, w, h));
    else if (move && interactive && cursor) {
      const x = Math.min(view.minX + view.cols - 1, Math.max(view.minX, cursor[0] + move[0]));
      const y = Math.min(view.minY + view.rows - 1, Math.max(view.minY, cursor[1] + move[1]));
      onCursor?.(x, y);
    } else if (e.key === '+' || e.key === '=') setPz((v) => zoomAt(v, 1.25, w / 2, h / 2, w, h));
    else if (e.key === '-' || e.key === '_') setPz((v) => zoomAt(v, 0.8, w / 2, h / 2, w, h));
    else return;
    e.preventDefault();
  };

  // as wide as the column allows, tiles at most 150 px, and no taller than most of the screen unless
  // that would make tiles smaller than 80 px (pan and zoom then show the rest)
  const maxWidth = `max(${view.cols * 80}px, min(${view.cols * 150}px, ${Math.round((7500 * view.cols) / view.rows) / 100}vh))`;
  const zoom = (f: number) => {
    const [w, h] = size();
    setPz((v) => zoomAt(v, f, w / 2, h / 2, w, h));
  };
  return (
    <div class="cb-board">
      <div class="cb-viewport" ref={frame} style={{ maxWidth, aspectRatio: `${view.cols} / ${view.rows}` }} onKeyDown={onKeyDown}>
        <div class="cb-stage" style={{ transform: transformOf(pz) }}>
          <BoardSvg view={view} lang={lang} preview={props.preview} cursor={interactive ? cursor : null} marks={marks} />
          {interactive && (
            <div class="cb-cells">
              {view.cells.map((c) => (
                <button
                  type="button" class="cb-cell" data-cell={c.state} data-x={c.x} data-y={c.y}
                  tabIndex={cursor && cursor[0] === c.x && cursor[1] === c.y ? 0 : -1}
                  style={{ left: pct((c.x - view.minX) / view.cols), top: pct((c.y - view.minY) / view.rows), width: pct(1 / view.cols), height: pct(1 / view.rows) }}
                  aria-label={c.name}
                  onClick={() => { if (!dragged()) onCell?.(c.x, c.y); }}
                  onPointerEnter={(e) => { if (e.pointerType === 'mouse') onCursor?.(c.x, c.y); }}
                  onFocus={() => { if (!cursor || cursor[0] !== c.x || cursor[1] !== c.y) onCursor?.(c.x, c.y); }}
                />
              ))}
            </div>
          )}
          {props.spots && <SpotLayer view={view} choice={props.spots} lit={litSpot} lang={lang} dict={dict} onSpot={props.onSpot} />}
          {props.targets && props.targets.length > 0 && (
            <TargetLayer targets={props.targets} left={view.minX * UNIT} top={view.minY * UNIT} width={view.cols * UNIT} height={view.rows * UNIT}
              label={props.targetsLabel} onTarget={(t) => { if (!dragged()) props.onTarget?.(t); }} />
          )}
        </div>
      </div>
      <div class="cb-zoom" role="group" aria-label={dict.view.help} data-pagefind-ignore>
        <button type="button" onClick={() => zoom(1.25)} aria-label={dict.view.zoomIn}>+</button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={dict.view.zoomOut}>−</button>
        <button type="button" onClick={() => setPz(FIT)}>{dict.view.fit}</button>
      </div>
      <BoardLegend kinds={legendKinds(view, props.marks, interactive, !!props.spots)} dict={dict} reserve={interactive ? PLAY_KEYS : undefined} />
    </div>
  );
}
