// "Predict the score": before the scoring step, a number field per player (labelled with the player's
// colour); after it, each guess beside the engine's points and that player's score events, item by item
// with their rulings (the verdict's own EventList). The numbers come from predict-model.ts, the engine's.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlayerColor } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { listText } from './i18n-shared.ts';
import { judge, MAX_GUESS } from './predict-model.ts';
import type { Guesses, Judged, PredictQuestion } from './predict-model.ts';
import { EventList } from './Verdict.tsx';
// loaded on demand (expansion-ui.ts `uiFor('predict')`): only a scenario with `predict` needs it
import type { EventView } from './view.ts';
import { playerName } from './view.ts';

export interface PredictAskProps {
  readonly q: PredictQuestion;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onAnswer: (j: Extract<Judged, { ok: true }>) => void;
}

/** The question. method="dialog" outside a dialog submits nowhere: Enter before the code has loaded
 * cannot send the page away; once it has, onSubmit answers. */
export function PredictAsk({ q, lang, dict, onAnswer }: PredictAskProps): JSX.Element {
  const d = dict.predict;
  const [missing, setMissing] = useState<readonly PlayerColor[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const onSubmit = (e: Event): void => {
    e.preventDefault();
    const data = new FormData(form.current!);
    const guesses: Guesses = Object.fromEntries(q.actual.map((a) => [a.player, String(data.get(a.player) ?? '')]));
    const j = judge(q, guesses);
    if (!j.ok) {
      setMissing(j.missing);
      form.current?.querySelector<HTMLInputElement>(`input[name="${j.missing[0]}"]`)?.focus();
      return;
    }
    setMissing([]);
    onAnswer(j);
  };
  return (
    <form class="cb-predict" method="dialog" ref={form} onSubmit={onSubmit} data-predict="ask" data-pagefind-ignore>
      <fieldset>
        <legend>{d.title}</legend>
        <p>{d.ask(q.at)}</p>
        <div class="cb-guesses">
          {q.actual.map((a) => (
            <label data-player={a.player}>
              <span>{d.field(playerName(a.player, lang))}</span>
              <input type="number" name={a.player} inputMode="numeric" min={0} max={MAX_GUESS} step={1}
                aria-invalid={missing.includes(a.player) ? 'true' : undefined} />
            </label>
          ))}
        </div>
        <button type="submit">{d.check}</button>
        {missing.length > 0 && <p class="cb-problems" role="alert">{d.missing(listText(missing.map((p) => playerName(p, lang)), dict.explain.and))}</p>}
      </fieldset>
    </form>
  );
}

export interface PredictResultProps {
  readonly judged: Extract<Judged, { ok: true }>;
  /** the scoring step's events, as its verdict shows them */
  readonly events: readonly EventView[];
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onAgain: () => void;
}

export function PredictResult({ judged, events, lang, dict, onAgain }: PredictResultProps): JSX.Element {
  const d = dict.predict;
  const title = useRef<HTMLParagraphElement>(null);
  // the keyboard and a screen reader land on the answer
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  return (
    <div class="cb-predict" data-predict={judged.allRight ? 'right' : 'wrong'} data-pagefind-ignore>
      <p class="cb-predict-title" ref={title} tabindex={-1}><strong>{d.resultTitle}</strong> · {judged.allRight ? d.allRight : d.someWrong(judged.right, judged.lines.length)}</p>
      <ul class="cb-predict-lines">
        {judged.lines.map((l) => {
          const own = events.filter((e) => e.player === l.player);
          return (
            <li data-player={l.player} data-right={l.right ? 'true' : 'false'}>
              <strong class="cb-mark">{l.right ? d.right : d.wrong}</strong> {d.line(playerName(l.player, lang), l.guess, l.points)}
              {own.length > 0 ? <EventList events={own} fold={dict.verdict.zero} /> : <p class="cb-note">{d.nothing}</p>}
            </li>
          );
        })}
      </ul>
      <p class="cb-buttons"><button type="button" onClick={onAgain}>{d.again}</button></p>
    </div>
  );
}

export const parts = { PredictAsk, PredictResult };
export type PredictUi = typeof parts;
