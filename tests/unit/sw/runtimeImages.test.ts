import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cdnPrefixesFrom, IMAGE_CACHE, IMAGE_MAX_AGE_MS, IMAGE_MAX_BYTES, imageCacheFirst, isCacheableImage, isCdnImage, trimCache,
  type ImageDeps,
} from '../../../sw/runtimeImages.ts';
import { FakeCacheStorage } from './fakeCaches.ts';

const origin = 'https://shop.example';
const png = (bytes = 10, type = 'image/png', status = 200): Response =>
  new Response(new Uint8Array(bytes), { status, headers: { 'Content-Type': type, 'Content-Length': String(bytes) } });

let storage: FakeCacheStorage;
let now: number;
let pending: Promise<unknown>[];
const deps = (fetchFn: ImageDeps['fetch']): ImageDeps => ({ caches: storage, fetch: fetchFn, now: () => now, defer: (p) => pending.push(p) });
const offline = async (): Promise<Response> => { throw new TypeError('Failed to fetch'); };

beforeEach(() => {
  storage = new FakeCacheStorage();
  now = Date.parse('2026-05-01T10:00:00Z');
  pending = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('which images', () => {
  it('reads the CDN prefixes from a status answer, http(s) only, hostile values dropped', () => {
    const body = JSON.stringify({ success: true, value: { imageCDNs: ['https://img.cdn.example/demo', 'javascript:alert(1)', 42, 'not a url', 'http://x.example/a/'] } });
    expect(cdnPrefixesFrom(body)).toEqual(['https://img.cdn.example/demo/', 'http://x.example/a/']);
    expect(cdnPrefixesFrom('{bad')).toBeNull();
    expect(cdnPrefixesFrom(JSON.stringify({ success: true, value: {} }))).toBeNull();
  });

  it('matches images on a CDN prefix or the own /cdn/, nothing else', () => {
    const prefixes = ['https://img.cdn.example/demo/'];
    expect(isCdnImage(new URL('https://img.cdn.example/demo/logo.png'), 'image', origin, prefixes)).toBe(true);
    expect(isCdnImage(new URL(`${origin}/cdn/demo/icon.png`), 'image', origin, prefixes)).toBe(true);
    expect(isCdnImage(new URL('https://img.cdn.example/demo/logo.png'), 'script', origin, prefixes)).toBe(false);
    expect(isCdnImage(new URL('https://img.cdn.example/other/logo.png'), 'image', origin, prefixes)).toBe(false);
    expect(isCdnImage(new URL('https://img.cdn.example.evil/demo/x.png'), 'image', origin, prefixes)).toBe(false);
    expect(isCdnImage(new URL(`${origin}/m/assets/x.svg`), 'image', origin, prefixes)).toBe(false);
  });

  it('keeps only complete 200 images within the size cap', () => {
    expect(isCacheableImage(png())).toBe(true);
    expect(isCacheableImage(png(10, 'text/html'))).toBe(false);
    expect(isCacheableImage(png(10, 'image/png', 404))).toBe(false);
    expect(isCacheableImage(png(IMAGE_MAX_BYTES + 1))).toBe(false);
  });
});

describe('imageCacheFirst', () => {
  const url = `${origin}/cdn/demo/logo.png`;

  it('fetches once, then answers from the cache without the network', async () => {
    const fetchFn = vi.fn(async () => png(20));
    expect((await imageCacheFirst(new Request(url), deps(fetchFn))).status).toBe(200);
    await Promise.all(pending);
    const again = await imageCacheFirst(new Request(url), deps(offline));
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(20);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it('refetches an expired copy, and still serves it when offline', async () => {
    await imageCacheFirst(new Request(url), deps(async () => png(20)));
    await Promise.all(pending);
    now += IMAGE_MAX_AGE_MS + 1;
    const fetchFn = vi.fn(async () => png(30));
    expect((await (await imageCacheFirst(new Request(url), deps(fetchFn))).arrayBuffer()).byteLength).toBe(30);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    now += IMAGE_MAX_AGE_MS + 1;
    expect((await imageCacheFirst(new Request(url), deps(offline))).status).toBe(200);
  });

  it('never stores an error page', async () => {
    await imageCacheFirst(new Request(url), deps(async () => new Response('<html>', { status: 404, headers: { 'Content-Type': 'text/html' } })));
    await Promise.all(pending);
    expect(storage.urls(IMAGE_CACHE)).toEqual([]);
    expect((await imageCacheFirst(new Request(url), deps(offline))).type).toBe('error');
  });

  it('drops the oldest entries beyond the entry cap and the byte cap', async () => {
    const cache = await storage.open(IMAGE_CACHE);
    for (let i = 0; i < 5; i += 1) {
      await imageCacheFirst(new Request(`${origin}/cdn/demo/${i}.png`), deps(async () => png(100)));
      await Promise.all(pending);
    }
    await trimCache(cache, 3, 1_000_000);
    expect(storage.urls(IMAGE_CACHE)).toEqual([2, 3, 4].map((i) => `${origin}/cdn/demo/${i}.png`));
    await trimCache(cache, 100, 150);
    expect(storage.urls(IMAGE_CACHE)).toEqual([`${origin}/cdn/demo/4.png`]);
  });
});
