// The caption of the position shown: which step, what was played, the scenario's note about it.
import type { ComponentChildren, JSX } from 'preact';
import type { WidgetDict } from './i18n.ts';
import type { PlayedStep } from './player-model.ts';

export interface StepCaptionProps {
  readonly pos: number;
  readonly total: number;
  readonly step: PlayedStep | null;
  readonly dict: WidgetDict;
  readonly children?: ComponentChildren;
}

export function StepCaption({ pos, total, step, dict, children }: StepCaptionProps): JSX.Element {
  return (
    <div class="cb-caption">
      <p class="cb-step">
        <strong>{pos === 0 ? dict.player.setup : dict.player.stepOf(pos, total)}</strong>
        {step && <> · <span class="cb-action">{step.caption}</span></>}
      </p>
      {step?.note && <p class="cb-note" lang="en">{step.note}</p>}
      {step?.detail && <p class="cb-note">{step.detail}</p>}
      {children}
    </div>
  );
}
