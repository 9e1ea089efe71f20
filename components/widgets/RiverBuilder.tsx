// "Build the river": the whole river phase from a seeded, shuffled pile. The engine lays the spring,
// orders the pile, says where the drawn tile fits, judges each move and says when a tile fits
// nowhere; the island shows it, keeps the seed and the moves in the page address
// (?river=…&seed=…&moves=…, rewritten after each move, a new history entry for a new river) so a
// reload, Back and Forward or the language switch rebuild the exact river, and hands over to the
// ordinary game (the sandbox) once the river is done.
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Action, GameState, ScoreEvent } from '../../engine/core/types.ts';
import { applyAction, legalPlacements } from '../../engine/play.ts';
import { BoardFrame } from './BoardFrame.tsx';
import { markReady } from './dom.ts';
import { FollowerChoices } from './FollowerChoices.tsx';
import { Hand } from './Hand.tsx';
import { theTile } from '../board/tile-names.ts';
import { widgetDict } from './i18n.ts';
import type { WidgetLang } from './i18n.ts';
import { FIRST_RIVER, newSeed, readRiverMoves, readRiverQuery, riverDone, riverGame, riverQuery, riverTilesLeft } from './river-model.ts';
import type { BadParam, RiverConfig } from './river-model.ts';
import { BadAddress, Handover, RiverSettings } from './RiverSettings.tsx';
import { play } from './sandbox-model.ts';
import type { Sandbox as Box } from './sandbox-model.ts';
import { useNewTurns, useTry } from './use-try.ts';
import { acceptedView, refusedView, verdictText } from './view.ts';
import type { VerdictView } from './view.ts';
import { Verdict } from './Verdict.tsx';
import { prepareIsland } from './prepare.ts';
import { warmUp } from './warm.ts';
import { extentOfView, withinExtent } from './extent.ts';
import type { Extent } from './extent.ts';
import { loadIo } from './lang/messages-load.ts';

function stateOf(box: Box): GameState {
  const r = play(box);
  if (!r.ok) throw new Error(`the river cannot be set up: ${r.error.map((p) => p.message).join('; ')}`);
  return r.value.state;
}

export default function RiverBuilder({ lang }: { lang: WidgetLang }): JSX.Element {
  const dict = widgetDict(lang);
  const d = dict.river;
  const root = useRef<HTMLDivElement>(null);
  const [config, setConfig] = useState<RiverConfig>(FIRST_RIVER);
  const [box, setBox] = useState<Box>(() => riverGame(FIRST_RIVER));
  const [bad, setBad] = useState<readonly BadParam[] | null>(null);
  const [last, setLast] = useState<VerdictView | null>(null);
  const [status, setStatus] = useState('');
  const [focusKey, setFocusKey] = useState(0);
  const [link, setLink] = useState<string | null>(null);
  const state = useMemo(() => stateOf(box), [box]);
  // the frame only grows while one river is built, so the board never shrinks back under the pointer
  const frame = useRef<Extent | null>(null);
  const done = riverDone(state);
  const tile = done ? null : state.deck?.[0] ?? null;

  // how the next river reaches the address: a new history entry (a new river), rewritten (a move), or as it is
  const entry = useRef<'push' | 'replace' | null>(null);
  const build = (c: RiverConfig, address: 'push' | 'replace' | null = 'push', b: Box = riverGame(c)): void => {
    setConfig(c);
    frame.current = null;
    setBox(b);
    setLast(null);
    entry.current = address;
  };
  useEffect(() => {
    if (entry.current === null) return;
    const to = `${location.pathname}${riverQuery(config, box.actions)}${location.hash}`;
    if (to !== `${location.pathname}${location.search}${location.hash}`) history[entry.current === 'push' ? 'pushState' : 'replaceState'](null, '', to);
    entry.current = 'replace';
  }, [box]);
  useEffect(() => {
    markReady(root.current);
    const fromAddress = (): void => {
      const read = readRiverQuery(location.search);
      setBad(null);
      if (read.kind === 'none' && entry.current !== null) build(FIRST_RIVER, null);
      if (read.kind === 'ok') {
        const moved = readRiverMoves(location.search, riverGame(read.config));
        if ('bad' in moved) setBad([moved.bad]);
        build(read.config, 'bad' in moved ? 'replace' : null, 'bad' in moved ? undefined : moved.box);
      }
      if (read.kind === 'bad') {
        setBad(read.bad);
        build({ ...FIRST_RIVER, seed: newSeed(Math.random) }, 'replace');
      }
    };
    fromAddress();
    // Back and Forward between rivers (or moves of one river written by hand) rebuild the one in the address
    addEventListener('popstate', fromAddress);
    return () => removeEventListener('popstate', fromAddress);
  }, []);

  const commit = (action: Action, events: readonly ScoreEvent[]): void => {
    entry.current ??= 'replace';
    setBox((b) => ({ ...b, actions: [...b.actions, action] }));
    setLast(acceptedView(events, lang));
    setFocusKey((k) => k + 1);
  };
  // the first turn begun from the first render, so a tap on a cell before the code arrived is played
  const t = useTry(state, lang, commit, undefined, tile);
  const view = useMemo(() => {
    const v = withinExtent(t.view, frame.current, lang);
    frame.current = extentOfView(v);
    return v;
  }, [t.view]);
  useNewTurns(t, tile, [state, tile]);
  // the handover link carries the position itself; its writer is loaded only when the river is done
  useEffect(() => {
    setLink(null);
    // a river's position is far below the link limit; were it over, no link is offered rather than a broken one
    if (done) void loadIo(lang).then(({ sandboxLink }) => { const made = sandboxLink(state, d.label, lang); setLink(made.ok ? made.value : null); });
  }, [state, done]);

  const fitsNowhere = useMemo(() => tile !== null && legalPlacements(state, tile).length === 0, [state, tile]);
  const discard = (): void => {
    if (!tile) return;
    const r = applyAction(state, { type: 'discard', tile });
    const v = r.ok ? acceptedView(r.value.events, lang) : refusedView(r.error, lang, state.board);
    if (r.ok) {
      entry.current ??= 'replace';
      setBox((b) => ({ ...b, actions: [...b.actions, { type: 'discard', tile }] }));
    }
    setLast(v);
    setStatus(verdictText(v));
  };
  const say = (text: string): void => setStatus(text);
  const onKeyDown = (e: KeyboardEvent): void => t.onRotateKey(e, say);
  const verdict = t.verdict ?? last;
  return (
    <div class="cb-widget cb-river" ref={root} onKeyDown={onKeyDown} data-pagefind-ignore>
      {bad && <BadAddress bad={bad} dict={dict} />}
      {/* Nothing above the board changes height from one tile to the next, so the board stays under the
          reader's next tap on a phone: the hand keeps its room (hidden, not removed) while a follower is
          chosen, and the lines whose length follows the tile's name come below the board. */}
      {tile && (
        <div class="cb-river-hand" data-away={t.spots ? '' : undefined}>
          <Hand tile={tile} rot={t.hand?.rot ?? 0} choices={[]} lang={lang} dict={dict} onPick={t.pick}
            onRotate={() => say(t.rotate())} onDrop={(x, y) => say(t.place(x, y))} />
        </div>
      )}
      <BoardFrame view={view} lang={lang} dict={dict} interactive={!done} cursor={t.cursor} preview={t.preview} spots={t.spots}
        onCell={(x, y) => say(t.place(x, y))} onCursor={t.setCursor} onSpot={(s) => say(t.chooseSpot(s))} focusKey={focusKey} />
      {t.spots && <FollowerChoices choice={t.spots} lang={lang} dict={dict} onSpot={(s) => say(t.chooseSpot(s))} onCancel={t.clear} />}
      <p class="cb-help">
        <span data-seed={config.seed}>{d.seed} {config.seed}</span>{' · '}
        {tile ? <>{d.drawn(theTile(tile, lang))} {d.left(riverTilesLeft(state))}</> : null}
      </p>
      {fitsNowhere && <p class="cb-buttons">{d.fitsNowhere} <button type="button" onClick={discard}>{d.discard}</button></p>}
      {verdict && <Verdict v={verdict} dict={dict} />}
      {done && <Handover next={state.deck?.[0]} link={link} dict={dict} />}
      <p class="cb-buttons">
        <button type="button" onClick={() => { setBad(null); build({ ...config, seed: newSeed(Math.random) }); }}>{d.newRiver}</button>
      </p>
      <details class="cb-settings-box">
        <summary>{d.settings}</summary>
        <RiverSettings config={config} lang={lang} dict={dict} onChange={(c) => build(c)} />
      </details>
      <p class="cb-sr" role="status">{status}</p>
    </div>
  );
}
// client:intent awaits this before hydrating (src/lib/intent)
RiverBuilder.prepare = prepareIsland;
RiverBuilder.warm = (props: { lang: WidgetLang }): void => warmUp(RiverBuilder, props);
