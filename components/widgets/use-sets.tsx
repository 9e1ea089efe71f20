// The sandbox's sets brought in when they are played: the island wakes with a fresh game's sets only
// (base), and a set's rules, widget parts, words and ruling titles (prepare.ts `prepareSets`) load when
// the reader ticks it in the settings, or before a link, a file or the game kept opens a position that
// plays it. Nothing is played under a set whose code has not arrived: the new game or the position waits
// for it (a note says so), and if the code cannot be fetched, the game in progress stays and the note
// says why, in the reader's language. Once the sandbox is awake and the browser idle, every set's code
// is fetched ahead (not when the reader saves data or the link is 2G), so that ticking a set answers at
// once, offline too.
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SetId } from '../../engine/core/types.ts';
import { boardDict } from '../board/i18n.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { SET_IDS, unloadedModules } from '../../engine/play.ts';
import { uiLoaded } from './expansion-ui.ts';
import { titlePartsOf, wordPartsOf } from './lang/title-parts.ts';
import { isLoaded, titlesLoaded } from './lang/registry.ts';
import { prepareSets } from './prepare.ts';
import { frugal } from './frugal.ts';

/**
 * Whether what playing `sets` needs in `lang` is in: the expansions' rules and widget parts, their words
 * and their rulings' titles (all of them on the server and in the tests, which register everything).
 */
export const setsPrepared = (lang: 'en' | 'fr', sets: readonly SetId[]): boolean =>
  unloadedModules(sets).length === 0
  && uiLoaded(sets)
  && wordPartsOf(sets).every((part) => isLoaded(lang, part))
  && titlePartsOf(sets).every((part) => titlesLoaded(lang, part));

/** How long after waking every set's code is fetched ahead (ms). */
const AHEAD_AFTER_MS = 2000;

export interface SetsLoader {
  /** Runs `then` once what playing `sets` needs is in: at once when it already is. A later call supersedes a waiting one. */
  readonly when: (sets: readonly SetId[], then: () => void) => void;
  /** Starts bringing in `sets` (ticked in the settings, not yet applied); the widget renders again once they are in. */
  readonly want: (sets: readonly SetId[]) => void;
  /** Whether every one of `sets` is in. */
  readonly ready: (sets: readonly SetId[]) => boolean;
  /** The note while a position waits for its sets' code, or why it could not come. */
  readonly note: JSX.Element | null;
}

export function useSets(lang: WidgetLang, dict: WidgetDict, say: (text: string) => void): SetsLoader {
  const [waiting, setWaiting] = useState<{ readonly failed: boolean; readonly names: string } | null>(null);
  const [, rerender] = useState(0);
  const latest = useRef(0);
  const ready = (sets: readonly SetId[]): boolean => setsPrepared(lang, sets);
  const namesOf = (sets: readonly SetId[]): string => {
    const names = boardDict(lang).sets;
    return sets.filter((s) => !ready([s])).map((s) => names[s]).join(', ');
  };
  const when = (sets: readonly SetId[], then: () => void): void => {
    const n = ++latest.current;
    if (ready(sets)) {
      setWaiting(null);
      then();
      return;
    }
    const names = namesOf(sets);
    setWaiting({ failed: false, names });
    say(dict.sandbox.loadingRules(names));
    prepareSets(lang, sets).then(
      () => {
        if (n !== latest.current) return;
        setWaiting(null);
        then();
      },
      () => {
        if (n !== latest.current) return;
        setWaiting({ failed: true, names });
        say(dict.sandbox.rulesFailed(names));
      },
    );
  };
  const want = (sets: readonly SetId[]): void => {
    if (ready(sets)) return;
    // a failure is said when the sets are applied (`when`), which tries again
    prepareSets(lang, sets).then(() => rerender((k) => k + 1), () => undefined);
  };
  // every set's code ahead, in an idle moment a while after waking: running it (about 50 ms of modules
  // at 4x CPU) right after the first tap would land on the reader's next one
  useEffect(() => {
    if (frugal()) return;
    const ahead = (): void => want(SET_IDS);
    let idle: number | undefined;
    const later = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(ahead, { timeout: 5000 });
      else ahead();
    }, AHEAD_AFTER_MS);
    return () => {
      clearTimeout(later);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  const note = waiting === null
    ? null
    : waiting.failed
      ? <p class="cb-problems" role="alert" data-sets-failed="">{dict.sandbox.rulesFailed(waiting.names)}</p>
      : <p class="cb-note" data-sets-loading="">{dict.sandbox.loadingRules(waiting.names)}</p>;
  return { when, want, ready, note };
}
