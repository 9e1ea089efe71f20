// The lists that go with each step of the reader's turn, below the board: what the wheel does on
// drawing the tile, the plague's victims, the follower (or crown space), the ferry and the ferry moves.
// Each step's choices come from useTry, which has them from the engine.
import type { JSX } from 'preact';
import { boardDict } from '../board/i18n.ts';
import { uiFor } from './expansion-ui.ts';
import { FollowerChoices } from './FollowerChoices.tsx';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import type { TryState } from './use-try.ts';

export interface TurnChoicesProps {
  readonly t: TryState;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly say: (text: string) => void;
}

export function TurnChoices({ t, lang, dict, say }: TurnChoicesProps): JSX.Element {
  const o = t.outcome;
  const sectors = boardDict(lang).sectors;
  // the plague's and the ferries' lists come with their expansion's parts (expansion-ui.ts)
  const PlagueChoices = uiFor('wheel')?.PlagueChoices;
  const { FerryChoices, MoveChoices } = uiFor('ferries') ?? {};
  return (
    <>
      {t.spin && o?.kind !== 'done' && <p class="cb-help" data-spin={t.spin.to}>{dict.wheel.spin(t.spin.steps, sectors[t.spin.from], sectors[t.spin.to])}</p>}
      {t.victim && PlagueChoices && (
        <PlagueChoices victim={t.victim} chosen={t.plague} board={t.shown.board} lang={lang} dict={dict} onChoose={(c) => say(t.chooseVictim(c))} onRestart={t.resetPlague} />
      )}
      {o?.kind === 'follower' && t.spots && (
        <FollowerChoices choice={t.spots} crowns={o.crowns} lang={lang} dict={dict}
          onSpot={(s) => say(t.chooseSpot(s))} onCrown={(c) => say(t.chooseCrown(c))} onCancel={t.clear} />
      )}
      {o?.kind === 'ferry' && FerryChoices && <FerryChoices pairs={o.pairs} lang={lang} dict={dict} onPair={(p) => say(t.chooseFerry(p))} onCancel={t.clear} />}
      {o?.kind === 'moves' && MoveChoices && (
        <MoveChoices state={t.shown} movable={o.movable} moves={o.draft.moves} lang={lang} dict={dict}
          onMove={(at, p) => say(t.moveFerry(at, p))} onLeave={(at) => say(t.leaveFerry(at))} onDone={() => say(t.done())} />
      )}
    </>
  );
}
