// Free play: any tile of the sets in play, shown as a small drawing with its name and how many copies
// remain (counted by the engine: remainingTiles), grouped under each set's name. The thumbnails are
// one Tab stop (roving tabindex): arrow keys move between them, Home and End go to the ends, Enter or
// Space takes the focused tile.
import type { JSX } from 'preact';
import { useId, useRef, useState } from 'preact/hooks';
import type { SetId, TileDef } from '../../engine/core/types.ts';
import { setTiles } from '../../engine/play.ts';
import { boardDict } from '../board/i18n.ts';
import { Tile } from '../board/Tile.tsx';
import { tileLabel } from '../board/tile-names.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';

/** Every tile id the sets in play hold. */
export const pickable = (sets: readonly SetId[]): string[] => sets.flatMap((s) => setTiles(s).map((t) => t.id));

export interface TilePickerProps {
  readonly sets: readonly SetId[];
  readonly value: string | null;
  /** copies left of each tile, from the engine (remainingTiles) */
  readonly remaining: Readonly<Record<string, number>>;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onPick: (tile: string) => void;
}

/** A thumbnail's face: the tile drawn small, its name, how many are left. */
function Thumb({ def, name, left, lang }: { def: TileDef; name: string; left: string; lang: WidgetLang }): JSX.Element {
  return (
    <>
      <svg viewBox="0 0 100 100" aria-hidden="true"><Tile def={def} lang={lang} /></svg>
      <span class="cb-thumb-name">{name}</span>
      <span class="cb-thumb-left">{left}</span>
    </>
  );
}

/** With a shuffled pile the engine draws the tile: the same thumbnails as a list, to see what is left. */
export function PileContents({ sets, remaining, lang }: Pick<TilePickerProps, 'sets' | 'remaining' | 'lang'>): JSX.Element {
  const id = useId();
  const names = boardDict(lang).sets;
  const p = widgetDict(lang).picker;
  return (
    <div class="cb-picker" data-pile="">
      {sets.map((set) => (
        <section class="cb-picker-set" aria-labelledby={`${id}-${set}`} data-set={set}>
          <h2 id={`${id}-${set}`} class="cb-picker-set-name">{names[set]}</h2>
          <ul class="cb-picker-grid">
            {setTiles(set).map((t) => (
              <li class="cb-thumb" data-tile={t.id} data-left={remaining[t.id] ?? 0}>
                <Thumb def={t} name={tileLabel(t.id, lang)} left={p.left(remaining[t.id] ?? 0)} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const centre = (el: Element): { x: number; y: number } => {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
};

/** The thumbnail a key leads to from `from`: along the reading order, or the nearest one a row above or below. */
function nextThumb(all: readonly HTMLElement[], from: HTMLElement, key: string): HTMLElement | undefined {
  const i = all.indexOf(from);
  if (key === 'ArrowRight') return all[i + 1];
  if (key === 'ArrowLeft') return all[i - 1];
  if (key === 'Home') return all[0];
  if (key === 'End') return all.at(-1);
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return undefined;
  const here = centre(from);
  const down = key === 'ArrowDown';
  const candidates = all.map((el) => ({ el, c: centre(el) })).filter(({ c }) => (down ? c.y > here.y + 4 : c.y < here.y - 4));
  if (candidates.length === 0) return undefined;
  // the nearest row first, then the thumbnail closest to the same column
  const rowY = down ? Math.min(...candidates.map(({ c }) => c.y)) : Math.max(...candidates.map(({ c }) => c.y));
  const row = candidates.filter(({ c }) => Math.abs(c.y - rowY) < 4);
  return row.sort((a, b) => Math.abs(a.c.x - here.x) - Math.abs(b.c.x - here.x))[0]?.el;
}

export function TilePicker({ sets, value, remaining, lang, dict, onPick }: TilePickerProps): JSX.Element {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const names = boardDict(lang).sets;
  const ids = pickable(sets);
  // the one thumbnail Tab reaches: the last one focused, else the tile in hand, else the first
  const stop = [focused, value].find((t) => t !== null && ids.includes(t)) ?? ids[0];
  const onKeyDown = (e: KeyboardEvent): void => {
    const from = (e.target as HTMLElement).closest<HTMLElement>('[data-thumb]');
    if (!from || !root.current) return;
    const to = nextThumb([...root.current.querySelectorAll<HTMLElement>('[data-thumb]')], from, e.key);
    if (!to) return;
    e.preventDefault();
    setFocused(to.dataset.tile ?? null);
    to.focus();
  };
  const p = dict.picker;
  return (
    <section class="cb-picker" aria-labelledby={`${id}-title`} data-picker="">
      <h2 id={`${id}-title`} class="cb-picker-title">{p.title}</h2>
      <p class="cb-help">{p.help}</p>
      <div ref={root} onKeyDown={onKeyDown}>
        {sets.map((set) => (
          <div class="cb-picker-set" role="group" aria-labelledby={`${id}-${set}`} data-set={set}>
            <h3 id={`${id}-${set}`} class="cb-picker-set-name">{names[set]}</h3>
            <div class="cb-picker-grid">
              {setTiles(set).map((t) => {
                const left = remaining[t.id] ?? 0;
                const name = tileLabel(t.id, lang);
                return (
                  <button type="button" class="cb-thumb" data-thumb="" data-tile={t.id} data-left={left} tabIndex={t.id === stop ? 0 : -1}
                    aria-label={p.item(name, left)} aria-pressed={t.id === value} onFocus={() => setFocused(t.id)} onClick={() => onPick(t.id)}>
                    <Thumb def={t} name={name} left={p.left(left)} lang={lang} />
                  </button>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
