// The tile in the reader's hand: which tile (when there is a choice), how it is turned, and a drawing
// that can be dragged onto a board cell (pointer events, so mouse, pen and touch alike).
import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { Rotation } from '../../engine/core/types.ts';
import { tileDef as getTile } from '../../engine/play.ts';
import { Tile } from '../board/Tile.tsx';
import { tileLabel } from '../board/tile-names.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';

export interface HandProps {
  readonly tile: string;
  readonly rot: Rotation;
  readonly choices: readonly string[];
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onPick: (tile: string) => void;
  readonly onRotate: () => void;
  /** a quarter turn back; given, the hand also says its turn in words (the sandbox's preview) */
  readonly onRotateBack?: () => void;
  /** the tile was dropped on the board cell (x, y) */
  readonly onDrop: (x: number, y: number) => void;
}

function cellUnder(x: number, y: number): [number, number] | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-x][data-y]');
  return el ? [Number(el.dataset.x), Number(el.dataset.y)] : null;
}

export function Hand(props: HandProps): JSX.Element {
  const { tile, rot, choices, lang, dict } = props;
  const def = getTile(tile);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const id = useId();
  const onDown = (e: PointerEvent): void => {
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    setDrag({ x: e.clientX, y: e.clientY });
  };
  const onMove = (e: PointerEvent): void => {
    if (drag) setDrag({ x: e.clientX, y: e.clientY });
  };
  const onUp = (e: PointerEvent): void => {
    if (!drag) return;
    setDrag(null);
    const cell = cellUnder(e.clientX, e.clientY);
    if (cell) props.onDrop(cell[0], cell[1]);
  };
  const art = def && (
    <svg viewBox="0 0 100 100" aria-hidden="true">
      <Tile def={def} rot={rot} lang={lang} />
    </svg>
  );
  return (
    <div class="cb-hand">
      <span class="cb-hand-label">{dict.tryit.hand}</span>
      <div class="cb-hand-tile" onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={() => setDrag(null)} data-tile={tile}>
        {art}
      </div>
      {drag && (
        <div class="cb-drag" style={{ left: `${drag.x}px`, top: `${drag.y}px` }} aria-hidden="true">
          {art}
        </div>
      )}
      {/* the name, the turn and the buttons each keep their place from one tile to the next (widgets.css):
          a longer name must not push the board under the reader's next tap */}
      <div class="cb-hand-controls">
        <span class="cb-hand-what">
          {choices.length > 1 ? (
            <>
              <label for={id}>{dict.tryit.pick}</label>{' '}
              <select id={id} value={tile} onChange={(e) => props.onPick((e.currentTarget as HTMLSelectElement).value)}>
                {choices.map((c) => (
                  <option value={c}>{tileLabel(c, lang)}</option>
                ))}
              </select>
            </>
          ) : (
            <span class="cb-hand-name">{tileLabel(tile, lang)}</span>
          )}
        </span>{' '}
        <span class="cb-hand-turn" data-turned={rot}>{props.onRotateBack ? dict.picker.turned(rot) : dict.tryit.rotation(rot)}</span>{' '}
        <span class="cb-hand-buttons">
          <button type="button" onClick={props.onRotate}>{dict.tryit.rotate}</button>
          {props.onRotateBack && <button type="button" onClick={props.onRotateBack}>{dict.picker.turnLeft}</button>}
        </span>
      </div>
    </div>
  );
}
