// Buttons laid over the board during the reader's turn. Jetties are a keyboard group of their own:
// one Tab stop, arrow keys move between them (roving tabindex), Enter or Space picks one; they take
// the focus when they appear, since the turn goes on there. Crown spaces and plague candidates are
// pointer shortcuts for choices also listed as buttons below the board (like the follower spots).
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Target } from './turn-view.ts';

export interface TargetLayerProps {
  readonly targets: readonly Target[];
  /** the drawing's box in board units, to place buttons in percent */
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly onTarget: (t: Target) => void;
  /** the jetties' group name */
  readonly label?: string;
}

const pct = (n: number): string => `${Math.round(n * 10000) / 100}%`;
const NEXT: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function TargetLayer({ targets, left, top, width, height, onTarget, label }: TargetLayerProps): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const keyed = targets.filter((t) => t.kind === 'jetty');
  const [roving, setRoving] = useState(0);
  const current = Math.min(roving, Math.max(0, keyed.length - 1));
  const group = keyed.map((t) => t.key).join(' ');
  const focusAt = (i: number): void => {
    setRoving(i);
    box.current?.querySelectorAll<HTMLButtonElement>('[data-target="jetty"]')[i]?.focus({ preventScroll: true });
  };
  // a new set of jetties (a lake just laid, ferries that may move): the keyboard goes there
  useEffect(() => {
    if (keyed.length > 0) focusAt(0);
  }, [group]);
  const onKeyDown = (e: KeyboardEvent): void => {
    const step = NEXT[e.key];
    const i = keyed.findIndex((t) => t.key === (e.target as HTMLElement).dataset.key);
    if (i < 0 || e.shiftKey) return;
    if (step !== undefined) focusAt((i + step + keyed.length) % keyed.length);
    else if (e.key === 'Home') focusAt(0);
    else if (e.key === 'End') focusAt(keyed.length - 1);
    else return;
    // the board's own arrow keys move the cell cursor: not while a jetty has the focus
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div class="cb-targets" ref={box} onKeyDown={onKeyDown} role={keyed.length > 0 ? 'group' : undefined} aria-label={keyed.length > 0 ? label : undefined}>
      {targets.map((t) => {
        const style = { left: pct((t.x - left) / width), top: pct((t.y - top) / height) };
        if (t.kind !== 'jetty') {
          return <button type="button" class="cb-target" data-target={t.kind} data-key={t.key} style={style} tabIndex={-1} aria-hidden="true" title={t.label} onClick={() => onTarget(t)} />;
        }
        const i = keyed.indexOf(t);
        return (
          <button type="button" class="cb-target" data-target="jetty" data-key={t.key} style={style} tabIndex={i === current ? 0 : -1}
            aria-label={t.label} aria-pressed={t.pressed ? 'true' : 'false'} title={t.label} onFocus={() => setRoving(i)} onClick={() => onTarget(t)} />
        );
      })}
    </div>
  );
}
