import { memo, useEffect, useRef, useState } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { marqueeDurationS } from '../../lobby/marquee';
import { state as ui } from '../../state/ui';

/**
 * The scrolling announcement line at MARQUEE_SPEED px/s; static text under prefers-reduced-motion (CSS).
 * It starts moving once start-up is over: an endless animation makes frames all along, beside the lobby's work.
 */
export const Marquee = memo(function Marquee({ lines, label }: { lines: readonly string[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const { quiet } = useSnapshot(ui);
  const joined = lines.join('   •   ');
  useEffect(() => {
    const span = text.current;
    if (!span) return;
    // Measured when the browser lays the line out anyway: reading sizes during the commit would force a
    // layout of the whole lobby inside React's task.
    const observer = new ResizeObserver(() => {
      // The span's padding-inline-start is the box width, so its scroll width is text plus box.
      const w = box.current?.clientWidth ?? 0;
      setSeconds(marqueeDurationS(Math.max(0, span.scrollWidth - w), w));
    });
    observer.observe(span);
    return () => observer.disconnect();
  }, [joined]);
  if (lines.length === 0) return null;
  return (
    <div className="marquee" ref={box} role="marquee" aria-label={label}>
      <span ref={text} style={seconds ? { animationDuration: `${seconds}s`, animationPlayState: quiet ? 'running' : 'paused' } : { animationPlayState: 'paused' }}>{joined}</span>
    </div>
  );
});
