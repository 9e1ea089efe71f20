// The sandbox's game is never lost: after every move the address is rewritten (history.replaceState)
// to the position's link, so a reload, Back and Forward or the language switch reopen it; a new game
// or an opened file is a new history entry (pushState). The last game is also kept in the browser's
// storage (keep-model.ts), offered back when the sandbox is opened with no position in its address.
// The link code (sandbox-io.ts, with deflate) is loaded in idle time after the first move, so a move
// never waits for it; storage failures leave play untouched.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameState, Problem } from '../../engine/core/types.ts';
import type { OpenedLink } from '../../engine/scenario/link.ts';
import type { Scenario, ScenarioDispute } from '../../engine/scenario/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { KEPT_HASH, addressFor, browserStore, forgetKept, keptText, keptWhen, loadKept, samePosition, saveKept, seedOfHash } from './keep-model.ts';
import type { KeptGame } from './keep-model.ts';
import { loadIo, loadReader } from './lang/messages-load.ts';
import type { Sandbox as Box } from './sandbox-model.ts';
import { exportPosition } from './SandboxTools.tsx';

type Io = Awaited<ReturnType<typeof loadIo>>;
/** How the next change of game reaches the address: rewrites it, adds a history entry, or leaves it. */
export type Entry = 'replace' | 'push' | 'skip';

export interface KeepProps {
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly box: Box;
  readonly state: GameState | null;
  readonly dispute: ScenarioDispute | null;
  /** a link from the address; `unchecked` is the note for an older link with no check code */
  readonly onLink: (opened: OpenedLink, seed: number | undefined, unchecked: string | null) => void;
  /** the game kept in storage, resumed */
  readonly onKept: (s: Scenario, message: string, seed: number | undefined) => void;
  readonly onProblems: (intro: string, list: readonly Problem[]) => void;
  /** a fresh sandbox (the reader chose a new game, or went back to the address with no position) */
  readonly onFresh: (entry: Entry) => void;
}

const here = (): string => `${location.pathname}${location.search}${location.hash}`;
const idle = (f: () => void): void => void ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 400 }) : setTimeout(f, 1));

export function useKeepGame(p: KeepProps): { readonly panel: JSX.Element | null; readonly entry: (how: Entry) => void } {
  const { lang, dict, box, state, dispute } = p;
  const d = dict.keep;
  const next = useRef<Entry>('skip');
  const push = useRef(false);
  const writes = useRef(0);
  const io = useRef<Io | null>(null);
  // the address the game on screen stands at: a popstate or hashchange to it is our own
  const shown = useRef('');
  const [offer, setOffer] = useState<KeptGame | null>(null);
  const [damaged, setDamaged] = useState(false);
  const [tooLong, setTooLong] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const props = useRef(p);
  props.current = p;
  const getIo = async (): Promise<Io> => (io.current ??= await loadIo(lang));
  // reading a position plays it: every set's rules come first (lang/messages-load.ts)
  const getReader = (): Promise<Io> => loadReader(lang);

  const resume = async (kept: KeptGame): Promise<void> => {
    const r = (await getReader()).openKept(kept.game, lang);
    setOffer(null);
    if (!r.ok) return props.current.onProblems(d.damaged, r.error);
    next.current = 'replace';
    props.current.onKept(r.value, d.resumed, kept.seed ?? undefined);
  };

  useEffect(() => {
    const fromAddress = async (): Promise<void> => {
      if (here() === shown.current) return;
      shown.current = here();
      const hash = location.hash;
      const kept = loadKept(browserStore());
      setMissing(false);
      setDamaged(false);
      if (hash.startsWith('#s=')) {
        const m = await getReader();
        const opened = m.openLink(hash, lang);
        if (!opened?.ok) return props.current.onProblems(dict.sandbox.badLink, opened?.error ?? []);
        setOffer(null);
        next.current = 'replace';
        // the last game kept here at this very position: resumed with its moves, so undo reaches back
        const mine = kept.kind === 'ok' ? m.openKept(kept.kept.game, lang) : null;
        if (kept.kind === 'ok' && mine?.ok && samePosition(mine.value, opened.value.scenario)) {
          return props.current.onKept(mine.value, dict.sandbox.opened, kept.kept.seed ?? undefined);
        }
        return props.current.onLink(opened.value, seedOfHash(hash), opened.value.checked ? null : m.uncheckedNote(lang));
      }
      if (hash === KEPT_HASH) {
        if (kept.kind === 'ok') return resume(kept.kept);
        setMissing(kept.kind === 'none');
        setDamaged(kept.kind === 'damaged');
        return;
      }
      // any other fragment but a part of the page is a damaged link: named, never a silent fresh sandbox
      const isPart = (id: string): boolean => document.getElementById(id) !== null;
      if (hash !== '' && hash !== '#' && !isPart(hash.slice(1))) {
        const named = (await getIo()).openLink(hash, lang, isPart);
        if (named && !named.ok) return props.current.onProblems(dict.sandbox.badLink, named.error);
      }
      // no position in the address: back to a fresh sandbox, with the last game offered
      if (props.current.box.actions.length > 0 || props.current.box.setup.tiles !== undefined) props.current.onFresh('skip');
      setOffer(kept.kind === 'ok' ? kept.kept : null);
      setDamaged(kept.kind === 'damaged');
    };
    const onMove = (): void => void fromAddress();
    onMove();
    addEventListener('popstate', onMove);
    // a link pasted into the address bar of an open sandbox changes only the hash: open it too
    addEventListener('hashchange', onMove);
    return () => {
      removeEventListener('popstate', onMove);
      removeEventListener('hashchange', onMove);
    };
  }, []);

  useEffect(() => {
    const how = next.current;
    next.current = 'replace';
    if (how === 'skip' || !state) return;
    push.current ||= how === 'push';
    setOffer(null);
    setDamaged(false);
    setMissing(false);
    const title = dict.sandbox.positionTitle;
    const text = keptText(box, state, title, dispute, Date.now());
    if (text !== null) saveKept(browserStore(), text);
    const seq = ++writes.current;
    const write = (m: Io): void => {
      if (seq !== writes.current) return;
      const { to, tooLong: why } = addressFor(m.sandboxLink(state, title, lang, dispute), box.setup.seed, location.pathname);
      setTooLong(why);
      if (to !== here()) history[push.current ? 'pushState' : 'replaceState'](null, '', to);
      push.current = false;
      shown.current = here();
    };
    if (io.current) write(io.current);
    // a link code that cannot load leaves the address as it is: the game is kept in storage already
    else idle(() => void getIo().then(write, () => undefined));
  }, [box, dispute]);

  const panel = (
    <>
      {offer && (
        <div class="cb-note cb-keep" data-keep="offer" role="group" aria-label={d.offer}>
          <p>{d.offer}</p>
          <p class="cb-buttons">
            <button type="button" onClick={() => void resume(offer)}>{d.resume(keptWhen(offer.savedAt, Date.now(), lang, navigator.languages ?? []), offer.tiles)}</button>
            <button type="button" onClick={() => { setOffer(null); props.current.onFresh('push'); }}>{d.newGame}</button>
          </p>
        </div>
      )}
      {(damaged || missing) && (
        <p class="cb-note" role="alert" data-keep="damaged">
          {damaged ? d.damaged : d.missing}{' '}
          {damaged && <button type="button" onClick={() => { forgetKept(browserStore()); setDamaged(false); }}>{d.forget}</button>}
        </p>
      )}
      {tooLong && state && (
        <p class="cb-note" role="note" data-keep="too-long">
          {d.tooLong(tooLong)}{' '}
          <button type="button" onClick={() => exportPosition(state, dict.sandbox.positionTitle, dispute)}>{dict.sandbox.exportFile}</button>
        </p>
      )}
    </>
  );
  return { panel, entry: (how) => { next.current = how; } };
}
