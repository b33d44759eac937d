import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, MAX_BODY_BYTES } from '../../../contract/constants.ts';
import { WPS } from '../../../contract/wps.ts';
import { apiCache } from '../../../src/api/cache.ts';
import { request } from '../../../src/api/client.ts';
import { CLIENT_CODES, NETWORK_ERROR_MESSAGE } from '../../../src/api/clientCodes.ts';
import { resetSessionExpiry } from '../../../src/api/errors.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { deferred, failEnv, flush, json, okEnv, resetAll, stubFetch } from './fetchStub.ts';

const hooks = () => ({ onSessionExpired: vi.fn(), onAlert: vi.fn(), onOfflineToast: vi.fn() });

describe('request failures', () => {
  let h: ReturnType<typeof hooks>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetAll();
    h = hooks();
    configureClient({ ...h, getToken: () => 'tok', getMerchant: () => 'acme' });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('three concurrent 401s end the session exactly once, until the latch is reset', async () => {
    const gate = deferred<void>();
    stubFetch(async () => { await gate.promise; return json(failEnv('x'), 401); });
    const all = Promise.all(['/wps/a', '/wps/b', '/wps/c'].map((path) => request({ method: 'GET', path })));
    await flush();
    gate.resolve();
    const envs = await all;
    expect(envs.every((e) => e.success === false)).toBe(true);
    expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(h.onAlert).not.toHaveBeenCalled();
    await request({ method: 'POST', path: '/wps/d' });
    expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
    resetSessionExpiry();
    await request({ method: 'POST', path: '/wps/d' });
    expect(h.onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('a 401 with an empty body still ends the session, and the cache is dropped', async () => {
    stubFetch((c) => (c.url === WPS.memberInfo ? json(okEnv({ id: 1 })) : new Response('', { status: 401 })));
    await request({ method: 'GET', path: WPS.memberInfo, cache: { ttlMs: 60_000, persist: true } });
    expect(apiCache.sizes().persisted).toBe(1);
    const env = await request({ method: 'POST', path: '/wps/x' });
    expect(env.code).toBe(CLIENT_CODES.invalid);
    expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(apiCache.sizes()).toEqual({ memory: 0, persisted: 0 });
  });

  it('session expiry applies even to silent calls', async () => {
    stubFetch(() => json(failEnv('user.or.token.invalid')));
    await request({ method: 'POST', path: '/wps/x', silent: true });
    expect(h.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('unhandled calls skip every failure rule', async () => {
    stubFetch(() => json(failEnv('x', 'no'), 401));
    await request({ method: 'POST', path: WPS.logout, unhandled: true });
    expect(h.onSessionExpired).not.toHaveBeenCalled();
    expect(h.onAlert).not.toHaveBeenCalled();
  });

  it('times out with ECONNABORTED after 30 s, not before', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => {}));
    let env: Awaited<ReturnType<typeof request>> | null = null;
    void request({ method: 'POST', path: '/wps/slow', silent: true }).then((e) => { env = e; });
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(env).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(env).toMatchObject({ success: false, code: CLIENT_CODES.timeout });
  });

  it('honours a shorter timeoutMs and aborts the fetch signal', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(() => new Promise<Response>(() => {}));
    const p = request({ method: 'POST', path: '/wps/slow', timeoutMs: 1000, silent: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect((await p).code).toBe('ECONNABORTED');
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it.each([
    ['malformed JSON', () => new Response('{"success": tru', { status: 200 })],
    ['an HTML page', () => new Response('<!doctype html><h1>Bad gateway</h1>', { status: 200 })],
    ['JSON that is not an envelope', () => json({ ok: true })],
    ['a success envelope on HTTP 500', () => json(okEnv(1), 500)],
  ])('%s resolves as response.invalid without throwing, with a warning', async (_name, make) => {
    stubFetch(make);
    const env = await request({ method: 'POST', path: '/wps/x' });
    expect(env).toEqual({ success: false, value: null, code: CLIENT_CODES.invalid, message: null });
    expect(warn).toHaveBeenCalled();
    expect(h.onAlert).toHaveBeenCalledWith(null);
  });

  it('an HTML 502 is silent', async () => {
    stubFetch(() => new Response('<html>502</html>', { status: 502 }));
    const env = await request({ method: 'GET', path: '/wps/x' });
    expect(env.code).toBe(CLIENT_CODES.invalid);
    expect(h.onAlert).not.toHaveBeenCalled();
  });

  it('a rejected fetch over plain http alerts the network error text', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const env = await request({ method: 'GET', path: '/wps/x' });
    expect(env).toEqual({ success: false, value: null, code: CLIENT_CODES.network, message: NETWORK_ERROR_MESSAGE });
    expect(location.protocol).toBe('http:');
    expect(h.onOfflineToast).not.toHaveBeenCalled();
    expect(h.onAlert).toHaveBeenCalledWith(NETWORK_ERROR_MESSAGE);
  });

  it('a caller abort resolves as request.aborted, silently', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const ctrl = new AbortController();
    const p = request({ method: 'GET', path: '/wps/x', signal: ctrl.signal });
    await flush();
    ctrl.abort();
    expect((await p).code).toBe(CLIENT_CODES.aborted);
    expect(h.onAlert).not.toHaveBeenCalled();
  });

  it('fills missing envelope fields and coerces numeric codes', async () => {
    stubFetch(() => json({ success: false, code: 500 }));
    const env = await request({ method: 'POST', path: '/wps/x', silent: true });
    expect(env).toEqual({ success: false, value: null, code: '500', message: null });
  });

  it('refuses a body over MAX_BODY_BYTES without fetching', async () => {
    const calls = stubFetch(() => json(okEnv(1)));
    const env = await request({ method: 'POST', path: '/wps/x', body: { s: 'x'.repeat(MAX_BODY_BYTES) }, silent: true });
    expect(env.code).toBe('request.too.large');
    expect(calls).toHaveLength(0);
  });

  it('a throwing hook never breaks a request', async () => {
    configureClient({ getToken: () => { throw new Error('boom'); }, onAlert: () => { throw new Error('ui'); } });
    stubFetch(() => json(failEnv('x', 'm')));
    const env = await request({ method: 'POST', path: '/wps/x' });
    expect(env.code).toBe('x');
  });
});
