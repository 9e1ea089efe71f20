// After a tile is laid: the follower spots the engine offers (also drawn as buttons on the tile), or
// none. Listed here as well so that the choice reads as a list with the keyboard and screen readers.
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Spot } from '../../engine/core/types.ts';
import type { SpotChoice } from './BoardFrame.tsx';
import type { WidgetDict, WidgetLang } from './i18n.ts';
import { spotName } from './view.ts';

export interface FollowerChoicesProps {
  readonly choice: SpotChoice;
  readonly lang: WidgetLang;
  readonly dict: WidgetDict;
  readonly onSpot: (spot: Spot | null) => void;
  readonly onCancel: () => void;
}

export function FollowerChoices({ choice, lang, dict, onSpot, onCancel }: FollowerChoicesProps): JSX.Element {
  const box = useRef<HTMLFieldSetElement>(null);
  // the tile is down: the keyboard goes straight to the choice that follows
  useEffect(() => box.current?.querySelector('button')?.focus(), []);
  return (
    <fieldset class="cb-followers" ref={box}>
      <legend>{dict.tryit.followerTitle}</legend>
      {choice.spots.map((s) => (
        <button type="button" data-spot={s} onClick={() => onSpot(s)}>{dict.tryit.followerOn(spotName(s, lang))}</button>
      ))}
      <button type="button" onClick={() => onSpot(null)}>{dict.tryit.noFollower}</button>
      <button type="button" onClick={onCancel}>{dict.tryit.cancel}</button>
    </fieldset>
  );
}
