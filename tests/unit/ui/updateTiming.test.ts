import { describe, expect, it, vi } from 'vitest';
import { ASSET_HASH_FIRST_CHECK_MS } from '../../../contract/constants.ts';
import { firstCheckDelay, scheduleAssetChecks, type ScheduleEnv } from '../../../src/pwa/updateSchedule.ts';
import { checkForUpdate } from '../../../src/pwa/update.ts';
import { PWA_HASH_KEY } from '../../../src/pwa/assetHash.ts';

describe('first asset-hash check at 1.5 s after start (spec section 9)', () => {
  it('is counted from the start of the page, not from when the check is wired', () => {
    expect(firstCheckDelay(0)).toBe(ASSET_HASH_FIRST_CHECK_MS);
    expect(firstCheckDelay(400)).toBe(1100);
    expect(firstCheckDelay(2500)).toBe(0);
    const timers: number[] = [];
    const env = {
      setTimeout: (_fn: () => void, ms: number) => timers.push(ms), setInterval: () => 0,
      document: { visibilityState: 'visible', addEventListener: () => {} }, navigator: { onLine: true }, now: () => 900,
    } as unknown as ScheduleEnv;
    scheduleAssetChecks(() => {}, env);
    expect(timers).toEqual([600]);
  });

  it('fetches the manifest without waiting for the service worker registration (which waits for a quiet page)', async () => {
    localStorage.clear();
    const never = new Promise<ServiceWorkerRegistration | null>(() => {});
    const fetchHash = vi.fn(async () => 'abcdef0123');
    await checkForUpdate(never, fetchHash);
    expect(fetchHash).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PWA_HASH_KEY)).toBe('abcdef0123');
  });

  it('a changed hash waits for the registration to update the worker', async () => {
    localStorage.setItem(PWA_HASH_KEY, 'abcdef0123');
    const update = vi.fn(async () => {});
    let register!: (r: ServiceWorkerRegistration) => void;
    const registration = new Promise<ServiceWorkerRegistration>((resolve) => { register = resolve; });
    const done = checkForUpdate(registration, async () => 'fedcba9876');
    await Promise.resolve();
    expect(update).not.toHaveBeenCalled();
    register({ update, waiting: null, installing: null } as unknown as ServiceWorkerRegistration);
    await done;
    expect(update).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PWA_HASH_KEY)).toBe('fedcba9876');
  });
});
