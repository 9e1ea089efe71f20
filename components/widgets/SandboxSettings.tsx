// The sandbox's settings: tile sets, players, where tiles come from (a seeded pile or any tile), and
// "start again". Rule options follow, only those of the sets ticked (a set ticked shows its options at
// once, with their rulings); they apply at once, while the sets wait for "Apply" or "Start again".
import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { SetId } from '../../engine/core/types.ts';
import { boardDict } from '../board/i18n.ts';
import { theTile } from '../board/tile-names.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { cap } from './i18n-shared.ts';
import type { Reconfigured, SandboxConfig } from './sandbox-model.ts';
import type { RuleOptions } from '../../engine/core/types.ts';
import { OptionsForm } from './OptionsForm.tsx';
import { optionsForSets, optionsOfSets } from './options.ts';
import { refusalSentence } from './view.ts';
import { SET_IDS } from '../../engine/sets/ids.ts';

export interface SandboxSettingsProps {
  readonly config: SandboxConfig;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onStart: (c: SandboxConfig) => void;
  /** the settings on the game in progress, keeping its board when they can */
  readonly onApply?: (c: SandboxConfig) => void;
  /** rule options changed: they apply at once */
  readonly onOptions: (o: Partial<RuleOptions>) => void;
  /** whether a set's code is in (use-sets.ts); its options show once it is. Without it, every set's is. */
  readonly ready?: (sets: readonly SetId[]) => boolean;
  /** a set ticked: its code is fetched at once, before "Apply" */
  readonly onWant?: (sets: readonly SetId[]) => void;
}

/** What new settings did to the board, in the reader's language: kept, or reset and why. */
export function reconfiguredText(r: Reconfigured, lang: WidgetLang): string {
  const p = widgetDict(lang).picker;
  if (r.kept) return p.kept;
  const why = r.why;
  if (why.kind === 'setup') return p.reset(p.whySetup(why.problems.map((x) => x.message).join('; ')));
  if (why.kind === 'outside') {
    const list = new Intl.ListFormat(lang, { type: 'conjunction' }).format(why.tiles.map((t) => theTile(t, lang)));
    return p.reset(cap(p.whyOutside(list)));
  }
  return p.reset(p.whyRefused(why.move + 1, why.tile ? theTile(why.tile, lang) : '', refusalSentence(why.refusal, lang, why.board)));
}

export function SandboxSettings({ config, lang, dict, onStart, onApply, onOptions, ready = () => true, onWant }: SandboxSettingsProps): JSX.Element {
  const id = useId();
  const [draft, setDraft] = useState(config);
  const names = boardDict(lang).sets;
  const toggle = (set: SetId, on: boolean): void => {
    if (on) onWant?.([set]);
    setDraft({ ...draft, sets: on ? [...draft.sets, set] : draft.sets.filter((s) => s !== set) });
  };
  const d = dict.sandbox;
  // the options as they stand (they apply at once), less those of the sets switched off
  const chosen = (): SandboxConfig => ({ ...draft, options: optionsOfSets(config.options, draft.sets) });
  // a set's options (and their rulings' titles) as soon as its code is in
  const keys = optionsForSets(draft.sets.filter((s) => ready([s])));
  return (
    <>
    <form class="cb-settings" onSubmit={(e) => { e.preventDefault(); if (draft.sets.length > 0) (onApply ?? onStart)(chosen()); }}>
      <fieldset class="cb-options">
        <legend>{d.sets}</legend>
        {SET_IDS.map((set) => (
          <label class="cb-check">
            <input type="checkbox" name="set" value={set} checked={draft.sets.includes(set)} onChange={(e) => toggle(set, (e.currentTarget as HTMLInputElement).checked)} />{' '}
            {names[set]}
          </label>
        ))}
        {draft.sets.length === 0 && <p class="cb-problems">{d.noSets}</p>}
      </fieldset>
      <p class="cb-option">
        <label for={`${id}-players`}>{d.players}</label>{' '}
        <select id={`${id}-players`} value={String(draft.players)} onChange={(e) => setDraft({ ...draft, players: Number((e.currentTarget as HTMLSelectElement).value) })}>
          {[2, 3, 4, 5, 6].map((n) => <option value={String(n)}>{n}</option>)}
        </select>
      </p>
      <fieldset class="cb-options">
        <legend>{d.source}</legend>
        <label class="cb-check">
          <input type="radio" name={`${id}-mode`} checked={draft.mode === 'deck'} onChange={() => setDraft({ ...draft, mode: 'deck' })} /> {d.deckMode}
        </label>{' '}
        <label for={`${id}-seed`}>{d.seed}</label>{' '}
        <input id={`${id}-seed`} type="number" min="0" step="1" value={String(draft.seed)} size={8}
          onChange={(e) => setDraft({ ...draft, seed: Math.max(0, Math.floor(Number((e.currentTarget as HTMLInputElement).value) || 0)) })} />
        <label class="cb-check">
          <input type="radio" name={`${id}-mode`} checked={draft.mode === 'free'} onChange={() => setDraft({ ...draft, mode: 'free' })} /> {d.freeMode}
        </label>
      </fieldset>
      <p class="cb-buttons">
        {onApply && <button type="submit" disabled={draft.sets.length === 0}>{dict.picker.apply}</button>}
        <button type={onApply ? 'button' : 'submit'} disabled={draft.sets.length === 0} onClick={onApply ? () => onStart(chosen()) : undefined}>{d.newGame}</button>
      </p>
    </form>
    {keys.length > 0 && <OptionsForm keys={keys} options={config.options} lang={lang} dict={dict} onChange={onOptions} />}
    </>
  );
}
