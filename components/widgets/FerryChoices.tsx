// The ferry steps of a turn as lists, the keyboard and screen-reader twin of the jetty buttons on the
// board: where the new lake tile's ferry goes (the pairs the engine lists), then which ferries move
// (the engine's movableFerries, each to one of its pairs, or left), and "done" to end the turn.
import type { JSX } from 'preact';
import type { Coord, GameState } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { ferryNow } from './turn-model.ts';
import type { FerryMove, MovableFerry, Pair } from './turn-model.ts';
import { ofTileAt, pairName } from './view.ts';

const samePair = (a: Pair | undefined, b: Pair): boolean => a !== undefined && ((a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]));

export function FerryChoices(props: { pairs: readonly Pair[]; lang: WidgetLang; dict: WidgetDict; onPair: (p: Pair) => void; onCancel: () => void }): JSX.Element {
  const { pairs, lang, dict } = props;
  return (
    <fieldset class="cb-ferries" data-phase="ferry">
      <legend>{dict.ferry.title}</legend>
      <p class="cb-help">{dict.ferry.help}</p>
      {pairs.map((p) => (
        <button type="button" data-pair={p.join('-')} onClick={() => props.onPair(p)}>{dict.ferry.join(pairName(p, lang))}</button>
      ))}
      <button type="button" onClick={props.onCancel}>{dict.tryit.cancel}</button>
    </fieldset>
  );
}

export interface MoveChoicesProps {
  readonly state: GameState;
  readonly movable: readonly MovableFerry[];
  readonly moves: readonly FerryMove[];
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onMove: (at: Coord, p: Pair) => void;
  readonly onLeave: (at: Coord) => void;
  readonly onDone: () => void;
}

export function MoveChoices({ state, movable, moves, lang, dict, onMove, onLeave, onDone }: MoveChoicesProps): JSX.Element {
  return (
    <fieldset class="cb-ferries" data-phase="moves">
      <legend>{dict.ferry.movesTitle}</legend>
      <p class="cb-help">{dict.ferry.movesHelp}</p>
      {movable.map((f) => {
        const now = ferryNow(state, moves, f.at) ?? f.ferry;
        const at = ofTileAt(f.at, state.board, lang);
        const moved = moves.some((m) => m.at[0] === f.at[0] && m.at[1] === f.at[1]);
        return (
          <div class="cb-ferry-group" role="group" aria-label={dict.ferry.ferryAt(at, pairName(now, lang))} data-ferry-at={`${f.at[0]},${f.at[1]}`}>
            <span aria-hidden="true">{dict.ferry.ferryAt(at, pairName(now, lang))}</span>
            {f.pairs.filter((p) => !samePair(now, p)).map((p) => (
              <button type="button" data-pair={p.join('-')} onClick={() => onMove(f.at, p)}>{dict.ferry.moveTo(pairName(p, lang))}</button>
            ))}
            {moved && <button type="button" onClick={() => onLeave(f.at)}>{dict.ferry.leave}</button>}
          </div>
        );
      })}
      <button type="button" data-done="" onClick={onDone}>{dict.ferry.done}</button>
    </fieldset>
  );
}
