/** When the asset hash is checked (spec section 9): 1.5 s after start, on return to a visible tab, hourly. */
import { ASSET_HASH_FIRST_CHECK_MS, ASSET_HASH_INTERVAL_MS } from '../../contract/constants';

export interface ScheduleEnv {
  setTimeout: (fn: () => void, ms: number) => unknown;
  setInterval: (fn: () => void, ms: number) => unknown;
  document: Pick<Document, 'addEventListener' | 'visibilityState'>;
  navigator: Pick<Navigator, 'onLine'>;
}

const browserEnv = (): ScheduleEnv => ({
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  document,
  navigator,
});

/** Runs check at those moments, never while the browser reports itself offline. */
export function scheduleAssetChecks(check: () => void, env: ScheduleEnv = browserEnv()): void {
  const run = (): void => {
    if (env.navigator.onLine === false) return;
    check();
  };
  env.setTimeout(run, ASSET_HASH_FIRST_CHECK_MS);
  env.document.addEventListener('visibilitychange', () => {
    if (env.document.visibilityState === 'visible') run();
  });
  env.setInterval(run, ASSET_HASH_INTERVAL_MS);
}
