// Production-wire D10: the self-exclusion unlock check goes out once per page load, for a guest, on a home path, when
// the merchant's whitelabel SELFEXCLUSION3 is on; never otherwise.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../../src/api/hooks.ts';
import { POPUP_PATHS } from '../../../src/content/popupRules.ts';
import { resetRsgUnlock, rsgUnlockOnHome } from '../../../src/content/rsgUnlock.ts';
import { failEnv, json, okEnv, resetAll, stubFetch, type FetchCall } from '../api/fetchStub.ts';

const ON = { SELFEXCLUSION3: true };
const path = (c: FetchCall) => new URL(c.url, 'https://x.example').pathname;

describe('rsgUnlockOnHome', () => {
  let calls: FetchCall[];
  beforeEach(() => {
    resetAll();
    resetRsgUnlock();
    configureClient({ getToken: () => '', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert: vi.fn(), onSessionExpired: vi.fn() });
    calls = stubFetch(() => json(okEnv(true)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a guest on each home path of a SELFEXCLUSION3 merchant: one POST, its answer given back', async () => {
    for (const home of POPUP_PATHS) {
      resetRsgUnlock();
      expect(await rsgUnlockOnHome(home, true, ON)).toBe(true);
    }
    expect(calls.map((c) => [c.method, path(c)])).toEqual(POPUP_PATHS.map(() => ['POST', '/wps/relay/MCSFE_checkRsgUnlockEvent']));
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('asks once per page load, also after a failed answer', async () => {
    vi.unstubAllGlobals();
    calls = stubFetch(() => json(failEnv('server.error'), 500));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await rsgUnlockOnHome('/', true, ON)).toBeNull();
    expect(await rsgUnlockOnHome('/home', true, ON)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('a member is never asked about', async () => {
    expect(await rsgUnlockOnHome('/', false, ON)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('not without the flag: off, absent, or the status not in yet; a later call with the flag still asks', async () => {
    expect(await rsgUnlockOnHome('/', true, { SELFEXCLUSION3: false })).toBeNull();
    expect(await rsgUnlockOnHome('/', true, {})).toBeNull();
    expect(await rsgUnlockOnHome('/', true, undefined)).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await rsgUnlockOnHome('/', true, ON)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('not off the home paths; arriving home later still asks', async () => {
    for (const other of ['/login', '/promo', '/home/x', '/games/SLOT']) expect(await rsgUnlockOnHome(other, true, ON)).toBeNull();
    expect(calls).toHaveLength(0);
    expect(await rsgUnlockOnHome('/home', true, ON)).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
