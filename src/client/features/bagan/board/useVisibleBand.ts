import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The vertical band of the board's body [y0, y1] (px) worth rendering; null = everything. */
export type Band = readonly [number, number] | null;

const STEP = 600;
const FIRST: Band = [0, 2 * STEP];

/**
 * For large brackets: which part of the board's body is on screen, inside both the board's own scroll box
 * and the window, with a screenful of margin and rounded to steps so scrolling re-renders rarely. Printing
 * renders the whole board (beforeprint) and returns to the band after.
 */
export function useVisibleBand(active: boolean, box: RefObject<HTMLElement | null>, body: RefObject<HTMLElement | null>): Band {
  const [band, setBand] = useState<Band>(active ? FIRST : null);
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const boxEl = box.current;
      const bodyEl = body.current;
      if (!boxEl || !bodyEl) return;
      const boxRect = boxEl.getBoundingClientRect();
      const top = Math.max(boxRect.top, 0);
      const bottom = Math.min(boxRect.bottom, window.innerHeight);
      const origin = bodyEl.getBoundingClientRect().top;
      const margin = Math.max(STEP, bottom - top);
      const y0 = Math.floor((top - origin - margin) / STEP) * STEP;
      const y1 = Math.ceil((bottom - origin + margin) / STEP) * STEP;
      setBand((prev) => (prev && prev[0] === y0 && prev[1] === y1 ? prev : [y0, y1]));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    const boxEl = box.current;
    boxEl?.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      boxEl?.removeEventListener('scroll', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [active, box, body]);

  useEffect(() => {
    if (!active) return;
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [active]);

  return active && !printing ? (band ?? FIRST) : null;
}
