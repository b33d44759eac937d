import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { apiCache, clearCache } from '../../../src/api/cache.ts';
import { request } from '../../../src/api/client.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { deferred, failEnv, flush, json, okEnv, resetAll, stubFetch } from './fetchStub.ts';

describe('in-flight sharing and the client cache', () => {
  beforeEach(() => {
    resetAll();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shares identical in-flight GETs: 3 calls, 1 fetch, 1 result', async () => {
    const gate = deferred<Response>();
    const calls = stubFetch(() => gate.promise);
    const all = Promise.all([1, 2, 3].map(() => request({ method: 'GET', path: '/wps/relay/X', query: { a: 1 } })));
    await flush();
    gate.resolve(json(okEnv('v')));
    const [a, b, c] = await all;
    expect(calls).toHaveLength(1);
    expect(a).toEqual(okEnv('v'));
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('does not share GETs with different queries', async () => {
    const calls = stubFetch(() => json(okEnv('v')));
    await Promise.all([
      request({ method: 'GET', path: '/other/X', query: { a: 1 } }),
      request({ method: 'GET', path: '/other/X', query: { a: 2 } }),
    ]);
    expect(calls.map((c) => c.url).sort()).toEqual(['/other/X?a=1', '/other/X?a=2']);
  });

  it('does not share a GET with a token and one without', async () => {
    const calls = stubFetch(() => json(okEnv('v')));
    await Promise.all([
      request({ method: 'GET', path: '/other/Y' }),
      request({ method: 'GET', path: '/other/Y', auth: false }),
    ]);
    expect(calls).toHaveLength(2);
  });

  it('does not share POSTs', async () => {
    const calls = stubFetch(() => json(okEnv('v')));
    await Promise.all([1, 2].map(() => request({ method: 'POST', path: '/other/Z', body: {} })));
    expect(calls).toHaveLength(2);
  });

  it('fetches again once the shared request has settled', async () => {
    const calls = stubFetch(() => json(okEnv('v')));
    await request({ method: 'GET', path: '/other/W' });
    await request({ method: 'GET', path: '/other/W' });
    expect(calls).toHaveLength(2);
  });

  it('alerts once for a failed shared GET', async () => {
    const onAlert = vi.fn();
    configureClient({ onAlert });
    stubFetch(() => json(failEnv('some.error', 'Boom')));
    await Promise.all([1, 2, 3].map(() => request({ method: 'GET', path: '/other/F' })));
    expect(onAlert).toHaveBeenCalledTimes(1);
    expect(onAlert).toHaveBeenCalledWith('Boom');
  });

  it('serves a cached GET without fetching, but never caches failures', async () => {
    let answer: unknown = failEnv('x', null);
    const calls = stubFetch(() => json(answer));
    await request({ method: 'GET', path: '/other/C', cache: true, silent: true });
    answer = okEnv({ n: 1 });
    const first = await request<{ n: number }>({ method: 'GET', path: '/other/C', cache: true });
    const second = await request<{ n: number }>({ method: 'GET', path: '/other/C', cache: true });
    expect(calls).toHaveLength(2);
    expect(second).toEqual(okEnv({ n: 1 }));
    first.value!.n = 99;
    const third = await request<{ n: number }>({ method: 'GET', path: '/other/C', cache: true });
    expect(third.value!.n).toBe(1);
  });

  it('keys the cache by token, so a new login never reads the previous member', async () => {
    let token = 'tok-a';
    configureClient({ getToken: () => token });
    const calls = stubFetch((c) => json(okEnv(c.headers.Authorization)));
    await request({ method: 'GET', path: WPS.memberInfo, cache: { ttlMs: 60_000, persist: true } });
    token = 'tok-b';
    const env = await request({ method: 'GET', path: WPS.memberInfo, cache: { ttlMs: 60_000, persist: true } });
    expect(env.value).toBe('tok-b');
    expect(calls).toHaveLength(2);
  });

  it('writes persist entries to sessionStorage, and clearCache empties both layers', async () => {
    stubFetch(() => json(okEnv({ id: 'm1' })));
    await request({ method: 'GET', path: WPS.memberInfo, cache: { ttlMs: 60_000, persist: true } });
    expect(apiCache.sizes()).toEqual({ memory: 1, persisted: 1 });
    clearCache();
    expect(apiCache.sizes()).toEqual({ memory: 0, persisted: 0 });
  });

  it('ignores the cache option on POSTs', async () => {
    const calls = stubFetch(() => json(okEnv(1)));
    await request({ method: 'POST', path: '/other/P', cache: true });
    await request({ method: 'POST', path: '/other/P', cache: true });
    expect(calls).toHaveLength(2);
  });
});
