/** The worker's domain-route refresh and ping.json check (production-wire F1, F2). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../eventually.ts';
import { STORES } from '../../../contract/idb.ts';
import { connect, get, put, type Db } from '../../../sw/db.ts';
import { DOMAIN_ROUTE_EVERY_MS, refreshDomainRoute, ROUTE_KEYS, wireDomainRoute } from '../../../sw/domainRoute.ts';

const T0 = Date.parse('2026-05-01T10:00:00Z');
const ROUTE = { success: true, value: { domains: ['a.example'] }, code: null, message: null };

interface Sent { url: string; merchant: string | null; cache: RequestCache | undefined; signal: AbortSignal | undefined }
let n = 0;
let db: Db;
let sent: Sent[];
let route: () => Response | Promise<Response>;

const fetcher = vi.fn(async (url: string, init: RequestInit = {}) => {
  sent.push({ url, merchant: new Headers(init.headers).get('Merchant'), cache: init.cache, signal: init.signal ?? undefined });
  if (url.startsWith('/common/')) return new Response('{}', { status: 200 });
  return route();
}) as unknown as typeof fetch;
const routeCalls = (): Sent[] => sent.filter((s) => s.url.startsWith('/wps/'));
const kv = async (key: string): Promise<unknown> => (await get(db, STORES.kv, key))?.value;

beforeEach(() => {
  db = connect(`domain-route-${++n}`);
  sent = [];
  route = () => new Response(JSON.stringify(ROUTE), { status: 200 });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('domain route refresh', () => {
  it('asks GET /wps/system/domainRoute?device=4 with the worker\'s Merchant, no-store, and keeps the whole envelope', async () => {
    await refreshDomainRoute(db, 'demo', () => T0, false, fetcher);
    expect(routeCalls()).toEqual([{ url: '/wps/system/domainRoute?device=4', merchant: 'demo', cache: 'no-store', signal: expect.any(AbortSignal) }]);
    expect(await kv(ROUTE_KEYS.route)).toEqual(ROUTE);
    expect(await kv(ROUTE_KEYS.last)).toBe(T0);
    // The lock is let go once the run ends.
    expect(await kv(ROUTE_KEYS.lock)).toBe(0);
  });

  it('checks /common/v.1.0.1/ping.json in the same run, and logs an unhealthy answer', async () => {
    await refreshDomainRoute(db, 'demo', () => T0, false, fetcher);
    expect(sent.map((s) => [s.url, s.cache])).toContainEqual(['/common/v.1.0.1/ping.json', 'no-store']);
    expect(console.warn).not.toHaveBeenCalledWith('[sw] ping.json unhealthy');
    const sick = vi.fn(async (url: string) => (url.startsWith('/common/') ? new Response('down', { status: 503 }) : route())) as unknown as typeof fetch;
    await refreshDomainRoute(db, 'demo', () => T0 + DOMAIN_ROUTE_EVERY_MS, false, sick);
    expect(console.warn).toHaveBeenCalledWith('[sw] ping.json unhealthy');
  });

  it(`refreshes at most every ${DOMAIN_ROUTE_EVERY_MS / 1000} s, except when forced (after STORE_DATA)`, async () => {
    await refreshDomainRoute(db, 'demo', () => T0, false, fetcher);
    await refreshDomainRoute(db, 'demo', () => T0 + DOMAIN_ROUTE_EVERY_MS - 1, false, fetcher);
    expect(routeCalls()).toHaveLength(1);
    await refreshDomainRoute(db, 'demo', () => T0 + DOMAIN_ROUTE_EVERY_MS, false, fetcher);
    expect(routeCalls()).toHaveLength(2);
    await refreshDomainRoute(db, 'demo', () => T0 + DOMAIN_ROUTE_EVERY_MS + 1, true, fetcher);
    expect(routeCalls()).toHaveLength(3);
  });

  it('does not run while another run holds the IndexedDB lock, even when forced; an expired lock does not block', async () => {
    await put(db, STORES.kv, { key: ROUTE_KEYS.lock, value: T0 + 1 });
    await refreshDomainRoute(db, 'demo', () => T0, true, fetcher);
    expect(routeCalls()).toEqual([]);
    await refreshDomainRoute(db, 'demo', () => T0 + 1, false, fetcher);
    expect(routeCalls()).toHaveLength(1);
  });

  it('holds the lock while its request is out, so a second run started meanwhile sends nothing', async () => {
    let release!: () => void;
    route = () => new Promise<Response>((resolve) => { release = () => resolve(new Response(JSON.stringify(ROUTE), { status: 200 })); });
    const first = refreshDomainRoute(db, 'demo', () => T0, false, fetcher);
    await eventually(() => expect(routeCalls()).toHaveLength(1));
    expect(await kv(ROUTE_KEYS.lock)).toBeGreaterThan(T0);
    await refreshDomainRoute(db, 'demo', () => T0 + 5, true, fetcher);
    expect(routeCalls()).toHaveLength(1);
    release();
    await first;
    expect(await kv(ROUTE_KEYS.route)).toEqual(ROUTE);
  });

  it('gives each request a 20 s time-out', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await refreshDomainRoute(db, 'demo', () => T0, false, fetcher);
    expect(timeout.mock.calls.map(([ms]) => ms)).toEqual([20_000, 20_000]);
  });

  it('keeps the last good route when the answer has no value, is not 200 or never comes; never rejects; waits 180 s after a failure', async () => {
    await refreshDomainRoute(db, 'demo', () => T0, false, fetcher);
    const bad: Array<() => Response> = [
      () => new Response(JSON.stringify({ success: false, value: null }), { status: 200 }),
      () => new Response('oops', { status: 502 }),
      () => new Response('not json', { status: 200 }),
      () => { throw new TypeError('Failed to fetch'); },
    ];
    for (const [i, answer] of bad.entries()) {
      route = answer;
      const at = T0 + (i + 1) * DOMAIN_ROUTE_EVERY_MS;
      await expect(refreshDomainRoute(db, 'demo', () => at, false, fetcher)).resolves.toBeUndefined();
      expect(await kv(ROUTE_KEYS.route)).toEqual(ROUTE);
      expect(await kv(ROUTE_KEYS.last)).toBe(at);
      expect(await kv(ROUTE_KEYS.lock)).toBe(0);
    }
    const broken: Db = () => Promise.reject(new Error('no IndexedDB'));
    await expect(refreshDomainRoute(broken, 'demo', () => T0, true, fetcher)).resolves.toBeUndefined();
  });
});

describe('wireDomainRoute', () => {
  it('starts a due refresh after a navigation (kept alive by waitUntil), never for other requests or without a merchant', async () => {
    vi.stubGlobal('fetch', fetcher);
    const code = vi.fn<() => string | null>(() => 'demo');
    wireDomainRoute(db, code);
    const fetchEvent = (mode: string) => {
      const work: Promise<unknown>[] = [];
      dispatchEvent(Object.assign(new Event('fetch'), { request: { mode }, waitUntil: (p: Promise<unknown>) => work.push(p) }));
      return work;
    };
    expect(fetchEvent('cors')).toEqual([]);
    code.mockReturnValueOnce(null);
    expect(fetchEvent('navigate')).toEqual([]);
    const work = fetchEvent('navigate');
    expect(work).toHaveLength(1);
    await Promise.all(work);
    expect(routeCalls().map((s) => [s.url, s.merchant])).toEqual([['/wps/system/domainRoute?device=4', 'demo']]);
    vi.unstubAllGlobals();
  });
});
