/**
 * Background checks production's worker makes (production-wire F1, F2): GET /wps/system/domainRoute?device=4 at most
 * every 180 s (an IndexedDB lock, 20 s time-out, no-store), its envelope kept under kv `domainRoute`; and the
 * /common/v.1.0.1/ping.json health check (an unhealthy answer is logged). Navigations never wait for them:
 * the shell is answered from the precache first, so offline-first holds.
 */
import { STORES } from '../contract/idb.ts';
import { PING_JSON_PATH, SW_WPS } from '../contract/swPaths.ts';
import { get, put, type Db } from './db.ts';

declare const self: ServiceWorkerGlobalScope;

export const DOMAIN_ROUTE_EVERY_MS = 180_000;
const TIMEOUT_MS = 20_000;
/** kv keys (production's names); the lock holds the time it expires. */
export const ROUTE_KEYS = { route: 'domainRoute', last: 'domainRouteLastRefresh', lock: 'domainRouteRefreshLock' } as const;

/** The answer's JSON, or null (network error, time-out, not JSON). */
const json = (fetcher: typeof fetch, url: string, headers: HeadersInit = {}): Promise<{ value?: unknown } | null> =>
  fetcher(url, { headers, cache: 'no-store', credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) })
    .then((r) => (r.status === 200 ? r.json() : null)).catch(() => null);

/** One refresh when the last is 180 s old (force: after STORE_DATA) and no run holds the lock. Never rejects. */
export async function refreshDomainRoute(db: Db, merchant: string, now: () => number, force = false, fetcher: typeof fetch = fetch): Promise<void> {
  try {
    const at = now();
    const [last, lock] = await Promise.all([get(db, STORES.kv, ROUTE_KEYS.last), get(db, STORES.kv, ROUTE_KEYS.lock)]);
    if ((!force && at - (last?.value as number) < DOMAIN_ROUTE_EVERY_MS) || (lock?.value as number) > at) return;
    await put(db, STORES.kv, { key: ROUTE_KEYS.lock, value: at + TIMEOUT_MS });
    const [route, ping] = await Promise.all([json(fetcher, `${SW_WPS.domainRoute}?device=4`, { Merchant: merchant }), json(fetcher, PING_JSON_PATH)]);
    if (JSON.stringify(ping) !== '{}') console.warn('[sw] ping.json unhealthy');
    // A failed refresh also waits 180 s: an unreachable server is not asked on every navigation.
    await put(db, STORES.kv, { key: ROUTE_KEYS.last, value: at }, { key: ROUTE_KEYS.lock, value: 0 },
      ...(route?.value != null ? [{ key: ROUTE_KEYS.route, value: route }] : []));
  } catch (error) {
    console.warn('[sw] domain route', error);
  }
}

/** After a navigation is answered (never before it): a refresh when one is due. */
export function wireDomainRoute(db: Db, merchant: () => string | null): void {
  self.addEventListener('fetch', (event) => {
    const code = merchant();
    if (event.request.mode === 'navigate' && code) event.waitUntil(refreshDomainRoute(db, code, Date.now));
  });
}
