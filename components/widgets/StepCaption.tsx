// The caption of the position shown: which step, what was played, the scenario's note about it (in
// the page's language; marked as English only if a file ever lacks the French).
import type { ComponentChildren, JSX } from 'preact';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import type { PlayedStep } from './player-model.ts';
import { langAttr } from './scenario-text.ts';
import type { LocalText } from './scenario-text.ts';

export interface StepCaptionProps {
  readonly pos: number;
  readonly total: number;
  readonly step: PlayedStep | null;
  /** the scenario's note on this step, already in the reader's language where the file has it */
  readonly note: LocalText | null;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly children?: ComponentChildren;
}

export function StepCaption({ pos, total, step, note, lang, dict, children }: StepCaptionProps): JSX.Element {
  return (
    <div class="cb-caption">
      <p class="cb-step">
        <strong>{pos === 0 ? dict.player.setup : dict.player.stepOf(pos, total)}</strong>
        {step && <> · <span class="cb-action">{step.caption}</span></>}
      </p>
      {step?.where && (
        <details class="cb-where">
          <summary>{dict.step.details}</summary>
          {step.where}
        </details>
      )}
      {note && <p class="cb-note" lang={langAttr(note, lang)}>{note.text}</p>}
      {step?.detail && <p class="cb-note">{step.detail}</p>}
      {children}
    </div>
  );
}
