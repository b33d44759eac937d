import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRICS_IDLE_MS, METRICS_MAX_MS, scheduleBeacon } from '../../../src/metrics/beaconSchedule.ts';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('scheduleBeacon', () => {
  it('uses the spec values: 5 s idle, 15 s at most', () => {
    expect([METRICS_IDLE_MS, METRICS_MAX_MS]).toEqual([5000, 15_000]);
  });

  it('sends after 5 s without a measurement', () => {
    const send = vi.fn();
    scheduleBeacon(send);
    vi.advanceTimersByTime(4999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle wait on each measurement', () => {
    const send = vi.fn();
    const b = scheduleBeacon(send);
    vi.advanceTimersByTime(4000);
    b.touch();
    vi.advanceTimersByTime(4000);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at 15 s even while measurements keep arriving, and only once', () => {
    const send = vi.fn();
    const b = scheduleBeacon(send);
    for (let t = 0; t < 20; t += 1) {
      vi.advanceTimersByTime(1000);
      b.touch();
    }
    expect(send).toHaveBeenCalledTimes(1);
    expect(b.sent).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('flush sends at once (page hidden) and never again', () => {
    const send = vi.fn();
    const b = scheduleBeacon(send);
    b.flush();
    b.flush();
    vi.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
