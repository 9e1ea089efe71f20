// Sharing the sandbox's position: a link that opens it (copied, and put in the address bar), a
// scenario file to download, and a scenario file to open. Problems with a link or a file are listed.
import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { GameState, Problem } from '../../engine/core/types.ts';
import type { Scenario, ScenarioDispute } from '../../engine/scenario/types.ts';
import { DisputeForm } from './DisputeForm.tsx';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { positionScenario } from './sandbox-model.ts';
import { loadIo, loadReader } from './lang/messages-load.ts';

export function Problems({ intro, problems, dict, onFresh }: { intro: string; problems: readonly Problem[]; dict: WidgetDict; onFresh: () => void }): JSX.Element {
  return (
    <div class="cb-verdict" data-verdict="error" role="alert">
      <p><strong>{intro}</strong></p>
      <ul data-problems="">
        {problems.map((p) => <li><code>{p.path}</code>: {p.message}</li>)}
      </ul>
      <button type="button" onClick={onFresh}>{dict.sandbox.fresh}</button>
    </div>
  );
}

export interface SandboxToolsProps {
  readonly state: GameState;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onOpen: (s: Scenario) => void;
  readonly onProblems: (p: readonly Problem[]) => void;
  readonly say: (text: string) => void;
  /** the ruling in question and a note, carried by the link and the exported file */
  readonly dispute?: ScenarioDispute | null;
  readonly onDispute?: (d: ScenarioDispute | null) => void;
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads the position as a scenario file (also offered when it is too large for a link). */
export const exportPosition = (state: GameState, title: string, dispute: ScenarioDispute | null): void =>
  download('casebook-sandbox.json', `${JSON.stringify(positionScenario(state, title, dispute), null, 2)}\n`);

export function SandboxTools({ state, lang, dict, onOpen, onProblems, say, dispute = null, onDispute }: SandboxToolsProps): JSX.Element {
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const d = dict.sandbox;
  const share = async (): Promise<void> => {
    const { sandboxLink } = await loadIo(lang);
    const made = sandboxLink(state, d.positionTitle, lang, dispute);
    setRefused(made.ok ? null : made.error.map((p) => p.message).join(' '));
    if (!made.ok) {
      setShown(null);
      say(made.error.map((p) => p.message).join(' '));
      return;
    }
    const path = made.value;
    history.replaceState(null, '', path);
    const url = new URL(path, location.href).href;
    setShown(url);
    try {
      await navigator.clipboard.writeText(url);
      say(d.shared);
    } catch {
      say(d.shareFailed);
    }
  };
  const importFile = async (input: HTMLInputElement): Promise<void> => {
    const file = input.files?.[0];
    if (!file) return;
    const { openChosenFile } = await loadReader(lang);
    const r = await openChosenFile(file, lang);
    input.value = '';
    if (r.ok) onOpen(r.value);
    else onProblems(r.error);
  };
  return (
    <div class="cb-tools">
      {onDispute && <DisputeForm dispute={dispute} lang={lang} dict={dict} onChange={onDispute} />}
      <p class="cb-buttons">
        <button type="button" onClick={() => void share()}>{d.share}</button>
        <button type="button" onClick={() => exportPosition(state, d.positionTitle, dispute)}>{d.exportFile}</button>
      </p>
      {refused && <p class="cb-problems" role="alert">{refused}</p>}
      {shown && <p><input class="cb-link" type="text" readOnly value={shown} aria-label={d.share} size={40} data-link="" /></p>}
      <p class="cb-option">
        <label for={id}>{d.importFile}</label>{' '}
        <input id={id} type="file" accept=".json,.yaml,.yml,application/json" onChange={(e) => void importFile(e.currentTarget as HTMLInputElement)} />
      </p>
    </div>
  );
}
