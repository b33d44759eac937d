import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { coreHandlers, handleSwMessage, isSameOriginClient, parseSwMessage, type IncomingMessage } from '../../../sw/messages.ts';
import { buildVersion, manifestVersion } from '../../../sw/precache.ts';
import { LAST_GOOD_CACHE, MEMBER_HEADER } from '../../../sw/runtimeWps.ts';
import { FakeCacheStorage } from './fakeCaches.ts';

const origin = 'https://shop.example';
const client = { id: 'c1', type: 'window', url: `${origin}/m/home` };

function event(data: unknown, overrides: Partial<IncomingMessage> = {}): IncomingMessage {
  return { data, origin, source: client, ports: [], ...overrides };
}

describe('parseSwMessage', () => {
  it('accepts every message of the contract', () => {
    for (const type of Object.values(SW_MESSAGES)) expect(parseSwMessage({ type })).toEqual({ type });
    expect(parseSwMessage({ type: 'STORE_DATA', targetUrl: '/m/home', iconUrl: 'https://cdn.example/i.png' })).toEqual({
      type: 'STORE_DATA', targetUrl: '/m/home', iconUrl: 'https://cdn.example/i.png',
    });
  });

  it("reads production's STORE_DATA form, the URLs inside payload", () => {
    expect(parseSwMessage({ type: 'STORE_DATA', payload: { targetUrl: '/m/home', iconUrl: 'https://cdn.example/i.png' } })).toEqual({
      type: 'STORE_DATA', targetUrl: '/m/home', iconUrl: 'https://cdn.example/i.png',
    });
    for (const bad of [{ type: 'STORE_DATA', payload: null }, { type: 'STORE_DATA', payload: 'x' }, { type: 'STORE_DATA', payload: { targetUrl: 7 } }, { type: 'STORE_DATA', payload: { iconUrl: '' } },
      { type: 'STORE_DATA', payload: { targetUrl: '/m/a' }, targetUrl: '/m/b' }]) expect(parseSwMessage(bad), JSON.stringify(bad)).toBeNull();
  });

  it('ignores hostile and malformed shapes', () => {
    const inherited = Object.create({ type: 'SKIP_WAITING' }) as unknown;
    class Fake { type = 'SKIP_WAITING'; }
    const hostile: unknown[] = [
      null, undefined, 0, 'SKIP_WAITING', ['SKIP_WAITING'], {}, { type: 'skip_waiting' }, { type: 'EVIL' },
      { type: 1 }, { type: 'toString' }, { type: '__proto__' }, { type: 'constructor' },
      { type: 'SKIP_WAITING', extra: true }, JSON.parse('{"type":"SKIP_WAITING","__proto__":{"polluted":1}}'),
      inherited, new Fake(),
      { type: 'STORE_DATA', targetUrl: null }, { type: 'STORE_DATA', iconUrl: 42 },
      { type: 'STORE_DATA', targetUrl: '' }, { type: 'STORE_DATA', targetUrl: `/m/${'a'.repeat(3000)}` },
    ];
    for (const data of hostile) expect(parseSwMessage(data), JSON.stringify(data) ?? String(data)).toBeNull();
  });
});

describe('isSameOriginClient', () => {
  it('accepts a same-origin window client, also when the browser leaves origin empty', () => {
    expect(isSameOriginClient({ origin, source: client }, origin)).toBe(true);
    expect(isSameOriginClient({ origin: '', source: client }, origin)).toBe(true);
  });

  it('refuses other origins, missing sources and service workers', () => {
    expect(isSameOriginClient({ origin: 'https://evil.example', source: client }, origin)).toBe(false);
    expect(isSameOriginClient({ origin, source: { url: 'https://evil.example/m/home' } }, origin)).toBe(false);
    expect(isSameOriginClient({ origin, source: null }, origin)).toBe(false);
    expect(isSameOriginClient({ origin, source: { scriptURL: `${origin}/m/sw.js` } }, origin)).toBe(false);
    expect(isSameOriginClient({ origin, source: { url: 'not a url' } }, origin)).toBe(false);
  });
});

describe('handleSwMessage with the core handlers', () => {
  const skipWaiting = vi.fn(async () => undefined);
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    // The service worker global is `self`; stub its skipWaiting at the boundary.
    vi.stubGlobal('skipWaiting', skipWaiting);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    skipWaiting.mockClear();
    warn.mockRestore();
  });

  it('calls skipWaiting on SKIP_WAITING from a same-origin client', () => {
    const waitUntil = vi.fn();
    expect(handleSwMessage(event({ type: 'SKIP_WAITING' }, { waitUntil }), coreHandlers, origin)).toBe(true);
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    expect(waitUntil).toHaveBeenCalledTimes(1);
  });

  it('answers SKIP_WAITING with true on the port once skipWaiting resolved', async () => {
    const port = { postMessage: vi.fn() };
    const waits: Promise<unknown>[] = [];
    handleSwMessage(event({ type: 'SKIP_WAITING' }, { ports: [port], waitUntil: (p) => waits.push(p) }), coreHandlers, origin);
    await Promise.all(waits);
    expect(port.postMessage).toHaveBeenCalledWith(true);
  });

  it('never calls skipWaiting for another origin, a hostile shape or another message', () => {
    handleSwMessage(event({ type: 'SKIP_WAITING' }, { origin: 'https://evil.example' }), coreHandlers, origin);
    handleSwMessage(event({ type: 'SKIP_WAITING' }, { source: { url: 'https://evil.example/' } }), coreHandlers, origin);
    handleSwMessage(event({ type: 'SKIP_WAITING' }, { source: null }), coreHandlers, origin);
    handleSwMessage(event({ type: 'SKIP_WAITING', force: true }), coreHandlers, origin);
    handleSwMessage(event('SKIP_WAITING'), coreHandlers, origin);
    handleSwMessage(event({ type: 'GET_VERSION' }), coreHandlers, origin);
    handleSwMessage(event({ type: 'OUTBOX_FLUSH' }), coreHandlers, origin);
    expect(skipWaiting).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('answers GET_VERSION on the message port with the bare version string', () => {
    const port = { postMessage: vi.fn() };
    expect(handleSwMessage(event({ type: 'GET_VERSION' }, { ports: [port] }), coreHandlers, origin)).toBe(true);
    expect(port.postMessage).toHaveBeenCalledWith(buildVersion());
    expect(() => handleSwMessage(event({ type: 'GET_VERSION' }), coreHandlers, origin)).not.toThrow();
  });

  it('purges the member\'s cached answers on PURGE_MEMBER_CACHE, from same-origin pages only', async () => {
    const storage = new FakeCacheStorage();
    const cache = await storage.open(LAST_GOOD_CACHE);
    await cache.put(`${origin}/wps/relay/MCSFE_getBanners`, new Response('{}', { headers: { [MEMBER_HEADER]: 'abc123' } }));
    vi.stubGlobal('caches', storage);
    const waits: Promise<unknown>[] = [];
    handleSwMessage(event({ type: 'PURGE_MEMBER_CACHE' }, { origin: 'https://evil.example', waitUntil: (p) => waits.push(p) }), coreHandlers, origin);
    expect(waits).toHaveLength(0);
    expect(storage.urls(LAST_GOOD_CACHE)).toHaveLength(1);
    expect(handleSwMessage(event({ type: 'PURGE_MEMBER_CACHE' }, { waitUntil: (p) => waits.push(p) }), coreHandlers, origin)).toBe(true);
    await Promise.all(waits);
    expect(storage.urls(LAST_GOOD_CACHE)).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('never throws when a handler throws or rejects', async () => {
    const waitUntil = vi.fn();
    const throwing = { [SW_MESSAGES.purgeMember]: () => { throw new Error('boom'); } };
    expect(handleSwMessage(event({ type: 'PURGE_MEMBER_CACHE' }), throwing, origin)).toBe(false);
    const rejecting = { [SW_MESSAGES.flushOutbox]: () => Promise.reject(new Error('offline')) };
    expect(handleSwMessage(event({ type: 'OUTBOX_FLUSH' }, { waitUntil }), rejecting, origin)).toBe(true);
    await expect(waitUntil.mock.calls[0]?.[0]).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('manifestVersion', () => {
  const entries = [{ url: 'index.html', revision: 'a1' }, 'assets/app-123.js'];

  it('is stable under order and changes with any revision', () => {
    expect(manifestVersion(entries)).toMatch(/^[0-9a-f]{8}$/);
    expect(manifestVersion([...entries].reverse())).toBe(manifestVersion(entries));
    expect(manifestVersion([{ url: 'index.html', revision: 'a2' }, 'assets/app-123.js'])).not.toBe(manifestVersion(entries));
  });
});
