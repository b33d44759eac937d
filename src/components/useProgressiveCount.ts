import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render now: `first` at once, then `step` more per task, so a long
 * list never becomes one long main-thread task on a slow phone.
 */
export function useProgressiveCount(total: number, first = 2, step = 2): number {
  const [count, setCount] = useState(Math.min(first, total));
  useEffect(() => {
    if (count >= total) return;
    // A transition: React may split the step's render into short tasks.
    const id = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + step))), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}
