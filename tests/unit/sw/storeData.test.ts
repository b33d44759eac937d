import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_DATA_KEYS } from '../../../contract/install.ts';
import { STORES } from '../../../contract/idb.ts';
import { SW_MESSAGES } from '../../../contract/messages.ts';
import { connect, entries, type Db } from '../../../sw/db.ts';
import { handleSwMessage, type IncomingMessage } from '../../../sw/messages.ts';
import { merchantUrl, readStoredData, statusHosts, storeDataHandlers, type MerchantHosts } from '../../../sw/storeData.ts';

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
  const answer = (value: unknown) => vi.fn(async () => new Response(JSON.stringify({ success: true, value }))) as unknown as typeof fetch;

  it('learns the main domain and image CDNs from the status of its own merchant, once', async () => {
    const fetcher = answer({ merchantCode: 'demo', mainDomain: 'demo.example', imageCDNs: ['https://img.cdn.example/demo'] });
    const get = statusHosts(origin, () => 'demo', fetcher);
    expect(await get()).toEqual(hosts);
    await get();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps to its own origin when the status names another merchant or fails', async () => {
    const own = { origin, mainDomain: '', imageCDNs: [] };
    expect(await statusHosts(origin, () => 'demo', answer({ merchantCode: 'lotto', mainDomain: 'lotto.example', imageCDNs: [] }))()).toEqual(own);
    expect(await statusHosts(origin, () => 'demo', vi.fn(async () => { throw new Error('offline'); }) as unknown as typeof fetch)()).toEqual(own);
    expect(await statusHosts(origin, () => 'demo', answer(null))()).toEqual(own);
  });
});
