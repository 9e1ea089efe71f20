// The sandbox island: any sets and rule options, tiles from a seeded pile or picked one by one,
// followers, undo, final scoring, and the position shared as a link or a scenario file. A link that
// cannot be opened shows its problems and a way to a fresh sandbox, never a blank page.
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Action, GameState, Problem, RuleOptions, ScoreEvent } from '../../engine/core/types.ts';
import type { Scenario, ScenarioDispute } from '../../engine/scenario/types.ts';
import { applyAction, remainingTiles } from '../../engine/play.ts';
import { BoardFrame } from './BoardFrame.tsx';
import { markReady } from './dom.ts';
import { Hand } from './Hand.tsx';
import { widgetDict } from './i18n.ts';
import type { WidgetLang } from './i18n.ts';
import { TurnChoices } from './TurnChoices.tsx';
import { Problems, SandboxTools } from './SandboxTools.tsx';
import { FRESH, configFromScenario, play, reconfigure, sandboxFromScenario, sandboxOf } from './sandbox-model.ts';
import type { Sandbox as Box, SandboxConfig } from './sandbox-model.ts';
import { SandboxSettings, reconfiguredText } from './SandboxSettings.tsx';
import { PileContents, TilePicker, pickable } from './TilePicker.tsx';
import { useNewTurns, useTry } from './use-try.ts';
import { acceptedView, pigStop, playerName, refusedView, scoreLines, verdictText } from './view.ts';
import type { VerdictView } from './view.ts';
import { Scores, Verdict } from './Verdict.tsx';
import { useExplain } from './ExplainPanel.tsx';
import { tileLabel } from '../board/tile-names.ts';
import { DisputeCard } from './DisputeCard.tsx';
import { prepareIsland } from './prepare.ts';
import { warmUp } from './warm.ts';
import { useKeepGame } from './KeepGame.tsx';
import { useSets } from './use-sets.tsx';

/** The fresh sandbox's position, shown under the problems when a position cannot be set up. */
function freshState(): GameState {
  const r = play(sandboxOf(FRESH));
  if (!r.ok) throw new Error(`the fresh sandbox cannot be set up: ${r.error.map((p) => p.message).join('; ')}`);
  return r.value.state;
}

export default function Sandbox({ lang }: { lang: WidgetLang }): JSX.Element {
  const dict = widgetDict(lang);
  const root = useRef<HTMLDivElement>(null);
  const [config, setConfig] = useState<SandboxConfig>(FRESH);
  const [box, setBox] = useState<Box>(() => sandboxOf(FRESH));
  const [problems, setProblems] = useState<{ intro: string; list: readonly Problem[] } | null>(null);
  const [unchecked, setUnchecked] = useState<string | null>(null);
  // what a shared position is about (its link's `dispute`), and what of it could not be read
  const [dispute, setDispute] = useState<ScenarioDispute | null>(null);
  const [setAside, setSetAside] = useState<readonly Problem[]>([]);
  const [last, setLast] = useState<VerdictView | null>(null);
  const [status, setStatus] = useState('');
  const [free, setFree] = useState<string | null>(null);
  /** whether "what the pile still holds" is open, which alone draws its list */
  const [pileOpen, setPileOpen] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  // what the last change of settings did to the board (kept, or reset and why)
  const [notice, setNotice] = useState<string | null>(null);
  const game = useMemo(() => play(box), [box]);
  const state = game.ok ? game.value.state : null;
  const say = (text: string): void => setStatus(text);
  // the sets' code: a fresh game's on waking, another set's when it is first played
  const sets = useSets(lang, dict, say);
  // the game as it stands when a set's code arrives (a move may have been made meanwhile)
  const now = useRef({ box, config });
  now.current = { box, config };

  /** Opens a position (a link, a file, the game kept) once its sets' code is in; `then` after. */
  const load = (s: Scenario, message: string, seed?: number, then?: () => void): void => sets.when(s.rules.sets, () => {
    setConfig(configFromScenario(s, seed));
    setBox(sandboxFromScenario(s, seed));
    setProblems(null);
    setUnchecked(null);
    setDispute(s.dispute ?? null);
    setSetAside([]);
    setLast(null);
    setNotice(null);
    say(message);
    then?.();
  });
  useEffect(() => markReady(root.current), []);
  // the address and the browser's storage follow the game (KeepGame.tsx)
  const keep = useKeepGame({ lang, dict, box, state, dispute, onKept: load, onFresh: (how) => { start(FRESH); keep.entry(how); },
    onProblems: (intro, list) => setProblems({ intro, list }),
    onLink: (opened, seed, unchecked) => load(opened.scenario, dict.sandbox.opened, seed, () => {
      setSetAside(opened.setAside);
      // an older link carries no check code: say so where the reader sees it
      setUnchecked(unchecked);
    }) });

  const base = state ?? freshState();
  const commit = (action: Action, events: readonly ScoreEvent[], after: GameState): void => {
    setBox((b) => ({ ...b, actions: [...b.actions, action] }));
    setLast(acceptedView(events, lang, pigStop(base, after)));
    setFocusKey((k) => k + 1);
    setNotice(null);
  };
  const tile = config.mode === 'free' || base.deck === null ? free ?? pickable(base.sets)[0] ?? null : base.deck[0] ?? null;
  // the first turn begun from the first render, so a tap on a cell before the code arrived is played
  const t = useTry(base, lang, commit, undefined, tile);
  useNewTurns(t, tile, [base, tile]);
  const held = t.hand ?? (tile ? { tile, rot: 0 as const } : null);

  const run = (action: Action): void => {
    const r = applyAction(base, action);
    const v = r.ok ? acceptedView(r.value.events, lang, pigStop(base, r.value.state)) : refusedView(r.error, lang, base.board);
    if (r.ok) setBox((b) => ({ ...b, actions: [...b.actions, action] }));
    setLast(v);
    say(verdictText(v));
  };
  const start = (c: SandboxConfig): void => sets.when(c.sets, () => {
    keep.entry('push');
    setConfig(c);
    setBox(sandboxOf(c));
    setProblems(null);
    setUnchecked(null);
    setDispute(null);
    setSetAside([]);
    setLast(null);
    setFree(null);
    setNotice(null);
  });
  // new settings keep the board when the engine replays every move under them (reconfigure)
  const apply = (to: SandboxConfig): void => sets.when(to.sets, () => {
    const r = reconfigure(now.current.box, now.current.config, to);
    if (!r.kept) start(to);
    else {
      setConfig(to);
      setBox(r.box);
      setLast(null);
    }
    const text = reconfiguredText(r, lang);
    setNotice(text);
    say(text);
  });
  const setOptions = (options: Partial<RuleOptions>): void => apply({ ...config, options });
  const remaining = useMemo(() => remainingTiles(base), [base]);
  const onKeyDown = (e: KeyboardEvent): void => t.onRotateKey(e, say);
  const verdict = t.verdict ?? last;
  // the explanation is of the position as it stands, before the move in progress
  const explain = useExplain(base, t.view, lang, dict, say);
  return (
    <div class="cb-widget cb-sandbox" ref={root} onKeyDown={onKeyDown}>
      {keep.panel}
      {unchecked && <p class="cb-note" role="note">{unchecked}</p>}
      <DisputeCard dispute={dispute} setAside={setAside} lang={lang} dict={dict} />
      {problems && <Problems intro={problems.intro} problems={problems.list} dict={dict} onFresh={() => { history.replaceState(null, '', location.pathname); start(FRESH); keep.entry('skip'); }} />}
      {!game.ok && <Problems intro={dict.sandbox.badFile} problems={game.error} dict={dict} onFresh={() => start(FRESH)} />}
      {/* whose turn, then the pile on a line of its own: a longer name must not push the board down */}
      <p class="cb-help cb-turn-line">
        {dict.tryit.turnOf(playerName(base.turn, lang))}.{' '}
        {base.deck !== null && (
          // a position opened from a link carries its pile, not the seed that shuffled it
          <span class="cb-pile-line">{box.setup.seed !== undefined && `${dict.sandbox.seed} ${box.setup.seed} · `}{base.deck.length > 0 ? dict.sandbox.remaining(base.deck.length) : dict.sandbox.emptyPile}</span>
        )}
      </p>
      {notice && <p class="cb-note" data-reconfigured="">{notice}</p>}
      {sets.note}
      <div class="cb-play">
        {/* The hand keeps its room while it is away (follower, ferry): on a phone it sits above the board,
            which would jump by its height twice a turn, under the reader's next tap. Before the widget
            wakes it shows the tile on top of the pile, the one the reader will hold. */}
        <div class="cb-play-hand" data-away={held && t.outcome !== null && t.outcome.kind !== 'refused' ? '' : undefined}>
          {held && (
            <Hand tile={held.tile} rot={held.rot} choices={[]} lang={lang} dict={dict} onPick={t.pick} onRotate={() => say(t.rotate())}
              onRotateBack={() => say(t.rotate(true))} onDrop={(x, y) => say(t.place(x, y))} />
          )}
        </div>
      <BoardFrame view={t.view} lang={lang} dict={dict} interactive cursor={t.cursor} preview={t.preview} spots={t.spots}
        onCell={(x, y) => say(t.place(x, y))} onCursor={t.setCursor} onSpot={(s) => say(t.chooseSpot(s))} focusKey={focusKey}
        targets={t.targets.length > 0 ? t.targets : explain.targets} targetsLabel={t.targetsLabel}
        onTarget={(x) => { if (!explain.onTarget(x)) say(t.target(x)); }} marks={explain.marks ? { ...t.marks, areas: explain.marks.areas } : t.marks} />
      </div>
      <TurnChoices t={t} lang={lang} dict={dict} say={say} />
      {verdict && <Verdict v={verdict} dict={dict} />}
      {config.mode === 'free' && (
        // below the board: the tile in hand, drawn as turned, stays beside the board while the list scrolls
        <TilePicker sets={base.sets} value={tile} remaining={remaining} lang={lang} dict={dict}
          onPick={(id) => { setFree(id); t.pick(id); say(dict.picker.chosen(tileLabel(id, lang))); }} />
      )}
      {config.mode !== 'free' && base.deck !== null && (
        // the list (hundreds of nodes) is drawn only while open: the island wakes and every turn renders
        // without it (the sandbox needs JavaScript to play, which its page says where it has none)
        <details class="cb-pile-box" data-pile-box="" open={pileOpen} onToggle={(e) => setPileOpen(e.currentTarget.open)}>
          <summary>{dict.picker.pile}</summary>
          {pileOpen && <PileContents sets={base.sets} remaining={remaining} lang={lang} />}
        </details>
      )}
      <Scores lines={scoreLines(base, lang)} dict={dict} />
      {explain.panel}
      <p class="cb-buttons">
        <button type="button" disabled={box.actions.length === 0} onClick={() => { setBox((b) => ({ ...b, actions: b.actions.slice(0, -1) })); setLast(null); }}>{dict.sandbox.undo}</button>
        {base.deck !== null && tile && (
          // a wheel icon still turns the wheel: the plague's victims chosen for this tile go with the discard
          <button type="button" onClick={() => run({ type: 'discard', tile, ...(t.plague.length > 0 && { plague: t.plague }) })}>{dict.sandbox.discard}</button>
        )}
        <button type="button" disabled={base.ended} onClick={() => run({ type: 'endGame' })}>{dict.sandbox.endGame}</button>
      </p>
      <details class="cb-settings-box" open={box.actions.length === 0}>
        <summary>{dict.sandbox.settings}</summary>
        {/* options apply at once and keep the sets ticked but not yet applied: they are not part of the key */}
        <SandboxSettings key={JSON.stringify({ ...config, options: null })} config={config} lang={lang} dict={dict} onStart={start} onApply={apply} onOptions={setOptions}
          ready={sets.ready} onWant={sets.want} />
      </details>
      <SandboxTools state={base} lang={lang} dict={dict} onOpen={(s) => load(s, dict.sandbox.imported, undefined, () => keep.entry('push'))} onProblems={(list) => setProblems({ intro: dict.sandbox.badFile, list })} say={say}
        dispute={dispute} onDispute={setDispute} />
      <p class="cb-sr" role="status">{status}</p>
    </div>
  );
}
// client:intent awaits this before hydrating (src/lib/intent)
Sandbox.prepare = prepareIsland;
Sandbox.warm = (props: { lang: WidgetLang }): void => warmUp(Sandbox, props);
