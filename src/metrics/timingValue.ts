/**
 * The collect beacon's value (spec section 7): 'visit:first,fcp:120,lcp:300,fs:450', visit first or
 * return, then whole milliseconds; a metric not measured is left out rather than sent as 0.
 */
import { safeGetItem, safeSetItem, type StorageLike } from '../lib/storage.ts';

export type VisitKind = 'first' | 'return';
const ORDER = ['fcp', 'lcp', 'fs', 'status'] as const;
export type TimingMetrics = Partial<Record<(typeof ORDER)[number], number>>;

/** Marks the browser as seen; the first page load of a browser is the first visit. */
export const VISITED_KEY = 'MC_VISITED';

/** Reads and sets the marker once per page load; blocked storage reads as a first visit. */
export function visitKind(storage: StorageLike | null): VisitKind {
  const seen = safeGetItem(storage, VISITED_KEY) === '1';
  if (!seen) safeSetItem(storage, VISITED_KEY, '1');
  return seen ? 'return' : 'first';
}

export function timingValue(visit: VisitKind, metrics: TimingMetrics): string {
  const parts = [`visit:${visit}`];
  for (const key of ORDER) {
    const ms = metrics[key];
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) parts.push(`${key}:${Math.round(ms)}`);
  }
  return parts.join(',');
}

/** iOS before 16 is skipped (spec section 7): its paint timings are missing or wrong. */
export function isOldIos(userAgent: string): boolean {
  if (!/iPhone|iPad|iPod/.test(userAgent)) return false;
  const m = /OS (\d+)[_.]\d+/.exec(userAgent);
  return m !== null && Number(m[1]) < 16;
}
