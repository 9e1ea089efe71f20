// "Spin the wheel" (Wheel of Fortune page): a position with followers of three players around the
// wheel board; the reader draws a wheel tile or picks 1, 2 or 3, the pig walks round sector by sector
// (at once under prefers-reduced-motion), and the engine's spinWheel says what the event and the
// crowns give each player. Crown spaces, the plague's list, the famine reading and a reset change
// the position; every choice offered and every refusal is the engine's (spinner-model.ts).
import type { JSX } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { GameSetup, PlayerColor } from '../../engine/core/types.ts';
import { boardDict } from '../board/i18n.ts';
import { BoardSvg, UNIT } from './BoardSvg.tsx';
import { markReady } from './dom.ts';
import { widgetDict } from './i18n.ts';
import { focusAfterAct } from './input-mode.ts';
import type { WidgetLang } from './i18n.ts';
import {
  START, STEPS, drawnTile, farmsNamed, freeCrownSpaces, iconOf, nameFarms, pigOf, placeCrown, planSpin, positionOf, spin, tileName, victimName, withFamineMajority,
} from './spinner-model.ts';
import type { SpinOutcome, SpinPlan, SpinView, Steps } from './spinner-model.ts';
import { DrawnTile, PlagueList, Players, SpinResult } from './SpinnerParts.tsx';
import { TargetLayer } from './TargetLayer.tsx';
import { NO_MARKS, marksOf, victimKey, victimPoint } from './turn-view.ts';
// the spinner plays only the wheel: its parts come with it
import { crownTargets, victimTargets } from './expansion-ui-wheel.tsx';
import type { Target } from './turn-view.ts';
import { RulingRef, Verdict } from './Verdict.tsx';
import { boardView, playerName, refusedView, rulingLink, verdictText } from './view.ts';
import type { VerdictView } from './view.ts';
import { prepareIsland } from './prepare.ts';
import { warmUp } from './warm.ts';
import { useFocusRescue } from './use-focus-rescue.ts';
import type { PlagueChoice, Sector } from '../../engine/expansions/wheel/declare.ts';

/** How long the pig rests on each sector it passes. */
const STEP_MS = 420;

interface Walk {
  readonly passed: readonly Sector[];
  readonly at: number;
}

interface PendingPlague {
  readonly plan: SpinPlan;
  readonly active: PlayerColor;
  readonly picks: readonly PlagueChoice[];
  readonly said: string;
}

export default function WheelSpinner({ lang }: { lang: WidgetLang }): JSX.Element {
  const dict = widgetDict(lang);
  const d = dict.spinner;
  const sectors = boardDict(lang).sectors;
  const root = useRef<HTMLDivElement>(null);
  const plagueBox = useRef<HTMLFieldSetElement>(null);
  const resultTitle = useRef<HTMLParagraphElement>(null);
  const drawButton = useRef<HTMLButtonElement>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const id = useId();
  const [setup, setSetup] = useState<GameSetup>(START);
  const state = useMemo(() => positionOf(setup), [setup]);
  const [active, setActive] = useState<PlayerColor>(state.players[0]!);
  const [pile, setPile] = useState({ seed: 1, n: 0 });
  const [drawn, setDrawn] = useState<string | null>(null);
  const [walk, setWalk] = useState<Walk | null>(null);
  const [plague, setPlague] = useState<PendingPlague | null>(null);
  const [result, setResult] = useState<SpinView | null>(null);
  const [refusal, setRefusal] = useState<VerdictView | null>(null);
  const [status, setStatus] = useState('');
  const [focusResult, setFocusResult] = useState(0);
  const then = useRef<(() => void) | null>(null);
  const still = useRef(false);
  /** a spin waiting for the farms' names (nameFarms) before it turns: no other move is taken meanwhile */
  const naming = useRef(false);

  useEffect(() => {
    still.current = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // a pile of its own for each visit; the server's first frame has drawn nothing yet
    setPile({ seed: 1 + Math.floor(Math.random() * 999_999), n: 0 });
    markReady(root.current);
  }, []);
  // the pig rests on each sector it passes; on the last one, what was waiting for it runs
  useEffect(() => {
    if (!walk) return;
    if (walk.at >= walk.passed.length - 1) {
      const next = then.current;
      then.current = null;
      setWalk(null);
      next?.();
      return;
    }
    const id = setTimeout(() => setWalk((w) => w && { ...w, at: w.at + 1 }), STEP_MS);
    return () => clearTimeout(id);
  }, [walk]);
  useEffect(() => {
    if (plague && plague.picks.length === 0) focusAfterAct(plagueBox.current?.querySelector<HTMLButtonElement>('[data-victim]'));
  }, [plague?.plan, plague?.picks.length === 0]);
  useEffect(() => {
    if (focusResult > 0) focusAfterAct(resultTitle.current);
  }, [focusResult]);
  // a result or a refusal shows beside the buttons that caused it, and the page scrolls to it if need be
  useEffect(() => {
    if (result || refusal) feedback.current?.scrollIntoView({ block: 'nearest', behavior: still.current ? 'auto' : 'smooth' });
  }, [result, refusal]);
  // a crown placed takes its button away: the focus goes on to the spin rather than to the page
  useFocusRescue(root, ['[data-victim]', '[data-draw]']);

  const walkThrough = (passed: readonly Sector[], done: () => void): void => {
    if (still.current) return done();
    then.current = done;
    setWalk({ passed, at: 0 });
  };
  const finish = (o: SpinOutcome, said: string): void => {
    setSetup(o.setup);
    setResult(o.view);
    setPlague(null);
    setStatus([said, o.view.announcement].filter(Boolean).join(' '));
  };
  const refuse = (v: VerdictView): void => {
    setRefusal(v);
    setStatus(verdictText(v));
  };
  const turn = (steps: Steps, said: string, waited = false): void => {
    if (walk || plague || naming.current) return;
    // under the older famine reading the result names the farms it passes over: their naming was fetched
    // when that reading was chosen, and is waited for here, once, only if it has not arrived (if it
    // cannot, as offline before it was ever fetched, the wheel still turns and the words say "the field")
    if (!waited && state.options.famineMajority && !farmsNamed(lang)) {
      naming.current = true;
      void nameFarms(lang).catch(() => undefined).then(() => {
        naming.current = false;
        turn(steps, said, true);
      });
      return;
    }
    setResult(null);
    setRefusal(null);
    const plan = planSpin(state, steps, active);
    if (plan.victims.length > 0) {
      walkThrough(plan.passed, () => {
        setPlague({ plan, active, picks: [], said });
        setStatus([said, d.plagueTitle].filter(Boolean).join(' '));
      });
      return;
    }
    const r = spin(state, steps, active, lang);
    if (!r.ok) return refuse(refusedView(r.error, lang, state.board));
    walkThrough(plan.passed, () => finish(r.value, said));
  };
  const draw = (): void => {
    if (walk || plague || naming.current) return;
    const tile = drawnTile(pile.seed, pile.n);
    setPile((p) => ({ ...p, n: p.n + 1 }));
    setDrawn(tile);
    turn(iconOf(tile), d.drawn(tileName(tile, lang), iconOf(tile)));
  };
  // a number picked by hand: the tile drawn before no longer says how far the pig went
  const byHand = (steps: Steps): void => {
    if (walk || plague || naming.current) return;
    setDrawn(null);
    turn(steps, '');
  };
  const applyPlague = (): void => {
    if (!plague) return;
    const r = spin(state, plague.plan.steps, plague.active, lang, plague.picks);
    if (!r.ok) return refuse(refusedView(r.error, lang, state.board));
    setRefusal(null);
    finish(r.value, plague.said);
    setFocusResult((n) => n + 1);
  };
  const pick = (c: PlagueChoice): void => {
    if (!plague) return;
    setPlague({ ...plague, picks: [...plague.picks, c] });
    setStatus(d.plaguePicked(victimName(state, c, lang)));
  };
  const leavePlague = (): void => {
    setPlague(null);
    setRefusal(null);
    focusAfterAct(drawButton.current);
  };
  const crown = (sector: Sector, space: 1 | 2): void => {
    if (walk || plague || naming.current) return;
    const r = placeCrown(state, active, sector, space);
    setResult(null);
    if (!r.ok) return refuse(refusedView(r.error, lang, state.board));
    setRefusal(null);
    setSetup(r.value);
    setStatus(d.crownPlaced(playerName(active, lang), sectors[sector], space));
    // placed from the list, whose button now offers another space: the next thing to do is the spin
    if (document.activeElement?.closest('[data-crowns]')) focusAfterAct(drawButton.current);
  };
  const famine = (on: boolean): void => {
    if (on) void nameFarms(lang).catch(() => undefined);
    setSetup(withFamineMajority(setup, on));
    setStatus(d.famineSaid(on));
  };
  const reset = (): void => {
    then.current = null;
    setWalk(null);
    setPlague(null);
    setResult(null);
    setRefusal(null);
    setDrawn(null);
    setSetup(START);
    setStatus(d.resetDone);
  };

  const pig: Sector = walk ? walk.passed[walk.at]! : plague ? plague.plan.passed.at(-1)! : pigOf(state);
  const full = boardView(state, {}, lang);
  // only what stands on the table: no empty ring of cells to place tiles on
  const view = { ...full, minX: full.minX + 1, minY: full.minY + 1, cols: full.cols - 2, rows: full.rows - 2, wheel: full.wheel && { ...full.wheel, pig } };
  const free = freeCrownSpaces(state);
  const candidates = plague ? plague.plan.victims.flatMap((v) => v.choices) : [];
  const targets: Target[] = plague ? victimTargets(state, candidates, lang) : walk ? [] : crownTargets(view, free, lang);
  const marks = plague ? marksOf(view, [], [], candidates.flatMap((c) => { const at = victimPoint(state, c); return at ? [at] : []; })) : NO_MARKS;
  const onTarget = (t: Target): void => {
    if (t.kind === 'crown') {
      const c = free.find((f) => `${f.sector}-${f.space}` === t.key);
      if (c) crown(c.sector, c.space);
    } else {
      const c = candidates.find((x) => victimKey(x) === t.key);
      if (c) pick(c);
    }
  };
  const busy = walk !== null;
  return (
    <div class="cb-widget cb-spinner" ref={root} data-pagefind-ignore data-busy={busy ? '' : undefined}>
      <p class="cb-help">{d.intro}</p>
      <div class="cb-spin-board" style={{ aspectRatio: `${view.cols} / ${view.rows}` }}>
        <BoardSvg view={view} lang={lang} marks={marks} />
        <TargetLayer targets={targets} left={view.minX * UNIT} top={view.minY * UNIT} width={view.cols * UNIT} height={view.rows * UNIT} onTarget={onTarget} />
      </div>
      <p class="cb-spin-pig" data-pig={pig}>{walk ? d.moving(sectors[pig]) : d.pigAt(sectors[pig])}</p>
      <Players state={state} active={active} lang={lang} dict={dict} />
      {plague ? (
        <>
          <PlagueList state={state} plan={plague.plan} picks={plague.picks} lang={lang} dict={dict} box={plagueBox} onPick={pick} onApply={applyPlague}
            onClear={() => { setPlague({ ...plague, picks: [] }); setRefusal(null); }} onCancel={leavePlague} />
          {outcome()}
        </>
      ) : (
        controls()
      )}
      <p class="cb-sr" role="status">{status}</p>
    </div>
  );

  // plain functions, not components: a component declared in here would be remounted on each render
  function outcome(): JSX.Element {
    return (
      <div class="cb-spin-outcome" ref={feedback}>
        {refusal && <Verdict v={refusal} dict={dict} />}
        {result && <SpinResult view={result} lang={lang} dict={dict} title={resultTitle} />}
      </div>
    );
  }

  function controls(): JSX.Element {
    return (
      <>
        <p class="cb-spin-turn">
          <label>{d.turn}{' '}
            <select value={active} onChange={(e) => setActive((e.currentTarget as HTMLSelectElement).value as PlayerColor)}>
              {state.players.map((p) => <option value={p}>{playerName(p, lang)}</option>)}
            </select>
          </label>
        </p>
        <p class="cb-buttons">
          <button type="button" ref={drawButton} data-draw="" onClick={draw}>{d.draw}</button>
        </p>
        {drawn && <DrawnTile tile={drawn} lang={lang} dict={dict} />}
        <p class="cb-buttons" role="group" aria-labelledby={`${id}-by`}>
          <span id={`${id}-by`}>{d.moveBy}</span>
          {STEPS.map((n) => <button type="button" data-steps={n} onClick={() => byHand(n)}>{d.steps(n)}</button>)}
        </p>
        {outcome()}
        <fieldset class="cb-followers" data-crowns="">
          <legend>{d.crownsTitle(boardDict(lang).players[active])}</legend>
          {free.length === 0 ? <span>{d.noCrown}</span> : free.map((c) => (
            <button type="button" data-crown={`${c.sector}-${c.space}`} onClick={() => crown(c.sector, c.space)}>{dict.wheel.crownOn(sectors[c.sector], c.space)}</button>
          ))}
        </fieldset>
        <p class="cb-spin-options">
          <label class="cb-check"><input type="checkbox" data-option="famineMajority" checked={state.options.famineMajority} onChange={(e) => famine((e.currentTarget as HTMLInputElement).checked)} /> {d.famine}</label>{' '}
          <RulingRef link={rulingLink('wheel-famine-no-majority', lang)} />
        </p>
        <p class="cb-buttons"><button type="button" onClick={reset}>{d.reset}</button></p>
      </>
    );
  }
}
// client:intent awaits this before hydrating (src/lib/intent)
WheelSpinner.prepare = prepareIsland;
WheelSpinner.warm = (props: { lang: WidgetLang }): void => warmUp(WheelSpinner, props);
