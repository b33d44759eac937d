/**
 * Images from the merchant's image CDNs: cache first, with an age limit, an entry cap and size caps.
 * Hand-written rather than workbox-strategies and workbox-expiration, which would double the worker's size.
 */
import { SW_CACHE_DATE_HEADER } from '../contract/pwa.ts';

export const IMAGE_CACHE = 'tessera-cdn-images';
export const IMAGE_MAX_ENTRIES = 100;
export const IMAGE_MAX_AGE_MS = 7 * 24 * 3_600_000;
/** Larger images are served but not kept, so a few big banners cannot crowd out the icons. */
export const IMAGE_MAX_BYTES = 300 * 1024;
export const IMAGE_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
const SIZE_HEADER = 'X-SW-Size';
/** Fallback until the first status answer names the CDNs: the reference server's own /cdn/. */
export const DEFAULT_CDN_PATH = '/cdn/';

let cdnPrefixes: string[] = [];

/** Reads `value.info.imageCDNs` (production's nesting; else `value.imageCDNs`) from a status envelope; keeps only http(s) URLs, as `origin + path/` prefixes. */
export function cdnPrefixesFrom(statusBody: string): string[] | null {
  try {
    const value = (JSON.parse(statusBody) as { value?: { imageCDNs?: unknown; info?: { imageCDNs?: unknown } } }).value;
    const list = (value?.info ?? value)?.imageCDNs;
    if (!Array.isArray(list)) return null;
    return list.flatMap((entry): string[] => {
      if (typeof entry !== 'string' || entry.length > 512) return [];
      try {
        const u = new URL(entry);
        if (u.protocol !== 'https:' && u.protocol !== 'http:') return [];
        return [`${u.origin}${u.pathname.replace(/\/*$/, '/')}`];
      } catch {
        return [];
      }
    });
  } catch {
    return null;
  }
}

export function setCdnPrefixes(prefixes: readonly string[]): void {
  cdnPrefixes = [...prefixes];
}

/** An image request to a known CDN prefix, or to the same origin's /cdn/. */
export function isCdnImage(url: URL, destination: string, origin: string, prefixes: readonly string[] = cdnPrefixes): boolean {
  if (destination !== 'image' || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  if (url.origin === origin && url.pathname.startsWith(DEFAULT_CDN_PATH)) return true;
  const href = `${url.origin}${url.pathname}`;
  return prefixes.some((prefix) => href.startsWith(prefix));
}

/** Keeps only a complete 200 image within the per-image cap (no opaque answers, no error pages). */
export function isCacheableImage(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  if (!(response.headers.get('Content-Type') ?? '').toLowerCase().startsWith('image/')) return false;
  const length = Number(response.headers.get('Content-Length') ?? '0');
  return Number.isFinite(length) && length <= IMAGE_MAX_BYTES;
}

export interface ImageDeps {
  caches: Pick<CacheStorage, 'open'>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  defer: (work: Promise<unknown>) => void;
}

const storedAt = (r: Response): number => Date.parse(r.headers.get(SW_CACHE_DATE_HEADER) ?? '') || 0;
const storedSize = (r: Response): number => Number(r.headers.get(SIZE_HEADER)) || 0;

/** Drops the oldest entries (Cache keeps insertion order; a re-put moves to the end) until both caps hold. Also the last good copies' cap. */
export async function trimCache(cache: Cache, maxEntries = IMAGE_MAX_ENTRIES, maxBytes = IMAGE_MAX_TOTAL_BYTES): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(keys.map(async (k) => storedSize((await cache.match(k)) ?? new Response())));
  let count = keys.length;
  let total = sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; i < keys.length && (count > maxEntries || total > maxBytes); i += 1) {
    await cache.delete(keys[i] as Request);
    count -= 1;
    total -= sizes[i] ?? 0;
  }
}

/** Keeps one image answer under its URL within the caps (also the install prefill's way in). */
export async function storeImage(cache: Cache, url: string, response: Response, now: number): Promise<void> {
  const body = await response.blob();
  if (body.size > IMAGE_MAX_BYTES) return;
  const headers = new Headers(response.headers);
  headers.set(SW_CACHE_DATE_HEADER, new Date(now).toISOString());
  headers.set(SIZE_HEADER, String(body.size));
  await cache.put(url, new Response(body, { status: 200, headers }));
  await trimCache(cache);
}

/** Cache first within the age limit; an expired copy is still better than nothing when offline. */
export async function imageCacheFirst(request: Request, deps: ImageDeps): Promise<Response> {
  const cache = await deps.caches.open(IMAGE_CACHE);
  const hit = await cache.match(request.url);
  if (hit && deps.now() - storedAt(hit) < IMAGE_MAX_AGE_MS) return hit;
  try {
    const response = await deps.fetch(request);
    if (isCacheableImage(response)) {
      deps.defer(storeImage(cache, request.url, response.clone(), deps.now()).catch((e: unknown) => console.warn('[sw] image', e)));
    }
    return response;
  } catch (error) {
    if (hit) return hit;
    console.warn('[sw] image', error);
    return Response.error();
  }
}
