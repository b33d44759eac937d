import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far below the screen a lane starts loading: about two lanes ahead of a scrolling thumb. */
export const NEAR_MARGIN = '0px 0px 600px 0px';

/** True once the element is on or near the screen (at once when `initial`); it stays true. */
export function useNear<T extends Element>(initial: boolean): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    // Without an observer every lane loads at once: slower, never empty.
    if (typeof IntersectionObserver !== 'function') { setNear(true); return; }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { io.disconnect(); setNear(true); }
    }, { rootMargin: NEAR_MARGIN });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}
