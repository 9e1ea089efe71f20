// Pointer gestures on the board frame: one pointer drags the board, two pinch it, the wheel zooms
// about the pointer. A press that moved more than a few pixels was a drag, not a click, so the cell
// under it is not played (the returned `dragged` says so). The wheel zooms once the reader is using
// the board (focus inside it) or with Ctrl, so that scrolling the page past a widget still scrolls.
import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { panBy, zoomAt } from './panzoom.ts';
import type { Frame, View } from './panzoom.ts';

const DRAG_PX = 6;

/** Changes the view with the board's frame as it stands (no change before the frame is measured). */
export type SetView = (f: (v: View, frame: Frame) => View) => void;

export function usePointerPanZoom(frame: RefObject<HTMLDivElement>, setView: SetView): () => boolean {
  const moved = useRef(false);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const points = new Map<number, { x: number; y: number }>();
    let travel = 0;
    const local = (e: { clientX: number; clientY: number }): [number, number] => {
      const r = el.getBoundingClientRect();
      return [e.clientX - r.left, e.clientY - r.top];
    };
    const down = (e: PointerEvent): void => {
      if (e.button !== 0) return;
      points.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (points.size === 1) {
        travel = 0;
        moved.current = false;
      }
    };
    const move = (e: PointerEvent): void => {
      const prev = points.get(e.pointerId);
      if (!prev) return;
      if (points.size === 2) {
        const other = [...points.entries()].find(([id]) => id !== e.pointerId)![1];
        const before = Math.hypot(prev.x - other.x, prev.y - other.y) || 1;
        const after = Math.hypot(e.clientX - other.x, e.clientY - other.y) || 1;
        const [cx, cy] = local({ clientX: (e.clientX + other.x) / 2, clientY: (e.clientY + other.y) / 2 });
        setView((v, f) => zoomAt(v, after / before, cx, cy, f));
        moved.current = true;
      } else {
        const dx = e.clientX - prev.x;
        const dy = e.clientY - prev.y;
        travel += Math.abs(dx) + Math.abs(dy);
        if (travel > DRAG_PX) {
          if (!moved.current) el.setPointerCapture?.(e.pointerId);
          moved.current = true;
          setView((v, f) => panBy(v, dx, dy, f));
        }
      }
      points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    };
    const up = (e: PointerEvent): void => {
      points.delete(e.pointerId);
      // the click that ends a drag has been dispatched by the next task; later clicks are real
      if (points.size === 0) setTimeout(() => (moved.current = false), 0);
    };
    const wheel = (e: WheelEvent): void => {
      // the page keeps scrolling past a board the reader is not using; a pinch on a touchpad sends ctrl
      if (!e.ctrlKey && !el.contains(document.activeElement)) return;
      const [px, py] = local(e);
      e.preventDefault();
      setView((v, f) => zoomAt(v, e.deltaY < 0 ? 1.15 : 1 / 1.15, px, py, f));
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('wheel', wheel, { passive: false });
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('wheel', wheel);
    };
  }, []);
  return () => moved.current;
}
