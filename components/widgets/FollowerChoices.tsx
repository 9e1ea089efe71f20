// After a tile is laid: the follower spots the engine offers (also drawn as buttons on the tile), the
// free crown spaces of the wheel when the Wheel of Fortune is in play (buttons on the wheel too), or
// none. Listed here as well so that the choice reads as a list with the keyboard and screen readers.
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Spot } from '../../engine/core/types.ts';
import type { SpotChoice } from './BoardFrame.tsx';
import { uiFor } from './expansion-ui.ts';
import { focusAfterAct } from './input-mode.ts';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import type { CrownSpace } from './turn-model.ts';
import { spotLabel } from './spot-names.ts';

export interface FollowerChoicesProps {
  readonly choice: SpotChoice;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onSpot: (spot: Spot | null) => void;
  readonly onCancel: () => void;
  readonly crowns?: readonly CrownSpace[];
  readonly onCrown?: (c: CrownSpace) => void;
}

export function FollowerChoices({ choice, lang, dict, onSpot, onCancel, crowns = [], onCrown }: FollowerChoicesProps): JSX.Element {
  const box = useRef<HTMLFieldSetElement>(null);
  // the tile is down: the keyboard goes straight to the choice that follows
  useEffect(() => focusAfterAct(box.current?.querySelector('button')), []);
  // crown spaces are offered only where the wheel is in play, so its parts are loaded
  const CrownChoices = uiFor('wheel')?.CrownChoices;
  return (
    <fieldset class="cb-followers" ref={box}>
      <legend>{dict.tryit.followerTitle}</legend>
      {choice.spots.map((s) => (
        <button type="button" data-spot={s} onClick={() => onSpot(s)}>{dict.tryit.followerOn(spotLabel(choice.tile, choice.rot, s, lang))}</button>
      ))}
      {crowns.length > 0 && CrownChoices && <CrownChoices crowns={crowns} lang={lang} dict={dict} onCrown={onCrown} />}
      <button type="button" onClick={() => onSpot(null)}>{dict.tryit.noFollower}</button>
      <button type="button" onClick={onCancel}>{dict.tryit.cancel}</button>
    </fieldset>
  );
}
