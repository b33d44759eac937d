// startMetrics with web-vitals stubbed at its boundary (its callbacks are what a browser would call)
// and the beacon captured at navigator.sendBeacon.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { startMetrics, statusTiming } from '../../../src/metrics/startMetrics.ts';

const vitals = vi.hoisted(() => ({ fcp: [] as ((m: { value: number }) => void)[], lcp: [] as ((m: { value: number }) => void)[] }));
vi.mock('web-vitals', () => ({
  onFCP: (cb: (m: { value: number }) => void) => { vitals.fcp.push(cb); },
  onLCP: (cb: (m: { value: number }) => void) => { vitals.lcp.push(cb); },
}));

let beacons: { url: string; body: { merchant: string; value: string } }[];

beforeEach(async () => {
  vi.useFakeTimers();
  vitals.fcp.length = 0;
  vitals.lcp.length = 0;
  beacons = [];
  const sent: Promise<void>[] = [];
  vi.stubGlobal('navigator', {
    userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120.0 Mobile',
    sendBeacon: (url: string, blob: Blob) => {
      sent.push(blob.text().then((t) => { beacons.push({ url, body: JSON.parse(t) as { merchant: string; value: string } }); }));
      return true;
    },
  });
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { name: `${location.origin}/m/assets/app.js`, duration: 10 } as PerformanceEntry,
    { name: `${location.origin}${WPS.status}?device=MOBILE`, duration: 87.6 } as PerformanceEntry,
  ]);
  settle = async () => { await vi.advanceTimersByTimeAsync(0); await Promise.all(sent); };
});
let settle: () => Promise<void>;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startMetrics', () => {
  it('beacons visit, fcp, lcp and fs after 5 s idle, to /wps/system/collect with the merchant', async () => {
    expect(startMetrics({ merchant: 'demo', firstScreenMs: 640.2, nowMs: 0 })).toBe(true);
    vitals.fcp[0]!({ value: 210.4 });
    await vi.advanceTimersByTimeAsync(3000);
    vitals.lcp[0]!({ value: 380 });
    await vi.advanceTimersByTimeAsync(4999);
    await settle();
    expect(beacons.filter((b) => b.body.value.includes('fcp'))).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(beacons).toContainEqual({ url: WPS.collect, body: { merchant: 'demo', value: 'visit:first,fcp:210,lcp:380,fs:640' } });
  });

  it('sends the status timing report after 5 s, and a returning browser reads as return', async () => {
    startMetrics({ merchant: 'demo', firstScreenMs: 1, nowMs: 0 });
    startMetrics({ merchant: 'demo', firstScreenMs: 1, nowMs: 3000 });
    await vi.advanceTimersByTimeAsync(1999);
    await settle();
    expect(beacons.filter((b) => b.body.value.includes('status:'))).toEqual([]);
    // Counted from the page's start: code loaded 3 s in reports 2 s later.
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(beacons.filter((b) => b.body.value.includes('status:')).map((b) => b.body.value)).toEqual(['visit:return,status:88']);
    await vi.advanceTimersByTimeAsync(3000);
    await settle();
    const status = beacons.filter((b) => b.body.value.includes('status:')).map((b) => b.body.value);
    expect(status).toEqual(['visit:return,status:88', 'visit:first,status:88']);
  });

  it('sends at 15 s after the page started even while paints keep coming', async () => {
    startMetrics({ merchant: 'demo', firstScreenMs: 5, nowMs: 9000 });
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(1000);
      vitals.lcp[0]!({ value: 100 + i });
    }
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(beacons.filter((b) => b.body.value.includes('lcp'))).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(beacons.map((b) => b.body.value)).toContain('visit:first,lcp:104,fs:5');
  });

  it('sends at once when the page is hidden', async () => {
    startMetrics({ merchant: 'demo', firstScreenMs: 5, nowMs: 0 });
    vitals.fcp[0]!({ value: 100 });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(beacons.map((b) => b.body.value)).toEqual(['visit:first,fcp:100,fs:5']);
  });

  it('is skipped on iOS below 16: no listeners, no beacon', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X)', sendBeacon: vi.fn(() => true) });
    expect(startMetrics({ merchant: 'demo', firstScreenMs: 5 })).toBe(false);
    expect(vitals.fcp).toEqual([]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });
});

describe('statusTiming', () => {
  it('finds the status call, and gives null when timing is hidden or missing', () => {
    expect(statusTiming([{ name: `${location.origin}${WPS.status}?x=1`, duration: 50 } as PerformanceEntry])).toBe(50);
    expect(statusTiming([{ name: `${location.origin}${WPS.status}`, duration: 0 } as PerformanceEntry])).toBeNull();
    expect(statusTiming([{ name: 'not a url ::', duration: 5 } as PerformanceEntry])).toBeNull();
    expect(statusTiming([])).toBeNull();
  });
});
