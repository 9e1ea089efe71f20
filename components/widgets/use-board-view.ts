// The board's view state: the viewport's width measured, its height and the board's frame worked out
// from it (panzoom.ts), and the view {z, x, y} kept across frames (a board that grows keeps its place
// on screen). `setView` changes the view against the frame as it stands; `glide` marks a change the
// stage animates (following the play), which CSS skips under prefers-reduced-motion.
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { fitView, reframe, sameFrame, viewportHeight } from './panzoom.ts';
import type { Frame, View } from './panzoom.ts';
import type { SetView } from './use-pan-zoom.ts';

export interface BoardViewState {
  /** null until the viewport is measured (the server's frame, and the first render in the browser) */
  readonly frame: Frame | null;
  readonly view: View;
  readonly glide: boolean;
  readonly setView: (f: Parameters<SetView>[0], glide?: boolean) => void;
}

interface Held {
  readonly v: View;
  readonly f: Frame | null;
  readonly glide: boolean;
}

const NONE: View = { z: 1, x: 0, y: 0 };

export function useBoardView(el: RefObject<HTMLDivElement>, cols: number, rows: number, minX: number, minY: number): BoardViewState {
  const [screen, setScreen] = useState<{ w: number; vh: number } | null>(null);
  useLayoutEffect(() => {
    const node = el.current;
    if (!node) return;
    const measure = (): void => setScreen((s) => {
      const w = node.clientWidth;
      return s && s.w === w && s.vh === innerHeight ? s : { w, vh: innerHeight };
    });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(node);
    addEventListener('resize', measure);
    return () => {
      ro.disconnect();
      removeEventListener('resize', measure);
    };
  }, []);
  const frame: Frame | null = screen && screen.w > 0 ? { w: screen.w, h: viewportHeight(screen.w, cols, rows, screen.vh), cols, rows, minX, minY } : null;
  const now = useRef(frame);
  now.current = frame;
  const [held, setHeld] = useState<Held>({ v: NONE, f: null, glide: false });
  const at = (h: Held, f: Frame): View => (h.f === null ? fitView(f) : reframe(h.v, h.f, f));
  const setView = (change: Parameters<SetView>[0], glide = false): void =>
    setHeld((h) => {
      const f = now.current;
      return f ? { v: change(at(h, f), f), f, glide } : h;
    });
  // a frame that just changed (the board grew) is drawn at once: only a pan asked for in this frame glides
  const glide = held.glide && frame !== null && held.f !== null && sameFrame(held.f, frame);
  return { frame, view: frame ? at(held, frame) : NONE, glide, setView };
}
