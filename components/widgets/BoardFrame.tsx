// The board in a pannable, zoomable frame. In play, every cell inside the drawing is a <button>
// named by its coordinates (roving tabindex: arrow keys move the cursor), and the follower spots of a
// tile just laid are buttons too, as are jetties, crown spaces and plague candidates during the turn
// (TargetLayer). Drag, wheel, pinch, +/− and Shift+arrows pan and zoom.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Coord, Spot } from '../../engine/core/types.ts';
import { tileDef as getTile } from '../../engine/play.ts';
import { SPOT_GAP, spotAnchor } from '../board/geometry.ts';
import { BoardSvg, UNIT } from './BoardSvg.tsx';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { cellPx, fitView, focusCell, followPlay, panBy, stageSize, transformOf, zoomAt } from './panzoom.ts';
import { usePointerPanZoom } from './use-pan-zoom.ts';
import { useFocusRescue } from './use-focus-rescue.ts';
import { useBoardView } from './use-board-view.ts';
import { playFocus, playKey } from './board-focus.ts';
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
  /**
   * Controls laid right under the zoom row, above the key and whatever follows the board (a scenario's
   * Back and Next): nothing between them and the board changes height from one step to the next, so on a
   * phone the button stays under the finger that taps it again and again.
   */
  readonly controls?: JSX.Element | null;
}

const pct = (n: number): string => `${Math.round(n * 10000) / 100}%`;
/** The tile size at which spot markers reach 24 px (they are SPOT_GAP = 30 tile units wide). */
// asked at 82 px: at 80 the markers came out just under 24 px on a 375 px phone (board-look.spec.ts)
const SPOT_TILE_PX = 82;
/** Where the focus goes when the control just used is gone: the step's list, the jetties, the board. */
const RESCUE = ['.cb-followers button', '.cb-targets [data-target="jetty"][tabindex="0"]', '.cb-cell[tabindex="0"]', '.cb-cell[data-cell="fits-now"]', '.cb-cell[data-cell="fits"]'];
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
    // a spot that took the focus before the board was (re)mounted is lit as well
    if (root.contains(document.activeElement)) setLit(spotOfEl(document.activeElement));
    return () => { for (const [name, f] of events) root.removeEventListener(name, f); };
  }, []);
  return lit;
}

export function BoardFrame(props: BoardFrameProps): JSX.Element {
  const { view, lang, dict, interactive, cursor, onCell, onCursor } = props;
  const frame = useRef<HTMLDivElement>(null);
  const bv = useBoardView(frame, view.cols, view.rows, view.minX, view.minY);
  const setPz = bv.setView;
  const dragged = usePointerPanZoom(frame, setPz);
  const lit = useLitSpot(frame);
  // the control just used went away (the plague's last choice, a crown, "Done"): on to the next step
  useFocusRescue(frame, RESCUE);
  const litSpot = lit !== null && props.spots?.spots.includes(lit) ? lit : null;
  const marks = litSpot && props.spots ? spotMarks(view, props.spots, litSpot, props.marks ?? NO_MARKS) : props.marks;
  const f = bv.frame;
  const frameKey = f && `${f.w} ${f.h} ${f.cols} ${f.rows} ${f.minX} ${f.minY}`;
  const play = playFocus(view, props.spots?.at ?? null, props.targets, props.marks);
  const playNow = useRef(play);
  playNow.current = play;

  // The focused cell follows the cursor, and a zoomed board pans to keep it in sight.
  useEffect(() => {
    const el = frame.current;
    if (!el || !cursor || !el.contains(document.activeElement)) return;
    const btn = el.querySelector<HTMLButtonElement>(`[data-x="${cursor[0]}"][data-y="${cursor[1]}"]`);
    if (btn && document.activeElement !== btn && !document.activeElement?.classList.contains('cb-spot')) btn.focus({ preventScroll: true });
    // the cursor in view, and with it the tile last laid when both fit
    setPz((v, fr) => followPlay(v, fr, cursor, playNow.current.must ? [playNow.current.must] : []));
  }, [cursor?.[0], cursor?.[1], view.minX, view.minY, view.cols]);

  // On a small board (a phone), the tile whose follower spots are offered is brought to 80 px, where
  // its markers (30 tile units wide, SPOT_GAP apart) are 24 px and never overlap; the spot chosen, the
  // board goes back to the zoom it had, so that a phone shows as much of the game as before.
  const choice = props.spots;
  const zoomBefore = useRef<number | null>(null);
  useEffect(() => {
    if (choice) {
      zoomBefore.current ??= bv.view.z;
      setPz((v, fr) => focusCell(v, choice.at, SPOT_TILE_PX, fr), true);
    } else if (zoomBefore.current !== null) {
      const z = zoomBefore.current;
      zoomBefore.current = null;
      setPz((v, fr) => zoomAt(v, z / v.z, fr.w / 2, fr.h / 2, fr), true);
    }
  }, [choice?.tile, choice?.at[0], choice?.at[1], frameKey]);

  // After each move the tile laid, the cells where the next tile fits and the pieces that may move stay
  // in view (after the cursor's and the spots' own moves, which it may correct): the board glides (at
  // once under reduced motion) only when they would leave it.
  useEffect(() => {
    if (f) setPz((v, fr) => followPlay(v, fr, play.must, play.want), true);
  }, [playKey(play), frameKey]);

  useEffect(() => {
    if (!props.focusKey || !cursor) return;
    frame.current?.querySelector<HTMLButtonElement>(`[data-x="${cursor[0]}"][data-y="${cursor[1]}"]`)?.focus({ preventScroll: true });
  }, [props.focusKey]);

  const zoom = (k: number): void => setPz((v, fr) => zoomAt(v, k, fr.w / 2, fr.h / 2, fr));
  const onKeyDown = (e: KeyboardEvent): void => {
    const move = ARROWS[e.key];
    if (move && e.shiftKey) setPz((v, fr) => panBy(v, -move[0] * 60, -move[1] * 60, fr));
    else if (move && interactive && cursor) {
      const x = Math.min(view.minX + view.cols - 1, Math.max(view.minX, cursor[0] + move[0]));
      const y = Math.min(view.minY + view.rows - 1, Math.max(view.minY, cursor[1] + move[1]));
      onCursor?.(x, y);
    } else if (e.key === '+' || e.key === '=') zoom(1.25);
    else if (e.key === '-' || e.key === '_') zoom(0.8);
    else return;
    e.preventDefault();
  };
  // "fit": the whole board, or where it is larger than the screen allows, the play at its smallest size
  const fit = (): void => setPz((_, fr) => followPlay(fitView(fr), fr, playNow.current.must, playNow.current.want), true);

  // Before the viewport is measured (the server's frame), CSS sizes the board from the same numbers
  // (widgets.css: --cols, --rows); then its height and the stage are set here in pixels.
  const [sw, sh] = f ? stageSize(f) : [0, 0];
  const viewportStyle = { '--cols': String(view.cols), '--rows': String(view.rows), ...(f && { height: `${f.h}px` }) };
  const stageStyle = f ? { left: '0', top: '0', width: `${sw}px`, height: `${sh}px`, transform: transformOf(bv.view) } : undefined;
  return (
    <div class="cb-board">
      {/* data-note-above: a note that the widget's code could not load goes above the board, never in
          the place of a cell (src/lib/intent/directive.ts) */}
      <div class="cb-viewport" ref={frame} style={viewportStyle} onKeyDown={onKeyDown} data-cell-px={f ? Math.round(cellPx(bv.view, f) * 10) / 10 : undefined} data-note-above="">
        <div class="cb-stage" style={stageStyle} data-glide={bv.glide ? '' : undefined}>
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
        <button type="button" onClick={fit}>{dict.view.fit}</button>
      </div>
      {props.controls}
      <BoardLegend kinds={legendKinds(view, props.marks, interactive, !!props.spots)} dict={dict} reserve={interactive ? PLAY_KEYS : undefined} />
    </div>
  );
}
