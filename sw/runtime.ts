/** Runtime caching: the /wps last good copies and the CDN images (precache and shell are elsewhere). */
import { SW_WPS } from '../contract/swPaths.ts';
import { registerRoute } from 'workbox-routing';
import type { SwLastGoodNotice } from '../contract/pwa.ts';
import { cdnPrefixesFrom, imageCacheFirst, isCdnImage, setCdnPrefixes } from './runtimeImages.ts';
import { findLastGood, isLastGoodRequest, networkWithLastGood, type LastGoodDeps } from './runtimeWps.ts';

declare const self: ServiceWorkerGlobalScope;

function learnCdns(path: string, body: string): void {
  if (path !== SW_WPS.status) return;
  const prefixes = cdnPrefixesFrom(body);
  if (prefixes) setCdnPrefixes(prefixes);
}

function notifyClient(clientId: string, notice: SwLastGoodNotice): void {
  if (!clientId) return;
  void self.clients.get(clientId).then((client) => client?.postMessage(notice), (error: unknown) => {
    console.warn('[sw] notice', error);
  });
}

/** After a restart the CDN list comes from the last good status, until a fresh one arrives. */
async function restoreCdns(deps: LastGoodDeps): Promise<void> {
  const copy = await findLastGood(new Request(new URL(SW_WPS.status, self.location.origin).href), deps);
  if (copy) learnCdns(SW_WPS.status, await copy.text());
}

export function wireRuntime(): void {
  const base = { caches: self.caches, fetch: (r: Request) => fetch(r), now: Date.now, onStored: learnCdns };
  registerRoute(
    ({ request, url }) => isLastGoodRequest(url, request.method, self.location.origin),
    ({ request, event }) => {
      const fetchEvent = event as FetchEvent;
      return networkWithLastGood(request, {
        ...base,
        notify: (notice) => notifyClient(fetchEvent.clientId, notice),
        defer: (work) => fetchEvent.waitUntil(work),
      });
    },
  );
  registerRoute(
    ({ request, url }) => isCdnImage(url, request.destination, self.location.origin),
    ({ request, event }) => imageCacheFirst(request, { ...base, defer: (work) => (event as FetchEvent).waitUntil(work) }),
  );
  void restoreCdns({ ...base, notify: () => {}, defer: () => {} }).catch((error: unknown) => {
    console.warn('[sw] CDNs', error);
  });
}
