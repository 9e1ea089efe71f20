// The plague, before the tile is placed: for each player in the order the engine gives, the followers
// it may take (also ringed and clickable on the board); the reader picks one per player.
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { GameState } from '../../engine/core/types.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { focusAfterAct } from './input-mode.ts';
import type { PlagueVictim } from './turn-model.ts';
import { victimKey } from './board-marks.ts';
import { plagueChoiceName, playerName } from './view.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

export interface PlagueChoicesProps {
  readonly victim: PlagueVictim;
  readonly chosen: readonly PlagueChoice[];
  /** the tiles the followers stand on, which name them */
  readonly board: GameState['board'];
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onChoose: (c: PlagueChoice) => void;
  readonly onRestart: () => void;
}

export function PlagueChoices({ victim, chosen, board, lang, dict, onChoose, onRestart }: PlagueChoicesProps): JSX.Element {
  const box = useRef<HTMLFieldSetElement>(null);
  // each player's turn to choose starts on the list
  useEffect(() => focusAfterAct(box.current?.querySelector('button')), [victim.player]);
  return (
    <fieldset class="cb-followers" ref={box} data-phase="plague" data-player={victim.player}>
      <legend>{dict.wheel.plagueTitle(playerName(victim.player, lang))}</legend>
      <p class="cb-help">{dict.wheel.plagueHelp}</p>
      {chosen.length > 0 && <p class="cb-help">{chosen.map((c) => plagueChoiceName(c, lang, board)).join(' · ')}</p>}
      {victim.choices.map((c) => (
        <button type="button" data-victim={victimKey(c)} onClick={() => onChoose(c)}>{plagueChoiceName(c, lang, board)}</button>
      ))}
      {chosen.length > 0 && <button type="button" onClick={onRestart}>{dict.wheel.restart}</button>}
    </fieldset>
  );
}
