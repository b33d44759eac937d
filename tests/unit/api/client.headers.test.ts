import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { request } from '../../../src/api/client.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { json, okEnv, resetAll, stubFetch } from './fetchStub.ts';

describe('request headers', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok-123', getLanguage: () => 'TH', getMerchant: () => 'acme' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends Merchant, Language, raw Authorization, X-Real-UA (base64 of the user agent) and same-origin credentials', async () => {
    const calls = stubFetch(() => json(okEnv(1)));
    const env = await request<number>({ method: 'GET', path: WPS.memberInfo });
    expect(env).toEqual(okEnv(1));
    expect(calls).toHaveLength(1);
    const h = calls[0]!.headers;
    expect(h.Merchant).toBe('acme');
    expect(h.Language).toBe('TH');
    expect(h.Authorization).toBe('tok-123');
    expect(atob(h['X-Real-UA']!)).toBe(navigator.userAgent);
    expect(h['X-User-Agent']).toBeUndefined();
    expect(h.ModuleId).toBeUndefined();
    expect(h['Content-Type']).toBeUndefined();
    expect(calls[0]!.credentials).toBe('same-origin');
  });

  it('adds ModuleId when given and a JSON Content-Type on bodies', async () => {
    const calls = stubFetch(() => json(okEnv(null)));
    await request({ method: 'POST', path: '/wps/member/register', moduleId: 'REG3', body: { a: 1 } });
    expect(calls[0]!.headers.ModuleId).toBe('REG3');
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toBe('{"a":1}');
  });

  it.each(NO_AUTH())('omits Authorization on the no-auth path %s even with a token', async (path) => {
    const calls = stubFetch(() => json(okEnv(null)));
    await request({ method: 'GET', path });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers.Merchant).toBe('acme');
  });

  it('omits Authorization when auth is false', async () => {
    const calls = stubFetch(() => json(okEnv(null)));
    await request({ method: 'GET', path: WPS.memberInfo, auth: false });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('omits Authorization for a guest (no token) and Merchant while unknown', async () => {
    configureClient({ getToken: () => null, getMerchant: () => null });
    const calls = stubFetch(() => json(okEnv(null)));
    await request({ method: 'GET', path: WPS.memberInfo });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers.Merchant).toBeUndefined();
  });

  it('lets extra headers through but never lets them replace the standard ones', async () => {
    const calls = stubFetch(() => json(okEnv(null)));
    await request({
      method: 'POST', path: WPS.login, body: 'x', auth: false,
      headers: { Device: 'MOBILE', Authorization: 'forged', Merchant: 'other', 'Content-Type': 'text/plain' },
    });
    const h = calls[0]!.headers;
    expect(h.Device).toBe('MOBILE');
    expect(h.Authorization).toBeUndefined();
    expect(h.Merchant).toBe('acme');
    expect(h['Content-Type']).toBe('text/plain');
  });

  it('sends the rewritten user-agent copy when the browser gives arm or x86 hints', async () => {
    const data = {
      brands: [{ brand: 'Chromium', version: '124' }],
      getHighEntropyValues: async () => ({ architecture: 'arm', bitness: '64' }),
    };
    Object.defineProperty(navigator, 'userAgentData', { value: data, configurable: true });
    try {
      const calls = stubFetch(() => json(okEnv(null)));
      await request({ method: 'POST', path: '/wps/x' });
      expect(atob(calls[0]!.headers['X-Real-UA']!)).toBe(`${navigator.userAgent} (arch/arm; bitness/64)`);
    } finally {
      delete (navigator as { userAgentData?: unknown }).userAgentData;
    }
  });

  it('builds the query string, skipping undefined values', async () => {
    const calls = stubFetch(() => json(okEnv(null)));
    await request({ method: 'GET', path: '/wps/x', query: { a: 'b c', n: 2, t: true, u: undefined } });
    expect(calls[0]!.url).toBe('/wps/x?a=b+c&n=2&t=true');
  });

  it('reads the hooks at call time, so later wiring is picked up', async () => {
    const calls = stubFetch(() => json(okEnv(null)));
    await request({ method: 'POST', path: '/wps/x' });
    configureClient({ getLanguage: () => 'VI' });
    await request({ method: 'POST', path: '/wps/x' });
    expect(calls.map((c) => c.headers.Language)).toEqual(['TH', 'VI']);
  });
});

/** The non-relay paths never sent with Authorization; each relay row carries its own rule (relayTable.test.ts). */
function NO_AUTH(): string[] {
  return [WPS.status, WPS.country, WPS.manifest];
}
