// Beside the share button: the ruling in question and a short note, carried by the link (the scenario's
// `dispute`). The rulings' titles are fetched when the reader opens this; without them the ids are listed.
import type { JSX } from 'preact';
import { useEffect, useId, useState } from 'preact/hooks';
import type { ScenarioDispute } from '../../engine/scenario/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { loadRulings } from './rulings-catalog.ts';
import { rulingLink } from './view.ts';

/** The longest note a link carries (the format's limit). */
export const NOTE_MAX = 500;

export interface DisputeFormProps {
  readonly dispute: ScenarioDispute | null;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onChange: (d: ScenarioDispute | null) => void;
}

/** The dispute with empty fields left out; null when nothing is left. */
export function cleanDispute(ruling: string, note: string): ScenarioDispute | null {
  const out = { ...(ruling !== '' && { ruling }), ...(note.trim() !== '' && { note: note.slice(0, NOTE_MAX) }) };
  return Object.keys(out).length === 0 ? null : out;
}

export function DisputeForm({ dispute, lang, dict, onChange }: DisputeFormProps): JSX.Element {
  const d = dict.dispute;
  const id = useId();
  const [titles, setTitles] = useState<readonly { id: string; title: string }[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(dispute !== null);
  // a link or file that brings a dispute opens the form on it (clearing the fields leaves it open)
  useEffect(() => {
    if (dispute !== null) setOpen(true);
  }, [dispute !== null]);
  useEffect(() => {
    if (!open || titles || loading) return;
    setLoading(true);
    // without the catalogue (offline, never fetched), every ruling by its id: that list comes only then,
    // so the sandbox does not wake with it
    void loadRulings(lang).then(async (cards) => {
      const ids = cards ? null : await import('../../engine/scenario/ruling-ids.ts').then((m) => m.RULING_IDS, () => null);
      setTitles(cards ?? ids?.map((r) => ({ id: r, title: rulingLink(r, lang).title })) ?? null);
      setLoading(false);
    });
  }, [open]);
  const ruling = dispute?.ruling ?? '';
  const note = dispute?.note ?? '';
  const options = titles ?? (ruling ? [{ id: ruling, title: rulingLink(ruling, lang).title }] : []);
  return (
    <details class="cb-dispute-form" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{d.attach}</summary>
      <p class="cb-option">
        <label for={`${id}-ruling`}>{d.ruling}</label>{' '}
        <select id={`${id}-ruling`} value={ruling} disabled={loading} onChange={(e) => onChange(cleanDispute((e.currentTarget as HTMLSelectElement).value, note))}>
          <option value="">{loading ? d.loading : d.none}</option>
          {options.map((o) => <option value={o.id}>{o.title ? `${o.title} (${o.id})` : o.id}</option>)}
        </select>
      </p>
      <p class="cb-option">
        <label for={`${id}-note`}>{d.noteLabel}</label>
        <textarea id={`${id}-note`} rows={3} maxLength={NOTE_MAX} value={note}
          onInput={(e) => onChange(cleanDispute(ruling, (e.currentTarget as HTMLTextAreaElement).value))} />
      </p>
    </details>
  );
}
