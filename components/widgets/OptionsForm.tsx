// Rule options, each followed by a link to the ruling its current value stands for. Until the island runs
// in the browser each option is shown as text, its label and its current value's: before hydration a
// <select> could change nothing, and the River page's score of them cost the browser a style and layout
// pass each while parsing. The first client render is the server's (hydration keeps its nodes); the
// selects replace the text straight after, before the browser paints (a layout effect).
import type { JSX } from 'preact';
import { useId, useLayoutEffect, useState } from 'preact/hooks';
import type { RuleOptions } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { optionLabel, optionValue, optionValues, readOptionValue, rulingOf, valueLabel } from './options.ts';
import type { OptionKey } from './options.ts';
import { rulingLink } from './view.ts';
import { RulingRef } from './Verdict.tsx';

export interface OptionsFormProps {
  readonly keys: readonly OptionKey[];
  readonly options: Partial<RuleOptions>;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly note?: string;
  readonly onChange: (o: Partial<RuleOptions>) => void;
}

export function OptionsForm({ keys, options, lang, dict, note, onChange }: OptionsFormProps): JSX.Element {
  const id = useId();
  const [live, setLive] = useState(false);
  useLayoutEffect(() => setLive(true), []);
  return (
    <fieldset class="cb-options" data-pagefind-ignore>
      <legend>{dict.player.options}</legend>
      {note && <p class="cb-help">{note}</p>}
      {keys.map((key) => (
        <p class="cb-option">
          {live ? <label for={`${id}-${key}`}>{optionLabel(key, lang)}</label> : <span>{optionLabel(key, lang)}</span>}{' '}
          {live ? (
            <select
              id={`${id}-${key}`} data-option={key} value={String(optionValue(options, key))}
              onChange={(e) => {
                const v = readOptionValue(key, (e.currentTarget as HTMLSelectElement).value);
                if (v !== undefined) onChange({ ...options, [key]: v });
              }}
            >
              {optionValues(key).map((v) => (
                <option value={String(v)}>{valueLabel(key, v, lang)}</option>
              ))}
            </select>
          ) : (
            <strong data-option-value={key}>{valueLabel(key, optionValue(options, key), lang)}</strong>
          )}{' '}
          <RulingRef link={rulingLink(rulingOf(key, options), lang)} />
        </p>
      ))}
    </fieldset>
  );
}
