import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_DATA_KEYS } from '../../../contract/install.ts';
import { STORES } from '../../../contract/idb.ts';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { connect, entries, type Db } from '../../../sw/db.ts';
import { handleSwMessage, type IncomingMessage } from '../../../sw/messages.ts';
import { merchantUrl, readStoredData, statusHosts, storeDataHandlers, type MerchantHosts } from '../../../sw/storeData.ts';
import { LAST_GOOD_CACHE } from '../../../sw/runtimeWps.ts';
import { SW_WPS } from '../../../contract/swPaths.ts';
import { FakeCacheStorage, json } from './fakeCaches.ts';

const origin = 'https://www.demo.example';
const hosts: MerchantHosts = { origin, mainDomain: 'demo.example', imageCDNs: ['https://img.cdn.example/demo'] };
let n = 0;
let db: Db;

beforeEach(() => {
  db = connect(`store-data-${++n}`);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const event = (data: unknown, source: unknown = { type: 'window', url: `${origin}/m/home` }, from = origin): IncomingMessage & { done: Promise<unknown> } => {
  let done: Promise<unknown> = Promise.resolve();
  return { data, origin: from, source, ports: [], waitUntil: (p) => { done = p; }, get done() { return done; } };
};

async function dispatch(data: unknown, source?: unknown, from?: string) {
  const e = event(data, source, from);
  const ran = handleSwMessage(e, storeDataHandlers(db, async () => hosts), origin);
  await e.done;
  return { ran, stored: await readStoredData(db) };
}

describe('merchantUrl', () => {
  it('accepts the worker origin, the main domain and its subdomains, and URLs under an image CDN', () => {
    expect(merchantUrl('/m/home?r=1', hosts)).toBe(`${origin}/m/home?r=1`);
    expect(merchantUrl('https://demo.example/m/home', hosts)).toBe('https://demo.example/m/home');
    expect(merchantUrl('https://aff1.demo.example/m/home', hosts)).toBe('https://aff1.demo.example/m/home');
    expect(merchantUrl('https://img.cdn.example/demo/icon-192.png', hosts)).toBe('https://img.cdn.example/demo/icon-192.png');
  });

  it('refuses other hosts, look-alikes, other CDN folders, schemes and credentials', () => {
    for (const bad of [
      'https://evil.example/m/home', 'https://evildemo.example/m/home', 'https://demo.example.evil.com/',
      'https://img.cdn.example/other/icon.png', 'https://img.cdn.example/demo-evil/x.png', 'http://aff1.demo.example/m/home',
      'https://user:pw@www.demo.example/m/home', 'javascript:alert(1)', 'data:text/html,hi',
    ]) expect(merchantUrl(bad, hosts), bad).toBeNull();
  });
});

describe('STORE_DATA handler', () => {
  it('stores targetUrl and iconUrl from a same-origin window client', async () => {
    const { ran, stored } = await dispatch({ type: SW_MESSAGES.storeData, targetUrl: '/m/home?r=abc', iconUrl: 'https://img.cdn.example/demo/icon-192.png' });
    expect(ran).toBe(true);
    expect(stored).toEqual({ targetUrl: `${origin}/m/home?r=abc`, iconUrl: 'https://img.cdn.example/demo/icon-192.png' });
  });

  it('refuses a URL off the merchant\'s hosts with a log line, keeping the other field', async () => {
    const { stored } = await dispatch({ type: SW_MESSAGES.storeData, targetUrl: 'https://evil.example/phish', iconUrl: `${origin}/cdn/demo/icon-192.png` });
    expect(stored).toEqual({ iconUrl: `${origin}/cdn/demo/icon-192.png` });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('targetUrl refused'));
  });

  it('ignores messages from another origin and keeps what was stored', async () => {
    await dispatch({ type: SW_MESSAGES.storeData, targetUrl: '/m/home' });
    const { ran, stored } = await dispatch({ type: SW_MESSAGES.storeData, targetUrl: '/m/other' }, { type: 'window', url: 'https://evil.example/' }, 'https://evil.example');
    expect(ran).toBe(false);
    expect(stored.targetUrl).toBe(`${origin}/m/home`);
  });

  it('writes nothing for a message whose URLs are all refused', async () => {
    const { stored } = await dispatch({ type: SW_MESSAGES.storeData, targetUrl: 'https://evil.example/' });
    expect(stored).toEqual({});
    expect((await entries(db, STORES.kv)).map((e) => e.key)).not.toContain(STORE_DATA_KEYS.targetUrl);
  });
});

describe('statusHosts', () => {
  /** The worker asks for no status of its own (production-wire X9): it reads the copy its safe-list route kept. */
  const kept = async (value: unknown) => {
    const caches = new FakeCacheStorage();
    await (await caches.open(LAST_GOOD_CACHE)).put(`${origin}${SW_WPS.status}?device=MOBILE`, json({ success: true, value }));
    return caches;
  };
  const fetcher = vi.fn();
  beforeEach(() => { fetcher.mockReset(); vi.stubGlobal('fetch', fetcher); });
  afterEach(() => vi.unstubAllGlobals());

  it("learns the main domain and image CDNs from the kept status of its own merchant, production's value.info first", async () => {
    const info = { merchantCode: 'demo', mainDomain: 'demo.example', imageCDNs: ['https://img.cdn.example/demo', 7] };
    expect(await statusHosts(origin, () => 'demo', await kept({ info }))()).toEqual(hosts);
    // Tessera's earlier flat value is read too.
    expect(await statusHosts(origin, () => 'demo', await kept(info))()).toEqual(hosts);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('keeps to its own origin when the kept status names another merchant, is missing or unreadable', async () => {
    const own = { origin, mainDomain: '', imageCDNs: [] };
    expect(await statusHosts(origin, () => 'demo', await kept({ info: { merchantCode: 'lotto', mainDomain: 'lotto.example', imageCDNs: [] } }))()).toEqual(own);
    expect(await statusHosts(origin, () => 'demo', await kept({ info: { merchantCode: 'demo', mainDomain: 3, imageCDNs: [] } }))()).toEqual(own);
    expect(await statusHosts(origin, () => 'demo', await kept(null))()).toEqual(own);
    expect(await statusHosts(origin, () => 'demo', new FakeCacheStorage())()).toEqual(own);
    const broken = new FakeCacheStorage();
    await (await broken.open(LAST_GOOD_CACHE)).put(`${origin}${SW_WPS.status}`, new Response('not json'));
    expect(await statusHosts(origin, () => 'demo', broken)()).toEqual(own);
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('STORE_DATA in production\'s form', () => {
  it('stores payload.targetUrl and payload.iconUrl, then runs the after-step (the domain route refresh)', async () => {
    const after = vi.fn(async () => undefined);
    const e = event({ type: SW_MESSAGES.storeData, payload: { targetUrl: '/m/home?r=p', iconUrl: 'https://img.cdn.example/demo/i.png' } });
    expect(handleSwMessage(e, storeDataHandlers(db, async () => hosts, after), origin)).toBe(true);
    await e.done;
    expect(await readStoredData(db)).toEqual({ targetUrl: `${origin}/m/home?r=p`, iconUrl: 'https://img.cdn.example/demo/i.png' });
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('stores no script, data or foreign URL that came inside payload (the dispatcher only bounds the strings)', async () => {
    for (const targetUrl of ['javascript:alert(1)', 'data:text/html,hi', 'https://evil.example/m/home', '//evil.example/m/home']) {
      const { ran, stored } = await dispatch({ type: SW_MESSAGES.storeData, payload: { targetUrl, iconUrl: targetUrl } });
      expect(ran, targetUrl).toBe(true);
      expect(stored, targetUrl).toEqual({});
    }
  });
});
