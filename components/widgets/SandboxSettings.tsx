// The sandbox's settings: tile sets, players, where tiles come from (a seeded pile or any tile), and
// "start again". Rule options are a separate OptionsForm, since they apply at once.
import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import { SET_IDS } from '../../engine/core/types.ts';
import type { SetId } from '../../engine/core/types.ts';
import { boardDict } from '../board/i18n.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import type { SandboxConfig } from './sandbox-model.ts';

export interface SandboxSettingsProps {
  readonly config: SandboxConfig;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onStart: (c: SandboxConfig) => void;
}

export function SandboxSettings({ config, lang, dict, onStart }: SandboxSettingsProps): JSX.Element {
  const id = useId();
  const [draft, setDraft] = useState(config);
  const names = boardDict(lang).sets;
  const toggle = (set: SetId, on: boolean): void =>
    setDraft({ ...draft, sets: on ? [...draft.sets, set] : draft.sets.filter((s) => s !== set) });
  const d = dict.sandbox;
  return (
    <form class="cb-settings" onSubmit={(e) => { e.preventDefault(); if (draft.sets.length > 0) onStart(draft); }}>
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
      <p class="cb-buttons"><button type="submit" disabled={draft.sets.length === 0}>{d.newGame}</button></p>
    </form>
  );
}
