import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELAY_PREFIX, RELAYS, relayPath, type RelayKey, type RelayRow } from '../../../contract/relays.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { relay } from '../../../src/api/relay.ts';
import { json, okEnv, resetAll, stubFetch } from './fetchStub.ts';

const keys = Object.keys(RELAYS) as RelayKey[];

describe('the relay table drives every relay call', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert: vi.fn(), onSessionExpired: vi.fn() });
  });
  afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

  it('names are unique, under /wps/relay/, and every row has a known method, auth and cache rule', () => {
    const names = keys.flatMap((k) => [RELAYS[k].name, ...(RELAYS[k].accepts?.names ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const k of keys) {
      expect(RELAYS[k].name).toMatch(/^[A-Za-z0-9]+_[A-Za-z0-9]+$/);
      expect(relayPath(k)).toBe(RELAY_PREFIX + RELAYS[k].name);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(RELAYS[k].method);
      expect(['none', 'optional', 'member']).toContain(RELAYS[k].auth);
      expect(['merchant', 'none']).toContain(RELAYS[k].cache);
      // A member's own answer is never shared between visitors.
      if (RELAYS[k].auth === 'member') expect(RELAYS[k].cache).toBe('none');
    }
  });

  it.each(keys)('%s: sends the row\'s method and path, the params as query (GET) or JSON body, and Authorization only when allowed', async (key) => {
    const calls = stubFetch(() => json(okEnv(true)));
    const params = { probe: 'x1' } as never;
    await relay(RELAYS[key] as RelayRow<unknown, unknown>, params);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    const row = RELAYS[key];
    const url = new URL(call.url, 'http://localhost');
    expect(call.method).toBe(row.method);
    expect(url.pathname).toBe(RELAY_PREFIX + row.name);
    if (row.method === 'GET') {
      expect(url.searchParams.get('probe')).toBe('x1');
      expect(call.body).toBeUndefined();
    } else {
      expect(JSON.parse(call.body ?? 'null')).toEqual({ probe: 'x1' });
      expect(url.search).toBe('');
    }
    expect('Authorization' in call.headers).toBe(row.auth !== 'none');
  });

  it('a merchant-wide read is answered from the client cache the second time; a member read is asked again', async () => {
    const calls = stubFetch(() => json(okEnv({ n: 1 })));
    await relay(RELAYS.downloadSetting, { domain: 'example.com' });
    await relay(RELAYS.downloadSetting, { domain: 'example.com' });
    expect(calls).toHaveLength(1);
    await relay(RELAYS.rankProgress);
    await relay(RELAYS.rankProgress);
    expect(calls).toHaveLength(3);
  });

  it('the relays sent without Authorization are the public reads and the sign-in provider calls', () => {
    expect(Object.values(RELAYS).filter((r: RelayRow<unknown, unknown>) => r.auth === 'none').map((r) => r.name).sort()).toEqual([
      'CCSFE_getListAnnouncements', 'EMFE_appPushDeliveryCallback', 'MCSFE_checkRsgUnlockEvent', 'MCSFE_getMerchantAvailablePromotions',
      'WPS3RD_getMayaLoginSetting', 'WPS3RD_verifyLineCode', 'WPSCORE_getLineLoginSetting', 'WPSCORE_getTelegramLoginSetting',
    ]);
  });
});
