/**
 * What runs after the first screen, each loaded on demand so nothing here weighs on first paint:
 * the performance metrics, and the domain route when the merchant turns it on.
 */
import type { StatusInfo } from '../../contract/wps.ts';

/** Metrics code waits for an idle moment (at most this long): web-vitals reads buffered entries, so nothing is lost. */
const METRICS_LOAD_WAIT_MS = 4000;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: METRICS_LOAD_WAIT_MS });
  else setTimeout(run, METRICS_LOAD_WAIT_MS);
}

export function startAfterFirstScreen(status: StatusInfo): void {
  // The next frame is when the booted shell is on screen: that moment is the "fs" metric.
  requestAnimationFrame(() => {
    const firstScreenMs = performance.now();
    whenIdle(() => {
      void import('./startMetrics.ts')
        .then((m) => m.startMetrics({ merchant: status.merchantCode, firstScreenMs }))
        .catch((e: unknown) => console.warn('[metrics] not started', e));
    });
  });
  if (status.domainRoute?.enabled === true) {
    void import('../boot/domainRoute.ts')
      .then((m) => m.routeToFasterDomain())
      .catch((e: unknown) => console.warn('[domainRoute] failed', e));
  }
}
