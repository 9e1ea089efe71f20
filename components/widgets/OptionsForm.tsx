// Rule options as selects, each followed by a link to the ruling its current value stands for.
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { RuleOptions } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { OPTION_RULINGS, optionValue, optionValues, readOptionValue } from './options.ts';
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

function rulingFor(key: OptionKey, options: Partial<RuleOptions>): string {
  const i = optionValues(key).indexOf(optionValue(options, key));
  const rulings = OPTION_RULINGS[key];
  return rulings[Math.min(Math.max(i, 0), rulings.length - 1)]!;
}

export function OptionsForm({ keys, options, lang, dict, note, onChange }: OptionsFormProps): JSX.Element {
  const id = useId();
  return (
    <fieldset class="cb-options" data-pagefind-ignore>
      <legend>{dict.player.options}</legend>
      {note && <p class="cb-help">{note}</p>}
      {keys.map((key) => (
        <p class="cb-option">
          <label for={`${id}-${key}`}>{dict.options[key]}</label>{' '}
          <select
            id={`${id}-${key}`} data-option={key} value={String(optionValue(options, key))}
            onChange={(e) => {
              const v = readOptionValue(key, (e.currentTarget as HTMLSelectElement).value);
              if (v !== undefined) onChange({ ...options, [key]: v });
            }}
          >
            {optionValues(key).map((v) => (
              <option value={String(v)}>{dict.values[String(v)] ?? String(v)}</option>
            ))}
          </select>{' '}
          <RulingRef link={rulingLink(rulingFor(key, options), lang)} />
        </p>
      ))}
    </fieldset>
  );
}
