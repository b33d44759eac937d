/**
 * When the asset hash is checked (spec section 9): 1.5 s after start (the page's time origin, not the
 * moment this is wired, which waits for the first screen), on return to a visible tab, hourly.
 */
import { ASSET_HASH_FIRST_CHECK_MS, ASSET_HASH_INTERVAL_MS } from '../../contract/constants';

export interface ScheduleEnv {
  setTimeout: (fn: () => void, ms: number) => unknown;
  setInterval: (fn: () => void, ms: number) => unknown;
  document: Pick<Document, 'addEventListener' | 'visibilityState'>;
  navigator: Pick<Navigator, 'onLine'>;
  /** ms since the page started (performance.now()); left out, the first check waits the whole 1.5 s. */
  now?: () => number;
}

const browserEnv = (): ScheduleEnv => ({
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  document,
  navigator,
  now: () => performance.now(),
});

/** What is left of the first check's 1.5 s, counted from the start of the page. */
export const firstCheckDelay = (sinceStart: number): number => Math.max(0, ASSET_HASH_FIRST_CHECK_MS - Math.max(0, sinceStart));

/** Runs check at those moments, never while the browser reports itself offline. */
export function scheduleAssetChecks(check: () => void, env: ScheduleEnv = browserEnv()): void {
  const run = (): void => {
    if (env.navigator.onLine === false) return;
    check();
  };
  env.setTimeout(run, firstCheckDelay(env.now ? env.now() : 0));
  env.document.addEventListener('visibilitychange', () => {
    if (env.document.visibilityState === 'visible') run();
  });
  env.setInterval(run, ASSET_HASH_INTERVAL_MS);
}
