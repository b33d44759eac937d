/** What Chromium offers (129+): a yield whose continuation runs ahead of other queued tasks. */
interface YieldingScheduler { yield(): Promise<void> }

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between
 * (a long task on a slow phone is a frozen screen). `scheduler.yield` where there is one, else a timer.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof s?.yield === 'function') return s.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
