/** Shared setup of the auth machine tests: fake timers, a fresh request layer and key store, a flagged merchant. */
import { afterEach, beforeEach, vi } from 'vitest';
import { resetRememberKeyDb } from '../../../src/auth/rememberKey.ts';
import { state as merchant } from '../../../src/state/merchant.ts';
import { clearSession } from '../../../src/state/session.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { instantYield, withMerchant } from './authMocks.ts';
import { json, resetApi, setUrl, stubFetch } from '../ui/helpers.ts';

/** Per test: the page at `path` of acme with `flags`, unmocked calls refused (500), no alerts; undone afterwards (then `after`). */
export function useMachineTest(path: string, flags: string[], after: () => void = () => {}): void {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    instantYield();
    resetApi();
    resetRememberKeyDb();
    setUrl(`https://acme.example${path}`);
    withMerchant(flags);
    stubFetch(() => json({ success: false, value: null, code: 'x', message: null }, 500));
    ui.alerts = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    // Runs out what a test left on the fake clock before the real one returns.
    await vi.advanceTimersByTimeAsync(600);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    after();
    clearSession();
    merchant.status = null;
  });
}
