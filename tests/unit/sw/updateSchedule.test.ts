import { describe, expect, it, vi } from 'vitest';
import { ASSET_HASH_FIRST_CHECK_MS, ASSET_HASH_INTERVAL_MS } from '../../../contract/constants.ts';
import { scheduleAssetChecks, type ScheduleEnv } from '../../../src/pwa/updateSchedule.ts';

function env() {
  const timers: Array<{ fn: () => void; ms: number; repeat: boolean }> = [];
  const listeners: Array<() => void> = [];
  const e = {
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms, repeat: false }),
    setInterval: (fn: () => void, ms: number) => timers.push({ fn, ms, repeat: true }),
    document: { visibilityState: 'visible', addEventListener: (_type: string, fn: () => void) => listeners.push(fn) },
    navigator: { onLine: true },
  };
  return { e, timers, listeners, typed: e as unknown as ScheduleEnv };
}

describe('scheduleAssetChecks', () => {
  it('checks 1.5 s after start, every hour and on return to a visible tab', () => {
    const { timers, listeners, typed, e } = env();
    const check = vi.fn();
    scheduleAssetChecks(check, typed);
    expect(timers.map(({ ms, repeat }) => ({ ms, repeat }))).toEqual([
      { ms: ASSET_HASH_FIRST_CHECK_MS, repeat: false }, { ms: ASSET_HASH_INTERVAL_MS, repeat: true },
    ]);
    expect(ASSET_HASH_FIRST_CHECK_MS).toBe(1500);
    expect(ASSET_HASH_INTERVAL_MS).toBe(3_600_000);
    timers.forEach((t) => t.fn());
    expect(check).toHaveBeenCalledTimes(2);
    e.document.visibilityState = 'hidden';
    listeners.forEach((l) => l());
    expect(check).toHaveBeenCalledTimes(2);
    e.document.visibilityState = 'visible';
    listeners.forEach((l) => l());
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('skips every check while offline', () => {
    const { timers, listeners, typed, e } = env();
    const check = vi.fn();
    scheduleAssetChecks(check, typed);
    e.navigator.onLine = false;
    timers.forEach((t) => t.fn());
    listeners.forEach((l) => l());
    expect(check).not.toHaveBeenCalled();
  });
});
