/**
 * Performance metrics (spec section 7): fcp and lcp from web-vitals, fs (first screen: the app shell
 * rendered past the splash), and the status call's timing; beaconed to /wps/system/collect.
 * Loaded after boot, never on the first-paint path.
 */
import { onFCP, onLCP } from 'web-vitals';
import { WPS } from '../../contract/wps.ts';
import { collect } from '../api/collect.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { METRICS_IDLE_MS, METRICS_MAX_MS, scheduleBeacon } from './beaconSchedule.ts';
import { isOldIos, timingValue, visitKind, type TimingMetrics, type VisitKind } from './timingValue.ts';

/** The status timing report leaves 5 s after the page started (both limits count from navigation start). */
export const STATUS_REPORT_MS = 5000;

export interface MetricsOptions {
  merchant: string;
  /** ms since navigation start when the first screen rendered. */
  firstScreenMs: number;
  /** ms since navigation start now (performance.now()); the code may load late. */
  nowMs?: number;
}

/** The status call's duration from resource timing; null when the browser hides it (or it never ran). */
export function statusTiming(entries: readonly PerformanceEntry[]): number | null {
  const hit = entries.find((e) => {
    try {
      return new URL(e.name, location.href).pathname === WPS.status;
    } catch {
      return false;
    }
  });
  return hit && hit.duration > 0 ? hit.duration : null;
}

function reportStatus(merchant: string, visit: VisitKind): void {
  const ms = statusTiming(performance.getEntriesByType('resource'));
  if (ms !== null) void collect({ merchant, value: timingValue(visit, { status: ms }) });
}

/** Returns false when metrics are skipped (iOS below 16, no merchant). */
export function startMetrics({ merchant, firstScreenMs, nowMs = performance.now() }: MetricsOptions): boolean {
  if (!merchant || isOldIos(navigator.userAgent)) return false;
  const visit = visitKind(localStore());
  const metrics: TimingMetrics = { fs: firstScreenMs };
  const beacon = scheduleBeacon(() => void collect({ merchant, value: timingValue(visit, metrics) }), METRICS_IDLE_MS, Math.max(0, METRICS_MAX_MS - nowMs));
  const record = (key: 'fcp' | 'lcp') => (m: { value: number }): void => {
    metrics[key] = m.value;
    beacon.touch();
  };
  onFCP(record('fcp'));
  onLCP(record('lcp'), { reportAllChanges: true });
  addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') beacon.flush(); });
  setTimeout(() => reportStatus(merchant, visit), Math.max(0, STATUS_REPORT_MS - nowMs));
  return true;
}
