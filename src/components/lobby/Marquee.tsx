import { useLayoutEffect, useRef, useState } from 'react';
import { marqueeDurationS } from '../../lobby/marquee';

/** The scrolling announcement line at MARQUEE_SPEED px/s; static text under prefers-reduced-motion (CSS). */
export function Marquee({ lines, label }: { lines: readonly string[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const joined = lines.join('   •   ');
  useLayoutEffect(() => {
    // The span's padding-left is the box width, so its scroll width is text plus box.
    const w = box.current?.clientWidth ?? 0;
    const total = text.current?.scrollWidth ?? 0;
    setSeconds(marqueeDurationS(Math.max(0, total - w), w));
  }, [joined]);
  if (lines.length === 0) return null;
  return (
    <div className="marquee" ref={box} role="marquee" aria-label={label}>
      <span ref={text} style={seconds ? { animationDuration: `${seconds}s` } : { animationPlayState: 'paused' }}>{joined}</span>
    </div>
  );
}
