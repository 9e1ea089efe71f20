// The Wheel of Fortune's widget parts, registered through expansion-ui.ts: loaded only by the islands
// that play the wheel. The choices they show come from the engine (turn-model.ts); this draws them.
import type { JSX } from 'preact';
import type { GameState } from '../../engine/core/types.ts';
import { WheelBoard, WheelPeople } from '../board/WheelBoard.tsx';
import { boardDict } from '../board/i18n.ts';
import { crownButtonPoint, wheelSpotPoint } from '../board/wheel.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { widgetDict } from './i18n.ts';
import { PlagueChoices } from './PlagueChoices.tsx';
import type { CrownSpace } from './turn-model.ts';
import type { Target } from './board-marks.ts';
import { victimKey, victimPointWith } from './board-marks.ts';
import type { BoardView } from './view.ts';
import { plagueChoiceName } from './view.ts';
import type { PlagueChoice } from '../../engine/expansions/wheel/declare.ts';

/** Buttons on the free crown spaces the engine offers. */
export function crownTargets(v: BoardView, crowns: readonly CrownSpace[], lang: WidgetLang): Target[] {
  const piece = v.pieces[0];
  if (!piece) return [];
  return crowns.flatMap((c) => {
    const p = crownButtonPoint([piece.x, piece.y], c.sector, c.space);
    return p ? [{ kind: 'crown' as const, key: `${c.sector}-${c.space}`, x: p[0], y: p[1], label: widgetDict(lang).wheel.crownOn(boardDict(lang).sectors[c.sector], c.space) }] : [];
  });
}

/** Buttons on the followers the plague may take. */
export function victimTargets(state: GameState, choices: readonly PlagueChoice[], lang: WidgetLang): Target[] {
  return choices.flatMap((c) => {
    const p = victimPointWith(state, c, wheelSpotPoint);
    return p ? [{ kind: 'victim' as const, key: victimKey(c), x: p[0], y: p[1], label: plagueChoiceName(c, lang, state.board) }] : [];
  });
}

/** The free crown spaces in the follower list (the same choices as the buttons on the wheel). */
function CrownChoices({ crowns, lang, dict, onCrown }: { crowns: readonly CrownSpace[]; lang: WidgetLang; dict: WidgetDict; onCrown?: (c: CrownSpace) => void }): JSX.Element {
  const sectors = boardDict(lang).sectors;
  return (
    <>
      {crowns.map((c) => (
        <button type="button" data-crown={`${c.sector}-${c.space}`} onClick={() => onCrown?.(c)}>{dict.wheel.crownOn(sectors[c.sector], c.space)}</button>
      ))}
    </>
  );
}

export const parts = { WheelBoard, WheelPeople, PlagueChoices, CrownChoices, crownTargets, victimTargets, wheelSpotPoint };
export type WheelUi = typeof parts;
