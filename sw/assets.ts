/** Hashed assets under /m/assets/ that are not precached: network only, a 404 stays a 404. */
import { getCacheKeyForURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { BASE } from '../contract/routes.ts';

declare const self: ServiceWorkerGlobalScope;

export const ASSETS_PREFIX = `${BASE}/assets/`;

/** 'precache': served by the precache route; 'network': our route; 'other': not a hashed asset. */
export type AssetDecision = 'precache' | 'network' | 'other';

/** Pure decision for a request URL, given the worker's origin and whether the URL is precached. */
export function assetDecision(url: URL, origin: string, precached: boolean): AssetDecision {
  if (url.origin !== origin || !url.pathname.startsWith(ASSETS_PREFIX)) return 'other';
  return precached ? 'precache' : 'network';
}

/**
 * Network fetch that never rejects, so no catch handler (e.g. a later offline page) can ever answer
 * a missing chunk with HTML: the server's answer, 404 included, is returned untouched.
 */
export async function fetchAssetFromNetwork(request: Request, fetchFn: typeof fetch = fetch): Promise<Response> {
  try {
    return await fetchFn(request);
  } catch {
    return Response.error();
  }
}

export function wireAssets(): void {
  registerRoute(
    ({ url }) => assetDecision(url, self.location.origin, getCacheKeyForURL(url.href) !== undefined) === 'network',
    ({ request }) => fetchAssetFromNetwork(request),
  );
}
