// The river builder's choices (which river, the GQ11 tiles, the river options, each linked to its
// ruling), the damaged-address message and the handover to the ordinary game.
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import type { RuleOptions } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { OptionsForm } from './OptionsForm.tsx';
import { RIVER_CHOICES, RIVER_OPTION_KEYS } from './river-model.ts';
import type { BadParam, RiverChoice, RiverConfig } from './river-model.ts';
import { rulingLink } from './view.ts';
import { RulingRef } from './Verdict.tsx';

/** The ruling each choice of river stands for. */
const CHOICE_RULING: Readonly<Record<RiverChoice, string>> = { I: 'river-setup-stack', II: 'river2-fork-first', both: 'river-combine-sets' };

export interface RiverSettingsProps {
  readonly config: RiverConfig;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onChange: (c: RiverConfig) => void;
}

export function RiverSettings({ config, lang, dict, onChange }: RiverSettingsProps): JSX.Element {
  const id = useId();
  const d = dict.river;
  const names: Readonly<Record<RiverChoice, string>> = { I: d.riverI, II: d.riverII, both: d.both };
  return (
    <div class="cb-settings">
      <fieldset>
        <legend>{d.rivers}</legend>
        {RIVER_CHOICES.map((r) => (
          <p class="cb-option">
            <input type="radio" id={`${id}-${r}`} name={`${id}-river`} value={r} checked={config.river === r} onChange={() => onChange({ ...config, river: r })} />{' '}
            <label for={`${id}-${r}`}>{names[r]}</label> <RulingRef link={rulingLink(CHOICE_RULING[r], lang)} />
          </p>
        ))}
        <p class="cb-option">
          <input type="checkbox" id={`${id}-gq11`} checked={config.gq11} onChange={(e) => onChange({ ...config, gq11: (e.currentTarget as HTMLInputElement).checked })} />{' '}
          <label for={`${id}-gq11`}>{d.gq11}</label> <RulingRef link={rulingLink('river-combine-sets', lang)} />
        </p>
      </fieldset>
      <OptionsForm keys={RIVER_OPTION_KEYS} options={config.options} lang={lang} dict={dict}
        onChange={(options: Partial<RuleOptions>) => onChange({ ...config, options })} />
    </div>
  );
}

export function BadAddress({ bad, dict }: { bad: readonly BadParam[]; dict: WidgetDict }): JSX.Element {
  return (
    <div class="cb-verdict" data-verdict="error" role="alert">
      <p>{dict.river.badUrl}</p>
      <ul>{bad.map((b) => <li>{dict.river.badValue(b.param, b.value)}</li>)}</ul>
    </div>
  );
}

export function Handover({ next, link, dict }: { next: string | undefined; link: string | null; dict: WidgetDict }): JSX.Element {
  return (
    <div class="cb-verdict" data-verdict="done" data-handover>
      <strong>{dict.river.done}</strong> {next && dict.river.next(next)}{' '}
      {link && <a href={link}>{dict.river.continueLink}</a>}
    </div>
  );
}
