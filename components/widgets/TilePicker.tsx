// Free play: any tile of the sets in play, picked by name from a list grouped by set.
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { SetId } from '../../engine/core/types.ts';
import { TILES_BY_SET } from '../../engine/sets/index.ts';
import { boardDict } from '../board/i18n.ts';
import { tileLabel } from '../board/tile-names.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';

/** Every tile id the sets in play hold. */
export const pickable = (sets: readonly SetId[]): string[] => sets.flatMap((s) => TILES_BY_SET[s].map((t) => t.id));

export interface TilePickerProps {
  readonly sets: readonly SetId[];
  readonly value: string | null;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onPick: (tile: string) => void;
}

export function TilePicker({ sets, value, lang, dict, onPick }: TilePickerProps): JSX.Element {
  const id = useId();
  const names = boardDict(lang).sets;
  return (
    <p class="cb-option">
      <label for={id}>{dict.tryit.pick}</label>{' '}
      <select id={id} value={value ?? ''} onChange={(e) => onPick((e.currentTarget as HTMLSelectElement).value)} data-picker="">
        {sets.map((set) => (
          <optgroup label={names[set]}>
            {TILES_BY_SET[set].map((t) => <option value={t.id}>{tileLabel(t.id, lang)}</option>)}
          </optgroup>
        ))}
      </select>
    </p>
  );
}
