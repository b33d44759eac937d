import { memo, useEffect, useRef, useState } from 'react';
import { marqueeDurationS } from '../../lobby/marquee';

/** The scrolling announcement line at MARQUEE_SPEED px/s; static text under prefers-reduced-motion (CSS). */
export const Marquee = memo(function Marquee({ lines, label }: { lines: readonly string[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const joined = lines.join('   •   ');
  useEffect(() => {
    const span = text.current;
    if (!span) return;
    // Measured when the browser lays the line out anyway: reading sizes during the commit would force a
    // layout of the whole lobby inside React's task.
    const observer = new ResizeObserver(() => {
      // The span's padding-left is the box width, so its scroll width is text plus box.
      const w = box.current?.clientWidth ?? 0;
      setSeconds(marqueeDurationS(Math.max(0, span.scrollWidth - w), w));
    });
    observer.observe(span);
    return () => observer.disconnect();
  }, [joined]);
  if (lines.length === 0) return null;
  return (
    <div className="marquee" ref={box} role="marquee" aria-label={label}>
      <span ref={text} style={seconds ? { animationDuration: `${seconds}s` } : { animationPlayState: 'paused' }}>{joined}</span>
    </div>
  );
});
