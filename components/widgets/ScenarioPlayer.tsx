// The ScenarioPlayer island: a scenario's setup, its steps one by one with the engine's verdict, and a
// "try it" mode where the reader makes the move. The first render depends on the props alone, so the
// server's HTML (board, caption) is what the browser hydrates.
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RuleOptions } from '../../engine/core/types.ts';
import type { Scenario } from '../../engine/scenario/types.ts';
import { BoardFrame } from './BoardFrame.tsx';
import { Hand } from './Hand.tsx';
import { widgetDict } from './i18n.ts';
import { focusAfterAct } from './input-mode.ts';
import type { WidgetLang } from './i18n.ts';
import { OptionsForm } from './OptionsForm.tsx';
import { offeredOptions } from './options.ts';
import { actorAt, handChoices, playScenarioOnce, withOptions } from './player-model.ts';
import type { PlayerModel } from './player-model.ts';
import { StepCaption } from './StepCaption.tsx';
import { langAttr, scenarioDescription, scenarioGoal, scenarioTask, scenarioTitle, stepNote } from './scenario-text.ts';
import { TurnChoices } from './TurnChoices.tsx';
import { useTry } from './use-try.ts';
import { boardView, playerName, scoreLines } from './view.ts';
import { Scores, Verdict } from './Verdict.tsx';
import { isRotateKey, markReady } from './dom.ts';
import { useExplain } from './ExplainPanel.tsx';
import { withinExtent } from './extent.ts';
import { OpenInSandbox } from './OpenInSandbox.tsx';
import { LessonNext, LessonOutcome, LessonTask } from './Lesson.tsx';
import { beyondWidget, goToWidget, judgeLesson, missText, nextAfterSuccess } from './lesson.ts';
import { prepareIsland } from './prepare.ts';
import { warmUp } from './warm.ts';
import { uiFor } from './expansion-ui.ts';
import { predictQuestion } from './predict-question.ts';
import type { Judged } from './predict-model.ts';
import { tellLesson } from '../learn/lesson-event.ts';
import { registerTitles } from './lang/registry.ts';

export interface ScenarioPlayerProps {
  readonly scenario: Scenario;
  readonly lang: WidgetLang;
  /** the scenario file's name, which a lesson's result names (components/learn/lesson-event.ts) */
  readonly name?: string;
  /** the titles of the rulings the scenario names beyond those its sets' tables hold (scenario-titles.ts) */
  readonly titles?: Readonly<Record<string, string>>;
  /**
   * The position the island opens on (0: the setup). The page's HTML always shows the setup; a reader
   * who stepped on before the code arrived (frames.ts, src/lib/intent/stepper.ts) has the island hydrate
   * on the step they reached, whose frame is then what the page shows.
   */
  readonly start?: number;
  /**
   * Whether the island opens in "try it" mode on that position, the first tile in hand: a reader who
   * pressed "Try it yourself" on the setup before the code arrived was shown that mode's frame
   * (frames.ts `setupTry`). Ignored where the mode is not offered.
   */
  readonly trying?: boolean;
}

export default function ScenarioPlayer({ scenario, lang, name, titles, start, trying }: ScenarioPlayerProps): JSX.Element {
  if (titles) registerTitles(lang, titles);
  const [options, setOptions] = useState<Partial<RuleOptions>>({});
  const model = useMemo(() => playScenarioOnce(withOptions(scenario, options), lang), [options]);
  // the build validated the scenario; an option that breaks its setup is still said, not thrown
  if (!model.ok) return <p class="cb-problems">{model.error.map((p) => `${p.path}: ${p.message}`).join('; ')}</p>;
  return <PlayerBody scenario={scenario} lang={lang} name={name} start={start} trying={trying} model={model.value} options={options} setOptions={setOptions} />;
}
// client:intent awaits this before hydrating (src/lib/intent)
ScenarioPlayer.prepare = prepareIsland;
ScenarioPlayer.warm = (props: ScenarioPlayerProps): void => warmUp(ScenarioPlayer, props);

/** What the live region says on arriving at position `p` by the step buttons. */
export function stepSaid(p: number, steps: PlayerModel['steps'], dict: ReturnType<typeof widgetDict>): string {
  const s = p > 0 ? steps[p - 1] : null;
  return s ? `${dict.player.stepOf(p, steps.length)}. ${s.caption}` : dict.player.setup;
}

interface BodyProps extends ScenarioPlayerProps {
  readonly model: PlayerModel;
  readonly options: Partial<RuleOptions>;
  readonly setOptions: (o: Partial<RuleOptions>) => void;
}

/** What the live region says on entering "try it" mode at a position: the lesson's task, if any, and whose turn it is. */
export function trySaid(scenario: Scenario, p: number, model: PlayerModel, lang: WidgetLang): string {
  const dict = widgetDict(lang);
  const task = scenarioTask(scenario, p, lang);
  const turn = dict.tryit.turnOf(playerName(actorAt(scenario, p, model.positions[p]!), lang));
  if (!task) return turn;
  // a task that ends its sentence itself is not given a second full stop
  return `${dict.lesson.task} ${/[.!?…]$/.test(task.text) ? task.text : `${task.text}.`} ${turn}.`;
}

/** The tiles the reader may take in hand at position `p` ("try it" is offered where there is one). */
export const tryChoices = (scenario: Scenario, p: number, model: PlayerModel): readonly string[] => handChoices(scenario, p, model.positions[p]!);

function PlayerBody({ scenario, lang, name, start, trying: tryingFirst, model, options, setOptions }: BodyProps): JSX.Element {
  const dict = widgetDict(lang);
  const root = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState(() => Math.max(0, Math.min(start ?? 0, model.steps.length)));
  // opened in "try it" mode only where it is offered, with the first tile in hand, as startTrying does
  const [trying, setTrying] = useState(() => !!tryingFirst && tryChoices(scenario, pos, model).length > 0);
  const [status, setStatus] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const again = useRef<HTMLButtonElement>(null);
  // Where the keyboard goes after the next render, so that it never falls back to the page:
  // - 'landing': after "Next step" from a lesson, on the way to try that step (or to step on);
  // - 'end', 'start': "Next" on the last step or "Back" on the setup turn turns disabled under the
  //   reader, so the focus goes on to what follows ("Try it", else "Start again"; "Next").
  const tryButton = useRef<HTMLButtonElement>(null);
  const stepButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const [focusNext, setFocusNext] = useState<{ n: number; to: 'landing' | 'end' | 'start' }>({ n: 0, to: 'end' });
  const focusAfterRender = (to: 'landing' | 'end' | 'start'): void => setFocusNext((f) => ({ n: f.n + 1, to }));
  useEffect(() => {
    if (focusNext.n === 0) return;
    const { to } = focusNext;
    focusAfterAct(to === 'start' ? stepButton.current : tryButton.current ?? (to === 'end' ? resetButton.current : stepButton.current));
  }, [focusNext]);

  useEffect(() => markReady(root.current), []);
  const { positions, steps } = model;
  // "predict the score": asked on the position before the scoring step, answered on it
  const question = useMemo(() => predictQuestion(scenario, positions), [positions]);
  const [predicted, setPredicted] = useState<Extract<Judged, { ok: true }> | null>(null);
  const predictUi = question ? uiFor('predict') : undefined;
  const base = positions[pos]!;
  const actor = actorAt(scenario, pos, base);
  const choices = handChoices(scenario, pos, base);
  const t = useTry(base, lang, undefined, actor, trying ? choices[0] ?? null : null);
  const goal = scenarioGoal(scenario, pos, lang);
  const judged = judgeLesson(t.outcome, goal?.goal ?? null, base);
  const praise = judged.byRefusal ? dict.lesson.refusalMet : goal ? dict.lesson.goalMet : dict.lesson.wellDone;
  const miss = judged.miss ? missText(judged.miss, lang) : null;
  const next = judged.verdict === 'success' ? nextAfterSuccess(pos, model.goals, model.moves) : null;
  // after the reader's move, focus waits on "try again" rather than falling back to the page
  useEffect(() => {
    if (t.outcome?.kind === 'done') focusAfterAct(again.current);
  }, [t.outcome]);
  // the live region says what the move means for the task, around the engine's verdict just announced
  useEffect(() => {
    if (judged.verdict === 'success') setStatus((said) => `${praise} ${said}`);
    if (judged.verdict === 'retry') setStatus((said) => `${said} ${dict.lesson.retry}`);
    if (miss) setStatus((said) => `${said} ${miss}${goal?.hint ? ` ${dict.lesson.hintLabel} ${goal.hint.text}` : ''}`);
    // the whole lesson met: the reader's progress (kept by the Learn pages) hears of it
    if (judged.verdict === 'success' && goal && next === null) tellLesson(name, 'done');
  }, [t.outcome]);
  const step = pos > 0 ? steps[pos - 1]! : null;
  const staticView = useMemo(
    () => withinExtent(boardView(base, { highlight: step?.highlight ?? [], ghost: step?.attempted ? { ...step.attempted, ok: false } : null }, lang), model.extent, lang, 'frame'),
    [base, step],
  );
  const tryView = useMemo(() => withinExtent(t.view, model.extent, lang, 'frame'), [t.view]);
  const explain = useExplain(base, staticView, lang, dict, setStatus);
  const go = (p: number): void => {
    setPos(p);
    setTrying(false);
    setStatus(stepSaid(p, steps, dict));
  };
  // by "Back" or "Next": at either end the button pressed turns disabled (focusNext)
  const stepTo = (p: number): void => {
    go(p);
    if (p === 0 || p >= steps.length) focusAfterRender(p === 0 ? 'start' : 'end');
  };
  const task = scenarioTask(scenario, pos, lang);
  const startTrying = (): void => {
    setTrying(true);
    t.begin(choices[0] ?? null);
    setFocusKey((k) => k + 1);
    setStatus(trySaid(scenario, pos, model, lang));
  };
  const onKeyDown = (e: KeyboardEvent): void => {
    if (trying && isRotateKey(e)) {
      e.preventDefault();
      setStatus(t.rotate());
    }
  };
  const offered = offeredOptions(scenario.ruling, scenario.rules.options);
  const title = scenarioTitle(scenario, lang);
  const description = scenarioDescription(scenario, lang);
  // a scenario's description often says the points: folded while the reader is still to guess them
  const guessing = question !== null && predicted === null && pos < question.at;
  const answer = (j: Extract<Judged, { ok: true }>): void => {
    setPredicted(j);
    go(question!.at);
    setStatus(j.allRight ? dict.predict.allRight : dict.predict.someWrong(j.right, j.lines.length));
    tellLesson(name, j.allRight ? 'predicted-right' : 'predicted-wrong');
  };
  // the step buttons sit right under the board, above the key and the caption, whose heights change
  // from step to step: on a phone, "Next" tapped again and again stays under the finger
  const stepButtons = trying ? null : (
    <p class="cb-buttons" data-pagefind-ignore>
      <button type="button" data-step-to="back" onClick={() => stepTo(pos - 1)} disabled={pos === 0}>{dict.player.back}</button>
      <button type="button" data-step-to="next" ref={stepButton} onClick={() => stepTo(pos + 1)} disabled={pos >= steps.length}>{dict.player.next}</button>
      <button type="button" data-step-to="reset" ref={resetButton} onClick={() => { setOptions({}); setPredicted(null); go(0); }}>{dict.player.reset}</button>
      {choices.length > 0 && <button type="button" data-step-to="try" ref={tryButton} onClick={startTrying}>{dict.player.tryIt}</button>}
    </p>
  );
  return (
    <div class="cb-widget cb-player" ref={root} onKeyDown={onKeyDown} data-step={pos} data-mode={trying ? 'try' : 'steps'} data-scenario={name}>
      <p class="cb-title" lang={langAttr(title, lang)}>{title.text}</p>
      {description && !question && <p class="cb-description" lang={langAttr(description, lang)}>{description.text}</p>}
      {/* a scenario that asks for a prediction keeps its description folded, as it gives the answer away;
          once answered or passed, only the summary's words change, in a box as tall as either wording
          (widgets.css .cb-fold), so the board and the step buttons below do not move under the finger */}
      {description && question && (
        <details class="cb-description">
          <summary>
            <span class="cb-fold">
              <span>{guessing ? dict.predict.hidden : dict.predict.about}</span>
              <span class="cb-fold-room" aria-hidden="true">{guessing ? dict.predict.about : dict.predict.hidden}</span>
            </span>
          </summary>
          <p lang={langAttr(description, lang)}>{description.text}</p>
        </details>
      )}
      <BoardFrame
        view={trying ? tryView : staticView} lang={lang} dict={dict} interactive={trying} cursor={trying ? t.cursor : null}
        preview={trying ? t.preview : null} spots={trying ? t.spots : null} focusKey={focusKey}
        onCell={(x, y) => setStatus(t.place(x, y))} onCursor={t.setCursor} onSpot={(s) => setStatus(t.chooseSpot(s))}
        targets={trying ? t.targets : explain.targets} targetsLabel={t.targetsLabel}
        onTarget={(x) => { if (!explain.onTarget(x)) setStatus(t.target(x)); }} marks={trying ? t.marks : explain.marks ?? undefined}
        controls={stepButtons}
      />
      {trying ? (
        <div class="cb-try">
          {task && <LessonTask task={task} lang={lang} dict={dict} />}
          <p class="cb-help">{dict.tryit.turnOf(playerName(actor, lang))}. {dict.tryit.instructions}</p>
          {t.hand && (t.outcome === null || t.outcome.kind === 'refused') && (
            <Hand tile={t.hand.tile} rot={t.hand.rot} choices={choices} lang={lang} dict={dict} onPick={t.pick} onRotate={() => setStatus(t.rotate())} onDrop={(x, y) => setStatus(t.place(x, y))} />
          )}
          <TurnChoices t={t} lang={lang} dict={dict} say={setStatus} />
          {judged.verdict === 'success' && <LessonOutcome verdict="success" praise={praise} ruling={scenario.ruling} lang={lang} dict={dict} />}
          {t.verdict && <Verdict v={t.verdict} dict={dict} />}
          {judged.verdict === 'retry' && <LessonOutcome verdict="retry" ruling={scenario.ruling} lang={lang} dict={dict} />}
          {miss && <LessonOutcome verdict="missed" miss={miss} hint={goal?.hint ?? null} ruling={scenario.ruling} lang={lang} dict={dict} />}
          {t.outcome?.kind === 'done' && <Scores lines={scoreLines(t.shown, lang)} dict={dict} />}
          <p class="cb-buttons">
            {t.outcome?.kind === 'done' && <button type="button" ref={again} onClick={() => { t.begin(t.hand?.tile ?? null); setFocusKey((k) => k + 1); }}>{dict.player.tryAgain}</button>}
            {judged.verdict === 'success' && (
              <LessonNext step={next} beyond={beyondWidget(root.current)} dict={dict}
                onStep={(p) => { go(p); focusAfterRender('landing'); }}
                onScenario={(el, next) => { go(pos); setStatus(dict.lesson.nowAt(next)); goToWidget(el); }} />
            )}
            <button type="button" onClick={() => go(pos)}>{dict.player.stopTrying}</button>
          </p>
        </div>
      ) : (
        <StepCaption pos={pos} total={steps.length} step={step} note={stepNote(scenario.steps?.[pos - 1], lang)} lang={lang} dict={dict}>
          {predictUi && predicted && pos === question?.at && step?.verdict?.kind === 'accepted'
            ? <predictUi.PredictResult judged={predicted} events={step.verdict.events} lang={lang} dict={dict} onAgain={() => { setPredicted(null); go(question.at - 1); }} />
            : step?.verdict && <Verdict v={step.verdict} dict={dict} />}
          {predictUi && question && !predicted && pos === question.at - 1 && <predictUi.PredictAsk q={question} lang={lang} dict={dict} onAnswer={answer} />}
          <Scores lines={scoreLines(base, lang)} dict={dict} />
          {explain.panel}
          <OpenInSandbox state={base} title={dict.explain.stepTitle(title.text, pos === 0 ? dict.player.setup : dict.player.stepOf(pos, steps.length))} lang={lang} dict={dict} />
        </StepCaption>
      )}
      {offered.length > 0 && (
        <OptionsForm keys={offered} options={{ ...scenario.rules.options, ...options }} lang={lang} dict={dict} note={dict.player.optionsNote}
          onChange={(o) => { setOptions(o); setTrying(false); setPredicted(null); }} />
      )}
      <p class="cb-sr" role="status" data-pagefind-ignore>{status}</p>
    </div>
  );
}
