import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import type { LoginRequest } from '../../../contract/wps.ts';
import {
  apiCache, collect, getCountry, getDomainRoute, getMemberInfo, getRsaKey, getStatus, login, logout, setMemberLanguage,
} from '../../../src/api/index.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { failEnv, json, okEnv, resetAll, stubFetch } from './fetchStub.ts';
import { openSessionKey, openValue } from '../../../server/auth/hybrid-open.ts';
import { DEVICE_ID_KEY } from '../../../src/lib/deviceId.ts';
import { FIXTURE_MODULUS_HEX, fixtureKey, fixturePrivateKey } from '../../server/secure-fixture.ts';

// login() encrypts in the crypto worker; here the worker's real code runs in-process.
vi.mock('../../../src/worker/cryptoBridge.ts', async (io) => (await import('../worker/fakeWorker.ts')).inProcessBridgeModule(io));
const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('endpoint functions', () => {
  const onAlert = vi.fn();
  const onSessionExpired = vi.fn();
  beforeEach(() => {
    resetAll();
    onAlert.mockReset();
    onSessionExpired.mockReset();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert, onSessionExpired });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('getStatus: GET with the query, no token, no cache, silent, bypassing the HTTP cache', async () => {
    const calls = stubFetch(() => json(failEnv('domain_not_available', 'x')));
    const q = { device: 'MOBILE', originalDomain: 'a.example', url: '/m/home' };
    await getStatus(q);
    await getStatus(q);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.url).toBe('/wps/v2/system/status?device=MOBILE&originalDomain=a.example&url=%2Fm%2Fhome');
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[0]!.headers['Cache-Control']).toBe('no-cache');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('getCountry and getDomainRoute', async () => {
    const calls = stubFetch(() => json(okEnv({})));
    await getCountry();
    await getDomainRoute('MOBILE');
    expect(calls.map((c) => c.url)).toEqual([WPS.country, `${WPS.domainRoute}?device=MOBILE`]);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('getRsaKey adds a timestamp and reads the live text answer (production wire A1)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const calls = stubFetch(() => new Response(FIXTURE_MODULUS_HEX, { status: 200 }));
    const key = await getRsaKey();
    expect(calls[0]!.url).toBe(`${WPS.rsaKey}?_=1700000000000`);
    expect(calls[0]!.method).toBe('GET');
    expect(key).toEqual({ rsaKey: FIXTURE_MODULUS_HEX, RSA: FIXTURE_MODULUS_HEX, DES: 'v1' });
  });

  it('login: encrypted POST without Authorization, Device header, silent', async () => {
    localStorage.setItem(DEVICE_ID_KEY, DEVICE);
    const calls = stubFetch((c) => json(c.method === 'GET' ? okEnv(fixtureKey('v1', 'k1')) : failEnv('login.cred.err', 'Wrong')));
    const req: LoginRequest = { username: 'u', password: 'p', type: 'username', device: 'WEBCLIP' };
    const env = await login(req);
    expect(env.code).toBe('login.cred.err');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(WPS.login);
    // Only the ciphertext travels; the reference server's decryption gives back the request.
    const session = openSessionKey(post.headers.Encryption!, fixturePrivateKey);
    const value = (JSON.parse(post.body!) as { value: string }).value;
    expect(post.headers['X-Digest']).toBe(value);
    const opened = JSON.parse(openValue(session, value)) as Record<string, unknown>;
    // v1 is the live backend's form: no seal time.
    expect(opened).toEqual({ ...req, loginDeviceId: DEVICE });
    expect(post.headers.Authorization).toBeUndefined();
    expect(post.headers.Device).toBe('WEBCLIP');
    expect(post.headers['X-RSA']).toBe('k1');
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('logout: a 401 does not raise the please-login notice, and the cache is cleared', async () => {
    const calls = stubFetch((c) => (c.url === WPS.memberInfo ? json(okEnv({ id: 'm' })) : json(failEnv('customer.not.login'), 401)));
    await getMemberInfo();
    expect(apiCache.sizes().persisted).toBe(1);
    await logout();
    // Production wire A9: DELETE.
    expect(calls.find((c) => c.url === WPS.logout)?.method).toBe('DELETE');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(apiCache.sizes()).toEqual({ memory: 0, persisted: 0 });
  });

  it('getMemberInfo failing raises no dialog (the account page shows its own notice), but an expired session still ends it', async () => {
    stubFetch(() => json(failEnv('system.unavailable', 'the server is busy'), 503));
    expect((await getMemberInfo()).success).toBe(false);
    expect(onAlert).not.toHaveBeenCalled();
    stubFetch(() => json(failEnv('CUSTOMER_NOT_LOGIN', 'please log in'), 401));
    expect((await getMemberInfo()).success).toBe(false);
    expect(onSessionExpired).toHaveBeenCalled();
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('getMemberInfo is cached in the persist layer; setMemberLanguage invalidates it', async () => {
    const calls = stubFetch((c) => json(okEnv(c.url === WPS.memberInfo ? { id: 'm', language: 'EN' } : null)));
    await getMemberInfo();
    await getMemberInfo();
    expect(calls.filter((c) => c.url === WPS.memberInfo)).toHaveLength(1);
    expect(apiCache.sizes().persisted).toBe(1);
    await setMemberLanguage({ language: 'TH' });
    const post = calls.find((c) => c.url === WPS.memberLanguage)!;
    // Production wire A13: PUT {language}, the merchant in the header.
    expect(post.method).toBe('PUT');
    expect(post.headers.Merchant).toBe('acme');
    expect(JSON.parse(post.body!)).toEqual({ language: 'TH' });
    expect(apiCache.sizes().persisted).toBe(0);
    await getMemberInfo();
    expect(calls.filter((c) => c.url === WPS.memberInfo)).toHaveLength(2);
  });

  it('collect uses sendBeacon with a text/plain Blob when available', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const calls = stubFetch(() => json(okEnv(null)));
    try {
      expect(await collect({ merchant: 'acme', value: 'visit:first,fcp:120' })).toBe(true);
      expect(calls).toHaveLength(0);
      const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
      expect(url).toBe(WPS.collect);
      expect(blob.type).toBe('text/plain');
      expect(JSON.parse(await blob.text())).toEqual({ merchant: 'acme', value: 'visit:first,fcp:120' });
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });

  it('collect falls back to a keepalive fetch, and never throws', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    const fetchSpy = vi.fn(async () => new Response('', { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
    try {
      expect(await collect({ merchant: 'acme', value: 'visit:return' })).toBe(true);
      const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(WPS.collect);
      expect(init).toMatchObject({ method: 'POST', keepalive: true, body: '{"merchant":"acme","value":"visit:return"}' });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('offline'); }));
      expect(await collect({ merchant: 'acme', value: 'x' })).toBe(false);
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });
});
